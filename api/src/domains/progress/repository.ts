// Learner records: append-only rows keyed by the device's op id, so merging is a union; the
// per-question progress is derived from the answers (DESIGN.md §3).
import type {
  AnswerPayload,
  StudySessionPayload,
  TestAttemptPayload,
  VocabularyAnswerPayload,
} from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

/** One answer to store: whose it is, its op id, and the account's last "begin again" (`resetAt`). */
export interface AnswerToRecord {
  userId: number;
  id: string;
  answer: AnswerPayload;
  resetAt: string | null;
}

/** Stores one answer and folds it into the question's progress (see recordAnswers). */
export const recordAnswer = (db: DbOrTrx, userId: number, id: string, answer: AnswerPayload, resetAt: string | null) =>
  recordAnswers(db, [{ userId, id, answer, resetAt }]);

/**
 * The one place answers are written (the REST routes and every sync op, one by one or a whole push
 * group at once): one multi-row insert of the answers, then one upsert of the progress rows they
 * change: more attempts, their time added, and correctness from the latest answer. Answers can arrive
 * out of order from several devices, so the latest one decides, whatever the order of arrival. An
 * answer given before the last "begin again" is kept in the history but does not count.
 */
export async function recordAnswers(db: DbOrTrx, answers: readonly AnswerToRecord[]): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insertInto('answerAttempts')
    .values(
      answers.map(({ userId, id, answer }) => ({
        id,
        userId,
        questionId: answer.questionId,
        isCorrect: answer.isCorrect ? 1 : 0,
        studyTime: answer.studyTime,
        answeredAt: answer.answeredAt,
        rating: answer.rating ?? null,
        given: answer.given ?? null,
      })),
    )
    .execute();
  const progress = progressRows(answers);
  if (progress.length === 0) return;
  await db
    .insertInto('userProgress')
    .values(progress)
    .onConflict((oc) =>
      oc.columns(['userId', 'questionId']).doUpdateSet((eb) => {
        const isLater = eb(eb.ref('excluded.lastAttemptAt'), '>=', eb.ref('userProgress.lastAttemptAt'));
        // The later attempt's result stands, whichever device sent its answer first.
        const fromLaterAttempt = <C extends 'isCorrect' | 'lastAttemptAt'>(column: C) =>
          eb
            .case()
            .when(isLater)
            .then(eb.ref(`excluded.${column}`))
            .else(eb.ref(`userProgress.${column}`))
            .end();
        return {
          attempts: eb('userProgress.attempts', '+', eb.ref('excluded.attempts')),
          studyTime: eb('userProgress.studyTime', '+', eb.ref('excluded.studyTime')),
          isCompleted: 1,
          isCorrect: fromLaterAttempt('isCorrect'),
          lastAttemptAt: fromLaterAttempt('lastAttemptAt'),
        };
      }),
    )
    .execute();
}

/**
 * One progress row per account and question (an upsert may not touch a row twice): the answers
 * that count summed, and the latest of them (the last given, on a tie) deciding correctness, which
 * is what storing them one at a time would leave.
 */
function progressRows(answers: readonly AnswerToRecord[]) {
  const rows = new Map<
    string,
    {
      userId: number;
      questionId: number;
      isCompleted: number;
      isCorrect: number;
      attempts: number;
      lastAttemptAt: string;
      studyTime: number;
    }
  >();
  for (const { userId, answer, resetAt } of answers) {
    if (resetAt && answer.answeredAt <= resetAt) continue;
    const key = `${userId}:${answer.questionId}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        userId,
        questionId: answer.questionId,
        isCompleted: 1,
        isCorrect: answer.isCorrect ? 1 : 0,
        attempts: 1,
        lastAttemptAt: answer.answeredAt,
        studyTime: answer.studyTime,
      });
      continue;
    }
    row.attempts += 1;
    row.studyTime += answer.studyTime;
    if (answer.answeredAt >= row.lastAttemptAt)
      Object.assign(row, { isCorrect: answer.isCorrect ? 1 : 0, lastAttemptAt: answer.answeredAt });
  }
  return [...rows.values()];
}

/** When the learner last chose "begin again" (null: never). */
async function progressResetAt(db: DbOrTrx, userId: number): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('progressResetAt')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.progressResetAt;
}

/** Rebuilds one question's progress from the answers given since the last "begin again". */
export async function deriveProgress(db: DbOrTrx, userId: number, questionId: number): Promise<void> {
  const resetAt = await progressResetAt(db, userId);
  let query = db
    .selectFrom('answerAttempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('questionId', '=', questionId);
  if (resetAt) query = query.where('answeredAt', '>', resetAt);
  const answers = await query.orderBy('answeredAt').orderBy('id').execute();
  await db.deleteFrom('userProgress').where('userId', '=', userId).where('questionId', '=', questionId).execute();
  const latest = answers.at(-1);
  if (!latest) return;
  await db
    .insertInto('userProgress')
    .values({
      userId,
      questionId,
      isCompleted: 1,
      isCorrect: latest.isCorrect,
      attempts: answers.length,
      lastAttemptAt: latest.answeredAt,
      studyTime: answers.reduce((sum, a) => sum + a.studyTime, 0),
    })
    .execute();
}

export async function resetProgress(db: DbOrTrx, userId: number, at: string): Promise<void> {
  const resetAt = await progressResetAt(db, userId);
  // The latest reset wins, whichever device's op arrives first.
  if (resetAt && resetAt >= at) return;
  await db.updateTable('users').set({ progressResetAt: at }).where('id', '=', userId).execute();
  const later = await db
    .selectFrom('answerAttempts')
    .select('questionId')
    .distinct()
    .where('userId', '=', userId)
    .where('answeredAt', '>', at)
    .execute();
  await db.deleteFrom('userProgress').where('userId', '=', userId).execute();
  for (const { questionId } of later) await deriveProgress(db, userId, questionId);
}

export async function recordStudySession(
  db: DbOrTrx,
  userId: number,
  id: string,
  s: StudySessionPayload,
): Promise<void> {
  await db
    .insertInto('userStudySessions')
    .values({
      id,
      userId,
      sessionType: s.sessionType,
      questionsCount: s.questionsCount,
      correctAnswers: s.correctAnswers,
      totalTime: s.totalTime,
      completedAt: s.completedAt,
      categoryFilters: JSON.stringify(s.categoryFilters),
      language: s.language,
    })
    .execute();
}

export async function recordTestAttempt(db: DbOrTrx, userId: number, id: string, t: TestAttemptPayload): Promise<void> {
  await db
    .insertInto('tests')
    .values({
      id,
      userId,
      startedAt: t.startedAt,
      completedAt: t.completedAt,
      score: t.score,
      totalQuestions: t.totalQuestions,
      passed: t.passed ? 1 : 0,
      mode: t.mode,
      questionsData: JSON.stringify(t.questionsData),
    })
    .execute();
}

/**
 * Issue 32: whether an N-400 word exists (a hidden one too: a device may answer from the copy it
 * holds, and its answer must not be lost for that).
 */
export async function vocabularyTermExists(db: DbOrTrx, termId: string): Promise<boolean> {
  return (await db.selectFrom('n400Vocabulary').select('id').where('id', '=', termId).executeTakeFirst()) !== undefined;
}

/** Issue 32: one answer to an N-400 word, keyed by its op id; the words' schedule is replayed from these. */
export async function recordVocabularyAnswer(
  db: DbOrTrx,
  userId: number,
  id: string,
  answer: VocabularyAnswerPayload,
): Promise<void> {
  await db
    .insertInto('vocabularyAnswers')
    .values({
      id,
      userId,
      termId: answer.termId,
      isCorrect: answer.isCorrect ? 1 : 0,
      rating: answer.rating ?? null,
      answeredAt: answer.answeredAt,
    })
    .execute();
}
