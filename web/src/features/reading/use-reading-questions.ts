// The questions of a reading practice: the first `count` active questions of the device's bank
// (spec part 2 §6: the first 7 by default).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { questionsInOrder } from '../../db/content';

export const DEFAULT_READING_COUNT = 7;
export const READING_COUNTS = [3, 5, 7, 10, 15, 20] as const;

export interface ReadingQuestion {
  id: number;
  officialNumber: number;
  questionText: string;
  answerText: string;
}

export function useReadingQuestions(count: number): ReadingQuestion[] | undefined {
  const bank = useLiveQuery(() => questionsInOrder(), []);
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
        })),
    [bank, count],
  );
}
