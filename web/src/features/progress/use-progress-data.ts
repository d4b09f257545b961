// What the progress page reads from the device: the bank, the categories, the account's answers and
// its last "begin again" — so it renders offline with the same figures on every synced device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CategoryDto } from '@civics/sync-protocol';
import { categoriesInOrder, questionsInOrder, readBundleMeta } from '../../db/content';
import type { StoredAnswer, StoredQuestion } from '../../db/database';
import { answersOf, syncClientRecord } from '../../db/learner-records';

export interface ProgressData {
  questions: StoredQuestion[];
  categories: CategoryDto[];
  answers: StoredAnswer[];
  resetAt: string | null;
  version: string;
}

/** undefined while reading; null when storage failed; 'missing' when no bundle for this account. */
export function useProgressData(userId: number): ProgressData | null | 'missing' | undefined {
  return useLiveQuery(async () => {
    try {
      const [questions, categories, meta, answers, client] = await Promise.all([
        questionsInOrder(),
        categoriesInOrder(),
        readBundleMeta(),
        answersOf(userId),
        syncClientRecord(userId),
      ]);
      if (!meta || meta.userId !== userId || questions.length === 0) return 'missing' as const;
      return { questions, categories, answers, resetAt: client?.progressResetAt ?? null, version: meta.version };
    } catch {
      return null;
    }
  }, [userId]);
}
