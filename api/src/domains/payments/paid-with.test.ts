// Issue 34: the off switch holds for how the learner really paid (PayPal's payment_source in the
// capture), not the label the order was opened with. A capture made with a switched-off method is
// refused and refunded (Payments v2), even when PayPal cannot take the refund at once.
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';
import { reconcileOpenOrders } from './reconcile-job.js';
import { createPaypalClient } from './paypal-client.js';
import {
  captureOrderCall,
  METHOD_OFF,
  createOrder,
  planOrder,
  planByPeriod,
  paypalAppsClosedAfterEach,
  userLevel,
} from './test-kit.js';

const startPaypalApp = paypalAppsClosedAfterEach();

const setSwitch = (app: CivicsApp, name: 'paypal' | 'card', on: boolean) =>
  app.db
    .updateTable('paymentMethods')
    .set({ isEnabled: on ? 1 : 0 })
    .where('name', '=', name)
    .execute();
const orderRow = (app: CivicsApp, providerOrderId: string) =>
  app.db
    .selectFrom('paymentOrders')
    .select(['status', 'captureId'])
    .where('providerOrderId', '=', providerOrderId)
    .executeTakeFirstOrThrow();
const receipts = (app: CivicsApp) => app.db.selectFrom('payments').select(['method', 'userId']).execute();

async function setUp() {
  const started = await startPaypalApp();
  const learner = await signUp(started.app, 'payer1', { level: 1 });
  const monthly = await planByPeriod(started.app, 'monthly');
  const open = async (label: 'paypal' | 'card') => {
    const created = await createOrder(started.app, learner.cookie, planOrder(monthly, label));
    expect(created.statusCode).toBe(200);
    return created.json().id as string;
  };
  return { ...started, learner, open };
}

describe('the off switch by how the learner paid (payment_source)', { timeout: 90_000 }, () => {
  it('PayPal off, card on: an order labelled "card" but paid with a PayPal account is refused 403 and refunded; a real card payment is honoured', async () => {
    const { app, fake, learner, open } = await setUp();
    await setSwitch(app, 'paypal', false);
    const labelled = await open('card');
    fake.approve(labelled, 'paypal');
    const refused = await captureOrderCall(app, learner.cookie, labelled);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(METHOD_OFF);
    expect(fake.refundRequests).toBe(1);
    expect(fake.orders.get(labelled)!.captures[0]!.status).toBe('REFUNDED');
    expect((await orderRow(app, labelled)).status).toBe('refunded');
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });
    expect(await receipts(app)).toEqual([]);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'afterJson'])
      .where('entity', '=', 'payment_order')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ status: 'refunded', paidWith: 'paypal' });
    // A retry changes nothing and asks PayPal for nothing more.
    expect((await captureOrderCall(app, learner.cookie, labelled)).statusCode).toBeGreaterThanOrEqual(400);
    expect(fake.refundRequests).toBe(1);

    const byCard = await open('card');
    fake.approve(byCard, 'card');
    const paid = await captureOrderCall(app, learner.cookie, byCard);
    expect(paid.statusCode).toBe(200);
    expect(await receipts(app)).toEqual([{ method: 'card', userId: learner.user.id }]);
    expect(fake.refundRequests).toBe(1);
  });

  it('card off, PayPal on: an order labelled "paypal" but paid by card is refused and refunded', async () => {
    const { app, fake, learner, open } = await setUp();
    await setSwitch(app, 'card', false);
    const labelled = await open('paypal');
    fake.approve(labelled, 'card');
    expect((await captureOrderCall(app, learner.cookie, labelled)).json()).toEqual(METHOD_OFF);
    expect((await orderRow(app, labelled)).status).toBe('refunded');
    expect(await receipts(app)).toEqual([]);
  });

  it('a refund PayPal cannot take now leaves the order refund_due (no level), and the read-back refunds it later', async () => {
    const { app, fake, learner, open } = await setUp();
    await setSwitch(app, 'paypal', false);
    const labelled = await open('card');
    fake.approve(labelled, 'paypal');
    fake.refundsFail = true;
    const refused = await captureOrderCall(app, learner.cookie, labelled);
    expect(refused.json()).toEqual(METHOD_OFF);
    expect((await orderRow(app, labelled)).status).toBe('refund_due');
    expect(fake.orders.get(labelled)!.captures[0]!.status).toBe('COMPLETED');
    // Even with PayPal switched back on, money taken while it was off is given back, never kept.
    await setSwitch(app, 'paypal', true);
    expect((await captureOrderCall(app, learner.cookie, labelled)).json()).toEqual(METHOD_OFF);
    fake.refundsFail = false;
    const paypal = createPaypalClient({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.url,
      timeoutMs: 5000,
    });
    expect(await reconcileOpenOrders({ db: app.db, paypal, mailer: app.mailer })).toBe(1);
    expect((await orderRow(app, labelled)).status).toBe('refunded');
    expect(fake.orders.get(labelled)!.captures[0]!.status).toBe('REFUNDED');
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });
    expect(await receipts(app)).toEqual([]);
  });
});
