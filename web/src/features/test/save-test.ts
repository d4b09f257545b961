// Submitting a test: the result for the results screen (browser storage), and the attempt and
// each answer as learner records (a row plus an outbox op each), so it works offline and syncs later.
import { recordAnswer, recordTestAttempt } from '../../db/learner-records';
import { STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import type { TestResult } from './test-result';

const MAX_SECONDS = 86_400;

/** `testDefinitionId`: the admin's fixed test this was, so the admin's attempts list can name it. */
export async function saveTestResult(userId: number, result: TestResult, testDefinitionId?: number): Promise<void> {
  writeJson(STORAGE_KEYS.testResults, result);
  writeJson(
    STORAGE_KEYS.lastTestQuestions,
    result.questionsData.map((q) => q.questionId),
  );
  await recordTestAttempt(userId, {
    startedAt: result.testStartTime,
    completedAt: result.testEndTime,
    score: result.score,
    totalQuestions: result.totalQuestions,
    passed: result.passed,
    mode: 'test',
    questionsData: result.questionsData.map((q) => ({
      questionId: q.questionId,
      userAnswerId: q.userSelectedOption,
      isCorrect: q.isCorrect,
      flagged: q.flagged,
    })),
    ...(testDefinitionId !== undefined ? { testDefinitionId } : {}),
  });
  // Unanswered questions are not answers: they leave progress as it was.
  const answered = result.questionsData.filter((q) => q.userSelectedOption !== null);
  const perQuestion = Math.min(MAX_SECONDS, Math.round(result.elapsedTime / Math.max(1, result.totalQuestions)));
  for (const q of answered)
    await recordAnswer(userId, { questionId: q.questionId, isCorrect: q.isCorrect, studyTime: perQuestion });
}
