// PayPal orders as we created them: who, which plan, what amount. The capture is checked against this row.
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, PaymentOrdersTable } from '../../db/database.js';

export type OrderRow = Selectable<PaymentOrdersTable>;

export async function insertOrder(db: DbOrTrx, order: Insertable<PaymentOrdersTable>): Promise<void> {
  await db.insertInto('paymentOrders').values(order).execute();
}

export function findOrderByProviderId(db: DbOrTrx, providerOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('providerOrderId', '=', providerOrderId).executeTakeFirst();
}

/** Moves an order out of 'created' once; answers false when another request already did. */
export async function settleOrder(db: DbOrTrx, id: number, changes: { status: string; captureId: string | null; completedAt: string }): Promise<boolean> {
  const result = await db.updateTable('paymentOrders').set(changes).where('id', '=', id).where('status', '=', 'created').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
