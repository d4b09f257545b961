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
const representative = {
  state: 'TX',
  district: 7,
  name: 'Lizzie Fletcher',
  party: 'Democrat',
  delegateOrCommissioner: false,
  asOf: '2026-06-15',
};

describe('questions a scored test may ask', () => {
  it('leaves the look-up questions out until the learner has set a state', () => {
    expect(scorableQuestions(bank, { state: null }).map((q) => q.id)).toEqual([1, 28]);
    expect(scorableQuestions(bank, { state: 'CA' }).map((q) => q.id)).toEqual([1, 20, 43, 44, 28]);
  });
  it('keeps the representative out while the district is unknown', () => {
    expect(isScorable({ dynamicKind: 'representative' }, { state: 'CA' })).toBe(false);
    expect(isScorable({ dynamicKind: 'representative' }, { state: 'CA', representative: null })).toBe(false);
  });
  it("asks the representative once the bundle names the learner's own", () => {
    expect(isScorable({ dynamicKind: 'representative' }, { state: 'TX', representative })).toBe(true);
    expect(scorableQuestions(bank, { state: 'TX', representative }).map((q) => q.id)).toEqual([1, 20, 23, 43, 44, 28]);
  });
});
