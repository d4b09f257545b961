// What the Review mode reads from the device: the bank, the account's answers and its last
// "begin again" — so it works offline, and the schedule is the same as on the learner's other devices.
import { useLiveQuery } from 'dexie-react-hooks';
import { questionsInOrder, readBundleMeta } from '../../db/content';
import type { StoredAnswer, StoredQuestion } from '../../db/database';
import { answersOf, syncClientRecord } from '../../db/learner-records';

export interface ReviewData {
  questions: StoredQuestion[];
  answers: StoredAnswer[];
  resetAt: string | null;
}

/** undefined while reading; null when storage failed; 'missing' when no bundle for this account. */
export function useReviewData(userId: number): ReviewData | null | 'missing' | undefined {
  return useLiveQuery(async () => {
    try {
      const [questions, meta, answers, client] = await Promise.all([
        questionsInOrder(),
        readBundleMeta(),
        answersOf(userId),
        syncClientRecord(userId),
      ]);
      if (!meta || meta.userId !== userId || questions.length === 0) return 'missing' as const;
      return {
        questions: questions.filter((q) => q.isActive !== false),
        answers,
        resetAt: client?.progressResetAt ?? null,
      };
    } catch {
      return null;
    }
  }, [userId]);
}
