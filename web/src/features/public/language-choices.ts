// The language-select grid's twelve languages (spec part 2 §2), each named in itself. What choosing
// one does depends on what we have in it: question translations and interface (content), the
// interface only (French), or nothing yet (the app stays in English).
import type { InterfaceLanguage } from '../../i18n/languages';

export type LanguageChoiceKind = 'content' | 'interface' | 'none';

export interface LanguageChoice {
  code: 'vi' | 'ko' | 'zh' | 'zh-TW' | 'es' | 'fr' | 'de' | 'ja' | 'pt' | 'ru' | 'ar' | 'hi';
  native: string;
  kind: LanguageChoiceKind;
  /** The interface language a choice sets. */
  sets: InterfaceLanguage;
  dir?: 'rtl';
}

export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: 'vi', native: 'Tiếng Việt', kind: 'content', sets: 'vi' },
  { code: 'ko', native: '한국어', kind: 'content', sets: 'ko' },
  { code: 'zh', native: '简体中文', kind: 'content', sets: 'zh' },
  { code: 'zh-TW', native: '繁體中文', kind: 'content', sets: 'zh-TW' },
  { code: 'es', native: 'Español', kind: 'content', sets: 'es' },
  { code: 'fr', native: 'Français', kind: 'interface', sets: 'fr' },
  { code: 'de', native: 'Deutsch', kind: 'none', sets: 'en' },
  { code: 'ja', native: '日本語', kind: 'none', sets: 'en' },
  { code: 'pt', native: 'Português', kind: 'none', sets: 'en' },
  { code: 'ru', native: 'Русский', kind: 'none', sets: 'en' },
  { code: 'ar', native: 'العربية', kind: 'none', sets: 'en', dir: 'rtl' },
  { code: 'hi', native: 'हिन्दी', kind: 'none', sets: 'en' },
];
