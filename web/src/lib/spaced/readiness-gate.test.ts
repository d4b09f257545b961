import { describe, expect, it } from 'vitest';
import { READINESS_MIN_QUESTIONS, readinessGate } from './readiness-gate';

const bank = new Set(Array.from({ length: 30 }, (_, i) => i + 1));
const answers = (ids: number[]) => ids.map((questionId) => ({ questionId }));

describe('readinessGate', () => {
  it('waits on day one, saying how many more questions it needs', () => {
    expect(readinessGate([], bank)).toEqual({ kind: 'early', remaining: READINESS_MIN_QUESTIONS });
    expect(readinessGate(answers([1, 2, 3, 4, 5]), bank)).toEqual({
      kind: 'early',
      remaining: READINESS_MIN_QUESTIONS - 5,
    });
  });
  it('counts different questions of the bank only', () => {
    const repeated = answers(Array.from({ length: 40 }, () => 7));
    const foreign = answers(Array.from({ length: 25 }, (_, i) => 100 + i));
    expect(readinessGate([...repeated, ...foreign], bank)).toEqual({
      kind: 'early',
      remaining: READINESS_MIN_QUESTIONS - 1,
    });
  });
  it('estimates once enough different questions were answered', () => {
    expect(readinessGate(answers(Array.from({ length: READINESS_MIN_QUESTIONS }, (_, i) => i + 1)), bank)).toEqual({
      kind: 'estimate',
    });
  });
  it('never estimates without a bank on the device', () => {
    expect(readinessGate(answers([1, 2]), new Set()).kind).toBe('early');
  });
});
