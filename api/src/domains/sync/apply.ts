// Applies one op for one account. The push route and the spec's direct calls both come here,
// so a device that syncs and a client that calls the API write through the same code.
import type {
  AboutYouForgetPayload,
  AboutYouSetPayload,
  AboutYouSyncPayload,
  AnswerPayload,
  OpResult,
  SettingsPatch,
  StudySessionPayload,
  SyncOpType,
  TestAttemptPayload,
  VocabularyAnswerPayload,
} from '@civics/sync-protocol';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/database.js';
import { lockRowsForUpdate } from '../../db/dialect.js';
import {
  recordAnswer,
  recordStudySession,
  recordTestAttempt,
  recordVocabularyAnswer,
  resetProgress,
  vocabularyTermExists,
} from '../progress/repository.js';
import { forgetAboutYouAnswers, setAboutYouAnswer, setAboutYouSync } from '../n400/about-you-repository.js';
import { writeUserSettings } from '../settings/repository.js';
import { updateUser } from '../../services/accounts.js';
import { linkAttemptToDefinition, testDefinitionExists } from '../tests/attempts-repository.js';
import { RejectedOp, validateOp, type IncomingOp } from './validate-op.js';

export type { IncomingOp } from './validate-op.js';

/** What a batch of ops shares, read once per batch rather than once per op (the push hot path). */
export interface ApplyContext {
  userId: number;
  clientId: string;
  /** The account's last "begin again"; a reset op in the batch moves it. */
  progressResetAt: string | null;
  /** The account's highest server seq so far (the pull cursor counts these). */
  serverSeq: number;
  /**
   * When the server received the batch: the latest time it trusts. A device clock set ahead
   * (an op stamped 2099) would otherwise win every settings merge and hide later answers.
   */
  receivedAt: string;
}

export async function openApplyContext(
  trx: Transaction<DB>,
  userId: number,
  clientId: string,
  receivedAt = new Date().toISOString(),
): Promise<ApplyContext> {
  // As a push group does (push-group.ts): one writer per account at a time across processes (PostgreSQL).
  await lockRowsForUpdate(trx, 'users', [userId]);
  const [user, last] = await Promise.all([
    trx.selectFrom('users').select('progressResetAt').where('id', '=', userId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('syncOps')
      .select((eb) => eb.fn.max('serverSeq').as('max'))
      .where('userId', '=', userId)
      .executeTakeFirst(),
  ]);
  return { userId, clientId, progressResetAt: user.progressResetAt, serverSeq: Number(last?.max ?? 0), receivedAt };
}

export async function applyOp(trx: Transaction<DB>, context: ApplyContext, op: IncomingOp): Promise<OpResult> {
  const { userId } = context;
  const seen = await trx.selectFrom('syncOps').select('userId').where('opId', '=', op.id).executeTakeFirst();
  if (seen)
    return seen.userId === userId
      ? { id: op.id, status: 'duplicate' }
      : { id: op.id, status: 'rejected', reason: 'This op id was already used' };
  return applyUnseenOp(trx, context, op);
}

/** Applies an op not yet in the op log, in its own savepoint; `serverSeq`: one given already (set-based fallback). */
export async function applyUnseenOp(
  trx: Transaction<DB>,
  context: ApplyContext,
  op: IncomingOp,
  serverSeq?: number,
): Promise<OpResult> {
  const { userId, clientId } = context;
  // Each op in its own savepoint: whatever goes wrong while applying one op undoes that op alone,
  // and the ops behind it in the batch still apply (DESIGN.md §3).
  await sql`savepoint sync_op`.execute(trx);
  const before = { serverSeq: context.serverSeq, progressResetAt: context.progressResetAt };
  try {
    await applyPayload(trx, context, op);
    if (serverSeq === undefined) context.serverSeq += 1;
    await trx
      .insertInto('syncOps')
      .values({
        opId: op.id,
        userId,
        clientId,
        seq: op.seq,
        type: op.type,
        appliedAt: new Date().toISOString(),
        serverSeq: serverSeq ?? context.serverSeq,
      })
      .execute();
    await sql`release savepoint sync_op`.execute(trx);
    return { id: op.id, status: 'applied' };
  } catch (error) {
    await sql`rollback to savepoint sync_op`.execute(trx);
    await sql`release savepoint sync_op`.execute(trx);
    Object.assign(context, before);
    if (error instanceof RejectedOp) return { id: op.id, status: 'rejected', reason: error.message };
    // A busy or lost database is not the op's fault: the whole batch fails and the device resends.
    if (isTransient(error)) throw error;
    return { id: op.id, status: 'rejected', reason: `This ${op.type} op could not be applied` };
  }
}

export const isTransient = (error: unknown) => {
  const code = String((error as { code?: unknown }).code ?? '');
  // SQLite busy/locked/IO errors; PostgreSQL connection (08), resource (53), operator (57) and
  // serialization (40) classes.
  return (
    /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/.test(code) ||
    /^(08|40|53|57)/.test(code) ||
    code.startsWith('ECONN')
  );
};

/** The op's own time, but never later than the server received it. */
export const trustedTime = (context: ApplyContext, at: string) => (at > context.receivedAt ? context.receivedAt : at);

async function applyPayload(trx: Transaction<DB>, context: ApplyContext, op: IncomingOp): Promise<void> {
  const { userId } = context;
  const type: SyncOpType = validateOp(op);
  switch (type) {
    case 'answer.record': {
      const answer = op.payload as AnswerPayload;
      const question = await trx
        .selectFrom('questions')
        .select('id')
        .where('id', '=', answer.questionId)
        .executeTakeFirst();
      if (!question) throw new RejectedOp(`Unknown question ${answer.questionId}`);
      return recordAnswer(
        trx,
        userId,
        op.id,
        { ...answer, answeredAt: trustedTime(context, answer.answeredAt) },
        context.progressResetAt,
      );
    }
    case 'study-session.record':
      return recordStudySession(trx, userId, op.id, op.payload as StudySessionPayload);
    case 'test-attempt.record': {
      const attempt = op.payload as TestAttemptPayload;
      // A fixed test's attempt names it, so /admin/test-instances can show which test it was.
      if (attempt.testDefinitionId !== undefined && !(await testDefinitionExists(trx, attempt.testDefinitionId)))
        throw new RejectedOp(`Unknown test definition ${attempt.testDefinitionId}`);
      await recordTestAttempt(trx, userId, op.id, attempt);
      if (attempt.testDefinitionId !== undefined) await linkAttemptToDefinition(trx, op.id, attempt.testDefinitionId);
      return;
    }
    case 'settings.update':
      await writeUserSettings(trx, userId, op.payload as SettingsPatch, trustedTime(context, op.at));
      return;
    case 'progress.reset': {
      // Stamped at most at its receipt: answers recorded after the server got the reset always count.
      const at = trustedTime(context, op.at);
      await resetProgress(trx, userId, at);
      if (!context.progressResetAt || at > context.progressResetAt) context.progressResetAt = at;
      return;
    }
    case 'user.language': {
      const { language } = op.payload as { language: string };
      return updateUser(trx, userId, { preferredLanguage: language });
    }
    case 'vocabulary-answer.record': {
      const answer = op.payload as VocabularyAnswerPayload;
      if (!(await vocabularyTermExists(trx, answer.termId)))
        throw new RejectedOp(`Unknown N-400 word ${answer.termId}`);
      return recordVocabularyAnswer(trx, userId, op.id, {
        ...answer,
        answeredAt: trustedTime(context, answer.answeredAt),
      });
    }
    // Issue 32: the "about you" answers, on the account only while its switch is on.
    case 'about-you.sync': {
      const change = op.payload as AboutYouSyncPayload;
      return setAboutYouSync(trx, userId, { ...change, changedAt: trustedTime(context, change.changedAt) });
    }
    case 'about-you.set': {
      const answer = op.payload as AboutYouSetPayload;
      return setAboutYouAnswer(trx, userId, { ...answer, updatedAt: trustedTime(context, answer.updatedAt) });
    }
    case 'about-you.forget': {
      const { forgottenAt } = op.payload as AboutYouForgetPayload;
      return forgetAboutYouAnswers(trx, userId, trustedTime(context, forgottenAt));
    }
  }
}
