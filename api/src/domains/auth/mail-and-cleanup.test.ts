// Mail that cannot be sent is never reported as sent, production needs a transport, and
// unverified registrations give their name and email back after a week (issue 13).
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import {
  ageAccountsPastADay,
  buildTestApp,
  countUsers,
  expireVerificationCodes,
  postRegistration,
  postVerification,
  signUp,
  testConfig,
  validRegistration,
} from '../../test/helper.js';
import { releaseStaleRegistrations } from './unverified-cleanup.js';

/** A mail transport that is down (an SMTP server refusing); counts what it was asked to send. */
function failingMailer(): Mailer & { tried: MailMessage[] } {
  const tried: MailMessage[] = [];
  return { sent: [], tried, send: async (message) => (tried.push(message), false) };
}

describe('mail delivery', () => {
  it('refuses to start in production without SMTP unless MAIL_ALLOW_CONSOLE=true', async () => {
    await expect(
      buildApp(testConfig({ production: true, smtpUrl: undefined, mailAllowConsole: false }), { logger: false }),
    ).rejects.toThrow(/SMTP_URL is not set/);
    const allowed = await buildTestApp({ production: true, smtpUrl: undefined, mailAllowConsole: true });
    expect((await allowed.inject({ method: 'GET', url: '/api/public/system-settings' })).statusCode).toBe(200);
  });

  it('answers 503 when the verification mail cannot be sent, and keeps nothing half-done', async () => {
    const mailer = failingMailer();
    const app = await buildApp(testConfig(), { logger: false, mailer });
    try {
      const before = await countUsers(app);
      const response = await postRegistration(app, validRegistration('learner1'));
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'We could not send the verification email right now. Please try again in a few minutes.',
      );
      expect(mailer.tried).toHaveLength(1);
      expect(await countUsers(app)).toBe(before);
      expect(await app.db.selectFrom('emailVerificationCodes').select('id').execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a resend that cannot be mailed is a 503, adds no code and does not count against the limit', async () => {
    const app = await buildTestApp();
    await postRegistration(app, validRegistration('learner1'));
    const send = app.mailer.send;
    app.mailer.send = async () => false;
    const down = await app.inject({ method: 'GET', url: '/api/get-verification-code/learner1' });
    expect(down.statusCode).toBe(503);
    expect(await app.db.selectFrom('emailVerificationCodes').select('id').execute()).toHaveLength(1);
    app.mailer.send = send;
    expect((await app.inject({ method: 'GET', url: '/api/get-verification-code/learner1' })).statusCode).toBe(200);
  });
});

describe('unverified registrations', () => {
  it('are released after 7 days (at start-up and hourly), verified ones stay', async () => {
    const app = await buildTestApp();
    await postRegistration(app, validRegistration('stale1'));
    await postRegistration(app, validRegistration('fresh1'));
    await signUp(app, 'verified1');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await app.db
      .updateTable('users')
      .set({ createdAt: eightDaysAgo })
      .where('username', 'in', ['stale1', 'verified1'])
      .execute();
    expect(await releaseStaleRegistrations(app.db)).toBe(1);
    const names = (await app.db.selectFrom('users').select('username').orderBy('username').execute()).map(
      (u) => u.username,
    );
    expect(names).toEqual(['fresh1', 'verified1']);
    // The name and email are free again.
    expect((await postRegistration(app, validRegistration('stale1'))).statusCode).toBe(201);
  });

  it('runs the cleanup when the server starts', async () => {
    const config = testConfig();
    const first = await buildApp(config, { logger: false });
    await first.inject({ method: 'POST', url: '/api/register', payload: validRegistration('stale1') });
    await first.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() })
      .execute();
    await first.close();
    const second = await buildApp(config, { logger: false });
    try {
      expect(await countUsers(second)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('nobody takes a fresh pending name or email (409, issue 34); after its day with no live code the same email registering again replaces it, with an audit entry', async () => {
    const app = await buildTestApp();
    await postRegistration(app, validRegistration('lan'));
    const stranger = await postRegistration(app, { ...validRegistration('LAN'), email: 'lan.new@example.com' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('waiting for verification: check your inbox, or wait 24 hours');
    const register = () => postRegistration(app, { ...validRegistration('lan2'), email: 'LAN@example.com' });
    expect((await register()).statusCode).toBe(409);
    await ageAccountsPastADay(app);
    await expireVerificationCodes(app);
    const sameEmail = await register();
    expect(sameEmail.statusCode).toBe(201);
    const users = await app.db.selectFrom('users').select(['username', 'email']).execute();
    expect(users).toEqual([{ username: 'lan2', email: 'lan@example.com' }]);
    const audit = await app.db.selectFrom('auditLog').select(['action', 'entity', 'beforeJson']).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'registration:replace', entity: 'user' });
    expect(JSON.parse(audit[0]!.beforeJson!)).toMatchObject({ username: 'lan', email: 'lan@example.com' });
    // The replaced registration's code is gone with it; the new one verifies.
    expect((await postVerification(app, 'lan2', sameEmail.json()._tempVerificationCode)).statusCode).toBe(200);
  });
});
