// Issue 34: behind a proxy, a client-written X-Forwarded-For must not buy endless guesses. With
// TRUST_PROXY=true (every hop trusted) each guess seems to come from a new address, so the
// account's ceiling over every unknown source stops it; the owner's known device still signs in and
// the owner is mailed once. TRUST_PROXY=1 takes the address the proxy saw, so the per-source lock
// holds whatever the client writes. The admin sees one account's failed sign-ins.
import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, signInAdmin, signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';
import { parseTrustProxy, trustProxyWarning } from '../../config.js';

const PROXY = '127.0.0.1';
const guess = (
  app: CivicsApp,
  n: number,
  options: { password?: string; cookie?: string; forwardedFor?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: PROXY,
    headers: {
      'x-forwarded-for': options.forwardedFor ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { username: 'learner1', password: options.password ?? `wrong-${n}` },
  });

describe('guessing behind a proxy', { timeout: 300_000 }, () => {
  it('TRUST_PROXY=true: 120 guesses with rotating X-Forwarded-For end in 429; the owner is mailed once and their known device still signs in', async () => {
    const app = await buildTestApp({ trustProxy: true });
    await signUp(app, 'learner1');
    const home = await guess(app, 1, { password: 'secret123', forwardedFor: '203.0.113.10' });
    expect(home.statusCode).toBe(200);
    const device = `civicsDevice=${home.cookies.find((c) => c.name === 'civicsDevice')!.value}`;
    const mailsBefore = app.mailer.sent.length;

    const statuses: number[] = [];
    for (let n = 1; n <= 120; n++) statuses.push((await guess(app, 1000 + n)).statusCode);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(100)).toEqual(Array(20).fill(429));

    // A new address with the right password is refused too: the ceiling holds for every unknown source.
    const stranger = await guess(app, 5000, { password: 'secret123' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(
      /^Too many wrong attempts for this account\. Please try again in \d+ minutes? \(after .+Z\)\.$/,
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's known device signs in, from yet another address.
    expect((await guess(app, 6000, { password: 'secret123', cookie: device })).statusCode).toBe(200);

    const mails = app.mailer.sent.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('learner1@example.com');
    // In the owner's language (validRegistration chooses Vietnamese).
    expect(mails[0]!.text).toContain('nhiều địa chỉ mạng khác nhau');

    // The admin sees the lock and this account's failed sign-ins, apart from everyone else's.
    const admin = await signInAdmin(app);
    const headers = { cookie: admin.cookie, 'x-requested-with': 'fetch' };
    await postLogin(app, { username: 'someone-else', password: 'nope-nope' }, { ip: '198.51.100.9' });
    const locks = (await app.inject({ method: 'GET', url: '/api/admin/security/lockouts', headers })).json();
    expect(JSON.stringify(locks)).toContain('any-new-source');
    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/security/events?kind=login_failed&username=LEARNER1',
        headers,
      })
    ).json().events as Array<{ username: string }>;
    expect(mine).toHaveLength(100);
    expect(new Set(mine.map((e) => e.username))).toEqual(new Set(['learner1']));
    const other = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/security/events?kind=login_failed&username=someone-else',
        headers,
      })
    ).json().events;
    expect(other).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/security/events?username=${'x'.repeat(101)}`, headers }))
        .statusCode,
    ).toBe(400);
  });

  it('TRUST_PROXY=1: the address the proxy saw is the source, so a rotating client-written X-Forwarded-For is locked after five tries', async () => {
    const app = await buildTestApp({ trustProxy: 1 });
    await signUp(app, 'learner1');
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++)
      statuses.push((await guess(app, n, { forwardedFor: `10.9.9.${n}, 198.51.100.23` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const keys = (await app.db.selectFrom('authThrottles').select('key').where('key', 'like', 'lock:%').execute()).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(['lock:learner1|any-new-source', 'lock:learner1|ip:198.51.100.23']);
  });
});

describe('TRUST_PROXY', () => {
  it('takes what Fastify takes: false, a hop count, addresses and CIDRs; true works with a warning; anything else stops the start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,::1,loopback')).toBe('10.0.0.1,192.168.0.0/16,::1,loopback');
    expect(parseTrustProxy('true')).toBe(true);
    expect(trustProxyWarning(true)).toMatch(/^TRUST_PROXY=true trusts every X-Forwarded-For hop/);
    expect(trustProxyWarning(1)).toBeUndefined();
    expect(trustProxyWarning('10.0.0.1')).toBeUndefined();
    for (const bad of ['yes', '10.0.0.1/33', 'nginx', '10.0.0.1,,bad'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/^TRUST_PROXY must be false, a hop count/);
  });
});
