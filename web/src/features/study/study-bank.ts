// Which questions a study session shows (spec part 1 §4, §6): the learner's bank in official
// order, batches aligned to the per-session count, and where a session starts.
import type { StoredQuestion } from '../../db/database';
import { readJson, removeKeys, STORAGE_KEYS } from '../../lib/browser-storage';
import { alignToBatch } from '../../lib/study-batch';

export { alignToBatch, studyBank } from '../../lib/study-batch';

/** The one-shot instructions the results screen leaves for the next study session. */
export interface StartFlags {
  beginAgain: boolean;
  startNextTest: boolean;
  /** Study Again: the ids of the session to repeat. */
  studyAgainQuestionIds: number[];
  /** The next batch start this device stored at Complete Study. */
  localBatchIndex: number | null;
}

/** Filters that actually applied (level 1 studies every category). */
export const appliedFilters = (approvalLevel: number, categoryFilters: readonly number[]) =>
  approvalLevel < 2 ? [] : [...categoryFilters];

export const batchAt = (bank: readonly StoredQuestion[], start: number, perSession: number) =>
  bank.slice(start, start + perSession);

/** Where the session after this one starts: the next batch, or question 1 again past the end. */
export const nextBatchStart = (start: number, perSession: number, total: number) =>
  start + perSession >= total ? 0 : start + perSession;

/**
 * The first question of the session. Begin Again starts at question 1; Study Again at the batch
 * holding the lowest official number it repeats; Start Next Test at the batch this device saved;
 * otherwise the saved batch index; anything past the end starts again at question 1.
 */
export function startIndex(
  bank: readonly StoredQuestion[],
  perSession: number,
  savedIndex: number,
  flags: StartFlags,
): number {
  if (bank.length === 0 || flags.beginAgain) return 0;
  let index = savedIndex;
  const again = new Set(flags.studyAgainQuestionIds);
  const repeated = bank.filter((q) => again.has(q.id));
  if (repeated.length > 0) {
    const lowest = Math.min(...repeated.map((q) => q.officialNumber));
    index = bank.findIndex((q) => q.officialNumber === lowest);
  } else if (flags.startNextTest && flags.localBatchIndex !== null) {
    index = flags.localBatchIndex;
  }
  const aligned = alignToBatch(index, perSession);
  return aligned < bank.length ? aligned : 0;
}

/** True when no one-shot instruction chose the start: the session begins at the saved batch. */
export const startsAtSavedBatch = (flags: StartFlags) =>
  !flags.beginAgain &&
  flags.studyAgainQuestionIds.length === 0 &&
  !(flags.startNextTest && flags.localBatchIndex !== null);

/** The start flags of a session that only follows the saved batch. */
export const NO_START_FLAGS: StartFlags = {
  beginAgain: false,
  startNextTest: false,
  studyAgainQuestionIds: [],
  localBatchIndex: null,
};

const asIndex = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
};
const isSet = (value: unknown) => value === true || value === 'true';

export function readStartFlags(): StartFlags {
  const ids = readJson<unknown>(STORAGE_KEYS.studyAgainQuestions, []);
  return {
    beginAgain: isSet(readJson<unknown>(STORAGE_KEYS.beginAgain, false)),
    startNextTest: isSet(readJson<unknown>(STORAGE_KEYS.startNextTest, false)),
    studyAgainQuestionIds: Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [],
    localBatchIndex:
      asIndex(readJson<unknown>(STORAGE_KEYS.currentBatchIndex, null)) ??
      asIndex(readJson<unknown>(STORAGE_KEYS.nextBatchIndexForContinuation, null)),
  };
}

/** The flags are used once: a later visit continues from the saved batch. */
export function consumeStartFlags(): void {
  removeKeys(
    STORAGE_KEYS.beginAgain,
    STORAGE_KEYS.startNextTest,
    STORAGE_KEYS.studyAgainQuestions,
    STORAGE_KEYS.studyAgainMode,
    STORAGE_KEYS.nextBatchIndexForContinuation,
  );
}
