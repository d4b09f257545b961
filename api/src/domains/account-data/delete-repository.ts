// "Delete my account" (issue 14): every row about the learner goes, in one transaction.
// Policy per table (README "Your data"):
// - deleted: answer_attempts, vocabulary_answers and about_you_sync/about_you_answers (issue 32), user_progress, user_study_sessions, tests, settings, sync_clients,
//   sync_ops, sessions (signed out everywhere), email_verification_codes, payment_orders,
//   payment_claims (they hold the payer's name, email and phone), the account's auth_throttles
//   (keyed by its name), the security_events naming it, the scheduled_mail_log rows of its
//   "level ends soon" mails, and the users row.
// - payments (receipts) must go with the user row (user_id is required), but accounting keeps each
//   completed payment without the person: plan, method, amount, currency, provider reference and
//   date are copied into the deletion's audit entry, which names no one.
// - audit_log stays (it is the admins' record): entries about this account lose their
//   before/after copies (they held its name and email), entries it made as an admin lose its name.
import { sql } from 'kysely';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { countOtherActiveAdmins } from '../../services/accounts.js';
import { recordAudit } from '../../services/audit.js';
import { conflict } from '../../lib/http-error.js';
import { nameKey } from '../auth/throttle.js';
import { LEVEL_ENDING_KIND } from '../payments/level-ending-mail.js';

/** The kinds of throttle counters keyed by a lower-cased username (auth/throttle.ts, verification.ts, routes.ts). */
const NAME_THROTTLES = ['lock', 'reset', 'verify', 'resend'];

/** 409 when the account is the last active admin: the service must keep one. */
export async function assertNotLastAdmin(db: DbOrTrx, user: UserRow): Promise<void> {
  if (user.role !== 'admin') return;
  if ((await countOtherActiveAdmins(db, user.id)) === 0)
    throw conflict('You are the last admin: make another account an admin before deleting yours.');
}

export interface DeletedCounts {
  [table: string]: number;
}

const count = (result: Array<{ numDeletedRows: bigint }> | { numDeletedRows: bigint } | undefined) =>
  Number((Array.isArray(result) ? result[0]?.numDeletedRows : result?.numDeletedRows) ?? 0);

/** Call inside a transaction (`trx`): answers how many rows went from each table. */
export async function deleteAccountRows(trx: DbOrTrx, user: UserRow): Promise<DeletedCounts> {
  await assertNotLastAdmin(trx, user);
  const id = user.id;
  const payments = await trx
    .selectFrom('payments')
    .select(['planName', 'method', 'amount', 'currency', 'source', 'sourceId', 'createdAt'])
    .where('userId', '=', id)
    .orderBy('createdAt')
    .execute();
  const deleted: DeletedCounts = {};
  const byUser = [
    'answerAttempts',
    'vocabularyAnswers',
    'aboutYouAnswers',
    'aboutYouSync',
    'userProgress',
    'userStudySessions',
    'tests',
    'settings',
    'syncOps',
    'syncClients',
    'sessions',
    'emailVerificationCodes',
    'paymentOrders',
    'paymentClaims',
    'payments',
  ] as const;
  for (const table of byUser) {
    deleted[table] = count(await trx.deleteFrom(table).where('userId', '=', id).executeTakeFirst());
  }
  deleted.authThrottles = count(
    await trx
      .deleteFrom('authThrottles')
      .where(
        'key',
        'in',
        NAME_THROTTLES.map((kind) => nameKey(kind, user.username)),
      )
      .executeTakeFirst(),
  );
  deleted.securityEvents = count(
    await trx
      .deleteFrom('securityEvents')
      .where(sql<string>`lower(username)`, '=', user.username.trim().toLowerCase())
      .executeTakeFirst(),
  );
  // The record that this learner was told their level ends (keyed by the account's number).
  deleted.scheduledMailLog = count(
    await trx
      .deleteFrom('scheduledMailLog')
      .where('kind', '=', LEVEL_ENDING_KIND)
      .where('subjectKey', '=', String(id))
      .executeTakeFirst(),
  );
  await trx
    .updateTable('auditLog')
    .set({ beforeJson: null, afterJson: null })
    .where('entity', '=', 'user')
    .where('entityId', '=', String(id))
    .execute();
  await trx.updateTable('auditLog').set({ actorName: null }).where('actorId', '=', id).execute();
  deleted.users = count(await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst());
  // No name, email or other personal data: the number of the account that is gone, and the payments accounting keeps.
  await recordAudit(trx, {
    actor: null,
    action: 'delete-own-account',
    entity: 'user',
    entityId: id,
    before: null,
    after: { role: user.role, deleted, payments: payments.map((p) => ({ ...p, amount: Number(p.amount) })) },
  });
  return deleted;
}
