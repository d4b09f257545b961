// The level rules of issue 10: a verified payment (or an admin's confirmation) raises the learner
// to level 2 until an end date; when that date passes the learner is back at level 1.
import type { DbOrTrx, UserRow } from '../db/database.js';
import { recordAudit } from './audit.js';
import { nowIso } from '../lib/json.js';

/** Paid access is level 2 (spec part 1 §6: test mode and every question). */
export const PAID_LEVEL = 2;
export const FREE_LEVEL = 1;

/** Adds months in UTC, keeping to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The moment an end date stops giving access; a bare date (an admin's YYYY-MM-DD) lasts its whole day. */
export function endMoment(endDate: string): number {
  const time = Date.parse(endDate);
  return /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? time + 24 * 60 * 60 * 1000 : time;
}

/**
 * The new end date for a plan bought now: monthly +1 month and yearly +1 year from the later of
 * now and the current end date (a renewal never loses paid days); one-time means no end (null).
 * A learner who already has level 2 without an end date (lifetime, or an admin's grant) keeps it.
 */
export function nextEndDate(
  user: Pick<UserRow, 'approvalLevel' | 'endDate'>,
  billingPeriod: string,
  now: Date,
): string | null {
  if (billingPeriod !== 'monthly' && billingPeriod !== 'yearly') return null;
  if (user.approvalLevel >= PAID_LEVEL && user.endDate === null) return null;
  const current = user.endDate ? endMoment(user.endDate) : 0;
  const from = new Date(Math.max(now.getTime(), Number.isNaN(current) ? 0 : current));
  return addMonths(from, billingPeriod === 'monthly' ? 1 : 12).toISOString();
}

/** Raises the learner for a plan inside the caller's transaction; answers the new level and end date. */
export async function grantPlan(trx: DbOrTrx, userId: number, billingPeriod: string, now = new Date()) {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const endDate = nextEndDate(user, billingPeriod, now);
  const approvalLevel = Math.max(user.approvalLevel, PAID_LEVEL);
  await trx
    .updateTable('users')
    .set({ approvalLevel, endDate, isApproved: 1, approvedAt: user.approvedAt ?? now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return { approvalLevel, endDate, before: { approvalLevel: user.approvalLevel, endDate: user.endDate } };
}

/**
 * Back to level 1 once the end date has passed. Called where the server loads the user (every
 * signed-in request and sign-in), so the content endpoints and GET /api/user see the new level at
 * once. Cheap when nothing expired: no query at all.
 */
export async function applyPlanExpiry(db: DbOrTrx, user: UserRow, now = new Date()): Promise<UserRow> {
  if (user.role === 'admin' || user.approvalLevel < PAID_LEVEL || !user.endDate) return user;
  if (endMoment(user.endDate) > now.getTime()) return user;
  const expire = async (trx: DbOrTrx) => {
    const result = await trx
      .updateTable('users')
      .set({ approvalLevel: FREE_LEVEL })
      .where('id', '=', user.id)
      .where('approvalLevel', '>=', PAID_LEVEL)
      .where('endDate', '=', user.endDate)
      .executeTakeFirst();
    // Another request may have expired (or renewed) it a moment ago: then there is nothing to record.
    if (Number(result.numUpdatedRows) === 0) return;
    await recordAudit(trx, {
      actor: null,
      action: 'expire',
      entity: 'user',
      entityId: user.id,
      before: { approvalLevel: user.approvalLevel, endDate: user.endDate },
      after: { approvalLevel: FREE_LEVEL, endDate: user.endDate, at: nowIso() },
    });
  };
  if (db.isTransaction) await expire(db);
  else await db.transaction().execute(expire);
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
  return fresh ?? user;
}
