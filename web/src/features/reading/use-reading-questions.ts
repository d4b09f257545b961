// The questions of a reading practice: the first `count` active questions of the device's bank
// (spec part 2 §6: the first 7 by default).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { OfficeChange } from '@civics/sync-protocol/office-change';
import { questionsInOrder } from '../../db/content';
import { OFFICE_CHANGE_SPOKEN } from '../../ui/office-change-notice';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';

export const DEFAULT_READING_COUNT = 7;
/** The count's stepper: from 3 to 20 questions, one at a time (it was a list of 3, 5, 7, 10, 15, 20). */
export const READING_COUNT_RANGE = { min: 3, max: 20, step: 1 };

export interface ReadingQuestion {
  id: number;
  officialNumber: number;
  questionText: string;
  answerText: string;
  /** The holder's term behind the answer ended with nobody new in force (issue 34 item 11). */
  officeChange: OfficeChange | null;
  /** The question and answer in the learner's translation language (issue 31), when there is one. */
  translation: { questionText: string; answerText: string | null; lang: string } | null;
}

/** How many questions the learner chose to read (7 at first), and those questions (undefined while the bank loads). */
export function useReadingChoice() {
  const [count, setCount] = useState(DEFAULT_READING_COUNT);
  const questions = useReadingQuestions(count);
  return { count, setCount, questions };
}

function useReadingQuestions(count: number): ReadingQuestion[] | undefined {
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
          // Once the office has changed, the outgoing name is not read out as the answer.
          answerText: q.officeChange ? OFFICE_CHANGE_SPOKEN : q.options.find((o) => o.id === q.correctOptionId)!.text,
          officeChange: q.officeChange ?? null,
          translation: translationOf(bilingual ? q.translations[language] : undefined, q.correctOptionId, language),
        })),
    [bank, count, bilingual, language],
  );
}

function translationOf(
  block: { questionText: string; options: Array<{ id: string; text: string }> } | undefined,
  correctId: string,
  lang: string,
): ReadingQuestion['translation'] {
  if (!block) return null;
  return {
    questionText: block.questionText,
    answerText: block.options.find((o) => o.id === correctId)?.text ?? null,
    lang,
  };
}
