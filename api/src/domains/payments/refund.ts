// A refund (issue 21), told by PayPal's webhook or recorded by an admin: the receipt is marked
// refunded once and the learner's level goes back to what the payment replaced, or, when later
// payments extended it, loses the period this payment bought. Audited.
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { recordAudit } from '../../services/audit.js';
import { endMoment, FREE_LEVEL, PAID_LEVEL } from '../../services/plan-level.js';
import type { ReceiptRow } from './receipts-repository.js';

type Level = Pick<UserRow, 'approvalLevel' | 'endDate'>;

/** The level and end date once this receipt no longer counts. */
export function levelAfterRefund(user: Level & Pick<UserRow, 'role'>, receipt: ReceiptRow, now = new Date()): Level {
  if (user.role === 'admin') return { approvalLevel: user.approvalLevel, endDate: user.endDate };
  const previous: Level = { approvalLevel: receipt.previousLevel ?? FREE_LEVEL, endDate: receipt.previousEndDate };
  let next: Level;
  if (receipt.levelEndDate === null) {
    // A lifetime plan: back to what it replaced, unless something else has set an end date since.
    next = user.endDate === null ? previous : { approvalLevel: user.approvalLevel, endDate: user.endDate };
  } else if (user.endDate === receipt.levelEndDate) {
    next = previous;
  } else if (user.endDate !== null) {
    // Later payments extended it: take away the period this one bought.
    const from = Math.max(
      Date.parse(receipt.createdAt),
      receipt.previousEndDate ? endMoment(receipt.previousEndDate) : 0,
    );
    const bought = endMoment(receipt.levelEndDate) - from;
    next = {
      approvalLevel: user.approvalLevel,
      endDate: new Date(endMoment(user.endDate) - Math.max(0, bought)).toISOString(),
    };
  } else {
    next = { approvalLevel: user.approvalLevel, endDate: null };
  }
  // Paid time that has already run out is level 1, as when a plan expires.
  if (next.approvalLevel >= PAID_LEVEL && next.endDate !== null && endMoment(next.endDate) <= now.getTime())
    next = { ...next, approvalLevel: FREE_LEVEL };
  return next;
}

/** Marks the receipt refunded and lowers the level, in the caller's transaction; false when it was already refunded. */
export async function refundReceipt(
  trx: DbOrTrx,
  receipt: ReceiptRow,
  by: { actor: { id: number; username: string } | null; reason: string },
  now = new Date(),
): Promise<boolean> {
  const marked = await trx
    .updateTable('payments')
    .set({ refundedAt: now.toISOString() })
    .where('id', '=', receipt.id)
    .where('refundedAt', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  const user = await trx.selectFrom('users').selectAll().where('id', '=', receipt.userId).executeTakeFirst();
  if (!user) return true;
  const next = levelAfterRefund(user, receipt, now);
  await trx.updateTable('users').set(next).where('id', '=', user.id).execute();
  await recordAudit(trx, {
    actor: by.actor,
    action: 'refund',
    entity: 'user',
    entityId: user.id,
    before: { approvalLevel: user.approvalLevel, endDate: user.endDate },
    after: { ...next, paymentId: receipt.id, reason: by.reason },
  });
  if (receipt.source === 'paypal_order') {
    await trx
      .updateTable('paymentOrders')
      .set({ status: 'refunded' })
      .where('id', '=', Number(receipt.sourceId))
      .execute();
  }
  return true;
}
