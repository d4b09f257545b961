// The translated side of a bilingual question, with the spec's placeholder when a text is missing
// ('[Bản dịch không có sẵn]' in Vietnamese; one per translation language).
import { useTranslation } from 'react-i18next';
import type { OptionDto, QuestionTranslationDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';

const MISSING_KEYS: Record<
  string,
  | 'missingTranslation.vi'
  | 'missingTranslation.ko'
  | 'missingTranslation.zh'
  | 'missingTranslation.zhTW'
  | 'missingTranslation.es'
> = {
  vi: 'missingTranslation.vi',
  ko: 'missingTranslation.ko',
  zh: 'missingTranslation.zh',
  'zh-TW': 'missingTranslation.zhTW',
  es: 'missingTranslation.es',
};

export interface TranslatedQuestion {
  questionText: string;
  option: (option: OptionDto) => string;
  explanation: string;
}

export function useTranslatedQuestion(question: StoredQuestion, language: string): TranslatedQuestion {
  const { t } = useTranslation('study');
  const missing = t(MISSING_KEYS[language] ?? 'missingTranslation.vi');
  const translation: QuestionTranslationDto | undefined = question.translations[language];
  return {
    questionText: translation?.questionText || missing,
    option: (option) => translation?.options.find((o) => o.id === option.id)?.text || missing,
    explanation: translation?.explanation || missing,
  };
}
