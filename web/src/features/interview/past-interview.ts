// A past mock interview as its synced test attempt keeps it: per question the verdict, how it was
// answered and what was said. Attempts from before issue 23 carry only right or wrong.
import { ANSWER_WAYS, VERDICTS, type AnswerWayName, type VerdictName } from '@civics/sync-protocol/constants';
import type { StoredTestAttempt } from '../../db/database';

export interface PastAnswer {
  questionId: number;
  verdict: VerdictName;
  /** Unknown for an attempt recorded before the way was kept. */
  way: AnswerWayName | null;
  given: string;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export function pastAnswers(attempt: Pick<StoredTestAttempt, 'questionsData'>): PastAnswer[] {
  return attempt.questionsData.flatMap((entry) => {
    if (typeof entry.questionId !== 'number') return [];
    const verdict = isOneOf(VERDICTS, entry.verdict) ? entry.verdict : entry.isCorrect === true ? 'correct' : 'wrong';
    const way = isOneOf(ANSWER_WAYS, entry.answeredBy) ? entry.answeredBy : null;
    return [{ questionId: entry.questionId, verdict, way, given: typeof entry.given === 'string' ? entry.given : '' }];
  });
}

/** The learner's interviews, newest first. */
export const interviewsNewestFirst = (attempts: readonly StoredTestAttempt[]) =>
  attempts.filter((a) => a.mode === 'interview').sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
