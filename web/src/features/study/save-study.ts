// The end of a session (spec part 1 §4 Complete Study, Time's Up): the result for the results
// screen, the session record, and where the next session starts. All of it is stored on the device
// first (the outbox syncs it later), so it works offline.
import { recordStudySession, updateSettings } from '../../db/learner-records';
import { STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import { writeStudyResult, type StudyResult } from '../../lib/study-result';

const MAX_SESSION_SECONDS = 86_400;

interface SaveInput {
  userId: number;
  result: StudyResult;
  categoryFilters: number[];
  language: string;
  /** Set on Complete Study: the next session's first question; Time's Up keeps the batch. */
  nextBatchStart?: number;
}

export async function saveStudySession({
  userId,
  result,
  categoryFilters,
  language,
  nextBatchStart,
}: SaveInput): Promise<void> {
  writeStudyResult(result);
  if (nextBatchStart !== undefined) writeJson(STORAGE_KEYS.currentBatchIndex, nextBatchStart);
  const writes: Promise<unknown>[] = [];
  if (result.totalQuestions > 0) {
    writes.push(
      recordStudySession(userId, {
        sessionType: 'study',
        questionsCount: result.totalQuestions,
        correctAnswers: result.correctAnswers,
        totalTime: Math.min(result.elapsedTime, MAX_SESSION_SECONDS),
        completedAt: new Date().toISOString(),
        categoryFilters,
        language,
      }),
    );
  }
  if (nextBatchStart !== undefined)
    writes.push(updateSettings(userId, { studyModeSettings: { currentBatchIndex: nextBatchStart } }));
  await Promise.all(writes);
}
