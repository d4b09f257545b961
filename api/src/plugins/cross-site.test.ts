// Issue 20: the cross-site guard reads Fetch Metadata and Origin on every state-changing route,
// matched on the route Fastify resolved (so `/%61pi/...` and `/paypal/...` are guarded too), and
// lets a request with neither header through (a client written to the spec).
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../test/helper.js';
import { sendAs } from '../test/requests.js';
import type { CivicsApp } from '../app.js';

/** The headers a browser (or none) would send, by where the request came from. */
const ORIGINS: Record<string, Record<string, string>> = {
  'no browser headers': {},
  'Sec-Fetch-Site: same-origin': { 'sec-fetch-site': 'same-origin' },
  'Origin: own host': { origin: 'http://localhost' },
  'Sec-Fetch-Site: none': { 'sec-fetch-site': 'none' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site', origin: 'http://learn.localhost' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  'Origin: another host (no Fetch Metadata)': { origin: 'https://evil.example' },
  'Origin: another port': { origin: 'http://localhost:8080' },
  'Origin: null (sandboxed frame)': { origin: 'null' },
};
const ALLOWED = new Set([
  'no browser headers',
  'Sec-Fetch-Site: same-origin',
  'Origin: own host',
  'Sec-Fetch-Site: none',
]);

/** A signed-in call carrying the headers a browser sends from `origin` (a name in ORIGINS). */
const sendFrom = (
  app: CivicsApp,
  origin: string,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: { cookie, ...ORIGINS[origin] }, ...(payload === undefined ? {} : { payload }) });

async function pendingClaim(app: CivicsApp) {
  const learner = await signUp(app, 'claimer', { level: 1 });
  const plans = (await app.inject({ method: 'GET', url: '/api/public/pricing' })).json() as Array<{
    id: number;
    billingPeriod: string;
  }>;
  const plan = plans.find((p) => p.billingPeriod === 'lifetime') ?? plans[0]!;
  const created = await sendAs(app, learner.cookie, 'POST', '/api/payments/claims', {
    planId: plan.id,
    method: 'zelle',
    phone: '(555) 123-4567',
  });
  expect(created.statusCode).toBe(201);
  return { learner, claimId: (created.json() as { id: number }).id };
}

describe('cross-site guard (Fetch Metadata and Origin)', { timeout: 90_000 }, () => {
  it('a spec client signs out with POST /api/logout and no body, no content type, no custom header', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const out = await sendAs(app, cookie, 'POST', '/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully');
    expect((await sendAs(app, cookie, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('logout answers each origin as the matrix says; a refused one leaves the session signed in', async () => {
    const app = await buildTestApp();
    const outcomes: Record<string, number> = {};
    for (const name of Object.keys(ORIGINS)) {
      const { cookie } = await signUp(app, `learner${Object.keys(outcomes).length}`);
      const out = await sendFrom(app, name, cookie, 'POST', '/api/logout');
      outcomes[name] = out.statusCode;
      const still = (await sendAs(app, cookie, 'GET', '/api/user')).statusCode;
      expect([name, still]).toEqual([name, ALLOWED.has(name) ? 401 : 200]);
      if (!ALLOWED.has(name))
        expect(out.json()).toEqual({
          error: 'Forbidden',
          message: 'This request came from another site and was refused.',
        });
    }
    expect(outcomes).toEqual(
      Object.fromEntries(Object.keys(ORIGINS).map((name) => [name, ALLOWED.has(name) ? 200 : 403])),
    );
  });

  it('a percent-encoded /api prefix is guarded and answered no-store like /api itself', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    const crossSite = await sendFrom(app, 'Sec-Fetch-Site: cross-site', cookie, 'POST', '/%61pi/logout');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['cache-control']).toBe('no-store');
    expect((await sendAs(app, cookie, 'GET', '/api/user')).statusCode).toBe(200);
    const settings = await sendAs(app, cookie, 'GET', '/%61pi/settings');
    expect([settings.statusCode, settings.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it("an admin's claim confirmation from a same-site page is refused and the learner stays unpaid; from the app it goes through", async () => {
    const app = await buildTestApp({ paymentInstructions: { zelleRecipient: 'pay@civics.example' } });
    const { learner, claimId } = await pendingClaim(app);
    const admin = await signInAdmin(app);
    const levelOf = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('approvalLevel')
          .where('id', '=', learner.user.id)
          .executeTakeFirstOrThrow()
      ).approvalLevel;
    for (const url of [
      `/api/admin/payments/claims/${claimId}/confirm`,
      `/%61pi/admin/payments/claims/${claimId}/confirm`,
    ]) {
      const refused = await sendFrom(app, 'Sec-Fetch-Site: same-site', admin.cookie, 'POST', url, {});
      expect([url, refused.statusCode]).toEqual([url, 403]);
    }
    expect(await levelOf()).toBe(1);
    const confirmUrl = `/api/admin/payments/claims/${claimId}/confirm`;
    const confirmed = await sendFrom(app, 'Sec-Fetch-Site: same-origin', admin.cookie, 'POST', confirmUrl, {});
    expect(confirmed.statusCode).toBe(200);
    expect(await levelOf()).toBe(2);
  });

  it('/paypal/* state-changing routes are guarded wherever they live; reads are not', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'payer', { level: 1 });
    for (const url of ['/paypal/order', '/paypal/order/ABC123/capture', '/api/paypal/order']) {
      const order = { intent: 'CAPTURE', amount: '9.99' };
      const refused = await sendFrom(app, 'Origin: another host (no Fetch Metadata)', cookie, 'POST', url, order);
      expect([url, refused.statusCode, refused.json().message]).toEqual([
        url,
        403,
        'This request came from another site and was refused.',
      ]);
      // From the app itself the route is reached (PayPal is not configured in this test: 503).
      const reached = await sendFrom(app, 'Sec-Fetch-Site: same-origin', cookie, 'POST', url, order);
      expect([url, reached.statusCode]).not.toEqual([url, 403]);
    }
    const read = await sendFrom(app, 'Sec-Fetch-Site: cross-site', cookie, 'GET', '/paypal/setup');
    expect(read.statusCode).not.toBe(403);
  });

  it('an anonymous cross-site call still hears 401 first on a signed-in route', async () => {
    const app = await buildTestApp();
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/user-progress/reset',
      headers: ORIGINS['Sec-Fetch-Site: cross-site'],
    });
    expect(out.statusCode).toBe(401);
  });
});
