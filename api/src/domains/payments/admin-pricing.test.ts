// /admin/pricing on the server: plans and payment methods, audited, admins only.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

const newPlan = {
  planName: 'Two weeks',
  description: 'Short and sweet',
  originalPrice: 499,
  salePrice: 399,
  billingPeriod: 'monthly',
  features: ['All questions', ' Test mode '],
};

describe('admin pricing', () => {
  it('creates a plan that the public pricing lists, edits its prices, and hides it when inactive; every write is audited', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const created = await sendAs(app, admin.cookie, 'POST', '/api/admin/pricing/plans', newPlan);
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      planName: 'Two weeks',
      originalPrice: 499,
      salePrice: 399,
      currency: 'USD',
      features: ['All questions', 'Test mode'],
      isActive: true,
    });
    const publicPlans = async () =>
      (await app.inject({ method: 'GET', url: '/api/public/pricing' })).json() as Array<{
        id: number;
        salePrice: number | null;
      }>;
    expect((await publicPlans()).find((p) => p.id === plan.id)?.salePrice).toBe(399);

    const edited = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/pricing/plans/${plan.id}`, {
      originalPrice: 599,
      salePrice: null,
    });
    expect(edited.json()).toMatchObject({ originalPrice: 599, salePrice: null });
    await sendAs(app, admin.cookie, 'PATCH', `/api/admin/pricing/plans/${plan.id}`, { isActive: false });
    expect((await publicPlans()).some((p) => p.id === plan.id)).toBe(false);
    const all = (await sendAs(app, admin.cookie, 'GET', '/api/admin/pricing/plans')).json() as Array<{
      id: number;
      isActive: boolean;
    }>;
    expect(all.find((p) => p.id === plan.id)?.isActive).toBe(false);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'actorName'])
      .where('entity', '=', 'pricing_plan')
      .execute();
    expect(audit).toEqual([
      { action: 'create', entity: 'pricing_plan', actorName: 'boss' },
      { action: 'update', entity: 'pricing_plan', actorName: 'boss' },
      { action: 'update', entity: 'pricing_plan', actorName: 'boss' },
    ]);
  });

  it('refuses bad plans with 400 and stores nothing', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const count = async () => (await app.db.selectFrom('pricingPlans').selectAll().execute()).length;
    const before = await count();
    const bad: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ ...newPlan, salePrice: 499 }, 'The sale price must be lower than the original price'],
      [{ ...newPlan, originalPrice: 0, salePrice: null }, 'The price must be more than $0.00'],
      [{ ...newPlan, planName: '   ' }, 'Please enter a plan name'],
      [{ ...newPlan, billingPeriod: 'weekly' }, /billingPeriod/],
      [{ ...newPlan, originalPrice: 4.99 }, /originalPrice/],
      [{ ...newPlan, extra: 1 }, /extra|additional/i],
    ];
    for (const [payload, message] of bad) {
      const answer = await sendAs(app, admin.cookie, 'POST', '/api/admin/pricing/plans', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    const first = await app.db.selectFrom('pricingPlans').selectAll().executeTakeFirstOrThrow();
    const patch = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/pricing/plans/${first.id}`, {
      salePrice: first.originalPrice + 1,
    });
    expect(patch.statusCode).toBe(400);
    expect((await sendAs(app, admin.cookie, 'PATCH', `/api/admin/pricing/plans/${first.id}`, {})).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(
      await app.db.selectFrom('pricingPlans').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow(),
    ).toEqual(first);
    expect(await app.db.selectFrom('auditLog').selectAll().where('entity', '=', 'pricing_plan').execute()).toHaveLength(
      0,
    );
  });

  it('edits a payment method: Zelle details set by the admin make Zelle available to learners', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const methods = (await sendAs(app, admin.cookie, 'GET', '/api/admin/payment-methods')).json() as Array<{
      id: number;
      name: string;
    }>;
    const zelle = methods.find((m) => m.name === 'zelle')!;
    const patched = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/payment-methods/${zelle.id}`, {
      displayName: 'Zelle (US banks)',
      instructions: { zelleRecipient: 'pay@civics.example' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      displayName: 'Zelle (US banks)',
      isEnabled: true,
      instructions: { zelleRecipient: 'pay@civics.example' },
    });
    const publicZelle = (
      (await app.inject({ method: 'GET', url: '/api/public/payment-methods' })).json() as Array<{
        name: string;
        isEnabled: boolean;
        displayName: string;
      }>
    ).find((m) => m.name === 'zelle');
    expect(publicZelle).toMatchObject({ isEnabled: true, displayName: 'Zelle (US banks)' });

    // Turning it off takes it away from learners, with the reason.
    await sendAs(app, admin.cookie, 'PATCH', `/api/admin/payment-methods/${zelle.id}`, { isEnabled: false });
    const off = (
      (await app.inject({ method: 'GET', url: '/api/public/payment-methods' })).json() as Array<{
        name: string;
        isEnabled: boolean;
        unavailableReason?: string;
      }>
    ).find((m) => m.name === 'zelle');
    expect(off).toMatchObject({ isEnabled: false, unavailableReason: 'disabled' });

    const bad = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/payment-methods/${zelle.id}`, {
      instructions: { pin: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      await app.db.selectFrom('auditLog').selectAll().where('entity', '=', 'payment_method').execute(),
    ).toHaveLength(2);
  });

  it('answers 401 to anonymous callers and 403 to learners of every level on admin pricing routes', async () => {
    const app = await buildTestApp();
    const cookies = [
      (await signUp(app, 'lvl0')).cookie,
      (await signUp(app, 'lvl1', { level: 1 })).cookie,
      (await signUp(app, 'lvl2', { level: 2 })).cookie,
    ];
    const routes: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> }> = [
      { method: 'GET', url: '/api/admin/pricing/plans' },
      { method: 'POST', url: '/api/admin/pricing/plans', payload: newPlan },
      { method: 'PATCH', url: '/api/admin/pricing/plans/1', payload: { originalPrice: 1 } },
      { method: 'GET', url: '/api/admin/payment-methods' },
      { method: 'PATCH', url: '/api/admin/payment-methods/1', payload: { isEnabled: true } },
    ];
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
      for (const cookie of cookies)
        expect((await app.inject({ ...route, headers: { cookie } })).statusCode, route.url).toBe(403);
    }
    expect((await app.db.selectFrom('pricingPlans').selectAll().execute()).length).toBe(3);
    expect(
      (await app.db.selectFrom('paymentMethods').select('isEnabled').where('id', '=', 1).executeTakeFirstOrThrow())
        .isEnabled,
    ).toBe(0);
  });
});
