// When the interview-readiness estimate may be shown (issue 31): one rule for Home and Progress, so
// the two never disagree ("answer 5 more" on one and "4 % chance" on the other).

/** Readiness needs this many different questions answered before a percentage means anything. */
export const READINESS_MIN_QUESTIONS = 20;

export type ReadinessGate = { kind: 'early'; remaining: number } | { kind: 'estimate' };

/**
 * `answers`: the answers counted (after the last Begin Again); `bankIds`: the questions of the
 * learner's bank as the device holds them. Only different questions of that bank count.
 */
export function readinessGate(
  answers: ReadonlyArray<{ questionId: number }>,
  bankIds: ReadonlySet<number>,
): ReadinessGate {
  const answered = new Set(answers.map((a) => a.questionId).filter((id) => bankIds.has(id))).size;
  if (bankIds.size === 0 || answered < READINESS_MIN_QUESTIONS)
    return { kind: 'early', remaining: Math.max(1, READINESS_MIN_QUESTIONS - answered) };
  return { kind: 'estimate' };
}
