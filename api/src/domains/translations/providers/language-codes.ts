// Our language codes to LibreTranslate's, in one place. LibreTranslate 1.6 and later name Chinese
// 'zh-Hans' and 'zh-Hant'; older servers (and many hosted ones still) use 'zh' and 'zt'. The first
// code is tried first; the next one only when the server refuses the language.
import type { TranslationLanguage } from '@civics/sync-protocol';

export const LIBRETRANSLATE_CODES: Record<TranslationLanguage, readonly string[]> = {
  vi: ['vi'],
  ko: ['ko'],
  es: ['es'],
  zh: ['zh-Hans', 'zh'],
  'zh-TW': ['zh-Hant', 'zt'],
};

export const LIBRETRANSLATE_SOURCE = 'en';
