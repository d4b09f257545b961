// What the four buttons of the study results screen leave in the browser before moving on (spec
// part 1 §4). The study screen reads these keys when it opens.
import { resetProgress, updateSettings } from '../../db/learner-records';
import { removeKeys, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import type { StudyResult } from '../../lib/study-result';
import { writePracticeQuestions } from '../../lib/study-review';

const { beginAgain, startNextTest, studyAgainMode, studyAgainQuestions } = STORAGE_KEYS;

/** Study Again: the same questions once more (the study screen starts at their batch). */
export function prepareStudyAgain(result: StudyResult): void {
  removeKeys(startNextTest, beginAgain);
  writeJson(
    studyAgainQuestions,
    result.questions.map((q) => q.questionId),
  );
  writeJson(studyAgainMode, true);
}

/** Issue 22: answer the questions the last session left open — study starts again at their batch. */
export function prepareAnswerSkipped(questionIds: readonly number[]): void {
  removeKeys(startNextTest, beginAgain);
  writeJson(studyAgainQuestions, [...questionIds]);
  writeJson(studyAgainMode, true);
}

/** Start Next Test: continue at the saved batch. */
export function prepareNextTest(): void {
  removeKeys(studyAgainQuestions, studyAgainMode, beginAgain);
  writeJson(startNextTest, true);
}

/** Retake incorrect: hands the missed questions to the review screen. */
export function prepareRetake(result: StudyResult): number {
  const wrong = result.questions.filter((q) => !q.isCorrect);
  writePracticeQuestions(wrong);
  return wrong.length;
}

/**
 * Begin Again: progress counts from now (locally at once, on the server when the outbox syncs, so
 * it works offline), every stored result and batch key goes, and study restarts at question 1.
 */
export async function beginAgainFromStart(userId: number): Promise<void> {
  await resetProgress(userId);
  removeKeys(
    STORAGE_KEYS.studyResults,
    STORAGE_KEYS.updatedCorrectQuestions,
    STORAGE_KEYS.nextBatchIndexForContinuation,
    STORAGE_KEYS.currentBatchIndex,
    studyAgainQuestions,
    studyAgainMode,
    startNextTest,
    STORAGE_KEYS.practiceIncorrectQuestions,
    STORAGE_KEYS.practiceMode,
  );
  await updateSettings(userId, { studyModeSettings: { currentBatchIndex: 0 } });
  writeJson(beginAgain, true);
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
