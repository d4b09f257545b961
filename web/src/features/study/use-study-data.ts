// What the study screen reads from the device (DESIGN.md §6): the bank, which bundle it came from,
// and the learner's settings. Live, so the screen fills in as soon as the first sync stores them.
import { useLiveQuery } from 'dexie-react-hooks';
import { questionsInOrder, readBundleMeta } from '../../db/content';
import type { BundleMeta, StoredQuestion, StoredSettings } from '../../db/database';
import { storedSettingsOf } from '../../db/learner-records';

export interface StudyData {
  questions: StoredQuestion[];
  meta: BundleMeta | undefined;
  /** Undefined until this account's settings were first stored on the device. */
  settings: StoredSettings | undefined;
}

/** Undefined while loading; null when this browser cannot open the device storage at all. */
export function useStudyData(userId: number): StudyData | null | undefined {
  return useLiveQuery(async () => {
    try {
      const [questions, meta, settings] = await Promise.all([
        questionsInOrder(),
        readBundleMeta(),
        storedSettingsOf(userId),
      ]);
      return { questions, meta, settings };
    } catch {
      return null;
    }
  }, [userId]);
}
