// A test in progress survives a reload (spec part 1 §3's keys, each read for what it names):
// - testTimeData: the running test's clock (when it started, when it ends) and which questions it
//   asks, so a reload continues the same test with the time it had left instead of a fresh clock;
// - retakeQuestions: the ids of a Test Again in progress, so a reload after its clock ran out (or
//   with testTimeData lost) still asks the retake rather than a new random set.
// Both go when the test is submitted or left. Issue 30: testTimeData also keeps the answers given
// and the flags as they change, so a reload goes on with them instead of asking again.
import { readJson, removeKeys, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

export interface RunningTest {
  userId: number;
  /** Epoch ms: the results' elapsed time counts from here. */
  startedAt: number;
  /** Epoch ms when the countdown reaches 0. */
  deadlineAt: number;
  questionIds: number[];
  testDefinitionId?: number;
  /** Question id -> option id chosen so far (issue 30); absent in keys written before. */
  answers?: Record<number, string>;
  flags?: number[];
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'number');

function isRunningTest(value: unknown): value is RunningTest {
  if (!value || typeof value !== 'object') return false;
  const test = value as Partial<RunningTest>;
  return (
    typeof test.userId === 'number' &&
    typeof test.startedAt === 'number' &&
    typeof test.deadlineAt === 'number' &&
    isIdList(test.questionIds)
  );
}

export const saveRunningTest = (test: RunningTest): void => writeJson(STORAGE_KEYS.testTimeData, test);

/** Keeps the answers and flags of the running test with its clock (a reload restores them). */
export function saveRunningAnswers(userId: number, answers: Record<number, string>, flags: readonly number[]): void {
  const stored = readRunningTest(userId);
  if (stored) saveRunningTest({ ...stored, answers, flags: [...flags] });
}

/** The answers kept with a running test, only those of its own questions and of the right shape. */
export function keptAnswers(test: RunningTest): { answers: Record<number, string>; flags: number[] } {
  const own = new Set(test.questionIds);
  const answers: Record<number, string> = {};
  for (const [id, option] of Object.entries(test.answers ?? {}))
    if (own.has(Number(id)) && typeof option === 'string') answers[Number(id)] = option;
  return { answers, flags: (test.flags ?? []).filter((id) => own.has(id)) };
}

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
