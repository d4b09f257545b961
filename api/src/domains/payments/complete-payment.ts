// One completed payment, whatever the method: a receipt row and the level it buys, in the
// caller's transaction, so both happen or neither does.
import { centsToDollars } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import { grantPlan } from './plan-level.js';
import type { PlanRow } from './plans-repository.js';
import { insertReceipt, type ReceiptRow } from './receipts-repository.js';

export interface PaymentSource {
  userId: number;
  plan: Pick<PlanRow, 'id' | 'planName' | 'billingPeriod'>;
  method: string;
  amount: number;
  currency: string;
  /** 'paypal_order' or 'claim', and that row's id. */
  source: 'paypal_order' | 'claim';
  sourceId: string;
}

export async function completePayment(trx: DbOrTrx, payment: PaymentSource, now = new Date()) {
  const granted = await grantPlan(trx, payment.userId, payment.plan.billingPeriod, now);
  const receipt = await insertReceipt(trx, {
    userId: payment.userId,
    planId: payment.plan.id,
    planName: payment.plan.planName,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    source: payment.source,
    sourceId: payment.sourceId,
    levelEndDate: granted.endDate,
    createdAt: now.toISOString(),
  });
  return { receipt, ...granted };
}

const METHOD_NAMES: Record<string, string> = { paypal: 'PayPal', card: 'Card (through PayPal)', zelle: 'Zelle', bank_transfer: 'Bank transfer' };

/** The payment confirmation email (sent after the transaction committed; a mail failure never undoes a payment). */
export async function sendReceipt(mailer: Mailer, to: string, receipt: ReceiptRow): Promise<void> {
  const until = receipt.levelEndDate ? `until ${receipt.levelEndDate.slice(0, 10)}` : 'with no end date (lifetime)';
  await mailer.send({
    to,
    subject: `Payment received: ${receipt.planName}`,
    text: [
      'Thank you. We received your payment.',
      '',
      `Plan: ${receipt.planName}`,
      `Amount: $${centsToDollars(receipt.amount)} ${receipt.currency}`,
      `Method: ${METHOD_NAMES[receipt.method] ?? receipt.method}`,
      `Receipt number: ${receipt.id}`,
      `Date: ${receipt.createdAt.slice(0, 10)}`,
      '',
      `Your account now has Level 2 (all questions and Test mode) ${until}.`,
    ].join('\n'),
  });
}
