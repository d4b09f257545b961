// One translation being edited, the same in the three editors: the texts in the English question's
// option order, and the setters the side-by-side rows call.
import { useState } from 'react';
import type { QuestionDto, TranslationDto } from '@civics/sync-protocol';
import type { TranslationTexts } from './translation-api';

type StoredTexts = Pick<TranslationDto, 'questionText' | 'options' | 'explanation'>;

/** The stored translation (or empty texts) laid over the question's options. */
export const textsOf = (question: QuestionDto, translation: StoredTexts | undefined): TranslationTexts => ({
  questionText: translation?.questionText ?? '',
  options: question.options.map((o) => ({
    id: o.id,
    text: translation?.options.find((t) => t.id === o.id)?.text ?? '',
  })),
  explanation: translation?.explanation ?? '',
});

export function useTranslationDraft(question: QuestionDto, translation: StoredTexts | undefined) {
  const [draft, setDraft] = useState<TranslationTexts>(() => textsOf(question, translation));
  return {
    draft,
    setDraft,
    reset: () => setDraft(textsOf(question, translation)),
    setQuestionText: (questionText: string) => setDraft((d) => ({ ...d, questionText })),
    setOption: (id: string, text: string) =>
      setDraft((d) => ({ ...d, options: d.options.map((o) => (o.id === id ? { ...o, text } : o)) })),
    setExplanation: (explanation: string) => setDraft((d) => ({ ...d, explanation })),
  };
}

export type TranslationDraft = ReturnType<typeof useTranslationDraft>;
