// A test in progress survives a reload (spec part 1 §3's keys, each read for what it names):
// - testTimeData: the running test's clock (when it started, when it ends) and which questions it
//   asks, so a reload continues the same test with the time it had left instead of a fresh clock;
// - retakeQuestions: the ids of a Test Again in progress, so a reload after its clock ran out (or
//   with testTimeData lost) still asks the retake rather than a new random set.
// Both go when the test is submitted or left. The answers given are not kept: a reload asks again.
import { readJson, removeKeys, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

export interface RunningTest {
  userId: number;
  /** Epoch ms: the results' elapsed time counts from here. */
  startedAt: number;
  /** Epoch ms when the countdown reaches 0. */
  deadlineAt: number;
  questionIds: number[];
  testDefinitionId?: number;
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'number');

function isRunningTest(value: unknown): value is RunningTest {
  if (!value || typeof value !== 'object') return false;
  const test = value as Partial<RunningTest>;
  return typeof test.userId === 'number' && typeof test.startedAt === 'number' && typeof test.deadlineAt === 'number' && isIdList(test.questionIds);
}

export const saveRunningTest = (test: RunningTest): void => writeJson(STORAGE_KEYS.testTimeData, test);

/** This learner's test still on the clock, or null (none, another account's, or its time is up). */
export function readRunningTest(userId: number, now = Date.now()): RunningTest | null {
  const stored = readJson<unknown>(STORAGE_KEYS.testTimeData, null);
  if (!isRunningTest(stored) || stored.userId !== userId || stored.deadlineAt <= now) return null;
  return stored;
}

export const markRetakeInProgress = (ids: readonly number[]): void => writeJson(STORAGE_KEYS.retakeQuestions, ids);

export function readRetakeInProgress(): number[] | null {
  const ids = readJson<unknown>(STORAGE_KEYS.retakeQuestions, null);
  return isIdList(ids) ? ids : null;
}

/** The test was submitted or left: nothing is resumed any more. */
export const endRunningTest = (): void => removeKeys(STORAGE_KEYS.testTimeData, STORAGE_KEYS.retakeQuestions);
