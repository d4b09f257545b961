// The N-400 words' schedule for the page (issue 32): replayed from the device's answers to the words
// (its own and those the pull brought), kept live, so a word answered here leaves "due today" at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { recordVocabularyAnswer, vocabularyAnswersOf } from '../../db/learner-records';
import type { StoredN400Bundle } from '../../db/n400';
import type { Verdict } from '../../lib/answer-grading';
import { wordSchedule, type WordSchedule } from '../../lib/n400/word-schedule';

/** undefined while the device database is being read. */
export function useWordSchedule(userId: number, bundle: StoredN400Bundle): WordSchedule | undefined {
  // A device database that cannot be read leaves every word new: the practice still works.
  const answers = useLiveQuery(() => vocabularyAnswersOf(userId).catch(() => []), [userId]);
  return useMemo(
    () =>
      answers &&
      wordSchedule(
        bundle.vocabulary.map((term) => term.id),
        answers,
        new Date(),
      ),
    [answers, bundle],
  );
}

/** Records a graded or self-marked meaning: right = Good, "Almost" = right but hard, wrong = Again. */
export function recordMeaning(userId: number, termId: string, verdict: Verdict): void {
  void recordVocabularyAnswer(userId, {
    termId,
    isCorrect: verdict !== 'wrong',
    ...(verdict === 'almost' ? { rating: 'hard' as const } : {}),
  }).catch(() => undefined);
}
