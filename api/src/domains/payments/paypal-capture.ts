// Capturing a PayPal order and believing only PayPal's answer (issues 10 and 21): a capture
// COMPLETED for the amount and currency we recorded pays; PENDING is recorded and read back later;
// a capture whose answer was lost is read back (GET /v2/checkout/orders/{id}) on the retry instead
// of being sent again blindly. The same applyPaypalOrder settles what a read-back, the periodic job,
// the admin screen or a webhook learns, so every path ends in the same record, once.
import type { PaymentResult } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { completePayment, sendReceipt } from './complete-payment.js';
import { findOrder, settleOrder, updateOrder, type OrderRow } from './orders-repository.js';
import { PaypalApiError, PaypalUnreachableError, type PaypalClient, type PaypalOrder } from './paypal-client.js';
import { findPlan } from './plans-repository.js';
import { dollarsToCents } from './plan-price.js';
import { findReceiptBySource, toPaymentDto, type ReceiptRow } from './receipts-repository.js';
import { refundReceipt } from './refund.js';
import { methodSwitchedOn, paidWithOf, refundRefusedCapture } from './paid-with.js';
import { METHOD_OFF } from './purchase-rules.js';

export const PAYMENT_ERROR = 'Unable to process payment. Please check your card information and try again.';
export const PAYPAL_DECLINED =
  'PayPal declined this payment. Please choose another way to pay in the PayPal window, or another payment method.';
export const AMOUNT_HELD = 'The amount PayPal took does not match the plan. An admin will check this payment.';
export const PENDING_TEXT =
  'PayPal is still reviewing this payment. Your level will change as soon as PayPal completes it; you do not need to pay again.';

export interface CaptureDeps {
  db: Db;
  paypal: PaypalClient;
  mailer: Mailer;
}

/** What PayPal's answer did to our record. */
export type Settlement =
  | { kind: 'paid'; result: PaymentResult }
  | { kind: 'pending' }
  | { kind: 'declined' }
  | { kind: 'amount' }
  | { kind: 'refunded' }
  /** Paid with a method that is switched off: refunded, or refund_due until PayPal takes the refund (issue 34). */
  | { kind: 'method_off' }
  /** PayPal has no capture yet (created or approved): nothing to settle. */
  | { kind: 'not_captured' };

function resultOf(order: OrderRow, receipt: ReceiptRow): PaymentResult {
  return {
    orderId: order.providerOrderId,
    status: 'COMPLETED',
    approvalLevel: 2,
    endDate: receipt.levelEndDate,
    payment: toPaymentDto(receipt),
  };
}

const firstCapture = (answer: PaypalOrder) => answer.purchase_units?.[0]?.payments?.captures?.[0];

/** Applies PayPal's view of an order to our record, once, whichever path learned it. */
export async function applyPaypalOrder(
  deps: CaptureDeps,
  order: OrderRow,
  answer: PaypalOrder,
  now = new Date(),
): Promise<Settlement> {
  const { db, mailer } = deps;
  const capture = firstCapture(answer);
  if (answer.id !== order.providerOrderId || !capture) return { kind: 'not_captured' };
  const paid = capture.amount ? dollarsToCents(capture.amount.value) : null;
  const facts = {
    captureId: capture.id,
    paidAmount: paid,
    paidCurrency: capture.amount?.currency_code ?? null,
    checkedAt: now.toISOString(),
  };
  const status = capture.status;

  if (status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') {
    const receipt = await findReceiptBySource(db, 'paypal_order', String(order.id));
    await db.transaction().execute(async (trx) => {
      if (receipt)
        await refundReceipt(trx, receipt, { actor: null, reason: `PayPal capture ${capture.id} ${status}` }, now);
      else if (!(await settleOrder(trx, order.id, { status: 'refunded', ...facts })))
        await updateOrder(trx, order.id, { checkedAt: facts.checkedAt });
    });
    return { kind: 'refunded' };
  }
  const earlier = await findReceiptBySource(db, 'paypal_order', String(order.id));
  if (earlier) return { kind: 'paid', result: resultOf(order, earlier) };
  if (status === 'PENDING') {
    await updateOrder(db, order.id, { ...facts, ...(order.status === 'created' ? { status: 'pending' } : {}) });
    return { kind: 'pending' };
  }
  if (status !== 'COMPLETED') {
    await settleOrder(db, order.id, { status: 'declined', ...facts, completedAt: now.toISOString() });
    return { kind: 'declined' };
  }
  // How the buyer really paid, not the order's label, must be a method that is on (issue 34).
  const paidWith = paidWithOf(answer) ?? order.method ?? 'paypal';
  if (order.status === 'refund_due' || !(await methodSwitchedOn(db, paidWith))) {
    await refundRefusedCapture(db, deps.paypal, order, paidWith, facts);
    return { kind: 'method_off' };
  }
  if (paid !== order.amount || capture.amount?.currency_code !== order.currency) {
    await settleOrder(db, order.id, { status: 'amount_mismatch', ...facts, completedAt: now.toISOString() });
    return { kind: 'amount' };
  }

  const plan = await findPlan(db, order.planId);
  if (!plan) throw notFound('Plan not found');
  const outcome = await db.transaction().execute(async (trx) => {
    // Only the request that moves the order out of created/pending pays; a concurrent one reads its receipt.
    if (!(await settleOrder(trx, order.id, { status: 'completed', ...facts, completedAt: now.toISOString() })))
      return null;
    const method = paidWith;
    return completePayment(
      trx,
      {
        userId: order.userId,
        plan,
        method,
        amount: order.amount,
        currency: order.currency,
        source: 'paypal_order',
        sourceId: String(order.id),
      },
      now,
    );
  });
  if (!outcome) {
    const receipt = await findReceiptBySource(db, 'paypal_order', String(order.id));
    if (!receipt) throw conflict('This order was already settled');
    return { kind: 'paid', result: resultOf(order, receipt) };
  }
  const user = await db
    .selectFrom('users')
    .select(['email', 'preferredLanguage'])
    .where('id', '=', order.userId)
    .executeTakeFirst();
  if (user) await sendReceipt(mailer, user.email, outcome.receipt, user.preferredLanguage);
  return { kind: 'paid', result: resultOf(order, outcome.receipt) };
}

/** Reads the order back from PayPal and settles what it says (periodic job, admin, retry). */
export async function reconcileOrder(deps: CaptureDeps, order: OrderRow): Promise<Settlement> {
  const answer = await deps.paypal.getOrder(order.providerOrderId);
  const settlement = await applyPaypalOrder(deps, order, answer);
  if (settlement.kind === 'not_captured') await updateOrder(deps.db, order.id, { checkedAt: new Date().toISOString() });
  return settlement;
}

function paypalFailure(error: unknown, method: string | null): HttpError {
  if (error instanceof PaypalUnreachableError)
    return new HttpError(502, 'PayPal did not answer in time. Please try again: a payment is never taken twice.');
  if (error instanceof PaypalApiError) {
    if (error.issue === 'ORDER_NOT_APPROVED')
      return new HttpError(422, 'This payment was not approved in PayPal yet. Please approve it in the PayPal window.');
    if (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'TRANSACTION_REFUSED') return declined(method);
    return new HttpError(502, `PayPal refused the payment (${error.errorName}). Please try again.`);
  }
  throw error;
}

/** A card refusal keeps the spec's card text; a PayPal refusal says so in PayPal's terms. */
const declined = (method: string | null) => new HttpError(402, method === 'card' ? PAYMENT_ERROR : PAYPAL_DECLINED);

/** What the learner's capture call answers for a settlement. */
export type CaptureAnswer =
  { status: 200; body: PaymentResult } | { status: 202; body: { orderId: string; status: 'PENDING'; message: string } };

function answerFor(order: OrderRow, settlement: Settlement): CaptureAnswer | null {
  switch (settlement.kind) {
    case 'paid':
      return { status: 200, body: settlement.result };
    case 'pending':
      return { status: 202, body: { orderId: order.providerOrderId, status: 'PENDING', message: PENDING_TEXT } };
    case 'declined':
      throw declined(order.method);
    case 'amount':
      throw conflict(AMOUNT_HELD);
    case 'refunded':
      throw conflict('This payment was refunded in PayPal.');
    case 'method_off':
      throw forbidden(METHOD_OFF);
    case 'not_captured':
      return null;
  }
}

/** `mayCapture` throws when this account or method may not pay now (checked after a repeat is answered). */
export async function captureOrder(
  deps: CaptureDeps,
  userId: number,
  order: OrderRow,
  mayCapture: () => Promise<void>,
): Promise<CaptureAnswer> {
  const { db, paypal } = deps;
  if (order.userId !== userId) throw forbidden('This order belongs to another account');

  // A second call answers the first result and changes nothing.
  const earlier = await findReceiptBySource(db, 'paypal_order', String(order.id));
  if (earlier) return { status: 200, body: resultOf(order, earlier) };
  await mayCapture();
  if (order.status === 'amount_mismatch') throw conflict(AMOUNT_HELD);
  if (order.status === 'declined') throw declined(order.method);
  if (order.status === 'refunded') throw conflict('This payment was refunded in PayPal.');
  if (order.status === 'refund_due') throw forbidden(METHOD_OFF);

  try {
    // A capture already sent (its answer lost, or PayPal held it): read the order back first.
    if (order.captureSentAt || order.status === 'pending') {
      const known = answerFor(order, await reconcileOrder(deps, order));
      if (known) return known;
    }
    await updateOrder(db, order.id, { captureSentAt: new Date().toISOString() });
    let answer: PaypalOrder;
    try {
      answer = await paypal.captureOrder(order.providerOrderId);
    } catch (error) {
      // Captured already (by an earlier request whose answer we never saw): read what PayPal holds.
      if (error instanceof PaypalApiError && error.issue === 'ORDER_ALREADY_CAPTURED')
        answer = await paypal.getOrder(order.providerOrderId);
      else throw error;
    }
    const fresh = (await findOrder(db, order.id)) ?? order;
    const settled = answerFor(fresh, await applyPaypalOrder(deps, fresh, answer));
    if (!settled) throw new HttpError(502, 'PayPal did not capture the payment. Please try again.');
    return settled;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw paypalFailure(error, order.method);
  }
}
