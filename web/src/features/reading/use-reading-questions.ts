// The questions of a reading practice: the first `count` active questions of the device's bank
// (spec part 2 §6: the first 7 by default).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { questionsInOrder } from '../../db/content';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';

export const DEFAULT_READING_COUNT = 7;
export const READING_COUNTS = [3, 5, 7, 10, 15, 20] as const;

export interface ReadingQuestion {
  id: number;
  officialNumber: number;
  questionText: string;
  answerText: string;
  /** The question and answer in the learner's translation language (issue 31), when there is one. */
  translation: { questionText: string; answerText: string | null; lang: string } | null;
}

export function useReadingQuestions(count: number): ReadingQuestion[] | undefined {
  const bank = useLiveQuery(() => questionsInOrder(), []);
  const { bilingual, language } = useBilingualDisplay();
  return useMemo(
    () =>
      bank
        ?.filter((q) => q.isActive && q.options.some((o) => o.id === q.correctOptionId))
        .slice(0, count)
        .map((q) => ({
          id: q.id,
          officialNumber: q.officialNumber,
          questionText: q.questionText,
          answerText: q.options.find((o) => o.id === q.correctOptionId)!.text,
          translation: translationOf(bilingual ? q.translations[language] : undefined, q.correctOptionId, language),
        })),
    [bank, count, bilingual, language],
  );
}

function translationOf(block: { questionText: string; options: Array<{ id: string; text: string }> } | undefined, correctId: string, lang: string): ReadingQuestion['translation'] {
  if (!block) return null;
  return { questionText: block.questionText, answerText: block.options.find((o) => o.id === correctId)?.text ?? null, lang };
}
