import { describe, expect, it } from 'vitest';
import {
  estimateReadiness,
  FORMAT_RULES,
  passProbability,
  poolRecalls,
  READY_TARGET,
  REVIEWED_RECALL,
} from './readiness';

/** Every way to choose `k` of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

/**
 * The exact chance, by enumeration: every equally likely set of asked questions, every right/wrong
 * pattern in asking order, with the officer's stop (pass at `passAt` right before `failAt` wrong).
 * The order of asking does not change the probability of a pattern, so sets suffice.
 */
function exactPass(recalls: readonly number[], asked: number, passAt: number, failAt: number): number {
  const sets = combinations(
    recalls.map((_, i) => i),
    asked,
  );
  let total = 0;
  for (const set of sets) {
    for (let mask = 0; mask < 1 << asked; mask++) {
      let p = 1;
      let right = 0;
      let wrong = 0;
      let outcome = 'open';
      set.forEach((question, k) => {
        const isRight = (mask >> k) & 1;
        p *= isRight ? recalls[question]! : 1 - recalls[question]!;
        if (outcome !== 'open') return;
        if (isRight) right += 1;
        else wrong += 1;
        if (right >= passAt) outcome = 'passed';
        else if (wrong >= failAt) outcome = 'failed';
      });
      if (outcome === 'passed') total += p;
    }
  }
  return total / sets.length;
}

// 20,000 draws: the standard error is at most 0.0035; 0.015 is over four of them.
const TOLERANCE = 0.015;

describe('interview readiness (Monte-Carlo) against an exact computation', () => {
  it('3 right of 5 asked, 5 questions', () => {
    const recalls = [0.95, 0.8, 0.6, 0.4, 0.3];
    const exact = exactPass(recalls, 5, 3, 3);
    // Cross-check of the enumeration: P(at least 3 right of 5) by the Poisson-binomial.
    expect(exact).toBeCloseTo(0.72412, 5);
    expect(Math.abs(passProbability(recalls, { asked: 5, passAt: 3, failAt: 3 }) - exact)).toBeLessThan(TOLERANCE);
  });

  it('a draw from a larger pool with an early stop: 3 right of up to 4 asked from 7 questions', () => {
    const recalls = [0.9, 0.85, 0.7, 0.5, 0.35, 0.2, 0.1];
    const exact = exactPass(recalls, 4, 3, 2);
    const estimate = passProbability(recalls, { asked: 4, passAt: 3, failAt: 2 });
    expect(Math.abs(estimate - exact)).toBeLessThan(TOLERANCE);
    // The same answers always give the same figure (fixed seed).
    expect(passProbability(recalls, { asked: 4, passAt: 3, failAt: 2 })).toBe(estimate);
  });

  it('the 2025 format: all questions known is a pass, none known a fail, 0.6 everywhere about even', () => {
    const rules = FORMAT_RULES['2025'];
    expect(passProbability(poolRecalls([], rules.poolSize, 1), rules)).toBe(1);
    expect(passProbability(poolRecalls([], rules.poolSize, 0), rules)).toBe(0);
    // P(at least 12 of 20 right) with p = 0.6 is 0.5956.
    expect(Math.abs(passProbability(poolRecalls([], rules.poolSize, 0.6), rules) - 0.5956)).toBeLessThan(TOLERANCE);
  });

  it('names the lowest-recall questions whose review lifts the estimate to the target', () => {
    const rules = { poolSize: 10, asked: 5, passAt: 3, failAt: 3 };
    const known = [0.9, 0.9, 0.2, 0.9, 0.1, 0.9, 0.9, 0.3, 0.9, 0.4];
    // Exact (enumerated as above): 0.7765 now; 0.8883 with question 4 reviewed; 0.9503 with 4 and 2.
    expect(exactPass(known, 5, 3, 3)).toBeCloseTo(0.77652, 4);
    const readiness = estimateReadiness(known, rules, 0.3);
    expect(Math.abs(readiness.probability - 0.77652)).toBeLessThan(TOLERANCE);
    expect(readiness.focus).toEqual([4, 2]);
    expect(Math.abs(readiness.probabilityAfterFocus - 0.95031)).toBeLessThan(TOLERANCE);
    expect(readiness.probabilityAfterFocus).toBeGreaterThanOrEqual(READY_TARGET);
    const one = [...known];
    one[4] = REVIEWED_RECALL;
    expect(passProbability(one, rules)).toBeLessThan(READY_TARGET);
  });

  it('a learner already ready gets no list; questions missing from the device count at the prior', () => {
    const ready = estimateReadiness(
      Array.from({ length: 20 }, () => 0.99),
      FORMAT_RULES['6520'],
      0.3,
      5_000,
    );
    expect(ready.focus).toEqual([]);
    expect(ready.probability).toBeGreaterThan(0.99);
    // A level 1 learner holds 20 of 128 questions: the 108 others are at the prior, so even perfect
    // recall of those 20 is far from ready.
    const partial = estimateReadiness(
      Array.from({ length: 20 }, () => 0.99),
      FORMAT_RULES['2025'],
      0.3,
      5_000,
    );
    expect(partial.probability).toBeLessThan(0.2);
  });
});
