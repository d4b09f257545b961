import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import type { StoredSettings } from '../../db/database';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { prepareTest, type TestData } from './prepare-test';
import { storeTestAgain } from './retake';
import { readRetakeInProgress, saveRunningTest, type RunningTest } from './running-test';
import { bank, meta } from './test-fixtures';

const USER_ID = 7;

const settings = (questionsCount: number, questionReadCount = 0): StoredSettings => ({
  userId: USER_ID,
  studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, questionReadCount },
  testModeSettings: { ...DEFAULT_TEST_SETTINGS, questionsCount },
  fieldTimes: {},
});

const data = (size: number, questionsCount = 3, questionReadCount = 0): TestData => ({
  questions: bank(size),
  meta: meta(USER_ID),
  settings: settings(questionsCount, questionReadCount),
});

const running = (questionIds: number[]): RunningTest => ({
  userId: USER_ID,
  startedAt: 1_000_000,
  deadlineAt: 1_000_000 + questionIds.length * 60_000,
  questionIds,
  answers: { [questionIds[0]!]: 'option_2', 999: 'option_1' },
  flags: [questionIds[1]!, 999],
});

const ids = (prepared: ReturnType<typeof prepareTest>) => prepared.questions.map((q) => q.question.id);

afterEach(() => localStorage.clear());

describe('the question set a test starts with', () => {
  it('goes on with a test resumed after a reload: its questions, its clock and its own answers', () => {
    const resume = running([1003, 1001]);
    const prepared = prepareTest(data(5), resume, null, () => undefined);
    expect(ids(prepared)).toEqual([1003, 1001]);
    expect(prepared.timePerQuestion).toBe(60);
    expect(prepared.resumeFrom).toEqual({
      startedAt: resume.startedAt,
      deadlineAt: resume.deadlineAt,
      answers: { 1003: 'option_2' },
      flags: [1001],
    });
  });

  it('starts a new test, and forgets the old one, when a resumed question left the bank', () => {
    const resume = running([1001, 1042]);
    saveRunningTest(resume);
    const prepared = prepareTest(data(5), resume, null, () => undefined);
    expect(prepared.resumeFrom).toBeUndefined();
    expect(ids(prepared)).toEqual([1001, 1002, 1003]);
    expect(localStorage.getItem(STORAGE_KEYS.testTimeData)).toBeNull();
  });

  it("asks an admin's fixed test in its order, with its whole time shared out", () => {
    const fixed = { id: 4, name: 'Week 1', version: '2025', questionIds: [1004, 1002], timeLimitMinutes: 3 };
    const prepared = prepareTest(data(5), null, fixed, () => undefined);
    expect(ids(prepared)).toEqual([1004, 1002]);
    expect(prepared.timePerQuestion).toBe(90);
    expect(prepared.testDefinitionId).toBe(4);
  });

  it("takes the learner's count, and the learner's read count over the bundle's", () => {
    const prepared = prepareTest(data(5, 4, 5), null, 'random', () => undefined);
    expect(ids(prepared)).toEqual([1001, 1002, 1003, 1004]);
    expect(prepared.readCount).toBe(5);
    expect(prepareTest(data(5, 4), null, 'random', () => undefined).readCount).toBe(3);
  });

  it('asks a retake again, and keeps it for a reload until it is submitted', () => {
    storeTestAgain([1005, 1002]);
    const prepared = prepareTest(data(5), null, 'random', () => undefined);
    expect(ids(prepared)).toEqual([1005, 1002]);
    expect(readRetakeInProgress()).toEqual([1005, 1002]);
    expect(localStorage.getItem(STORAGE_KEYS.retakeMode)).toBeNull();
  });

  it('says so and asks a new set when none of the retake is left', () => {
    storeTestAgain([1042]);
    const onRetakeMissing = vi.fn();
    const prepared = prepareTest(data(5), null, 'random', onRetakeMissing);
    expect(onRetakeMissing).toHaveBeenCalledOnce();
    expect(ids(prepared)).toEqual([1001, 1002, 1003]);
  });
});
