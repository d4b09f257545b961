// The test result kept in the browser (spec part 1 §3 "Test result") and how a submitted test
// becomes one: score = correct answers, passed at 80 % or more.
import { LIMITS } from '@civics/sync-protocol/constants';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { resultQuestion, type TestResult, type TestResultQuestion } from '../../lib/test-result-record';
import type { TestQuestion } from './question-set';

export type { TestResult, TestResultQuestion } from '../../lib/test-result-record';

export const isPassing = (score: number, total: number) => total > 0 && (score / total) * 100 >= LIMITS.passPercent;
export const scorePercent = (score: number, total: number) => (total === 0 ? 0 : Math.round((score / total) * 100));

export function buildTestResult(
  questions: readonly TestQuestion[],
  answers: Readonly<Record<number, string>>,
  flags: ReadonlySet<number>,
  startedAt: number,
  endedAt: number,
): TestResult {
  const questionsData = questions.map(({ question, options }): TestResultQuestion => {
    const chosen = answers[question.id] ?? null;
    const index = chosen === null ? -1 : options.findIndex((o) => o.id === chosen);
    return {
      questionId: question.id,
      userAnswerIndex: index >= 0 ? index : null,
      userSelectedOption: chosen,
      isCorrect: chosen !== null && chosen === question.correctOptionId,
      flagged: flags.has(question.id),
      question: resultQuestion(question, options),
    };
  });
  const score = questionsData.filter((q) => q.isCorrect).length;
  return {
    score,
    totalQuestions: questions.length,
    passed: isPassing(score, questions.length),
    questionsData,
    elapsedTime: Math.max(0, Math.round((endedAt - startedAt) / 1000)),
    testStartTime: new Date(startedAt).toISOString(),
    testEndTime: new Date(endedAt).toISOString(),
  };
}

export type LoadedResult = { status: 'ok'; result: TestResult } | { status: 'missing' | 'incomplete' | 'unreadable' };

const isResultQuestion = (q: unknown): q is TestResultQuestion => {
  const v = q as TestResultQuestion | null;
  return (
    !!v &&
    typeof v.questionId === 'number' &&
    typeof v.isCorrect === 'boolean' &&
    !!v.question &&
    Array.isArray(v.question.options)
  );
};

/** What the results screen finds in the browser: a result, nothing, one with parts missing, or garbage. */
export function loadTestResult(): LoadedResult {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.testResults);
  } catch {
    return { status: 'unreadable' };
  }
  if (raw === null) return { status: 'missing' };
  let value: Partial<TestResult>;
  try {
    value = JSON.parse(raw) as Partial<TestResult>;
  } catch {
    return { status: 'unreadable' };
  }
  if (
    !value ||
    typeof value.score !== 'number' ||
    typeof value.totalQuestions !== 'number' ||
    !Array.isArray(value.questionsData) ||
    !value.questionsData.every(isResultQuestion)
  ) {
    return { status: 'incomplete' };
  }
  return { status: 'ok', result: value as TestResult };
}
