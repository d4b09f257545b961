// Capturing a PayPal order and believing only PayPal's answer: status COMPLETED with the amount
// and currency of the plan we recorded when the order was created (issue 10).
import type { PaymentResult } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { completePayment, sendReceipt } from './complete-payment.js';
import { findOrderByProviderId, settleOrder, type OrderRow } from './orders-repository.js';
import { PaypalApiError, PaypalUnreachableError, type PaypalClient, type PaypalOrder } from './paypal-client.js';
import { findPlan } from './plans-repository.js';
import { findReceiptBySource, toPaymentDto, type ReceiptRow } from './receipts-repository.js';
import { dollarsToCents } from './plan-price.js';

export const PAYMENT_ERROR = 'Unable to process payment. Please check your card information and try again.';

function resultOf(order: OrderRow, receipt: ReceiptRow): PaymentResult {
  return { orderId: order.providerOrderId, status: 'COMPLETED', approvalLevel: 2, endDate: receipt.levelEndDate, payment: toPaymentDto(receipt) };
}

/** Why PayPal's answer is not a payment we accept, or null when it is. */
export function captureProblem(order: OrderRow, answer: PaypalOrder): 'declined' | 'amount' | null {
  const capture = answer.purchase_units?.[0]?.payments?.captures?.[0];
  if (answer.id !== order.providerOrderId || answer.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') return 'declined';
  const paid = capture.amount ? dollarsToCents(capture.amount.value) : null;
  if (paid !== order.amount || capture.amount?.currency_code !== order.currency) return 'amount';
  return null;
}

function paypalFailure(error: unknown): HttpError {
  if (error instanceof PaypalUnreachableError)
    return new HttpError(502, 'PayPal did not answer in time. Please try again: a payment is never taken twice.');
  if (error instanceof PaypalApiError) {
    if (error.issue === 'ORDER_NOT_APPROVED') return new HttpError(422, 'This payment was not approved in PayPal yet. Please approve it in the PayPal window.');
    if (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'TRANSACTION_REFUSED') return new HttpError(402, PAYMENT_ERROR);
    return new HttpError(502, `PayPal refused the payment (${error.errorName}). Please try again.`);
  }
  throw error;
}

export async function captureOrder(deps: { db: Db; paypal: PaypalClient; mailer: Mailer }, userId: number, providerOrderId: string): Promise<PaymentResult> {
  const { db, paypal, mailer } = deps;
  const order = await findOrderByProviderId(db, providerOrderId);
  if (!order) throw notFound('Order not found');
  if (order.userId !== userId) throw forbidden('This order belongs to another account');

  // A second call answers the first result and changes nothing.
  const earlier = await findReceiptBySource(db, 'paypal_order', String(order.id));
  if (earlier) return resultOf(order, earlier);
  if (order.status === 'amount_mismatch') throw conflict('The amount PayPal took does not match the plan. An admin will check this payment.');

  let answer: PaypalOrder;
  try {
    answer = await paypal.captureOrder(providerOrderId);
  } catch (error) {
    throw paypalFailure(error);
  }
  const problem = captureProblem(order, answer);
  if (problem === 'declined') throw new HttpError(402, PAYMENT_ERROR);

  const plan = await findPlan(db, order.planId);
  if (!plan) throw notFound('Plan not found');
  const captureId = answer.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? null;
  const now = new Date();
  const outcome = await db.transaction().execute(async (trx) => {
    if (problem === 'amount') {
      await settleOrder(trx, order.id, { status: 'amount_mismatch', captureId, completedAt: now.toISOString() });
      return null;
    }
    // Only the request that moves the order out of 'created' pays; a concurrent one reads its receipt.
    if (!(await settleOrder(trx, order.id, { status: 'completed', captureId, completedAt: now.toISOString() }))) return undefined;
    return completePayment(
      trx,
      { userId, plan, method: answer.payment_source?.card ? 'card' : 'paypal', amount: order.amount, currency: order.currency, source: 'paypal_order', sourceId: String(order.id) },
      now,
    );
  });
  if (outcome === null) throw conflict('The amount PayPal took does not match the plan. An admin will check this payment.');
  if (outcome === undefined) {
    const receipt = await findReceiptBySource(db, 'paypal_order', String(order.id));
    if (!receipt) throw conflict('This order was already settled');
    return resultOf(order, receipt);
  }
  const user = await db.selectFrom('users').select(['email', 'preferredLanguage']).where('id', '=', userId).executeTakeFirst();
  if (user) await sendReceipt(mailer, user.email, outcome.receipt, user.preferredLanguage);
  return resultOf(order, outcome.receipt);
}
