// Rules the server enforces on every payment route (issue 21), whatever the screen shows: the
// admin's method switches, who may buy (level 0, unlimited level 2), renewals from the old end date.
import { describe, expect, it } from 'vitest';
import { signInAdmin, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { updateUser } from '../../services/accounts.js';
import {
  approvedOrder,
  captureOrderCall,
  createOrder,
  planOrder,
  enablePaypalMethods,
  METHOD_OFF,
  planByPeriod,
  paypalAppsClosedAfterEach,
  postClaim,
  userLevel,
} from './test-kit.js';

const started = paypalAppsClosedAfterEach();

/** What the payment screen is told about the signed-in account: may it buy, renew, or neither. */
const standingOf = async (app: CivicsApp, cookie: string) =>
  (await fetchAs(app, cookie, 'GET', '/api/payments/history')).json().standing;

describe('payment rules on the server', () => {
  it("an admin's off switch refuses POST /paypal/order and the capture of an order made before, storing nothing", async () => {
    const { app, fake } = await started();
    const learner = await signUp(app, 'switch1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const before = await approvedOrder(app, fake, learner.cookie, monthly);

    await enablePaypalMethods(app, false);
    for (const method of [undefined, 'paypal', 'card']) {
      const answer = await createOrder(app, learner.cookie, planOrder(monthly, method));
      expect(answer.statusCode, String(method)).toBe(403);
      expect(answer.json()).toEqual(METHOD_OFF);
    }
    const captured = await captureOrderCall(app, learner.cookie, before);
    expect(captured.statusCode).toBe(403);
    expect(fake.captureRequests).toBe(0);
    expect(fake.orders.size).toBe(1);
    expect(await app.db.selectFrom('paymentOrders').selectAll().execute()).toHaveLength(1);
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });

    // Card off, PayPal on: only the card is refused.
    await app.db.updateTable('paymentMethods').set({ isEnabled: 1 }).where('name', '=', 'paypal').execute();
    expect((await createOrder(app, learner.cookie, planOrder(monthly, 'card'))).statusCode).toBe(403);
    expect((await createOrder(app, learner.cookie, planOrder(monthly, 'paypal'))).statusCode).toBe(200);
    expect((await createOrder(app, learner.cookie, planOrder(monthly, 'cash'))).statusCode).toBe(400);
  });

  it('an account waiting for approval (level 0) can neither open a PayPal order nor send a transfer claim', async () => {
    const { app, fake } = await started();
    const waiting = await signUp(app, 'waiting1');
    expect((await userLevel(app, waiting.user.id)).approvalLevel).toBe(0);
    const monthly = await planByPeriod(app, 'monthly');
    const order = await createOrder(app, waiting.cookie, planOrder(monthly));
    expect(order.statusCode).toBe(403);
    expect(order.json().message).toMatch(/waiting for an admin to approve/);
    const claim = await postClaim(app, waiting.cookie, { planId: monthly.id, method: 'zelle', phone: '5551234567' });
    expect(claim.statusCode).toBe(403);
    expect(fake.orders.size).toBe(0);
    expect(await app.db.selectFrom('paymentClaims').selectAll().execute()).toHaveLength(0);
    expect(await standingOf(app, waiting.cookie)).toBe('awaiting_approval');
  });

  it('an account with unlimited level 2 (lifetime, an admin grant without end date, an admin) is not sold a plan', async () => {
    const { app, fake } = await started();
    const lifetime = await signUp(app, 'forever1', { level: 2 });
    const admin = await signInAdmin(app);
    const monthly = await planByPeriod(app, 'monthly');
    for (const cookie of [lifetime.cookie, admin.cookie]) {
      const answer = await createOrder(app, cookie, planOrder(monthly));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'Your account already has every feature with no end date. There is nothing to buy.',
      );
      const claim = await postClaim(app, cookie, { planId: monthly.id, method: 'zelle', phone: '5551234567' });
      expect(claim.statusCode).toBe(409);
    }
    expect(fake.orders.size).toBe(0);
    expect(await standingOf(app, lifetime.cookie)).toBe('unlimited');
  });

  it('a paid level 2 with an end date may renew: the new period starts at the old end date', async () => {
    const { app, fake } = await started();
    const learner = await signUp(app, 'renew2', { level: 1 });
    const oldEnd = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    await updateUser(app.db, learner.user.id, { approvalLevel: 2, endDate: oldEnd });
    expect(await standingOf(app, learner.cookie)).toBe('renewal');
    const monthly = await planByPeriod(app, 'monthly');
    const id = await approvedOrder(app, fake, learner.cookie, monthly);
    const result = await captureOrderCall(app, learner.cookie, id);
    expect(result.statusCode).toBe(200);
    const expected = new Date(oldEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(result.json().endDate).toBe(expected.toISOString());
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 2, endDate: expected.toISOString() });
    const receipt = await app.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect({ previousLevel: receipt.previousLevel, previousEndDate: receipt.previousEndDate }).toEqual({
      previousLevel: 2,
      previousEndDate: oldEnd,
    });
  });
});
