import { describe, expect, it } from 'vitest';
import { chooseNextAction } from './next-action';

const numbers = Array.from({ length: 128 }, (_, i) => i + 1);
const base = { bankNumbers: numbers, savedIndex: 0, perSession: 5, dueToday: 0, answersCounted: 0 };

describe("Home's next action", () => {
  it('starts a beginner at the first batch', () => {
    expect(chooseNextAction(base)).toEqual({ kind: 'start', first: 1, last: 5 });
  });

  it('continues at the saved batch once the learner has answered', () => {
    expect(chooseNextAction({ ...base, savedIndex: 20, answersCounted: 20 })).toEqual({
      kind: 'continue',
      first: 21,
      last: 25,
    });
  });

  it('aligns a saved index inside a batch to its start', () => {
    expect(chooseNextAction({ ...base, savedIndex: 22, answersCounted: 3 })).toEqual({
      kind: 'continue',
      first: 21,
      last: 25,
    });
  });

  it('puts questions due today before new study', () => {
    expect(chooseNextAction({ ...base, savedIndex: 20, answersCounted: 40, dueToday: 7 })).toEqual({
      kind: 'review',
      count: 7,
    });
  });

  it('starts again at question 1 past the end of the bank, as the study screen does', () => {
    expect(chooseNextAction({ ...base, savedIndex: 130, answersCounted: 128 })).toEqual({
      kind: 'continue',
      first: 1,
      last: 5,
    });
  });

  it('uses the official numbers of a filtered bank and a short last batch', () => {
    const filtered = [3, 8, 13, 21, 34, 55, 89];
    expect(chooseNextAction({ ...base, bankNumbers: filtered, savedIndex: 5, answersCounted: 5 })).toEqual({
      kind: 'continue',
      first: 55,
      last: 89,
    });
  });

  it('waits while the device holds no questions', () => {
    expect(chooseNextAction({ ...base, bankNumbers: [], dueToday: 3 })).toEqual({ kind: 'waiting' });
  });
});
