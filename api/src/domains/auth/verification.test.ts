import { describe, expect, it } from 'vitest';
import { buildTestApp, validRegistration } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';

async function registered(app: CivicsApp) {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: validRegistration() });
  return response.json()._tempVerificationCode as string;
}
const verify = (app: CivicsApp, verificationCode: string, username = 'learner1') =>
  app.inject({ method: 'POST', url: '/api/verify-email', payload: { username, verificationCode } });
const isVerified = async (app: CivicsApp) =>
  (await app.db.selectFrom('users').select('emailVerified').where('username', '=', 'learner1').executeTakeFirstOrThrow()).emailVerified === 1;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email verification', () => {
  it('verifies with the right code, once', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    const response = await verify(app, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('verified');
    expect(await isVerified(app)).toBe(true);
  });

  it('rejects a code that is not 6 digits', async () => {
    const app = await buildTestApp();
    await registered(app);
    const response = await verify(app, '12ab56');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Verification code must be exactly 6 digits');
    expect(await isVerified(app)).toBe(false);
  });

  it('invalidates the code after 5 wrong tries', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    for (let i = 0; i < 4; i++) expect((await verify(app, wrong(code))).json().message).toBe('Invalid verification code');
    expect((await verify(app, wrong(code))).json().message).toContain('Too many wrong attempts');
    const afterwards = await verify(app, code);
    expect(afterwards.statusCode).toBe(400);
    expect(afterwards.json().message).toContain('request a new code');
    expect(await isVerified(app)).toBe(false);
  });

  it('refuses an expired code', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    await app.db.updateTable('users').set({ emailVerificationExpiry: new Date(Date.now() - 1000).toISOString() }).execute();
    const response = await verify(app, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
    expect(await isVerified(app)).toBe(false);
  });

  it('sends a fresh code on request; the old one stops working', async () => {
    const app = await buildTestApp();
    const oldCode = await registered(app);
    const resent = await app.inject({ method: 'GET', url: '/api/get-verification-code/learner1' });
    expect(resent.statusCode).toBe(200);
    const newCode = resent.json()._tempVerificationCode as string;
    expect(resent.json()._emailSent).toBe(true);
    if (newCode !== oldCode) expect((await verify(app, oldCode)).statusCode).toBe(400);
    expect((await verify(app, newCode)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown username and 400 once verified', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/get-verification-code/nobody' })).statusCode).toBe(404);
    await verify(app, await registered(app));
    const again = await app.inject({ method: 'GET', url: '/api/get-verification-code/learner1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already verified');
  });
});
