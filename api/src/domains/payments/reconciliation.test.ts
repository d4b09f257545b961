// No payment PayPal took is ever lost (issue 21): a PENDING capture is recorded and read back until
// COMPLETED (on the learner's retry, by the periodic job and from the admin screen); a lost capture
// answer is read back on the retry; PayPal's webhook is verified with verify-webhook-signature and
// updates the same record; mismatched amounts are listed for the admin; refunds lower the level.
import { describe, expect, it } from 'vitest';
import { signInAdmin, signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';
import { reconcileOpenOrders } from './reconcile-job.js';
import { approvedOrder, captureOrderCall, planByPeriod, paypalAppsClosedAfterEach, userLevel } from './test-kit.js';
import { fetchAs } from '../../test/requests.js';
import type { FakePaypal } from '../../test/fake-paypal.js';
import { createPaypalClient } from './paypal-client.js';

const started = paypalAppsClosedAfterEach();

const receipts = (app: CivicsApp) => app.db.selectFrom('payments').selectAll().execute();
const orderRow = (app: CivicsApp, providerOrderId: string) =>
  app.db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('providerOrderId', '=', providerOrderId)
    .executeTakeFirstOrThrow();
const receiptMails = (app: CivicsApp, to: string) =>
  app.mailer.sent.filter((m) => m.to === to && /Payment received|Đã nhận thanh toán/.test(m.subject));

/** An admin records a refund made in PayPal's dashboard (the cookie decides who asks). */
const postRefund = (app: CivicsApp, cookie: string, paymentId: number, payload: { reason?: string }) =>
  fetchAs(app, cookie, 'POST', `/api/admin/payments/${paymentId}/refund`, payload);
const refundedAt = async (app: CivicsApp, paymentId: number) =>
  (await app.db.selectFrom('payments').select('refundedAt').where('id', '=', paymentId).executeTakeFirstOrThrow())
    .refundedAt;

function postWebhook(app: CivicsApp, event: unknown, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/paypal/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(event),
  });
}

/** A new learner at level 1 whose monthly order PayPal holds as PENDING at the first capture call. */
async function heldMonthlyOrder(app: CivicsApp, fake: FakePaypal, username: string) {
  const learner = await signUp(app, username, { level: 1 });
  const monthly = await planByPeriod(app, 'monthly');
  const id = await approvedOrder(app, fake, learner.cookie, monthly);
  fake.captureMode = 'pending';
  const firstCapture = await captureOrderCall(app, learner.cookie, id);
  return { learner, id, firstCapture };
}

const captureEvent = (type: string, orderId: string, captureId: string) => ({
  id: `WH-${captureId}-${type}`,
  event_type: type,
  resource_type: 'capture',
  resource: {
    id: captureId,
    status: type.split('.').pop(),
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

describe('PayPal reconciliation', () => {
  it('a PENDING capture is recorded as pending (level not raised), then a retry reads the order back and raises the level once COMPLETED', async () => {
    const { app, fake } = await started();
    const { learner, id, firstCapture: first } = await heldMonthlyOrder(app, fake, 'pend1');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ orderId: id, status: 'PENDING' });
    expect(first.json().message).toMatch(/PayPal is still reviewing/);
    expect((await orderRow(app, id)).status).toBe('pending');
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });

    // Still pending: the retry reads back (no second capture) and says so again.
    const captures = fake.captureRequests;
    expect((await captureOrderCall(app, learner.cookie, id)).statusCode).toBe(202);
    expect(fake.captureRequests).toBe(captures);

    fake.settle(id, 'COMPLETED');
    const reads = fake.orderReads;
    const done = await captureOrderCall(app, learner.cookie, id);
    expect(done.statusCode).toBe(200);
    expect(fake.orderReads).toBe(reads + 1);
    expect(fake.captureRequests).toBe(captures);
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
    expect(await receipts(app)).toHaveLength(1);
    expect(receiptMails(app, 'pend1@example.com')).toHaveLength(1);
  });

  it('the periodic job reads held and unanswered orders back and settles them without the learner', async () => {
    const { app, fake } = await started();
    const { learner, id, firstCapture } = await heldMonthlyOrder(app, fake, 'pend2');
    expect(firstCapture.statusCode).toBe(202);
    const deps = {
      db: app.db,
      paypal: createPaypalClient({
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        apiBase: fake.url,
        timeoutMs: 1000,
      }),
      mailer: app.mailer,
    };
    expect(await reconcileOpenOrders(deps)).toBe(1);
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(1);
    fake.settle(id, 'COMPLETED');
    expect(await reconcileOpenOrders(deps)).toBe(1);
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
    expect((await orderRow(app, id)).status).toBe('completed');
    // Nothing open any more.
    expect(await reconcileOpenOrders(deps)).toBe(0);
    expect(await receipts(app)).toHaveLength(1);
  });

  it('a capture whose answer was lost (PayPal took the money) answers 502, and the retry reads the order back instead of failing forever', async () => {
    const { app, fake } = await started({ timeoutMs: 300 });
    const learner = await signUp(app, 'lost1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const id = await approvedOrder(app, fake, learner.cookie, monthly);
    fake.captureMode = 'lost';
    const lost = await captureOrderCall(app, learner.cookie, id);
    expect(lost.statusCode).toBe(502);
    expect(fake.orders.get(id)!.captures[0]!.status).toBe('COMPLETED');
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(1);

    fake.captureMode = 'completed';
    const retry = await captureOrderCall(app, learner.cookie, id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ orderId: id, status: 'COMPLETED', approvalLevel: 2 });
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
    expect(await receipts(app)).toHaveLength(1);
  });

  it('the admin lists held, unanswered and mismatched orders and reads one back; learners and strangers may not', async () => {
    const { app, fake } = await started();
    const learner = await signUp(app, 'mis1', { level: 1 });
    const admin = await signInAdmin(app);
    const monthly = await planByPeriod(app, 'monthly');
    const wrong = await approvedOrder(app, fake, learner.cookie, monthly);
    fake.captureMode = 'wrong-amount';
    const mismatch = await captureOrderCall(app, learner.cookie, wrong);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(
      'The amount PayPal took does not match the plan. An admin will check this payment.',
    );
    const held = await approvedOrder(app, fake, learner.cookie, monthly);
    fake.captureMode = 'pending';
    expect((await captureOrderCall(app, learner.cookie, held)).statusCode).toBe(202);

    const list = await fetchAs(app, admin.cookie, 'GET', '/api/admin/payments/orders');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<{
      id: number;
      providerOrderId: string;
      status: string;
      amount: number;
      paidAmount: number | null;
      user: { username: string };
    }>;
    expect(rows.map((r) => [r.providerOrderId, r.status]).sort()).toEqual(
      [
        [held, 'pending'],
        [wrong, 'amount_mismatch'],
      ].sort(),
    );
    const listed = rows.find((r) => r.providerOrderId === wrong)!;
    expect(listed).toMatchObject({ amount: monthly.cents, paidAmount: 100, user: { username: 'mis1' } });

    expect((await fetchAs(app, learner.cookie, 'GET', '/api/admin/payments/orders')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/payments/orders' })).statusCode).toBe(401);
    const heldId = rows.find((r) => r.providerOrderId === held)!.id;
    const reconcile = (cookie: string, orderId: number | string) =>
      fetchAs(app, cookie, 'POST', `/api/admin/payments/orders/${orderId}/reconcile`);
    expect((await reconcile(learner.cookie, heldId)).statusCode).toBe(403);
    expect((await reconcile(admin.cookie, 'abc')).statusCode).toBe(400);
    expect((await reconcile(admin.cookie, 99999)).statusCode).toBe(404);

    fake.settle(held, 'COMPLETED');
    const checked = await reconcile(admin.cookie, heldId);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ outcome: 'paid', order: { status: 'completed' } });
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
    const after = (await fetchAs(app, admin.cookie, 'GET', '/api/admin/payments/orders')).json() as Array<{
      providerOrderId: string;
    }>;
    expect(after.map((r) => r.providerOrderId)).toEqual([wrong]);
  });

  it('a verified PAYMENT.CAPTURE.COMPLETED webhook settles a held capture; a bad signature is refused and changes nothing', async () => {
    const { app, fake } = await started();
    const { learner, id, firstCapture } = await heldMonthlyOrder(app, fake, 'hook1');
    expect(firstCapture.statusCode).toBe(202);
    fake.settle(id, 'COMPLETED');
    const captureId = fake.orders.get(id)!.captures[0]!.id;
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', id, captureId);

    const forged = { ...fake.sign(event), 'paypal-transmission-sig': 'forged-signature' };
    const refused = await postWebhook(app, event, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Bad Request', message: 'The webhook signature did not verify' });
    const tampered = await postWebhook(
      app,
      { ...event, resource: { ...event.resource, id: 'CAPOTHER' } },
      fake.sign(event),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await postWebhook(app, event, {})).statusCode).toBe(400);
    expect((await postWebhook(app, { event_type: 'X' }, fake.sign(event))).statusCode).toBe(400);
    expect((await orderRow(app, id)).status).toBe('pending');
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(1);

    const accepted = await postWebhook(app, event, fake.sign(event));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, applied: 'paid' });
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
    // PayPal sends a webhook again when unsure: nothing changes the second time.
    expect((await postWebhook(app, event, fake.sign(event))).json()).toEqual({ received: true, applied: 'paid' });
    expect(await receipts(app)).toHaveLength(1);
    expect(receiptMails(app, 'hook1@example.com')).toHaveLength(1);
  });

  it('a DENIED webhook closes a held capture without a level', async () => {
    const { app, fake } = await started();
    const { learner, id } = await heldMonthlyOrder(app, fake, 'deny1');
    const capture = fake.settle(id, 'DECLINED');
    const event = captureEvent('PAYMENT.CAPTURE.DENIED', id, capture.id);
    expect((await postWebhook(app, event, fake.sign(event))).json()).toEqual({ received: true, applied: 'declined' });
    expect((await orderRow(app, id)).status).toBe('declined');
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(1);
    const retry = await captureOrderCall(app, learner.cookie, id);
    expect(retry.statusCode).toBe(402);
  });

  it('a refund by PayPal (webhook) puts the level back with an audit entry; a refund an admin records takes only the period it bought', async () => {
    const { app, fake } = await started();
    const learner = await signUp(app, 'refund1', { level: 1 });
    const admin = await signInAdmin(app);
    const monthly = await planByPeriod(app, 'monthly');
    const yearly = await planByPeriod(app, 'yearly');
    const first = await approvedOrder(app, fake, learner.cookie, monthly);
    expect((await captureOrderCall(app, learner.cookie, first)).statusCode).toBe(200);
    const afterMonthly = await userLevel(app, learner.user.id);
    const second = await approvedOrder(app, fake, learner.cookie, yearly);
    expect((await captureOrderCall(app, learner.cookie, second)).statusCode).toBe(200);
    const afterYearly = await userLevel(app, learner.user.id);
    const expectedYear = new Date(afterMonthly.endDate!);
    expectedYear.setUTCFullYear(expectedYear.getUTCFullYear() + 1);
    expect(afterYearly.endDate).toBe(expectedYear.toISOString());

    // An admin records that the monthly payment was refunded in PayPal's dashboard: the month goes, the year stays.
    const [yearlyReceipt, monthlyReceipt] = await app.db
      .selectFrom('payments')
      .selectAll()
      .orderBy('id', 'desc')
      .execute();
    expect((await postRefund(app, learner.cookie, monthlyReceipt!.id, { reason: 'x' })).statusCode).toBe(403);
    expect((await postRefund(app, admin.cookie, monthlyReceipt!.id, {})).statusCode).toBe(400);
    expect((await postRefund(app, admin.cookie, monthlyReceipt!.id, { reason: '   ' })).statusCode).toBe(400);
    expect(await refundedAt(app, monthlyReceipt!.id)).toBeNull();
    const byAdmin = await postRefund(app, admin.cookie, monthlyReceipt!.id, { reason: 'PayPal refund 1AB23' });
    expect(byAdmin.statusCode).toBe(200);
    const shifted = new Date(expectedYear);
    shifted.setTime(shifted.getTime() - (Date.parse(afterMonthly.endDate!) - Date.parse(monthlyReceipt!.createdAt)));
    expect(byAdmin.json()).toEqual({ approvalLevel: 2, endDate: shifted.toISOString() });
    expect((await postRefund(app, admin.cookie, monthlyReceipt!.id, { reason: 'again' })).statusCode).toBe(409);

    // PayPal refunds the yearly capture: its webhook puts the learner back at level 1.
    fake.refund(second);
    const captureId = fake.orders.get(second)!.captures[0]!.id;
    const event = {
      id: 'WH-REFUND-1',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: 'REF123',
        status: 'COMPLETED',
        links: [{ rel: 'up', method: 'GET', href: `${fake.url}/v2/payments/captures/${captureId}` }],
      },
    };
    const hook = await postWebhook(app, event, fake.sign(event));
    expect(hook.json()).toEqual({ received: true, applied: 'refunded' });
    const now = await userLevel(app, learner.user.id);
    expect(now.approvalLevel).toBe(1);
    expect(await refundedAt(app, yearlyReceipt!.id)).not.toBeNull();
    expect((await orderRow(app, second)).status).toBe('refunded');

    const audits = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'refund')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorName: 'boss', entity: 'user', entityId: String(learner.user.id) });
    expect(audits[1]).toMatchObject({ actorName: null, entity: 'user', entityId: String(learner.user.id) });
    const history = (await fetchAs(app, learner.cookie, 'GET', '/api/payments/history')).json();
    expect(history.payments.every((p: { refundedAt: string | null }) => p.refundedAt !== null)).toBe(true);
  });
});
