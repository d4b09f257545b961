// Which reward a score earns (issue 22): a celebration for a whole batch right or a passed practice
// test; "almost" for a near miss — a batch with one wrong answer, or a test failed by one or two
// questions; nothing otherwise (a learner far from the mark gets the plain results, not a nudge).
import { LIMITS } from '@civics/sync-protocol/constants';

export type RewardKind = 'celebrate' | 'almost' | null;

/**
 * A study batch: `total` counts the answered questions only; skipped ones are neither right nor
 * wrong, so a batch with skips is not perfect.
 */
export function studyReward(correct: number, total: number, skipped: number): RewardKind {
  if (total <= 0) return null;
  const wrong = total - correct;
  if (wrong === 0 && skipped === 0) return 'celebrate';
  return wrong === 1 ? 'almost' : null;
}

/** How many more right answers a practice test needed to reach the pass mark (0 when passed). */
export function shortOfPass(score: number, total: number): number {
  const needed = Math.ceil((total * LIMITS.passPercent) / 100);
  return Math.max(0, needed - score);
}

export function testReward(score: number, total: number, passed: boolean): RewardKind {
  if (total <= 0) return null;
  if (passed) return 'celebrate';
  const short = shortOfPass(score, total);
  return short >= 1 && short <= 2 ? 'almost' : null;
}
