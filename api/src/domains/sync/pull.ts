import type { PullAnswer } from '@civics/sync-protocol';
import type { SelectQueryBuilder } from 'kysely';
import type { DB, Db, UserRow } from '../../db/database.js';
import { flatEntries, parseJson } from '../../lib/json.js';
import { aboutYouChangedSince, readAboutYouForPull } from '../n400/about-you-repository.js';
import { readUserSettings } from '../settings/repository.js';

/** Issue 32: the account's answers to the N-400 words, all or those of the ops in `since`. */
async function vocabularyAnswersOf(
  db: Db,
  userId: number,
  since: SelectQueryBuilder<DB, 'syncOps', { opId: string }> | null,
): Promise<NonNullable<PullAnswer['vocabularyAnswers']>> {
  const rows = await db
    .selectFrom('vocabularyAnswers')
    .selectAll()
    .where('userId', '=', userId)
    .$if(since !== null, (q) => q.where('id', 'in', since!))
    .orderBy('answeredAt')
    .execute();
  return rows.map((w) => ({
    id: w.id,
    termId: w.termId,
    isCorrect: w.isCorrect === 1,
    answeredAt: w.answeredAt,
    ...(w.rating === 'hard' ? { rating: 'hard' as const } : {}),
  }));
}

/** Issue 32: the "about you" switch and answers, in a full pull or when an about-you op came since the cursor. */
async function aboutYouFor(db: Db, userId: number, cursor: number | undefined) {
  if (cursor !== undefined && !(await aboutYouChangedSince(db, userId, cursor))) return null;
  return readAboutYouForPull(db, userId);
}

/** The account's server-side state since a cursor (its own op sequence); no cursor: everything. */
export async function pullChanges(db: Db, user: UserRow, cursor: number | undefined): Promise<PullAnswer> {
  const full = cursor === undefined;
  const since = db
    .selectFrom('syncOps')
    .select('opId')
    .where('userId', '=', user.id)
    .where('serverSeq', '>', cursor ?? 0);
  const [answers, sessions, tests, words, settings, last, aboutYou] = await Promise.all([
    db
      .selectFrom('answerAttempts')
      .selectAll()
      .where('userId', '=', user.id)
      .$if(!full, (q) => q.where('id', 'in', since))
      .orderBy('answeredAt')
      .execute(),
    db
      .selectFrom('userStudySessions')
      .selectAll()
      .where('userId', '=', user.id)
      .$if(!full, (q) => q.where('id', 'in', since))
      .orderBy('completedAt')
      .execute(),
    db
      .selectFrom('tests')
      .selectAll()
      .where('userId', '=', user.id)
      .$if(!full, (q) => q.where('id', 'in', since))
      .orderBy('completedAt')
      .execute(),
    vocabularyAnswersOf(db, user.id, full ? null : since),
    readUserSettings(db, user.id),
    db
      .selectFrom('syncOps')
      .select((eb) => eb.fn.max('serverSeq').as('max'))
      .where('userId', '=', user.id)
      .executeTakeFirst(),
    // Issue 32: the "about you" switch and answers, only when they may have changed for this device.
    aboutYouFor(db, user.id, cursor),
  ]);
  return {
    cursor: Number(last?.max ?? 0),
    full,
    settings,
    language: user.preferredLanguage,
    progressResetAt: user.progressResetAt,
    // A rating only where one was given (issue 14): older rows keep their exact shape.
    answers: answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      isCorrect: a.isCorrect === 1,
      studyTime: a.studyTime,
      answeredAt: a.answeredAt,
      ...(a.rating === 'hard' ? { rating: 'hard' as const } : {}),
      ...(a.given !== null && a.given !== undefined ? { given: a.given } : {}),
    })),
    studySessions: sessions.map((s) => ({
      id: s.id,
      sessionType: s.sessionType,
      questionsCount: s.questionsCount,
      correctAnswers: s.correctAnswers,
      totalTime: s.totalTime,
      completedAt: s.completedAt ?? '',
      categoryFilters: parseJson<number[]>(s.categoryFilters, []),
      language: s.language,
    })),
    testAttempts: tests.map((t) => ({
      id: t.id,
      startedAt: t.startedAt,
      completedAt: t.completedAt ?? '',
      score: t.score,
      totalQuestions: t.totalQuestions,
      passed: t.passed === 1,
      mode: t.mode,
      questionsData: flatEntries(parseJson<unknown>(t.questionsData, [])),
    })),
    vocabularyAnswers: words,
    ...(aboutYou ? { aboutYou } : {}),
  };
}
