// PayPal Orders v2 against a local fake PayPal server speaking the real protocol.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { updateUser } from '../../services/accounts.js';
import { createOrder, planOrder, planByPeriod, paypalAppsClosedAfterEach, userLevel } from './test-kit.js';

const paypalApp = paypalAppsClosedAfterEach();

const receiptCount = async (app: CivicsApp) => (await app.db.selectFrom('payments').selectAll().execute()).length;

describe('PayPal checkout', () => {
  it('GET /paypal/setup answers JSON: a client token when configured, 503 {error, message} when not, 401 signed out', async () => {
    const { app, fake } = await paypalApp();
    const learner = await signUp(app, 'setup1', { level: 1 });
    const setup = await fetchAs(app, learner.cookie, 'GET', '/paypal/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.json().clientToken).toMatch(/^fake-client-token-/);
    expect(setup.json().clientId).toBe(fake.clientId);
    // Unset PAYPAL_SDK_BASE: PayPal's sandbox SDK outside production.
    expect(setup.json().sdkBase).toBe('https://www.sandbox.paypal.com/sdk/js');
    expect((await app.inject({ method: 'GET', url: '/paypal/setup' })).statusCode).toBe(401);

    const plain = await buildTestApp();
    const other = await signUp(plain, 'setup2', { level: 1 });
    const missing = await plain.inject({
      method: 'GET',
      url: '/paypal/setup',
      headers: { 'x-requested-with': 'fetch', cookie: other.cookie },
    });
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.json()).toEqual({
      error: 'Service Unavailable',
      message: 'PayPal is not configured on this server',
    });
    const order = await createOrder(plain, other.cookie, { amount: '9.99', currency: 'USD', intent: 'CAPTURE' });
    expect(order.statusCode).toBe(503);
  }, 60_000); // two apps with a sign-up each: more than the default on a busy 2-core machine

  it('a capture of an approved monthly order raises the learner to level 2 for one month, once, with a receipt mail; the token is cached', async () => {
    const { app, fake } = await paypalApp();
    const learner = await signUp(app, 'payer1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const created = await createOrder(app, learner.cookie, planOrder(monthly));
    expect(created.statusCode).toBe(200);
    const orderId = created.json().id as string;
    expect(fake.orders.get(orderId)?.amount).toEqual({ currency_code: 'USD', value: monthly.dollars });

    fake.approve(orderId);
    const before = Date.now();
    const capture = await fetchAs(app, learner.cookie, 'POST', `/paypal/order/${orderId}/capture`);
    expect(capture.statusCode).toBe(200);
    const result = capture.json();
    expect(result).toMatchObject({
      orderId,
      status: 'COMPLETED',
      approvalLevel: 2,
      payment: { planId: monthly.id, amount: Math.round(Number(monthly.dollars) * 100), method: 'paypal' },
    });
    const endDate = new Date(result.endDate as string);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(endDate.getTime() - expected.getTime())).toBeLessThan(3 * 24 * 3600 * 1000);
    expect(endDate.getTime()).toBeGreaterThan(before + 27 * 24 * 3600 * 1000);

    const me = (await fetchAs(app, learner.cookie, 'GET', '/api/user')).json();
    expect(me.approval_level).toBe(2);
    expect(me.end_date).toBe(result.endDate);
    expect(
      app.mailer.sent.filter((m) => m.to === 'payer1@example.com' && m.subject.startsWith('Đã nhận thanh toán')),
    ).toHaveLength(1);

    // Repeated capture: the same answer, nothing changes, PayPal is not asked again.
    const capturesSoFar = fake.captureRequests;
    const again = await fetchAs(app, learner.cookie, 'POST', `/paypal/order/${orderId}/capture`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect(fake.captureRequests).toBe(capturesSoFar);
    expect(await receiptCount(app)).toBe(1);
    expect((await userLevel(app, learner.user.id)).endDate).toBe(result.endDate);
    expect(app.mailer.sent.filter((m) => m.subject.startsWith('Đã nhận thanh toán'))).toHaveLength(1);
    expect(fake.tokenRequests).toBe(1);

    const history = (await fetchAs(app, learner.cookie, 'GET', '/api/payments/history')).json();
    expect(history.payments).toEqual([result.payment]);
  });

  it('a renewal extends from the current end date; a yearly plan adds a year; one-time leaves no end date', async () => {
    const { app, fake } = await paypalApp();
    const learner = await signUp(app, 'renew1', { level: 1 });
    const future = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    await updateUser(app.db, learner.user.id, { approvalLevel: 2, endDate: future });
    const yearly = await planByPeriod(app, 'yearly');
    const order = (
      await createOrder(app, learner.cookie, { amount: yearly.dollars, currency: 'USD', intent: 'CAPTURE' })
    ).json().id as string;
    fake.approve(order);
    const result = (await fetchAs(app, learner.cookie, 'POST', `/paypal/order/${order}/capture`)).json();
    const expected = new Date(future);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(result.endDate).toBe(expected.toISOString());

    const lifetime = await planByPeriod(app, 'one-time');
    const order2 = (await createOrder(app, learner.cookie, planOrder(lifetime))).json().id as string;
    fake.approve(order2);
    const result2 = (await fetchAs(app, learner.cookie, 'POST', `/paypal/order/${order2}/capture`)).json();
    expect(result2.endDate).toBeNull();
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 2, endDate: null });
  });

  it('refuses an amount that is not a plan price, a wrong currency or intent, and bad input, storing no order', async () => {
    const { app, fake } = await paypalApp();
    const learner = await signUp(app, 'tamper1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '0.01', currency: 'USD', intent: 'CAPTURE', planId: monthly.id }, 'Amount does not match any plan'],
      [{ amount: '1.00', currency: 'USD', intent: 'CAPTURE' }, 'Amount does not match any plan'],
      [
        { amount: monthly.dollars, currency: 'EUR', intent: 'CAPTURE', planId: monthly.id },
        'Amount does not match any plan',
      ],
      [{ amount: monthly.dollars, currency: 'USD', intent: 'AUTHORIZE' }, 'Only the CAPTURE intent is supported'],
      [{ amount: 'ten', currency: 'USD', intent: 'CAPTURE' }, 'Please send the amount as dollars, for example 49.99'],
      [{ amount: monthly.dollars, currency: 'USD', intent: 'CAPTURE', planId: 9999 }, 'This plan is not available'],
    ];
    for (const [payload, message] of cases) {
      const answer = await createOrder(app, learner.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await createOrder(app, learner.cookie, { amount: '9.99', currency: 'USD' })).statusCode).toBe(400);
    expect(
      (await createOrder(app, '', { amount: monthly.dollars, currency: 'USD', intent: 'CAPTURE' })).statusCode,
    ).toBe(401);
    expect(await app.db.selectFrom('paymentOrders').selectAll().execute()).toHaveLength(0);
    expect(fake.orders.size).toBe(0);
  });

  it('a declined, unapproved, wrong-amount or timed-out capture changes nothing', async () => {
    const { app, fake } = await paypalApp();
    const learner = await signUp(app, 'fail1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const newOrder = async () => (await createOrder(app, learner.cookie, planOrder(monthly))).json().id as string;
    const capture = (id: string) => fetchAs(app, learner.cookie, 'POST', `/paypal/order/${id}/capture`);

    const unapproved = await newOrder();
    const notApproved = await capture(unapproved);
    expect(notApproved.statusCode).toBe(422);

    const declined = await newOrder();
    fake.approve(declined);
    fake.captureMode = 'declined';
    const refused = await capture(declined);
    expect(refused.statusCode).toBe(402);
    // A PayPal refusal in PayPal's terms, not the card form's text.
    expect(refused.json().message).toBe(
      'PayPal declined this payment. Please choose another way to pay in the PayPal window, or another payment method.',
    );

    const timedOut = await newOrder();
    fake.approve(timedOut);
    fake.captureMode = 'timeout';
    expect((await capture(timedOut)).statusCode).toBe(502);

    const wrong = await newOrder();
    fake.approve(wrong);
    fake.captureMode = 'wrong-amount';
    expect((await capture(wrong)).statusCode).toBe(409);
    expect((await capture(wrong)).statusCode).toBe(409);
    expect(
      (
        await app.db
          .selectFrom('paymentOrders')
          .select('status')
          .where('providerOrderId', '=', wrong)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('amount_mismatch');

    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });
    expect(await receiptCount(app)).toBe(0);
    expect(app.mailer.sent.filter((m) => m.subject.startsWith('Đã nhận thanh toán'))).toHaveLength(0);

    // The order that timed out is captured on a retry once PayPal answers again.
    fake.captureMode = 'completed';
    expect((await capture(timedOut)).statusCode).toBe(200);
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(2);
  });

  it("refuses another user's order with 403, and an unknown order with 404", async () => {
    const { app, fake } = await paypalApp();
    const owner = await signUp(app, 'owner1', { level: 1 });
    const thief = await signUp(app, 'thief1', { level: 1 });
    const admin = await signInAdmin(app);
    const monthly = await planByPeriod(app, 'monthly');
    const id = (
      await createOrder(app, owner.cookie, { amount: monthly.dollars, currency: 'USD', intent: 'CAPTURE' })
    ).json().id as string;
    fake.approve(id);
    for (const cookie of [thief.cookie, admin.cookie]) {
      const answer = await fetchAs(app, cookie, 'POST', `/paypal/order/${id}/capture`);
      expect(answer.statusCode).toBe(403);
    }
    expect((await fetchAs(app, thief.cookie, 'POST', '/paypal/order/NOPE123/capture')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/paypal/order/${id}/capture` })).statusCode).toBe(401);
    expect(fake.captureRequests).toBe(0);
    expect(await userLevel(app, thief.user.id)).toEqual({ approvalLevel: 1, endDate: null });
    // The same routes answer under /api for the web app.
    expect((await fetchAs(app, owner.cookie, 'POST', `/api/paypal/order/${id}/capture`)).statusCode).toBe(200);
  });
});
