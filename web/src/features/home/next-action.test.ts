import { describe, expect, it } from 'vitest';
import { chooseNextAction, type NextAction, type NextActionInput } from './next-action';

const numbers = Array.from({ length: 128 }, (_, i) => i + 1);
const base: NextActionInput = { bankNumbers: numbers, savedIndex: 0, perSession: 5, dueToday: 0, answersCounted: 0 };

describe("Home's next action", () => {
  it.each<[string, Partial<NextActionInput>, NextAction]>([
    ['starts a beginner at the first batch', {}, { kind: 'start', first: 1, last: 5 }],
    [
      'continues at the saved batch once the learner has answered',
      { savedIndex: 20, answersCounted: 20 },
      { kind: 'continue', first: 21, last: 25 },
    ],
    [
      'aligns a saved index inside a batch to its start',
      { savedIndex: 22, answersCounted: 3 },
      { kind: 'continue', first: 21, last: 25 },
    ],
    [
      'puts questions due today before new study',
      { savedIndex: 20, answersCounted: 40, dueToday: 7 },
      { kind: 'review', count: 7 },
    ],
    [
      'starts again at question 1 past the end of the bank, as the study screen does',
      { savedIndex: 130, answersCounted: 128 },
      { kind: 'continue', first: 1, last: 5 },
    ],
    [
      'uses the official numbers of a filtered bank and a short last batch',
      { bankNumbers: [3, 8, 13, 21, 34, 55, 89], savedIndex: 5, answersCounted: 5 },
      { kind: 'continue', first: 55, last: 89 },
    ],
    ['waits while the device holds no questions', { bankNumbers: [], dueToday: 3 }, { kind: 'waiting' }],
  ])('%s', (_name, situation, expected) => {
    expect(chooseNextAction({ ...base, ...situation })).toEqual(expected);
  });
});
