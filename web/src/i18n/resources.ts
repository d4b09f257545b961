// English is the complete source language; other languages fall back to it (DESIGN.md §6).
// Only the shell's English text is in the start-up bundle; every other language and namespace is a
// file of its own (locales/<language>/<namespace>.json) that load-namespaces.ts fetches on demand.
import common from './locales/en/common.json';
import screens from './locales/en/screens.json';

export const defaultNS = 'common';

/** Bundled English: what the first render needs whatever the screen. */
export const resources = {
  en: { common, screens },
} as const;
export const SHELL_NAMESPACES = Object.keys(resources.en) as ShellNamespace[];
type ShellNamespace = keyof (typeof resources)['en'];

type En<File> = File extends { default: infer T } ? T : File;

/**
 * Every namespace's English keys, for type-checked t() calls. Adding a namespace = its JSON files
 * under locales/<language>/ plus one line here (an inline type import keeps it to one line; the
 * files are never imported at run time from here).
 */
/* eslint-disable @typescript-eslint/consistent-type-imports */
export type AllResources = (typeof resources)['en'] & {
  auth: En<typeof import('./locales/en/auth.json')>;
  home: En<typeof import('./locales/en/home.json')>;
  errors: En<typeof import('./locales/en/errors.json')>;
  results: En<typeof import('./locales/en/results.json')>;
  review: En<typeof import('./locales/en/review.json')>;
  settings: En<typeof import('./locales/en/settings.json')>;
  study: En<typeof import('./locales/en/study.json')>;
  practice: En<typeof import('./locales/en/practice.json')>;
  listening: En<typeof import('./locales/en/listening.json')>;
  reading: En<typeof import('./locales/en/reading.json')>;
  test: En<typeof import('./locales/en/test.json')>;
  interview: En<typeof import('./locales/en/interview.json')>;
  speak: En<typeof import('./locales/en/speak.json')>;
  n400: En<typeof import('./locales/en/n400.json')>;
  checkout: En<typeof import('./locales/en/checkout.json')>;
  introduction: En<typeof import('./locales/en/introduction.json')>;
  languageSelect: En<typeof import('./locales/en/languageSelect.json')>;
  howToUse: En<typeof import('./locales/en/howToUse.json')>;
  support: En<typeof import('./locales/en/support.json')>;
  public: En<typeof import('./locales/en/public.json')>;
  account: En<typeof import('./locales/en/account.json')>;
  myData: En<typeof import('./locales/en/myData.json')>;
  reminders: En<typeof import('./locales/en/reminders.json')>;
  progress: En<typeof import('./locales/en/progress.json')>;
  spacedReview: En<typeof import('./locales/en/spacedReview.json')>;
};
/* eslint-enable @typescript-eslint/consistent-type-imports */

export type Namespace = keyof AllResources;
/** A namespace a screen loads with its route (kept under this name for routes-table.tsx). */
export type LazyNamespace = Exclude<Namespace, ShellNamespace>;

export type ScreenTitleKey = keyof typeof screens;
