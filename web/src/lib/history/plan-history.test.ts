import { describe, expect, it } from 'vitest';
import type { StoredAnswer, StoredStudySession, StoredTestAttempt } from '../../db/database';
import { STORAGE_KEYS } from '../browser-storage';
import type { StudyResult } from '../study-result';
import { planHistory, type HistoryRecords } from './plan-history';
import { sessionAnswers } from './study-history';
import type { TestResult } from '../test-result-record';
import { storedQuestion } from '../../test/bundle-fixtures';

const USER = 7;
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 20, 10, minute, second)).toISOString();

const question = (n: number) =>
  storedQuestion(n, {
    options: [1, 2, 3, 4].map((i) => ({ id: `q${n}_${i}`, text: `Answer ${i} of ${n}` })),
    correctOptionIndex: 1,
    correctOptionId: `q${n}_2`,
    explanation: `Because ${n}.`,
    translations: { vi: { questionText: `Câu ${n}?`, options: [], explanation: '' } },
  });

const bank = new Map([1, 2, 3, 4, 5, 6].map((n) => [1000 + n, question(n)]));
let nextId = 0;
const answer = (n: number, isCorrect: boolean, answeredAt: string): StoredAnswer => ({
  id: `a${(nextId += 1)}`,
  userId: USER,
  questionId: 1000 + n,
  isCorrect,
  studyTime: 5,
  answeredAt,
});
const session = (
  completedAt: string,
  questionsCount: number,
  correctAnswers: number,
  totalTime: number,
): StoredStudySession => ({
  id: `s-${completedAt}`,
  userId: USER,
  sessionType: 'study',
  questionsCount,
  correctAnswers,
  totalTime,
  completedAt,
  categoryFilters: [],
  language: 'vi',
});
const attempt = (
  startedAt: string,
  completedAt: string,
  entries: Array<[number, string | null, boolean]>,
): StoredTestAttempt => ({
  id: `t-${completedAt}`,
  userId: USER,
  startedAt,
  completedAt,
  score: entries.filter((e) => e[2]).length,
  totalQuestions: entries.length,
  passed: false,
  mode: 'test',
  questionsData: entries.map(([n, chosen, isCorrect]) => ({
    questionId: 1000 + n,
    userAnswerId: chosen,
    isCorrect,
    flagged: n === 2,
  })),
});

/** Device A's work: a study session of 3 (question 2 missed) from 10:00 to 10:02, then a test of 2. */
function recordsOfDeviceA(extra: Partial<HistoryRecords> = {}): HistoryRecords {
  return {
    answers: [
      answer(1, true, at(0, 20)),
      answer(2, false, at(1, 0)),
      answer(3, true, at(1, 40)),
      // The test's answers, written just after the attempt.
      answer(4, true, at(10, 1)),
      answer(2, false, at(10, 1)),
    ],
    sessions: [session(at(2), 3, 2, 120)],
    attempts: [
      attempt(at(5), at(10), [
        [4, 'q4_2', true],
        [2, 'q2_3', false],
      ]),
    ],
    questions: bank,
    language: 'vi',
    progressResetAt: null,
    ...extra,
  };
}

const written = (plan: ReturnType<typeof planHistory>, key: string) => plan.write.find((w) => w.key === key)?.value;
const empty = { studyResults: null, testResults: null };

describe('rebuilding the results on a device that lacks them', () => {
  it('rebuilds the last study result from the session record and the answers given during it', () => {
    const plan = planHistory(recordsOfDeviceA(), empty);
    const result = written(plan, STORAGE_KEYS.studyResults) as StudyResult;
    expect(result.totalQuestions).toBe(3);
    expect(result.correctAnswers).toBe(2);
    expect(result.score).toBe(67);
    expect(result.elapsedTime).toBe(120);
    expect(result.lastQuestionNumber).toBe(3);
    expect(result.questions.map((q) => [q.questionId, q.isCorrect])).toEqual([
      [1001, true],
      [1002, false],
      [1003, true],
    ]);
    // The records do not keep the chosen option: a right answer was the correct option; a wrong
    // one is left unknown rather than invented.
    expect(result.questions.map((q) => q.userAnswerId)).toEqual(['q1_2', null, 'q3_2']);
    expect(result.questions[1]).toMatchObject({
      questionText: 'Question 2?',
      correctOptionId: 'q2_2',
      correctOptionIndex: 1,
      translations: { vi: { questionText: 'Câu 2?' } },
    });
  });

  it('rebuilds the incorrect-questions list from the missed questions and drops an older hand-over', () => {
    const plan = planHistory(recordsOfDeviceA(), empty);
    const missed = written(plan, STORAGE_KEYS.practiceIncorrectQuestions) as Array<{ questionId: number }>;
    expect(missed.map((q) => q.questionId)).toEqual([1002]);
    expect(written(plan, STORAGE_KEYS.practiceMode)).toBe('incorrect');
    expect(plan.remove).toContain(STORAGE_KEYS.updatedCorrectQuestions);
  });

  it('rebuilds the last test with the chosen options, flags, score and what Test Again needs', () => {
    const plan = planHistory(recordsOfDeviceA(), empty);
    const result = written(plan, STORAGE_KEYS.testResults) as TestResult;
    expect(result).toMatchObject({
      score: 1,
      totalQuestions: 2,
      passed: false,
      elapsedTime: 300,
      testStartTime: at(5),
      testEndTime: at(10),
    });
    expect(result.questionsData[1]).toMatchObject({
      questionId: 1002,
      userSelectedOption: 'q2_3',
      userAnswerIndex: 2,
      isCorrect: false,
      flagged: true,
    });
    expect(result.questionsData[1]!.question).toMatchObject({
      officialNumber: 2,
      correctOptionId: 'q2_2',
      correctOptionIndex: 1,
    });
    expect(written(plan, STORAGE_KEYS.lastTestQuestions)).toEqual([1004, 1002]);
  });

  it("does not count a test's answers as study answers", () => {
    const records = recordsOfDeviceA({ sessions: [session(at(10, 30), 2, 2, 60)] });
    const own = sessionAnswers(records.sessions[0]!, records.answers, records.attempts);
    expect(own).toEqual([]);
    expect(written(planHistory(records, empty), STORAGE_KEYS.studyResults)).toBeUndefined();
  });

  it('counts a missed question answered right later (the review) as right, as the results screen does', () => {
    const records = recordsOfDeviceA({ answers: [...recordsOfDeviceA().answers, answer(2, true, at(3))] });
    const result = written(planHistory(records, empty), STORAGE_KEYS.studyResults) as StudyResult;
    expect(result.correctAnswers).toBe(3);
    expect(result.score).toBe(100);
    expect(result.questions[1]).toMatchObject({ questionId: 1002, isCorrect: true, userAnswerId: 'q2_2' });
    expect(written(planHistory(records, empty), STORAGE_KEYS.practiceIncorrectQuestions)).toEqual([]);
  });

  it('ignores study sessions before the last "Begin again"', () => {
    const plan = planHistory(recordsOfDeviceA({ progressResetAt: at(3) }), empty);
    expect(written(plan, STORAGE_KEYS.studyResults)).toBeUndefined();
    expect(written(plan, STORAGE_KEYS.testResults)).toBeDefined();
  });

  it('waits for the bank before rebuilding a test whose questions are not on the device', () => {
    const plan = planHistory(recordsOfDeviceA({ questions: new Map() }), empty);
    expect(written(plan, STORAGE_KEYS.testResults)).toBeUndefined();
    // The study result is still written, brief; the screen completes it from the bank later.
    expect((written(plan, STORAGE_KEYS.studyResults) as StudyResult).questions[0]).toEqual({
      questionId: 1001,
      userAnswerId: null,
      isCorrect: true,
    });
  });

  it('does nothing without records', () => {
    expect(planHistory(recordsOfDeviceA({ answers: [], sessions: [], attempts: [] }), empty)).toEqual({
      write: [],
      remove: [],
    });
  });
});

describe('a newer local key wins', () => {
  const localTest = (end: string) =>
    JSON.stringify({ score: 9, totalQuestions: 10, questionsData: [], testEndTime: end });

  it('keeps a test result that ended after the latest synced attempt, or at the same time', () => {
    expect(
      written(planHistory(recordsOfDeviceA(), { ...empty, testResults: localTest(at(20)) }), STORAGE_KEYS.testResults),
    ).toBeUndefined();
    expect(
      written(planHistory(recordsOfDeviceA(), { ...empty, testResults: localTest(at(10)) }), STORAGE_KEYS.testResults),
    ).toBeUndefined();
  });

  it('replaces an older or unreadable test result', () => {
    expect(
      written(planHistory(recordsOfDeviceA(), { ...empty, testResults: localTest(at(1)) }), STORAGE_KEYS.testResults),
    ).toBeDefined();
    expect(
      written(planHistory(recordsOfDeviceA(), { ...empty, testResults: '{broken' }), STORAGE_KEYS.testResults),
    ).toBeDefined();
  });

  const localStudy = (ids: number[]) =>
    JSON.stringify({
      totalQuestions: ids.length,
      correctAnswers: 0,
      score: 0,
      completed: true,
      elapsedTime: 1,
      questions: ids.map((questionId) => ({ questionId, userAnswerId: 'x', isCorrect: false })),
    });

  it('keeps the study result of the latest session (this device did it and knows the chosen options)', () => {
    const plan = planHistory(recordsOfDeviceA(), { ...empty, studyResults: localStudy([1001, 1002, 1003]) });
    expect(written(plan, STORAGE_KEYS.studyResults)).toBeUndefined();
    expect(written(plan, STORAGE_KEYS.practiceIncorrectQuestions)).toBeUndefined();
  });

  it('replaces the study result of an older session with the newer one from another device', () => {
    const base = recordsOfDeviceA();
    const records = {
      ...base,
      // This device studied questions 5 and 6 at 9:00; device A's session at 10:02 is newer.
      answers: [
        ...base.answers,
        answer(5, true, new Date(Date.UTC(2026, 10, 20, 9, 0, 10)).toISOString()),
        answer(6, true, new Date(Date.UTC(2026, 10, 20, 9, 0, 20)).toISOString()),
      ],
      sessions: [...base.sessions, session(new Date(Date.UTC(2026, 10, 20, 9, 1)).toISOString(), 2, 2, 60)],
    };
    const plan = planHistory(records, { ...empty, studyResults: localStudy([1005, 1006]) });
    expect((written(plan, STORAGE_KEYS.studyResults) as StudyResult).questions.map((q) => q.questionId)).toEqual([
      1001, 1002, 1003,
    ]);
  });

  it('replaces a study result that matches no session when its answers are older than a newer session', () => {
    // The key's questions (1 and 3) were answered at 10:00-10:01; another device's session ended at 10:30.
    const records = recordsOfDeviceA({
      answers: [...recordsOfDeviceA().answers, answer(5, true, at(29)), answer(6, false, at(29, 30))],
      sessions: [...recordsOfDeviceA().sessions, session(at(30), 2, 1, 90)],
    });
    const plan = planHistory(records, { ...empty, studyResults: localStudy([1001, 1003]) });
    expect((written(plan, STORAGE_KEYS.studyResults) as StudyResult).questions.map((q) => q.questionId)).toEqual([
      1005, 1006,
    ]);
  });

  it('keeps a study result that matches no recorded session (work whose record is still being written)', () => {
    const plan = planHistory(recordsOfDeviceA(), { ...empty, studyResults: localStudy([1005]) });
    expect(written(plan, STORAGE_KEYS.studyResults)).toBeUndefined();
  });
});
