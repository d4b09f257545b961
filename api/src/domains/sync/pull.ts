import type { PullAnswer } from '@civics/sync-protocol';
import type { Db, UserRow } from '../../db/database.js';
import { flatEntries, parseJson } from '../../lib/json.js';
import { aboutYouChangedSince, readAboutYouForPull } from '../n400/about-you-repository.js';
import { readUserSettings } from '../settings/repository.js';
import { recordsOf } from '../../services/learner-records.js';

/** Issue 32: the "about you" switch and answers, in a full pull or when an about-you op came since the cursor. */
async function aboutYouFor(db: Db, userId: number, cursor: number | undefined) {
  if (cursor !== undefined && !(await aboutYouChangedSince(db, userId, cursor))) return null;
  return readAboutYouForPull(db, userId);
}

/** The account's server-side state since a cursor (its own op sequence); no cursor: everything. */
export async function pullChanges(db: Db, user: UserRow, cursor: number | undefined): Promise<PullAnswer> {
  const full = cursor === undefined;
  // A pull since a cursor sends the records written by the account's ops after it.
  const since = full
    ? null
    : db.selectFrom('syncOps').select('opId').where('userId', '=', user.id).where('serverSeq', '>', cursor);
  const [answers, sessions, tests, words, settings, last, aboutYou] = await Promise.all([
    recordsOf(db, 'answerAttempts', 'answeredAt', user.id, since),
    recordsOf(db, 'userStudySessions', 'completedAt', user.id, since),
    recordsOf(db, 'tests', 'completedAt', user.id, since),
    recordsOf(db, 'vocabularyAnswers', 'answeredAt', user.id, since),
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
    // Issue 32: the account's answers to the N-400 words.
    vocabularyAnswers: words.map((w) => ({
      id: w.id,
      termId: w.termId,
      isCorrect: w.isCorrect === 1,
      answeredAt: w.answeredAt,
      ...(w.rating === 'hard' ? { rating: 'hard' as const } : {}),
    })),
    ...(aboutYou ? { aboutYou } : {}),
  };
}
