// Applies a group of pushes (from any accounts and devices) inside ONE transaction, reading what
// they share set-based: their devices, their op ids, their accounts' state and the questions their
// answers name, one query each for the whole group. A push refused as a whole (another account's
// device, a seq far ahead) is refused before it writes anything, and the others go on.
import { DB_INT_MAX, SYNC_LIMITS, type AnswerPayload, type OpResult, type PushAnswer } from '@civics/sync-protocol';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres, lockRowsForUpdate } from '../../db/dialect.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { AnswerBatch } from './answer-batch.js';
import { applyUnseenOp, trustedTime, type ApplyContext } from './apply.js';
import { RejectedOp, validateOp, type IncomingOp } from './validate-op.js';

export interface PushJob {
  userId: number;
  clientId: string;
  ops: IncomingOp[];
  /** When the server received the push: the latest time it trusts (apply.ts). */
  receivedAt: string;
}

/** A push's answer, or the refusal of the whole push (nothing of it was written). */
export type PushOutcome = { answer: PushAnswer; changedUser: boolean } | { refused: Error };

const unique = <T>(values: T[]) => [...new Set(values)];

/** The ids the group reads by: its accounts, its op ids and the questions its answers name. */
function groupIds(jobs: PushJob[]) {
  const userIds = unique(jobs.map((job) => job.userId));
  const opIds = unique(jobs.flatMap((job) => job.ops.map((op) => op.id)));
  const questionIds = unique(
    jobs.flatMap((job) =>
      job.ops.flatMap((op) =>
        op.type === 'answer.record' ? [(op.payload as { questionId?: unknown } | null)?.questionId] : [],
      ),
    ),
    // Only ids a column can hold are looked up: one past 32 bits would fail the whole query on
    // PostgreSQL (and with it every push in the group); its op is refused alone by validateOp.
  ).filter((id): id is number => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= DB_INT_MAX);
  return { userIds, opIds, questionIds };
}

/** The locks the group takes before its first read. */
async function lockGroup(trx: Transaction<DB>, userIds: number[]): Promise<void> {
  // Other API processes may push for the same accounts at this moment (PostgreSQL): take turns per
  // account, so the op-log reads below see their committed ops and server_seq keeps rising by one.
  await lockRowsForUpdate(trx, 'users', userIds);
  // SQLite (several processes on one file, WEB_CONCURRENCY): take the write lock before the reads.
  // A transaction that reads first fails at its first write (SQLITE_BUSY_SNAPSHOT, no waiting)
  // when another process wrote in between; one whose first statement writes waits its turn
  // (busy_timeout). This update changes no row.
  if (!isPostgres(trx))
    await trx
      .updateTable('syncClients')
      .set((eb) => ({ lastSeq: eb.ref('lastSeq') }))
      .where('clientId', '=', '')
      .execute();
}

/** One query each for the whole group, kept as the lookups its pushes read and move. */
async function readGroup(trx: Transaction<DB>, jobs: PushJob[], ids: ReturnType<typeof groupIds>) {
  const { userIds, opIds, questionIds } = ids;
  const [clients, seenOps, users, lastSeqs, questions] = await Promise.all([
    trx
      .selectFrom('syncClients')
      .selectAll()
      .where('clientId', 'in', unique(jobs.map((job) => job.clientId)))
      .execute(),
    opIds.length ? trx.selectFrom('syncOps').select(['opId', 'userId']).where('opId', 'in', opIds).execute() : [],
    trx.selectFrom('users').select(['id', 'progressResetAt']).where('id', 'in', userIds).execute(),
    trx
      .selectFrom('syncOps')
      .select((eb) => ['userId', eb.fn.max('serverSeq').as('max')])
      .where('userId', 'in', userIds)
      .groupBy('userId')
      .execute(),
    questionIds.length ? trx.selectFrom('questions').select('id').where('id', 'in', questionIds).execute() : [],
  ]);
  const deviceOf = new Map(clients.map((c) => [c.clientId, { userId: c.userId, lastSeq: c.lastSeq }]));
  /** op id → account, for the op log and for the ops this group applies (a resend in the same group). */
  const seen = new Map(seenOps.map((o) => [o.opId, o.userId]));
  const knownQuestions = new Set(questions.map((q) => q.id));
  // The account state a batch moves (its reset time, its op count), carried from push to push.
  const accounts = new Map(users.map((u) => [u.id, { progressResetAt: u.progressResetAt, serverSeq: 0 }]));
  for (const row of lastSeqs) accounts.get(row.userId)!.serverSeq = Number(row.max ?? 0);
  return { deviceOf, seen, knownQuestions, accounts };
}

type GroupState = Awaited<ReturnType<typeof readGroup>>;
type AccountState = NonNullable<ReturnType<GroupState['accounts']['get']>>;

export async function applyPushGroup(trx: Transaction<DB>, jobs: PushJob[]): Promise<PushOutcome[]> {
  const ids = groupIds(jobs);
  await lockGroup(trx, ids.userIds);
  const { deviceOf, seen, knownQuestions, accounts } = await readGroup(trx, jobs, ids);
  const changedDevices = new Set<string>();
  const answers = new AnswerBatch();
  const outcomes: PushOutcome[] = [];

  for (const job of jobs) {
    const account = accounts.get(job.userId);
    const device = deviceOf.get(job.clientId);
    if (!account) {
      // Deleted by another process while its session was still cached here (AUTH_CACHE_TTL_MS).
      outcomes.push({ refused: unauthorized() });
      continue;
    }
    if (device && device.userId !== job.userId) {
      outcomes.push({ refused: forbidden('This device id belongs to another account') });
      continue;
    }
    const lastSeq = device?.lastSeq ?? 0;
    // A seq rises by one per op: one far beyond the device's last would make every later op look old.
    const tooFar = job.ops.find((op) => op.seq > lastSeq + SYNC_LIMITS.maxSeqAhead);
    if (tooFar) {
      outcomes.push({
        refused: badRequest(
          `Invalid ops: seq ${tooFar.seq} is more than ${SYNC_LIMITS.maxSeqAhead} ahead of this device's last seq (${lastSeq})`,
        ),
      });
      continue;
    }
    const { highest, results, changedUser } = await applyJobOps(trx, job, account, lastSeq, {
      seen,
      knownQuestions,
      answers,
    });
    deviceOf.set(job.clientId, { userId: job.userId, lastSeq: highest });
    changedDevices.add(job.clientId);
    outcomes.push({ answer: { appliedThroughSeq: highest, results }, changedUser });
  }
  await answers.flush(trx);
  if (changedDevices.size > 0) {
    // One upsert for every device of the group (each named once, as PostgreSQL requires).
    await trx
      .insertInto('syncClients')
      .values([...changedDevices].map((clientId) => ({ clientId, ...deviceOf.get(clientId)! })))
      .onConflict((oc) => oc.column('clientId').doUpdateSet((eb) => ({ lastSeq: eb.ref('excluded.lastSeq') })))
      .execute();
  }
  return outcomes;
}

/**
 * Applies one accepted push's ops in seq order and carries its account's state on to the next
 * push: the op results, the highest seq seen and whether the account itself changed.
 */
async function applyJobOps(
  trx: Transaction<DB>,
  job: PushJob,
  account: AccountState,
  lastSeq: number,
  group: { seen: GroupState['seen']; knownQuestions: GroupState['knownQuestions']; answers: AnswerBatch },
) {
  const { seen, knownQuestions, answers } = group;
  let highest = lastSeq;
  const context: ApplyContext = {
    userId: job.userId,
    clientId: job.clientId,
    receivedAt: job.receivedAt,
    ...account,
  };
  const results: OpResult[] = [];
  let changedUser = false;
  for (const op of [...job.ops].sort((a, b) => a.seq - b.seq)) {
    highest = Math.max(highest, op.seq);
    const owner = seen.get(op.id);
    if (owner !== undefined) {
      results.push(
        owner === job.userId
          ? { id: op.id, status: 'duplicate' }
          : { id: op.id, status: 'rejected', reason: 'This op id was already used' },
      );
      continue;
    }
    let type;
    try {
      type = validateOp(op);
      if (type === 'answer.record' && !knownQuestions.has((op.payload as AnswerPayload).questionId))
        throw new RejectedOp(`Unknown question ${(op.payload as AnswerPayload).questionId}`);
    } catch (error) {
      if (!(error instanceof RejectedOp)) throw error;
      results.push({ id: op.id, status: 'rejected', reason: error.message });
      continue;
    }
    seen.set(op.id, job.userId);
    if (type === 'answer.record') {
      const payload = op.payload as AnswerPayload;
      context.serverSeq += 1;
      const answer = { ...payload, answeredAt: trustedTime(context, payload.answeredAt) };
      results.push(
        answers.add({ op, answer, context, resetAt: context.progressResetAt, serverSeq: context.serverSeq }),
      );
      continue;
    }
    // Any other op may read what the pending answers write (a reset derives progress from them).
    await answers.flush(trx);
    const result = await applyUnseenOp(trx, context, op);
    if (result.status !== 'applied') seen.delete(op.id);
    else if (type === 'user.language' || type === 'progress.reset') changedUser = true;
    results.push(result);
  }
  account.progressResetAt = context.progressResetAt;
  account.serverSeq = context.serverSeq;
  return { highest, results, changedUser };
}
