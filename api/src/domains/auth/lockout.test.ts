// One lockout per account across login, password reset and change-password (issue 13), kept in
// the database: a growing delay after five wrong tries, a clear 429, cleared by a right password.
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';

const login = (app: CivicsApp, password: string, username = 'learner1') => app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const resetWith = (app: CivicsApp, answer1: string) =>
  app.inject({ method: 'POST', url: '/api/password/reset/verify', payload: { username: 'learner1', answers: { answer1, answer2: 'Tale of Kieu', answer3: 'Pho' }, newPassword: 'another1' } });
const changeWith = (app: CivicsApp, cookie: string, currentPassword: string) =>
  app.inject({ method: 'POST', url: '/api/change-password', headers: { cookie }, payload: { currentPassword, newPassword: 'another1' } });
const lockRow = (app: CivicsApp) => app.db.selectFrom('authThrottles').selectAll().where('key', '=', 'lock:learner1').executeTakeFirst();
/** As if the lock had run out (time passes without waiting). */
const expireLock = (app: CivicsApp) => app.db.updateTable('authThrottles').set({ lockedUntil: Date.now() - 1 }).where('key', '=', 'lock:learner1').execute();

describe('per-account lockout on password guessing', () => {
  it('counts wrong tries on all three routes together, then answers 429 with when to retry, even to the right password', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    expect((await login(app, 'wrong-1')).statusCode).toBe(401);
    expect((await resetWith(app, 'wrong')).statusCode).toBe(400);
    expect((await changeWith(app, cookie, 'wrong-3')).statusCode).toBe(400);
    expect((await login(app, 'wrong-4', 'LEARNER1')).statusCode).toBe(401);
    expect((await login(app, 'wrong-5')).statusCode).toBe(401);
    const locked = await login(app, 'secret123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong attempts for this account\. Please try again in 30 seconds \(after .+Z\)\.$/);
    expect(locked.headers['retry-after']).toBe('30');
    // The lock holds on the other routes too, and changes nothing.
    expect((await resetWith(app, 'Miu')).statusCode).toBe(429);
    expect((await changeWith(app, cookie, 'secret123')).statusCode).toBe(429);
    const user = await app.db.selectFrom('users').select('passwordHash').where('username', '=', 'learner1').executeTakeFirstOrThrow();
    await expireLock(app);
    expect((await login(app, 'secret123')).statusCode).toBe(200);
    expect(await lockRow(app)).toBeUndefined();
    expect((await app.db.selectFrom('users').select('passwordHash').where('username', '=', 'learner1').executeTakeFirstOrThrow()).passwordHash).toBe(user.passwordHash);
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
    for (let i = 0; i < 5; i++) expect((await login(app, 'guess', 'ghost')).statusCode).toBe(401);
    expect((await login(app, 'guess', 'ghost')).statusCode).toBe(429);
  });
});
