// The interface languages (DESIGN.md §6): English is complete and the fallback; vi, ko, zh, zh-TW
// and es cover every learner screen; fr covers the public pages and registration only.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@civics/sync-protocol/constants';

export const INTERFACE_LANGUAGES = ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/** Languages with question translations: choosing one sets the interface and the translation. */
export const isContentLanguage = (value: unknown): value is TranslationLanguage =>
  typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

/**
 * `<html lang>`: BCP 47 script subtags for Chinese, because Simplified and Traditional differ in
 * script, not country (a Traditional reader may be in Hong Kong or the U.S.); browsers pick the
 * right CJK glyphs from them.
 */
export const HTML_LANG: Record<InterfaceLanguage, string> = {
  en: 'en',
  vi: 'vi',
  ko: 'ko',
  zh: 'zh-Hans',
  'zh-TW': 'zh-Hant',
  es: 'es',
  fr: 'fr',
};

/** Each language's name in itself, so a learner finds theirs without reading English. */
export const NATIVE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  ko: '한국어',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  es: 'Español',
  fr: 'Français',
};
