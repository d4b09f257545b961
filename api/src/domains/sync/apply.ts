// Applies one op for one account. The push route and the spec's direct calls both come here,
// so a device that syncs and a client that calls the API write through the same code.
import { Value } from 'typebox/value';
import {
  LANGUAGES,
  REGISTRATION_LANGUAGES,
  SYNC_OP_PAYLOADS,
  type AnswerPayload,
  type OpResult,
  type SettingsPatch,
  type StudySessionPayload,
  type SyncOpType,
  type TestAttemptPayload,
} from '@civics/sync-protocol';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.js';
import { recordAnswer, recordStudySession, recordTestAttempt, resetProgress } from '../progress/repository.js';
import { writeUserSettings } from '../settings/repository.js';
import { updateUser } from '../users/repository.js';

export interface IncomingOp {
  id: string;
  seq: number;
  type: string;
  payload: unknown;
  at: string;
}

class RejectedOp extends Error {}

const SUPPORTED_LANGUAGES = new Set<string>([...LANGUAGES, ...REGISTRATION_LANGUAGES]);

/** What a batch of ops shares, read once per batch rather than once per op (the push hot path). */
export interface ApplyContext {
  userId: number;
  clientId: string;
  /** The account's last "begin again"; a reset op in the batch moves it. */
  progressResetAt: string | null;
  /** The account's highest server seq so far (the pull cursor counts these). */
  serverSeq: number;
}

export async function openApplyContext(trx: Transaction<DB>, userId: number, clientId: string): Promise<ApplyContext> {
  const [user, last] = await Promise.all([
    trx.selectFrom('users').select('progressResetAt').where('id', '=', userId).executeTakeFirstOrThrow(),
    trx.selectFrom('syncOps').select((eb) => eb.fn.max('serverSeq').as('max')).where('userId', '=', userId).executeTakeFirst(),
  ]);
  return { userId, clientId, progressResetAt: user.progressResetAt, serverSeq: Number(last?.max ?? 0) };
}

export async function applyOp(trx: Transaction<DB>, context: ApplyContext, op: IncomingOp): Promise<OpResult> {
  const { userId, clientId } = context;
  const seen = await trx.selectFrom('syncOps').select('userId').where('opId', '=', op.id).executeTakeFirst();
  if (seen) return seen.userId === userId ? { id: op.id, status: 'duplicate' } : { id: op.id, status: 'rejected', reason: 'This op id was already used' };
  try {
    await applyPayload(trx, context, op);
  } catch (error) {
    if (error instanceof RejectedOp) return { id: op.id, status: 'rejected', reason: error.message };
    throw error;
  }
  context.serverSeq += 1;
  await trx
    .insertInto('syncOps')
    .values({ opId: op.id, userId, clientId, seq: op.seq, type: op.type, appliedAt: new Date().toISOString(), serverSeq: context.serverSeq })
    .execute();
  return { id: op.id, status: 'applied' };
}

async function applyPayload(trx: Transaction<DB>, context: ApplyContext, op: IncomingOp): Promise<void> {
  const { userId } = context;
  if (!(op.type in SYNC_OP_PAYLOADS)) throw new RejectedOp(`Unknown op type "${op.type}"`);
  const type = op.type as SyncOpType;
  const errors = Value.Errors(SYNC_OP_PAYLOADS[type], op.payload);
  if (errors.length > 0)
    throw new RejectedOp(`Invalid ${type} payload: ${errors.slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
  switch (type) {
    case 'answer.record': {
      const answer = op.payload as AnswerPayload;
      const question = await trx.selectFrom('questions').select('id').where('id', '=', answer.questionId).executeTakeFirst();
      if (!question) throw new RejectedOp(`Unknown question ${answer.questionId}`);
      return recordAnswer(trx, userId, op.id, answer, context.progressResetAt);
    }
    case 'study-session.record':
      return recordStudySession(trx, userId, op.id, op.payload as StudySessionPayload);
    case 'test-attempt.record':
      return recordTestAttempt(trx, userId, op.id, op.payload as TestAttemptPayload);
    case 'settings.update':
      await writeUserSettings(trx, userId, op.payload as SettingsPatch, op.at);
      return;
    case 'progress.reset':
      await resetProgress(trx, userId, op.at);
      if (!context.progressResetAt || op.at > context.progressResetAt) context.progressResetAt = op.at;
      return;
    case 'user.language': {
      const { language } = op.payload as { language: string };
      if (!SUPPORTED_LANGUAGES.has(language)) throw new RejectedOp('Unsupported language');
      return updateUser(trx, userId, { preferredLanguage: language });
    }
  }
}
