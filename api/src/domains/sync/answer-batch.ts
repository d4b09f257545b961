// Answers are nearly every op a device sends. Those of a whole group of pushes are written
// set-based, whatever the number of ops: through the one answer write (recordAnswers), then one
// insert into the op log. Every check that can refuse an op ran before (validate-op.ts, the question
// list), so this write only fails for a reason outside the op's content; then it is undone and the
// ops are applied one by one, each in its own savepoint, so a bad op is still refused alone
// (DESIGN.md §3, issue 13).
import { sql, type Transaction } from 'kysely';
import type { AnswerPayload, OpResult } from '@civics/sync-protocol';
import type { DB } from '../../db/database.js';
import { recordAnswers } from '../progress/repository.js';
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

/** The answers through the one answer write (progress/repository.ts), then their ops into the op log. */
async function writeAnswers(trx: Transaction<DB>, batch: PendingAnswer[]): Promise<void> {
  await recordAnswers(
    trx,
    batch.map(({ op, answer, context, resetAt }) => ({ userId: context.userId, id: op.id, answer, resetAt })),
  );
  const appliedAt = new Date().toISOString();
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
