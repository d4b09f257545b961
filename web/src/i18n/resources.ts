// English is the complete source language; other languages fall back to it (DESIGN.md §6).
// Only the shell's text is in the start-up bundle; each screen's namespace loads with its screen.
import common from './locales/en/common.json';
import home from './locales/en/home.json';
import publicPages from './locales/en/public.json';
import screens from './locales/en/screens.json';
import type auth from './locales/en/auth.json';
import type results from './locales/en/results.json';
import type review from './locales/en/review.json';
import type settings from './locales/en/settings.json';
import type study from './locales/en/study.json';
import type practice from './locales/en/practice.json';
import type listening from './locales/en/listening.json';
import type reading from './locales/en/reading.json';
import type test from './locales/en/test.json';
import type interview from './locales/en/interview.json';

export const defaultNS = 'common';

export const resources = {
  en: { common, home, public: publicPages, screens },
} as const;

export const lazyNamespaces = {
  auth: () => import('./locales/en/auth.json'),
  results: () => import('./locales/en/results.json'),
  review: () => import('./locales/en/review.json'),
  settings: () => import('./locales/en/settings.json'),
  study: () => import('./locales/en/study.json'),
  practice: () => import('./locales/en/practice.json'),
  listening: () => import('./locales/en/listening.json'),
  reading: () => import('./locales/en/reading.json'),
  test: () => import('./locales/en/test.json'),
  interview: () => import('./locales/en/interview.json'),
};
export type LazyNamespace = keyof typeof lazyNamespaces;

/** Every namespace's keys, for type-checked t() calls. */
export type AllResources = (typeof resources)['en'] & {
  auth: typeof auth;
  results: typeof results;
  review: typeof review;
  settings: typeof settings;
  study: typeof study;
  practice: typeof practice;
  listening: typeof listening;
  reading: typeof reading;
  test: typeof test;
  interview: typeof interview;
};

export type ScreenTitleKey = keyof typeof screens;
