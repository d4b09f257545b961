// PayPal orders as we recorded them: created when the learner starts paying, then completed,
// pending (PayPal holds the capture), declined, amount_mismatch or refunded from PayPal's answers,
// refund_due while a capture made with a switched-off method waits for its refund.
// The amount is the plan's price when the order was made: the capture is checked against this row.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx, PaymentOrdersTable } from '../../db/database.js';

export type OrderRow = Selectable<PaymentOrdersTable>;

/**
 * Statuses an order can still leave; a completed, declined, mismatched or refunded order is settled.
 * refund_due: captured with a payment method that was off, and PayPal did not take the refund yet (issue 34).
 */
export const OPEN_ORDER_STATUSES = ['created', 'pending', 'refund_due'] as const;

export async function insertOrder(db: DbOrTrx, order: Insertable<PaymentOrdersTable>): Promise<void> {
  await db.insertInto('paymentOrders').values(order).execute();
}

export function findOrderByProviderId(db: DbOrTrx, providerOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('providerOrderId', '=', providerOrderId).executeTakeFirst();
}

export function findOrderByCaptureId(db: DbOrTrx, captureId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('captureId', '=', captureId).executeTakeFirst();
}

export function findOrder(db: DbOrTrx, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an open order to a new status once; answers false when another request already settled it. */
export async function settleOrder(
  db: DbOrTrx,
  id: number,
  changes: Updateable<PaymentOrdersTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateOrder(db: DbOrTrx, id: number, changes: Updateable<PaymentOrdersTable>): Promise<void> {
  await db.updateTable('paymentOrders').set(changes).where('id', '=', id).execute();
}

/** Orders to read back from PayPal: held captures, and captures sent whose answer never came. */
export function listOrdersToReconcile(db: DbOrTrx, sentBefore: string): Promise<OrderRow[]> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['pending', 'refund_due']),
        eb.and([
          eb('status', '=', 'created'),
          eb('captureSentAt', 'is not', null),
          eb('captureSentAt', '<', sentBefore),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
}

/** What an admin must look at: held, unanswered or mismatched orders. */
export function listProblemOrders(db: DbOrTrx): Promise<OrderRow[]> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['pending', 'amount_mismatch', 'refund_due']),
        eb.and([eb('status', '=', 'created'), eb('captureSentAt', 'is not', null)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
