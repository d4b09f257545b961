import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  signUp,
  validRegistration,
  postRegistration,
  postVerification,
  expireVerificationCodes,
} from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';

async function registered(app: CivicsApp) {
  const response = await postRegistration(app);
  return response.json()._tempVerificationCode as string;
}
const verify = (app: CivicsApp, verificationCode: string, username = 'learner1') =>
  postVerification(app, username, verificationCode);
const resend = (app: CivicsApp, username = 'learner1') =>
  app.inject({ method: 'GET', url: `/api/get-verification-code/${username}` });
const isVerified = async (app: CivicsApp) =>
  (
    await app.db
      .selectFrom('users')
      .select('emailVerified')
      .where('username', '=', 'learner1')
      .executeTakeFirstOrThrow()
  ).emailVerified === 1;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Moves the resend limiter's clock back, as if the last resend was `ms` ago. */
const resendWasAgo = (app: CivicsApp, ms: number, username = 'learner1') =>
  app.db
    .updateTable('authThrottles')
    .set({ lastAt: Date.now() - ms })
    .where('key', '=', `resend:${username}`)
    .execute();

/** The code was refused with `message` (the whole text, or a pattern) and the account stays unverified. */
async function expectRefused(app: CivicsApp, response: Awaited<ReturnType<typeof verify>>, message: string | RegExp) {
  expect(response.statusCode).toBe(400);
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else expect(response.json().message).toMatch(message);
  expect(await isVerified(app)).toBe(false);
}

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
    await expectRefused(app, await verify(app, '12ab56'), 'Verification code must be exactly 6 digits');
  });

  it('invalidates the code after 5 wrong tries', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    for (let i = 0; i < 4; i++)
      expect((await verify(app, wrong(code))).json().message).toBe('Invalid verification code');
    expect((await verify(app, wrong(code))).json().message).toContain('Too many wrong attempts');
    await expectRefused(app, await verify(app, code), /request a new verification code/);
  });

  it('refuses an expired code', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    await expireVerificationCodes(app);
    await expectRefused(app, await verify(app, code), 'Invalid verification code');
  });

  it('a resend mails a new code and the earlier one stays valid until it expires', async () => {
    const app = await buildTestApp();
    const oldCode = await registered(app);
    const resent = await resend(app);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()._emailSent).toBe(true);
    const newCode = resent.json()._tempVerificationCode as string;
    expect(app.mailer.sent.at(-1)!.text).toContain(newCode);
    // Someone else asking for a code cannot void the one already in the learner's inbox.
    expect((await verify(app, oldCode)).statusCode).toBe(200);
    expect(await isVerified(app)).toBe(true);
    expect(newCode).toMatch(/^\d{6}$/);
  });

  it('a resend does not restore the attempt budget', async () => {
    const app = await buildTestApp();
    const code = await registered(app);
    for (let i = 0; i < 4; i++) await verify(app, wrong(code));
    expect((await resend(app)).statusCode).toBe(200);
    // Four wrong tries were spent before the resend: the fifth ends every code.
    expect((await verify(app, wrong(code))).json().message).toContain('Too many wrong attempts');
    expect((await verify(app, code)).statusCode).toBe(400);
    expect(await isVerified(app)).toBe(false);
    // Once every code is void, a new code (a minute later) starts a new budget.
    await resendWasAgo(app, 61_000);
    const fresh = (await resend(app)).json()._tempVerificationCode as string;
    expect((await verify(app, fresh)).statusCode).toBe(200);
  });

  it('limits resends per account: once a minute and five a day, for known and unknown names alike', async () => {
    const app = await buildTestApp();
    await registered(app);
    for (const name of ['learner1', 'nobody']) {
      expect((await resend(app, name)).statusCode).toBe(200);
      const soon = await resend(app, name);
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(/^Please wait \d+ seconds before requesting more verification codes\.$/);
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) {
        await resendWasAgo(app, 61_000, name);
        expect((await resend(app, name)).statusCode).toBe(200);
      }
      await resendWasAgo(app, 61_000, name);
      const sixth = await resend(app, name);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/^Too many verification codes requested\. Please try again in \d+ hours\.$/);
    }
    // The registration mail and five resends for the real account; none for the unknown name.
    expect(app.mailer.sent.length).toBe(6);
    expect(await app.db.selectFrom('emailVerificationCodes').select('id').execute()).toHaveLength(6);
  });

  it('answers unknown, pending and verified names alike (no enumeration)', async () => {
    const app = await buildTestApp({ production: true, mailAllowConsole: true });
    await postRegistration(app, validRegistration('pending1'));
    const verified = await buildTestApp();
    await signUp(verified, 'done1');
    const answers = await Promise.all([resend(app, 'nobody'), resend(app, 'pending1')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(answers[0]!.json()).not.toHaveProperty('_tempVerificationCode');
    // Development answers alike too, apart from the development-only fields.
    const known = await resend(verified, 'done1');
    const unknown = await resend(verified, 'ghost1');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json().message).toBe(unknown.json().message);
    // A wrong code for an unknown name and for a verified account: the same answer.
    const tries = await Promise.all([verify(verified, '123456', 'ghost1'), verify(verified, '123456', 'done1')]);
    expect(tries.map((t) => [t.statusCode, t.json().message])).toEqual([
      [400, 'Invalid verification code'],
      [400, 'Invalid verification code'],
    ]);
  });
});
