// One answer in a mock interview: what the learner said, typed, chose or marked, and its verdict.
import type { StoredQuestion } from '../../db/database';
import type { Verdict } from '../../lib/answer-grading';
import type { AnswerWay } from '../../ui/spoken/spoken-result';

export type { AnswerWay };

export interface Answered {
  question: StoredQuestion;
  given: string;
  way: AnswerWay;
  verdict: Verdict;
}

/** An officer accepts a near miss: "Almost" counts toward the pass mark (and is FSRS Hard). */
export const isAccepted = (answer: Pick<Answered, 'verdict'>): boolean => answer.verdict !== 'wrong';
