// Interview readiness (issue 14): the chance of passing the learner's own interview format, from the
// chance of recalling each question today.
//
// Method (Monte-Carlo draw of the interview): the officer asks questions drawn at random without
// replacement from the format's pool and stops at the pass mark (e.g. 12 right) or the fail mark
// (9 wrong) or after the last question. Each asked question is answered right with its recall
// probability (FSRS retrievability now; the stated prior for a question never answered), each answer
// independent of the others. We play READINESS_DRAWS such interviews with a fixed seed and count the
// share passed. The figure is deterministic for the same answers and, with 20,000 draws, within about
// ±0.7 percentage points (two standard errors at worst, p = 0.5) of the exact probability.
// Questions the device does not hold (a level 1 learner receives only the first 20) are still in
// the officer's pool: they count at the prior, so readiness is never computed over a partial bank.
//
// "Review these N questions": every question of the pool is equally likely to be asked, so the ones
// whose improvement raises the chance most are those with the lowest recall. N is the smallest number
// of them that, brought to the recall a review aims for (REVIEWED_RECALL), lifts the estimate to
// READY_TARGET; when even FOCUS_MAX cannot, the FOCUS_MAX lowest. Common random numbers (the same
// seed for every variant) make the estimate rise monotonically with N, so a binary search finds it.
import { seededRandom } from './seeded-random';

export type InterviewFormat = '2025' | '2008' | '6520';

export interface FormatRules {
  /** Questions the officer may draw from (shared/reference-data/test-format.json). */
  poolSize: number;
  asked: number;
  passAt: number;
  /** Wrong answers that make passing impossible: the officer stops. */
  failAt: number;
}

/** 2025: up to 20 of 128, stops at 12 right or 9 wrong; 2008: 10 of 100, 6 to pass; 65/20: 10 of the 20 starred, 6 to pass. */
export const FORMAT_RULES: Record<InterviewFormat, FormatRules> = {
  '2025': { poolSize: 128, asked: 20, passAt: 12, failAt: 9 },
  '2008': { poolSize: 100, asked: 10, passAt: 6, failAt: 5 },
  '6520': { poolSize: 20, asked: 10, passAt: 6, failAt: 5 },
};

export const READINESS_DRAWS = 20_000;
export const READINESS_SEED = 20_251_020;
export const REVIEWED_RECALL = 0.9;
export const READY_TARGET = 0.9;
export const FOCUS_MAX = 20;

/** The pool's recall probabilities: the device's questions, then the missing ones at `prior`. */
export function poolRecalls(known: readonly number[], poolSize: number, prior: number): number[] {
  return [...known, ...Array.from({ length: Math.max(0, poolSize - known.length) }, () => prior)];
}

/** Share of `draws` simulated interviews passed, for recall probabilities `recalls` (one per pool question). */
export function passProbability(
  recalls: readonly number[],
  rules: Pick<FormatRules, 'asked' | 'passAt' | 'failAt'>,
  draws = READINESS_DRAWS,
  seed = READINESS_SEED,
): number {
  const n = recalls.length;
  if (n === 0 || draws <= 0) return 0;
  const random = seededRandom(seed);
  const pool = Int32Array.from({ length: n }, (_, i) => i);
  const asked = Math.min(rules.asked, n);
  let passed = 0;
  for (let draw = 0; draw < draws; draw++) {
    let right = 0;
    let wrong = 0;
    let outcome: 'open' | 'passed' | 'failed' = 'open';
    // A partial Fisher-Yates shuffle: position k gets a uniform pick among the rest. Starting from the
    // previous draw's order keeps each draw uniform and saves resetting the array. Every draw uses
    // the same count of random numbers whatever the outcome (the officer's stop is applied to the
    // tally, not to the loop), so two estimates with the same seed differ only where recalls differ.
    for (let k = 0; k < asked; k++) {
      const j = k + Math.floor(random() * (n - k));
      const picked = pool[j]!;
      pool[j] = pool[k]!;
      pool[k] = picked;
      const isRight = random() < recalls[picked]!;
      if (outcome !== 'open') continue;
      if (isRight) right += 1;
      else wrong += 1;
      if (right >= rules.passAt) outcome = 'passed';
      else if (wrong >= rules.failAt) outcome = 'failed';
    }
    if (outcome === 'passed') passed += 1;
  }
  return passed / draws;
}

export interface Readiness {
  /** 0..1 */
  probability: number;
  /** Indexes into the known recalls: the questions to review, lowest recall first. */
  focus: number[];
  /** The estimate once those are reviewed. */
  probabilityAfterFocus: number;
}

/**
 * `known`: recall of each pool question on the device, in the bank's order (equal recalls keep that
 * order in the focus list); the caller maps the focus indexes back to its questions.
 */
export function estimateReadiness(
  known: readonly number[],
  rules: FormatRules,
  prior: number,
  draws = READINESS_DRAWS,
): Readiness {
  const probability = passProbability(poolRecalls(known, rules.poolSize, prior), rules, draws);
  const candidates = known
    .map((recall, index) => ({ recall, index }))
    .filter((c) => c.recall < REVIEWED_RECALL)
    .sort((a, b) => a.recall - b.recall || a.index - b.index)
    .slice(0, FOCUS_MAX)
    .map((c) => c.index);
  const withReviewed = (count: number) => {
    const raised = [...known];
    for (const index of candidates.slice(0, count)) raised[index] = REVIEWED_RECALL;
    return passProbability(poolRecalls(raised, rules.poolSize, prior), rules, draws);
  };
  if (probability >= READY_TARGET || candidates.length === 0)
    return { probability, focus: [], probabilityAfterFocus: probability };
  let low = 1;
  let high = candidates.length;
  let best = withReviewed(high);
  if (best >= READY_TARGET) {
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      const estimate = withReviewed(mid);
      if (estimate >= READY_TARGET) {
        high = mid;
        best = estimate;
      } else low = mid + 1;
    }
    best = withReviewed(high);
  }
  return { probability, focus: candidates.slice(0, high), probabilityAfterFocus: best };
}
