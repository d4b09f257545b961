// Zelle and bank transfer: the learner's claim waits; an admin confirms (level 2) or rejects it.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { METHOD_OFF, planByPeriod, postClaim, userLevel } from './test-kit.js';

const ZELLE = { zelleRecipient: 'pay@civics.example', zelleRecipientName: 'Civics Practice LLC' };
const BANK = {
  bankName: 'First Bank',
  accountName: 'Civics Practice LLC',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  swiftCode: 'FBNKUS33',
};

async function appWithTransferDetails() {
  return buildTestApp({ paymentInstructions: { ...ZELLE, ...BANK } });
}

const claimCount = async (app: CivicsApp) => (await app.db.selectFrom('paymentClaims').selectAll().execute()).length;

describe('payment claims', () => {
  it('a Zelle claim waits with the instructions and a reference; the admin confirms it and the learner has level 2 for a year, with a receipt', async () => {
    const app = await appWithTransferDetails();
    const learner = await signUp(app, 'zelle1', { level: 1 });
    const yearly = await planByPeriod(app, 'yearly');
    const created = await postClaim(app, learner.cookie, {
      planId: yearly.id,
      method: 'zelle',
      phone: '(555) 123-4567',
    });
    expect(created.statusCode).toBe(201);
    const claim = created.json();
    expect(claim).toMatchObject({
      status: 'pending',
      method: 'zelle',
      amount: yearly.salePrice ?? yearly.originalPrice,
      payerPhone: '(555) 123-4567',
      instructions: ZELLE,
    });
    expect(claim.reference).toMatch(/^CV-[2-9A-Z]{6}$/);
    expect((await userLevel(app, learner.user.id)).approvalLevel).toBe(1);

    // A second claim while one waits is refused; nothing new is stored.
    const second = await postClaim(app, learner.cookie, { planId: yearly.id, method: 'zelle', email: 'a@b.co' });
    expect(second.statusCode).toBe(409);
    expect(await claimCount(app)).toBe(1);

    const admin = await signInAdmin(app);
    const dashboard = async () =>
      (await fetchAs(app, admin.cookie, 'GET', '/api/admin/dashboard')).json().openPaymentClaims;
    expect(await dashboard()).toBe(1);
    const pending = (await fetchAs(app, admin.cookie, 'GET', '/api/admin/payments/claims?status=pending')).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      id: claim.id,
      reference: claim.reference,
      user: { username: 'zelle1', approvalLevel: 1 },
    });

    const confirmed = await fetchAs(app, admin.cookie, 'POST', `/api/admin/payments/claims/${claim.id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', user: { approvalLevel: 2 } });
    expect(await dashboard()).toBe(0);
    const after = await userLevel(app, learner.user.id);
    expect(after.approvalLevel).toBe(2);
    const days = (Date.parse(after.endDate!) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect(
      app.mailer.sent.filter((m) => m.to === 'zelle1@example.com' && m.subject.startsWith('Đã nhận thanh toán')),
    ).toHaveLength(1);

    // Confirming twice changes nothing.
    const again = await fetchAs(app, admin.cookie, 'POST', `/api/admin/payments/claims/${claim.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect((await userLevel(app, learner.user.id)).endDate).toBe(after.endDate);
    expect(await app.db.selectFrom('payments').selectAll().execute()).toHaveLength(1);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('entity', 'in', ['payment_claim', 'user'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'confirm', entity: 'payment_claim' },
        { action: 'upgrade', entity: 'user' },
      ]),
    );

    const history = (await fetchAs(app, learner.cookie, 'GET', '/api/payments/history')).json();
    expect(history.claims[0]).toMatchObject({ id: claim.id, status: 'confirmed' });
    expect(history.payments[0]).toMatchObject({ method: 'zelle', planId: yearly.id });
  });

  it("answers the spec's messages for bad Zelle and bank-transfer forms, storing nothing", async () => {
    const app = await appWithTransferDetails();
    const learner = await signUp(app, 'badform1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ planId: monthly.id, method: 'zelle' }, 'Please enter phone number or email'],
      [{ planId: monthly.id, method: 'zelle', phone: '  ' }, 'Please enter phone number or email'],
      [{ planId: monthly.id, method: 'zelle', email: 'no-at-sign' }, 'Please enter a valid email address'],
      [{ planId: monthly.id, method: 'bank_transfer', email: 'lan@example.com' }, 'Please enter your full name'],
      [
        { planId: monthly.id, method: 'bank_transfer', fullName: 'Lan Nguyen', email: 'lan.example.com' },
        'Please enter a valid email address',
      ],
      [{ planId: monthly.id, method: 'card', fullName: 'x' }, 'This payment method does not take transfer claims'],
      [{ planId: 999, method: 'zelle', phone: '5551234567' }, 'This plan is not available'],
    ];
    for (const [payload, message] of cases) {
      const answer = await postClaim(app, learner.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await postClaim(app, learner.cookie, { planId: monthly.id, method: 'zelle', amount: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments/claims',
          payload: { planId: monthly.id, method: 'zelle', phone: '5551234567' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await claimCount(app)).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/payments/history' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/payments/claims/1/cancel' })).statusCode).toBe(401);
  });

  it('a method without configured details is unavailable with a reason and takes no claim', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'nodetails1', { level: 1 });
    const methods = (await app.inject({ method: 'GET', url: '/api/public/payment-methods' })).json() as Array<{
      name: string;
      isEnabled: boolean;
      unavailableReason?: string;
    }>;
    expect(methods.map((m) => [m.name, m.isEnabled, m.unavailableReason])).toEqual([
      ['card', false, 'not_configured'],
      ['paypal', false, 'not_configured'],
      ['zelle', false, 'not_configured'],
      ['bank_transfer', false, 'not_configured'],
    ]);
    const monthly = await planByPeriod(app, 'monthly');
    const answer = await postClaim(app, learner.cookie, { planId: monthly.id, method: 'zelle', phone: '5551234567' });
    // One status and one text for every switched-off method, as PayPal and card (issue 34).
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(METHOD_OFF);
    expect(await claimCount(app)).toBe(0);
  });

  it("an admin's off switch refuses Zelle and bank transfer with the same 403 and text as PayPal and card, storing nothing (issue 34)", async () => {
    const app = await appWithTransferDetails();
    const learner = await signUp(app, 'switchoff1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    await app.db
      .updateTable('paymentMethods')
      .set({ isEnabled: 0 })
      .where('name', 'in', ['zelle', 'bank_transfer'])
      .execute();
    for (const payload of [
      { method: 'zelle', phone: '5551234567' },
      { method: 'bank_transfer', fullName: 'Lan Nguyen', email: 'lan@example.com' },
    ]) {
      const answer = await postClaim(app, learner.cookie, { planId: monthly.id, ...payload });
      expect([payload.method, answer.statusCode]).toEqual([payload.method, 403]);
      expect(answer.json()).toEqual(METHOD_OFF);
    }
    expect(await claimCount(app)).toBe(0);
  });

  it('the admin rejects a bank-transfer claim: no level change; the learner may start a new claim and cancel it', async () => {
    const app = await appWithTransferDetails();
    const learner = await signUp(app, 'bank1', { level: 1 });
    const other = await signUp(app, 'bank2', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const claim = (
      await postClaim(app, learner.cookie, {
        planId: monthly.id,
        method: 'bank_transfer',
        fullName: 'Lan Nguyen',
        email: 'lan@example.com',
      })
    ).json();
    expect(claim.instructions).toEqual(BANK);
    expect((await fetchAs(app, other.cookie, 'POST', `/api/payments/claims/${claim.id}/cancel`)).statusCode).toBe(403);

    const admin = await signInAdmin(app);
    const rejected = await fetchAs(app, admin.cookie, 'POST', `/api/admin/payments/claims/${claim.id}/reject`, {
      note: 'No transfer arrived',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'No transfer arrived' });
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });
    expect(
      (await fetchAs(app, admin.cookie, 'POST', `/api/admin/payments/claims/${claim.id}/confirm`)).statusCode,
    ).toBe(409);
    expect((await fetchAs(app, learner.cookie, 'POST', `/api/payments/claims/${claim.id}/cancel`)).statusCode).toBe(
      409,
    );

    // A new claim is possible once nothing waits; the learner cancels it.
    const next = (
      await postClaim(app, learner.cookie, { planId: monthly.id, method: 'zelle', email: 'lan@example.com' })
    ).json();
    const cancelled = await fetchAs(app, learner.cookie, 'POST', `/api/payments/claims/${next.id}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
  });

  it('only admins list, confirm or reject claims', async () => {
    const app = await appWithTransferDetails();
    const learner = await signUp(app, 'who1', { level: 1 });
    const monthly = await planByPeriod(app, 'monthly');
    const claim = (
      await postClaim(app, learner.cookie, { planId: monthly.id, method: 'zelle', phone: '5551234567' })
    ).json();
    const callers = [
      { cookie: undefined, status: 401 },
      { cookie: learner.cookie, status: 403 },
      { cookie: (await signUp(app, 'who0')).cookie, status: 403 },
      { cookie: (await signUp(app, 'who2', { level: 2 })).cookie, status: 403 },
    ];
    for (const { cookie, status } of callers) {
      const headers = cookie ? { cookie } : {};
      expect((await app.inject({ method: 'GET', url: '/api/admin/payments/claims', headers })).statusCode).toBe(status);
      expect(
        (await app.inject({ method: 'POST', url: `/api/admin/payments/claims/${claim.id}/confirm`, headers }))
          .statusCode,
      ).toBe(status);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/admin/payments/claims/${claim.id}/reject`,
            headers,
            payload: {},
          })
        ).statusCode,
      ).toBe(status);
    }
    expect((await app.db.selectFrom('paymentClaims').select('status').executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    expect(await userLevel(app, learner.user.id)).toEqual({ approvalLevel: 1, endDate: null });
  });
});
