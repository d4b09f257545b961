// Issue 34: the "card" or "paypal" label an order was opened with is only what the screen asked
// for; how the buyer really paid is PayPal's payment_source in the order (capture) answer. A capture
// made with a method the admin switched off is not honoured: its money goes back (Payments v2 refund
// of the capture) and the learner is told the method is off. If PayPal cannot take the refund now,
// the order waits as refund_due and the periodic read-back asks again (the request id makes a
// repeat safe), so no money stays with us for a method that was off.
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../services/audit.js';
import { updateOrder, type OrderRow } from './orders-repository.js';
import type { PaypalClient, PaypalOrder } from './paypal-client.js';

/** The method PayPal says the buyer used, or null when its answer does not say. */
export function paidWithOf(answer: PaypalOrder): 'card' | 'paypal' | null {
  if (answer.payment_source?.card) return 'card';
  if (answer.payment_source?.paypal) return 'paypal';
  return null;
}

/** Whether the admin's switch for this method is on now (PayPal itself is configured: it answered). */
export async function methodSwitchedOn(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('paymentMethods')
    .select(['isActive', 'isEnabled'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.isActive === 1 && row.isEnabled === 1;
}

export interface CaptureFacts {
  captureId: string;
  paidAmount: number | null;
  paidCurrency: string | null;
  checkedAt: string;
}

/** Gives the capture back; answers true once PayPal took the refund, false while it is still due. */
export async function refundRefusedCapture(
  db: Db,
  paypal: PaypalClient,
  order: OrderRow,
  paidWith: string,
  facts: CaptureFacts,
): Promise<boolean> {
  try {
    await paypal.refundCapture(facts.captureId);
  } catch {
    await updateOrder(db, order.id, { status: 'refund_due', ...facts });
    return false;
  }
  await db.transaction().execute(async (trx) => {
    await updateOrder(trx, order.id, { status: 'refunded', ...facts, completedAt: facts.checkedAt });
    await recordAudit(trx, {
      actor: null,
      action: 'refund',
      entity: 'payment_order',
      entityId: order.id,
      before: { status: order.status, method: order.method },
      after: {
        status: 'refunded',
        paidWith,
        captureId: facts.captureId,
        reason: `paid with ${paidWith}, which is switched off`,
      },
    });
  });
  return true;
}
