import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';

/** A value of the translation language (settings' list: none, en and the five content languages). */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
