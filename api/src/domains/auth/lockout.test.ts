// Lockout on password guessing per account AND source (issues 13 and 20), kept in the database: a
// growing delay after five wrong tries from one source, a clear 429 there, cleared by a right
// password. A stranger's guesses never keep the owner out: another address is not locked, and a
// device the account signed in from before is slowed, not refused. The owner hears of it by mail;
// an admin can see and lift the locks.
import { describe, expect, it } from 'vitest';
import { buildTestApp, postLogin, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

const STRANGER = '198.51.100.23';
const OWNER_HOME = '203.0.113.10';

const login = (app: CivicsApp, password: string, options: { username?: string; ip?: string; device?: string } = {}) =>
  postLogin(
    app,
    { username: options.username ?? 'learner1', password },
    { ip: options.ip ?? STRANGER, ...(options.device ? { cookie: `civicsDevice=${options.device}` } : {}) },
  );
const resetWith = (app: CivicsApp, answer1: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password/reset/verify',
    remoteAddress: STRANGER,
    payload: {
      username: 'learner1',
      answers: { answer1, answer2: 'Tale of Kieu', answer3: 'Pho' },
      newPassword: 'another1',
    },
  });
const changeWith = (app: CivicsApp, cookie: string, currentPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/change-password',
    remoteAddress: STRANGER,
    headers: { cookie },
    payload: { currentPassword, newPassword: 'another1' },
  });
const lockKey = (ip = STRANGER, name = 'learner1') => `lock:${name}|ip:${ip}`;
const lockRow = (app: CivicsApp, key = lockKey()) =>
  app.db.selectFrom('authThrottles').selectAll().where('key', '=', key).executeTakeFirst();
/** As if the lock had run out (time passes without waiting). */
const expireLock = (app: CivicsApp, key = lockKey()) =>
  app.db
    .updateTable('authThrottles')
    .set({ lockedUntil: Date.now() - 1 })
    .where('key', '=', key)
    .execute();
/**
 * Signs up learner1, writing in `language`, then lets the stranger try five wrong passwords; answers
 * a reader of the mails sent since the first guess.
 */
async function strangerGuessesFiveTimes(app: CivicsApp, language: string) {
  await signUp(app, 'learner1');
  await app.db.updateTable('users').set({ preferredLanguage: language }).where('username', '=', 'learner1').execute();
  const before = app.mailer.sent.length;
  for (let i = 0; i < 5; i++) await login(app, `guess-${i}`);
  return () => app.mailer.sent.slice(before);
}

const deviceCookie = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((c) => c.name === 'civicsDevice')?.value;

describe('lockout per account and source', { timeout: 90_000 }, () => {
  it('counts wrong tries from one source on all three routes together, then answers it 429, even to the right password', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    expect((await login(app, 'wrong-1')).statusCode).toBe(401);
    expect((await resetWith(app, 'wrong')).statusCode).toBe(400);
    expect((await changeWith(app, cookie, 'wrong-3')).statusCode).toBe(400);
    expect((await login(app, 'wrong-4', { username: 'LEARNER1' })).statusCode).toBe(401);
    expect((await login(app, 'wrong-5')).statusCode).toBe(401);
    const locked = await login(app, 'secret123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many wrong attempts for this account\. Please try again in 30 seconds \(after .+Z\)\.$/,
    );
    expect(locked.headers['retry-after']).toBe('30');
    // The lock holds on the other routes from that source too, and changes nothing.
    expect((await resetWith(app, 'Miu')).statusCode).toBe(429);
    expect((await changeWith(app, cookie, 'secret123')).statusCode).toBe(429);
    const user = await app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'learner1')
      .executeTakeFirstOrThrow();
    await expireLock(app);
    expect((await login(app, 'secret123')).statusCode).toBe(200);
    expect(await lockRow(app)).toBeUndefined();
    expect(
      (
        await app.db
          .selectFrom('users')
          .select('passwordHash')
          .where('username', '=', 'learner1')
          .executeTakeFirstOrThrow()
      ).passwordHash,
    ).toBe(user.passwordHash);
  });

  it("a stranger's guesses lock only the stranger: the owner signs in from elsewhere, and from a known device even on the stranger's network", async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const first = await login(app, 'secret123', { ip: OWNER_HOME });
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first)!;
    expect(device).toBeTruthy();
    for (let i = 0; i < 8; i++) await login(app, `guess-${i}`);
    expect((await login(app, 'secret123')).statusCode).toBe(429);
    // The right password from the owner's own address, and from the owner's phone on the same café wifi.
    expect((await login(app, 'secret123', { ip: OWNER_HOME })).statusCode).toBe(200);
    expect((await login(app, 'secret123', { device })).statusCode).toBe(200);
    // A made-up device cookie is just the stranger's address.
    expect((await login(app, 'secret123', { device: 'made-up-device' })).statusCode).toBe(429);
  });

  it('a known device that keeps getting the password wrong is slowed down, never refused', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const device = deviceCookie(await login(app, 'secret123', { ip: OWNER_HOME }))!;
    for (let i = 0; i < 6; i++) expect((await login(app, `typo-${i}`, { device })).statusCode).toBe(401);
    const started = Date.now();
    const right = await login(app, 'secret123', { device });
    expect(right.statusCode).toBe(200);
    // Held back while its own counter is locked (at most 3 s).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  });

  it('tells the owner by mail when a lock starts, once an hour; an unknown name mails nobody', async () => {
    const app = await buildTestApp();
    const mailsSinceTheGuesses = await strangerGuessesFiveTimes(app, 'en');
    const notices = mailsSinceTheGuesses();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: 'learner1@example.com' });
    expect(notices[0]!.subject).toBe(
      'Several wrong passwords were tried on your U.S. Citizenship Test Practice account',
    );
    expect(notices[0]!.text).toContain(STRANGER);
    for (let i = 0; i < 5; i++) await login(app, `guess-${i}`, { ip: '192.0.2.77' });
    expect(mailsSinceTheGuesses()).toHaveLength(1);
    for (let i = 0; i < 5; i++) await login(app, 'guess', { username: 'ghost' });
    expect(mailsSinceTheGuesses()).toHaveLength(1);
  });

  it('writes the notice in the language the owner chose', async () => {
    const app = await buildTestApp();
    const [notice] = (await strangerGuessesFiveTimes(app, 'ko'))();
    expect(notice!.subject).toBe('U.S. Citizenship Test Practice 계정에 잘못된 비밀번호가 여러 번 입력되었습니다');
    expect(notice!.text).toContain(`네트워크 주소 ${STRANGER}`);
  });

  it('waits longer after each further wrong try, up to 15 minutes', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    for (let i = 0; i < 5; i++) await login(app, `wrong-${i}`);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const row = (await lockRow(app))!;
      waits.push(Math.round((Number(row.lockedUntil) - Number(row.lastAt)) / 1000));
      await expireLock(app);
      expect((await login(app, 'wrong-again')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('locks an unknown name exactly like a real one (no enumeration)', async () => {
    const app = await buildTestApp();
    for (let i = 0; i < 5; i++) expect((await login(app, 'guess', { username: 'ghost' })).statusCode).toBe(401);
    expect((await login(app, 'guess', { username: 'ghost' })).statusCode).toBe(429);
  });

  it('an admin sees the locks in force and lifts those of one name; learners and strangers may not', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1');
    for (let i = 0; i < 5; i++) await login(app, `guess-${i}`);
    for (let i = 0; i < 5; i++) await login(app, `guess-${i}`, { ip: '192.0.2.77' });
    const admin = await signInAdmin(app);
    const list = await sendAs(app, admin.cookie, 'GET', '/api/admin/security/lockouts');
    expect(list.statusCode).toBe(200);
    const sources = (list.json().lockouts as Array<{ username: string; source: string; failures: number }>)
      .map((l) => [l.username, l.source, l.failures])
      .sort();
    expect(sources).toEqual([
      ['learner1', 'ip:192.0.2.77', 5],
      ['learner1', `ip:${STRANGER}`, 5],
    ]);
    expect((await sendAs(app, learner.cookie, 'GET', '/api/admin/security/lockouts')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/security/lockouts' })).statusCode).toBe(401);
    const clear = (cookie: string | undefined, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/security/lockouts/clear',
        headers: cookie ? { cookie } : {},
        payload: payload as Record<string, unknown>,
      });
    expect((await clear(learner.cookie, { username: 'learner1' })).statusCode).toBe(403);
    expect((await clear(undefined, { username: 'learner1' })).statusCode).toBe(401);
    for (const bad of [
      {},
      { username: '' },
      { username: 'a\u0000b' },
      { username: 'learner1', extra: 1 },
      { username: 5 },
    ]) {
      const answer = await clear(admin.cookie, bad);
      expect([JSON.stringify(bad), answer.statusCode, answer.json().error]).toEqual([
        JSON.stringify(bad),
        400,
        'Bad Request',
      ]);
    }
    expect((await clear(admin.cookie, { username: 'nobody-locked' })).statusCode).toBe(404);
    expect(await lockRow(app)).toBeDefined();
    const cleared = await clear(admin.cookie, { username: 'LEARNER1' });
    expect(cleared.statusCode).toBe(200);
    expect((await sendAs(app, admin.cookie, 'GET', '/api/admin/security/lockouts')).json().lockouts).toEqual([]);
    expect((await login(app, 'secret123')).statusCode).toBe(200);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entityId', 'actorName'])
      .where('action', '=', 'lockout:clear')
      .execute();
    expect(audit).toEqual([{ action: 'lockout:clear', entityId: 'learner1', actorName: 'boss' }]);
  });
});
