// The last test result rebuilt from a synced test attempt (issue 14). An attempt keeps, per
// question, the option id chosen, right or wrong and the flag, so the result is complete; only the
// option order the learner saw is not kept: options come in the bank's order.
import type { StoredQuestion, StoredTestAttempt } from '../../db/database';
import { resultQuestion, type TestResult, type TestResultQuestion } from '../test-result-record';

/** The timed tests that count as "the last test" (the test screen records mode 'test'). */
export const countedTestAttempts = (attempts: readonly StoredTestAttempt[]) =>
  attempts.filter((a) => a.mode === 'test').sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));

/**
 * The attempt as the results screen reads it, or null while one of its questions is not on the
 * device (the bank is still downloading): the rebuild is tried again after the next sync.
 */
export function rebuildTestResult(
  attempt: StoredTestAttempt,
  questions: ReadonlyMap<number, StoredQuestion>,
): TestResult | null {
  const questionsData: TestResultQuestion[] = [];
  for (const entry of attempt.questionsData) {
    const questionId = entry.questionId;
    if (typeof questionId !== 'number') continue;
    const stored = questions.get(questionId);
    if (!stored) return null;
    const chosen = typeof entry.userAnswerId === 'string' ? entry.userAnswerId : null;
    const index = chosen === null ? -1 : stored.options.findIndex((o) => o.id === chosen);
    questionsData.push({
      questionId,
      userAnswerIndex: index >= 0 ? index : null,
      userSelectedOption: chosen,
      isCorrect: entry.isCorrect === true,
      flagged: entry.flagged === true,
      question: resultQuestion(stored, stored.options),
    });
  }
  return {
    score: attempt.score,
    totalQuestions: attempt.totalQuestions,
    passed: attempt.passed,
    questionsData,
    elapsedTime: Math.max(0, Math.round((Date.parse(attempt.completedAt) - Date.parse(attempt.startedAt)) / 1000)),
    testStartTime: attempt.startedAt,
    testEndTime: attempt.completedAt,
  };
}
