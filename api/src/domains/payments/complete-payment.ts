// One completed payment, whatever the method: a receipt row and the level it buys, in the
// caller's transaction, so both happen or neither does.
import type { DbOrTrx } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import { grantPlan } from '../../services/plan-level.js';
import type { PlanRow } from './plans-repository.js';
import { insertReceipt, type ReceiptRow } from './receipts-repository.js';
import { receiptMail } from './receipt-mail.js';

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
    previousLevel: granted.before.approvalLevel,
    previousEndDate: granted.before.endDate,
  });
  return { receipt, ...granted };
}

/** The payment confirmation email, in the learner's language (sent after the transaction committed; a mail failure never undoes a payment). */
export async function sendReceipt(
  mailer: Mailer,
  to: string,
  receipt: ReceiptRow,
  language?: string | null,
): Promise<void> {
  await mailer.send(receiptMail(to, receipt, language));
}
