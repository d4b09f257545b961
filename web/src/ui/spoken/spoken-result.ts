// How a question was answered out loud or typed, and its verdict: what study, review and the
// interview keep of a spoken answer (the interview also stores it in the test attempt).
import type { AnswerWayName } from '@civics/sync-protocol/constants';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { Verdict } from '../../lib/answer-grading';

export type AnswerWay = AnswerWayName;

export interface SpokenResult {
  /** What recognition heard or the learner typed ('' when they marked themself). */
  given: string;
  way: Exclude<AnswerWay, 'chosen'>;
  verdict: Verdict;
}

/** Longest "We heard" kept (the test attempt's limit). */
export const MAX_GIVEN_LENGTH = LIMITS.givenAnswerMax;
