import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import {
  alignToBatch,
  batchAt,
  consumeStartFlags,
  nextBatchStart,
  readStartFlags,
  startIndex,
  startsAtSavedBatch,
  studyBank,
  type StartFlags,
} from './study-bank';
import { testBank, testQuestion } from './test-bank';

const noFlags: StartFlags = {
  beginAgain: false,
  startNextTest: false,
  studyAgainQuestionIds: [],
  localBatchIndex: null,
};
const numbers = (questions: { officialNumber: number }[]) => questions.map((q) => q.officialNumber);

describe('the study bank', () => {
  it('is in official order, cut to the first 20 for level 1 whatever the categories', () => {
    const bank = studyBank(testBank(30), { approvalLevel: 1, categoryFilters: [2] });
    expect(numbers(bank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps only the chosen categories for level 2, or everything when none is chosen', () => {
    const all = studyBank(testBank(30), { approvalLevel: 2, categoryFilters: [] });
    expect(all).toHaveLength(30);
    const history = studyBank(testBank(30), { approvalLevel: 2, categoryFilters: [2] });
    expect(history.every((q) => q.categoryId === 2)).toBe(true);
    expect(numbers(history)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28]);
  });
});

describe('batches', () => {
  const bank = studyBank(testBank(23), { approvalLevel: 2, categoryFilters: [] });

  it('are slices of the per-session count aligned to its multiples', () => {
    expect(alignToBatch(0, 5)).toBe(0);
    expect(alignToBatch(7, 5)).toBe(5);
    expect(alignToBatch(10, 5)).toBe(10);
    expect(numbers(batchAt(bank, 5, 5))).toEqual([6, 7, 8, 9, 10]);
    // The last batch is what is left.
    expect(numbers(batchAt(bank, 20, 5))).toEqual([21, 22, 23]);
  });

  it('go on to the next batch and back to question 1 past the end', () => {
    expect(nextBatchStart(0, 5, 23)).toBe(5);
    expect(nextBatchStart(15, 5, 23)).toBe(20);
    expect(nextBatchStart(20, 5, 23)).toBe(0);
    expect(nextBatchStart(15, 5, 20)).toBe(0);
  });
});

describe('where a session starts', () => {
  const bank = studyBank(testBank(30), { approvalLevel: 2, categoryFilters: [] });

  it('is the saved batch index, aligned, or question 1 when it is past the end', () => {
    expect(startIndex(bank, 5, 0, noFlags)).toBe(0);
    expect(startIndex(bank, 5, 15, noFlags)).toBe(15);
    expect(startIndex(bank, 10, 15, noFlags)).toBe(10);
    expect(startIndex(bank, 5, 30, noFlags)).toBe(0);
    expect(startIndex([], 5, 10, noFlags)).toBe(0);
  });

  it('continues at the batch this device saved when Start Next Test set its flag', () => {
    expect(startIndex(bank, 5, 5, { ...noFlags, startNextTest: true, localBatchIndex: 20 })).toBe(20);
    expect(startIndex(bank, 5, 5, { ...noFlags, startNextTest: true })).toBe(5);
    // Without the flag the saved settings decide.
    expect(startIndex(bank, 5, 5, { ...noFlags, localBatchIndex: 20 })).toBe(5);
  });

  it('starts Study Again at the aligned batch holding the lowest official number repeated', () => {
    expect(startIndex(bank, 5, 25, { ...noFlags, studyAgainQuestionIds: [1014, 1012, 1013] })).toBe(10);
    // Ids no longer in the bank are ignored.
    expect(startIndex(bank, 5, 25, { ...noFlags, studyAgainQuestionIds: [4242] })).toBe(25);
  });

  it('starts Begin Again at question 1 whatever else is set', () => {
    expect(
      startIndex(bank, 5, 25, {
        beginAgain: true,
        startNextTest: true,
        studyAgainQuestionIds: [1014],
        localBatchIndex: 20,
      }),
    ).toBe(0);
  });

  it('works on the filtered bank: positions, not official numbers', () => {
    const history = studyBank([...testBank(30), testQuestion(31, { categoryId: 2 })], {
      approvalLevel: 2,
      categoryFilters: [2],
    });
    expect(startIndex(history, 5, 5, { ...noFlags, studyAgainQuestionIds: [1031] })).toBe(10);
    expect(numbers(batchAt(history, 10, 5))).toEqual([31]);
  });
});

describe('the flags the results screen leaves', () => {
  it('are read from the browser and used once', () => {
    localStorage.setItem(STORAGE_KEYS.startNextTest, 'true');
    localStorage.setItem(STORAGE_KEYS.studyAgainQuestions, JSON.stringify([1006, 1007]));
    localStorage.setItem(STORAGE_KEYS.studyAgainMode, 'true');
    localStorage.setItem(STORAGE_KEYS.currentBatchIndex, '10');
    expect(readStartFlags()).toEqual({
      beginAgain: false,
      startNextTest: true,
      studyAgainQuestionIds: [1006, 1007],
      localBatchIndex: 10,
    });
    consumeStartFlags();
    expect(readStartFlags()).toEqual({ ...noFlags, localBatchIndex: 10 });
    expect(localStorage.getItem(STORAGE_KEYS.studyAgainMode)).toBeNull();
  });

  it('read nonsense as no flags', () => {
    localStorage.setItem(STORAGE_KEYS.studyAgainQuestions, '{"a":1}');
    localStorage.setItem(STORAGE_KEYS.currentBatchIndex, '"minus one"');
    localStorage.setItem(STORAGE_KEYS.beginAgain, 'not json');
    expect(readStartFlags()).toEqual(noFlags);
  });
});

describe('a session that follows the saved batch', () => {
  it('is one no one-shot instruction started elsewhere', () => {
    expect(startsAtSavedBatch(noFlags)).toBe(true);
    // Start Next Test without a batch this device stored falls back to the saved one.
    expect(startsAtSavedBatch({ ...noFlags, startNextTest: true })).toBe(true);
    expect(startsAtSavedBatch({ ...noFlags, localBatchIndex: 10 })).toBe(true);
    expect(startsAtSavedBatch({ ...noFlags, beginAgain: true })).toBe(false);
    expect(startsAtSavedBatch({ ...noFlags, studyAgainQuestionIds: [1006] })).toBe(false);
    expect(startsAtSavedBatch({ ...noFlags, startNextTest: true, localBatchIndex: 10 })).toBe(false);
  });
});
