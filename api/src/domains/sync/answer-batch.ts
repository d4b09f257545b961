// Answers are nearly every op a device sends. Those of a whole group of pushes are written
// set-based: one multi-row insert of the answers, one upsert of the progress rows they change and
// one insert into the op log, whatever the number of ops. Every check that can refuse an op ran
// before (validate-op.ts, the question list), so this write only fails for a reason outside the
// op's content; then it is undone and the ops are applied one by one, each in its own savepoint,
// so a bad op is still refused alone (DESIGN.md §3, issue 13).
import { sql, type Transaction } from 'kysely';
import type { AnswerPayload, OpResult } from '@civics/sync-protocol';
import type { DB } from '../../db/database.js';
import { applyUnseenOp, isTransient, type ApplyContext } from './apply.js';
import type { IncomingOp } from './validate-op.js';

interface PendingAnswer {
  op: IncomingOp;
  /** The op's payload with its time already bounded by the receipt (trustedTime). */
  answer: AnswerPayload;
  context: ApplyContext;
  /** The progress reset in force for this account when the op came in its batch. */
  resetAt: string | null;
  serverSeq: number;
  /** Answered "applied" once committed; changed in place if the one-by-one fallback refuses it. */
  result: OpResult;
}

export class AnswerBatch {
  private pending: PendingAnswer[] = [];

  add(entry: Omit<PendingAnswer, 'result'>): OpResult {
    const result: OpResult = { id: entry.op.id, status: 'applied' };
    this.pending.push({ ...entry, result });
    return result;
  }

  /** Writes what is pending; called before any op that reads what answers wrote, and at the end. */
  async flush(trx: Transaction<DB>): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    await sql`savepoint sync_answers`.execute(trx);
    try {
      await writeAnswers(trx, batch);
      await sql`release savepoint sync_answers`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint sync_answers`.execute(trx);
      await sql`release savepoint sync_answers`.execute(trx);
      if (isTransient(error)) throw error;
      for (const entry of batch)
        Object.assign(
          entry.result,
          await applyUnseenOp(trx, { ...entry.context, progressResetAt: entry.resetAt }, entry.op, entry.serverSeq),
        );
    }
  }
}

async function writeAnswers(trx: Transaction<DB>, batch: PendingAnswer[]): Promise<void> {
  const appliedAt = new Date().toISOString();
  await trx
    .insertInto('answerAttempts')
    .values(
      batch.map(({ op, answer, context }) => ({
        id: op.id,
        userId: context.userId,
        questionId: answer.questionId,
        isCorrect: answer.isCorrect ? 1 : 0,
        studyTime: answer.studyTime,
        answeredAt: answer.answeredAt,
        rating: answer.rating ?? null,
        given: answer.given ?? null,
      })),
    )
    .execute();
  const progress = progressRows(batch);
  if (progress.length > 0) {
    await trx
      .insertInto('userProgress')
      .values(progress)
      .onConflict((oc) =>
        oc.columns(['userId', 'questionId']).doUpdateSet((eb) => {
          // As recordAnswer (progress/repository.ts), for several answers at once: the latest decides.
          const isLater = eb(eb.ref('excluded.lastAttemptAt'), '>=', eb.ref('userProgress.lastAttemptAt'));
          return {
            attempts: eb('userProgress.attempts', '+', eb.ref('excluded.attempts')),
            studyTime: eb('userProgress.studyTime', '+', eb.ref('excluded.studyTime')),
            isCompleted: 1,
            isCorrect: eb
              .case()
              .when(isLater)
              .then(eb.ref('excluded.isCorrect'))
              .else(eb.ref('userProgress.isCorrect'))
              .end(),
            lastAttemptAt: eb
              .case()
              .when(isLater)
              .then(eb.ref('excluded.lastAttemptAt'))
              .else(eb.ref('userProgress.lastAttemptAt'))
              .end(),
          };
        }),
      )
      .execute();
  }
  await trx
    .insertInto('syncOps')
    .values(
      batch.map(({ op, context, serverSeq }) => ({
        opId: op.id,
        userId: context.userId,
        clientId: context.clientId,
        seq: op.seq,
        type: op.type,
        appliedAt,
        serverSeq,
      })),
    )
    .execute();
}

/**
 * One progress row per account and question (an upsert may not touch a row twice): the answers
 * that count (after the last "begin again") summed, and the latest of them (the last sent, on a tie)
 * deciding correctness — what applying them one at a time would leave.
 */
function progressRows(batch: PendingAnswer[]) {
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
  for (const { answer, context, resetAt } of batch) {
    if (resetAt && answer.answeredAt <= resetAt) continue;
    const key = `${context.userId}:${answer.questionId}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        userId: context.userId,
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
