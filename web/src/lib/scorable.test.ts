import { describe, expect, it } from 'vitest';
import { isScorable, scorableQuestions } from './scorable';

const bank = [
  { id: 1, dynamicKind: null },
  { id: 20, dynamicKind: 'senators' },
  { id: 23, dynamicKind: 'representative' },
  { id: 43, dynamicKind: 'governor' },
  { id: 44, dynamicKind: 'stateCapital' },
  { id: 28, dynamicKind: 'testupdates' },
];

describe('questions a scored test may ask', () => {
  it('leaves the look-up questions out until the learner has set a state', () => {
    expect(scorableQuestions(bank, null).map((q) => q.id)).toEqual([1, 28]);
    expect(scorableQuestions(bank, 'CA').map((q) => q.id)).toEqual([1, 20, 43, 44, 28]);
  });
  it('keeps the representative out while the district is unknown', () => {
    expect(isScorable({ dynamicKind: 'representative' }, 'CA')).toBe(false);
  });
});
