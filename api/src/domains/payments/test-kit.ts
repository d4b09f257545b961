// Shared pieces of the PayPal tests: an app wired to the local fake PayPal with PayPal and card
// switched on by an admin (they are seeded off), plans by billing period, and the learner's calls.
import { afterEach } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal.js';
import type { CivicsApp } from '../../app.js';

/** The answer to a payment with a method an admin switched off, the same for every method (issue 34). */
export const METHOD_OFF = {
  error: 'Forbidden',
  message: 'This payment method is turned off. Please choose another way to pay.',
  code: 'payment_method_off',
};

export const fetchHeaders = (cookie: string) => ({ 'x-requested-with': 'fetch', cookie });

/** The admin's switches for PayPal and card, as /admin/pricing sets them. */
export async function enablePaypalMethods(app: CivicsApp, enabled = true): Promise<void> {
  await app.db
    .updateTable('paymentMethods')
    .set({ isEnabled: enabled ? 1 : 0 })
    .where('name', 'in', ['paypal', 'card'])
    .execute();
}

export async function startPaypalApp(
  options: { timeoutMs?: number; webhooks?: boolean } = {},
): Promise<{ app: CivicsApp; fake: FakePaypal }> {
  const fake = await startFakePaypal();
  const app = await buildTestApp({
    paypal: {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.url,
      timeoutMs: options.timeoutMs ?? 400,
      webhookId: options.webhooks === false ? null : fake.webhookId,
    },
  });
  await enablePaypalMethods(app);
  return { app, fake };
}

/**
 * For a test file's top level: a starter of PayPal apps whose fake PayPal servers close after each
 * test, so a failed test leaves no server listening.
 */
export function paypalAppsClosedAfterEach(): typeof startPaypalApp {
  const fakes: FakePaypal[] = [];
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });
  return async (options) => {
    const started = await startPaypalApp(options);
    fakes.push(started.fake);
    return started;
  };
}

export async function planByPeriod(app: CivicsApp, period: string) {
  const plans = (await app.inject({ method: 'GET', url: '/api/public/pricing' })).json() as Array<{
    id: number;
    billingPeriod: string;
    originalPrice: number;
    salePrice: number | null;
  }>;
  const plan = plans.find((p) => p.billingPeriod === period)!;
  return {
    ...plan,
    cents: plan.salePrice ?? plan.originalPrice,
    dollars: ((plan.salePrice ?? plan.originalPrice) / 100).toFixed(2),
  };
}

/** The order body the checkout sends for a plan: its price in dollars, to capture at once. */
export const planOrder = (plan: { id: number; dollars: string }, method?: string) => ({
  amount: plan.dollars,
  currency: 'USD',
  intent: 'CAPTURE',
  planId: plan.id,
  ...(method ? { method } : {}),
});

export const createOrder = (app: CivicsApp, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/paypal/order', headers: fetchHeaders(cookie), payload });

/** A Zelle or bank transfer claim, as the learner's payment screen sends it. */
export const postClaim = (app: CivicsApp, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/payments/claims', headers: fetchHeaders(cookie), payload });

export const captureOrderCall = (app: CivicsApp, cookie: string, orderId: string) =>
  app.inject({ method: 'POST', url: `/paypal/order/${orderId}/capture`, headers: fetchHeaders(cookie) });

/** An approved order for this plan (the buyer approved it in PayPal's window). */
export async function approvedOrder(
  app: CivicsApp,
  fake: FakePaypal,
  cookie: string,
  plan: { id: number; dollars: string },
  method?: 'paypal' | 'card',
): Promise<string> {
  const created = await createOrder(app, cookie, planOrder(plan, method));
  if (created.statusCode !== 200) throw new Error(`order not created: ${created.statusCode} ${created.body}`);
  const id = created.json().id as string;
  // The buyer pays the way the order was labelled (a test of a mismatch approves by hand).
  fake.approve(id, method === 'card' ? 'card' : 'paypal');
  return id;
}

export const userLevel = (app: CivicsApp, id: number) =>
  app.db.selectFrom('users').select(['approvalLevel', 'endDate']).where('id', '=', id).executeTakeFirstOrThrow();
