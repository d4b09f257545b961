// An answer given on a practice screen, stored at once (a local row plus its outbox op, so it syncs
// and reschedules the question): study, incorrect review, Review and the interview write the same.
import { LIMITS } from '@civics/sync-protocol/constants';
import { recordAnswer } from '../../db/learner-records';
import type { SpokenResult } from '../../ui/spoken/spoken-result';

export interface PracticeAnswer {
  questionId: number;
  isCorrect: boolean;
  /** Seconds on the question before answering. */
  studyTime: number;
  /** A near miss ("Almost"): FSRS Hard. */
  hard?: boolean;
  /** The words heard or typed, kept with the answer (issue 30). */
  given?: string;
}

export const recordPracticeAnswer = (userId: number, { hard, given, ...answer }: PracticeAnswer) =>
  recordAnswer(userId, {
    ...answer,
    ...(hard ? { rating: 'hard' as const } : {}),
    ...(given ? { given: given.slice(0, LIMITS.givenAnswerMax) } : {}),
  });

/** A spoken answer counts as the correct option when right (or almost), as no option ('') when wrong. */
export const spokenOption = (result: SpokenResult, correctOptionId: string | null | undefined): string =>
  result.verdict === 'wrong' ? '' : (correctOptionId ?? '');
