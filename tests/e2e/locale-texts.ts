// The interface's own words, read from the web app's locale files: a spec finds a control by what a
// learner sees in their language, without writing the texts a second time.
import { readFileSync } from 'node:fs';

/** A namespace's texts, nested as the file nests them. */
export type LocaleTexts = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const localeFile = (language: string, ns: string): LocaleTexts =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));
