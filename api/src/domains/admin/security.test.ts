import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, postLogin, sessionCookie, signInAdmin, signUp, validRegistration } from '../../test/helper.js';
import { callAs, sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { countRefusal, recordSecurityEvent, SECURITY_EVENTS_KEPT_DAYS } from '../../services/security-events.js';

// Several sign-ins (scrypt) per test on a 2-core machine shared with other suites.
vi.setConfig({ testTimeout: 60_000 });

/** The rows the rate limit's refusals left in the security log. */
const rateLimitedEvents = (app: CivicsApp) =>
  app.db.selectFrom('securityEvents').selectAll().where('kind', '=', 'rate_limited').execute();

describe('admin security: sessions', () => {
  it("lists a user's sessions with device and last seen, and revokes one", async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const phone = await postLogin(
      app,
      { username: 'learner', password: validRegistration('learner').password },
      { userAgent: 'PhoneBrowser/1.0' },
    );
    const phoneCookie = sessionCookie(phone);
    // The first signed-in request records the device.
    await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: phoneCookie, 'user-agent': 'PhoneBrowser/1.0' },
    });
    const admin = await signInAdmin(app);

    const listed = await callAs(app, admin.cookie, 'GET', `/api/admin/users/${learner.user.id}/sessions`);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as Array<{
      sid: string;
      device: string | null;
      lastSeenAt: string | null;
      createdAt: string | null;
      current: boolean;
    }>;
    expect(sessions).toHaveLength(2);
    const phoneSession = sessions.find((s) => s.device === 'PhoneBrowser/1.0');
    expect(phoneSession).toBeTruthy();
    expect(Date.parse(phoneSession!.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(phoneSession!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(sessions.every((s) => !s.current)).toBe(true);

    const revoked = await callAs(
      app,
      admin.cookie,
      'DELETE',
      `/api/admin/sessions/${encodeURIComponent(phoneSession!.sid)}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await callAs(app, phoneCookie, 'GET', '/api/user')).statusCode).toBe(401);
    // The other session of the same learner still works.
    expect((await callAs(app, learner.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    const [entry] = await app.db.selectFrom('auditLog').selectAll().execute();
    expect(entry).toMatchObject({ action: 'revoke', entity: 'session', entityId: String(learner.user.id) });
    expect(JSON.parse(entry!.beforeJson!)).toMatchObject({ device: 'PhoneBrowser/1.0' });

    expect((await callAs(app, admin.cookie, 'DELETE', '/api/admin/sessions/nope')).statusCode).toBe(404);
    expect((await callAs(app, admin.cookie, 'GET', '/api/admin/users/0/sessions')).statusCode).toBe(400);
    expect((await callAs(app, admin.cookie, 'GET', '/api/admin/users/99999/sessions')).statusCode).toBe(404);
  });
});

describe('admin security: sign-in failures and rate-limit refusals', () => {
  it('records failed sign-ins with the username tried, IP and reason', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner');
    await postLogin(app, { username: 'learner', password: 'wrong-password' }, { ip: '203.0.113.9' });
    await postLogin(app, { username: 'ghost', password: 'whatever1' });
    const admin = await signInAdmin(app);
    const events = (await callAs(app, admin.cookie, 'GET', '/api/admin/security/events')).json().events;
    expect(events.map((e: { username: string }) => e.username)).toEqual(['ghost', 'learner']);
    expect(events[1]).toMatchObject({
      kind: 'login_failed',
      ip: '203.0.113.9',
      reason: 'Invalid username or password',
    });
    expect(
      (await callAs(app, admin.cookie, 'GET', '/api/admin/security/events?kind=rate_limited')).json().events,
    ).toEqual([]);
    expect((await callAs(app, admin.cookie, 'GET', '/api/admin/security/events?kind=other')).statusCode).toBe(400);
  });

  it('records rate-limit refusals', async () => {
    const app = await buildTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      await postLogin(app, { username: 'someone', password: 'whatever1' }, { ip: '198.51.100.7' });
    }
    // The refusal is recorded without delaying the 429: wait for it.
    await expect.poll(async () => (await rateLimitedEvents(app)).length).toBe(1);
    const [refusal] = await rateLimitedEvents(app);
    expect(refusal).toMatchObject({ ip: '198.51.100.7', reason: 'Too many requests to /api/login' });
  });

  it(
    'counts a flood of refusals in one row per source and minute, so the failed sign-ins before it stay listed',
    { timeout: 90_000 },
    async () => {
      const app = await buildTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
      await signUp(app, 'learner');
      const admin = await signInAdmin(app);
      const guess = (password: string) => postLogin(app, { username: 'boss', password }, { ip: '203.0.113.66' });
      await guess('guess-one');
      await guess('guess-two');
      // The rate limit now refuses every further call from that source: 400 of them.
      for (let i = 0; i < 400; i++) await guess(`guess-${i}`);
      await expect
        .poll(async () =>
          Number(
            (
              await app.db
                .selectFrom('securityEvents')
                .select((eb) => eb.fn.sum<number>('count').as('n'))
                .where('kind', '=', 'rate_limited')
                .executeTakeFirstOrThrow()
            ).n,
          ),
        )
        .toBe(400);
      const refusals = await rateLimitedEvents(app);
      // One row per minute (two if the loop crossed a minute boundary).
      expect(refusals.length).toBeLessThanOrEqual(2);
      expect(refusals[0]).toMatchObject({ ip: '203.0.113.66', reason: 'Too many requests to /api/login' });
      const listed = (await sendAs(app, admin.cookie, 'GET', '/api/admin/security/events?kind=login_failed')).json()
        .events;
      expect(
        listed.filter((e: { username: string; ip: string }) => e.username === 'boss' && e.ip === '203.0.113.66'),
      ).toHaveLength(2);
      const all = (await sendAs(app, admin.cookie, 'GET', '/api/admin/security/events')).json().events;
      expect(
        all
          .filter((e: { kind: string }) => e.kind === 'rate_limited')
          .reduce((sum: number, e: { count: number }) => sum + e.count, 0),
      ).toBe(400);
    },
  );

  it(`keeps the log by age: events older than ${SECURITY_EVENTS_KEPT_DAYS} days go at the next write`, async () => {
    const app = await buildTestApp();
    for (let i = 1; i <= 300; i++)
      await recordSecurityEvent(app.db, {
        kind: 'login_failed',
        username: `user${i}`,
        reason: 'Invalid username or password',
      });
    const old = new Date(Date.now() - (SECURITY_EVENTS_KEPT_DAYS + 1) * 24 * 3600 * 1000).toISOString();
    await app.db.updateTable('securityEvents').set({ createdAt: old }).where('username', '=', 'user1').execute();
    await countRefusal(app.db, {
      kind: 'rate_limited',
      ip: '198.51.100.1',
      reason: 'Too many requests to /api/login',
      route: '/api/login',
    });
    const rows = await app.db
      .selectFrom('securityEvents')
      .select('username')
      .where('kind', '=', 'login_failed')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(299);
    expect(rows[0]!.username).toBe('user2');
  });
});

describe('admin audit log', () => {
  it('pages newest first and filters by entity; bad queries are 400', async () => {
    const app = await buildTestApp();
    const a = await signUp(app, 'aaa');
    const b = await signUp(app, 'bbb');
    const admin = await signInAdmin(app);
    for (const id of [a.user.id, b.user.id]) {
      await callAs(app, admin.cookie, 'POST', `/api/admin/users/${id}/approve`, { level: 1 });
    }
    await callAs(app, admin.cookie, 'PUT', '/api/admin/system-settings', {
      userRegistrationConfig: { defaultApprovalLevel: 1 },
    });
    const get = (query: string) => callAs(app, admin.cookie, 'GET', `/api/admin/audit?${query}`);
    const all = (await get('')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((e: { entity: string }) => e.entity)).toEqual(['system-settings', 'user', 'user']);
    const paged = (await get('entity=user&pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ entityId: String(a.user.id) }] });
    for (const query of ['page=0', 'pageSize=1000', 'entity=']) expect((await get(query)).statusCode, query).toBe(400);
  });
});
