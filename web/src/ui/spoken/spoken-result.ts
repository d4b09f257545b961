// How a question was answered out loud or typed, and its verdict: what study, review and the
// interview keep of a spoken answer (the interview also stores it in the test attempt).
import type { Verdict } from '../../lib/answer-grading';

export type AnswerWay = 'spoken' | 'typed' | 'chosen' | 'self';

export interface SpokenResult {
  /** What recognition heard or the learner typed ('' when they marked themself). */
  given: string;
  way: Exclude<AnswerWay, 'chosen'>;
  verdict: Verdict;
}

/** Longest "We heard" kept: a learner's answer is a few words; recognition may run on. */
export const MAX_GIVEN_LENGTH = 200;
