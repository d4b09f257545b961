import { describe, expect, it } from 'vitest';
import {
  ageAccountsPastADay,
  buildTestApp,
  countUsers,
  expireVerificationCodes,
  postLogin,
  postRegistration,
  postVerification,
  signUp,
  validRegistration,
} from '../../test/helper.js';

describe('POST /api/register', () => {
  it('creates an unverified, unapproved account, mails a 6-digit code and stores no plain secret', async () => {
    const app = await buildTestApp();
    const response = await postRegistration(app);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body._emailSent).toBe(true);
    expect(body._tempVerificationCode).toMatch(/^\d{6}$/);
    expect(body.message).toContain('Please wait for approval within 24 hours');
    expect(app.mailer.sent.at(-1)?.text).toContain(body._tempVerificationCode);

    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'learner1')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      emailVerified: 0,
      isApproved: 0,
      approvalLevel: 0,
      cellphone: '5551234567',
      state: 'CA',
      preferredLanguage: 'vi',
    });
    const stored = JSON.stringify(user);
    for (const secret of ['secret123', 'Miu', 'Tale of Kieu', 'Pho', body._tempVerificationCode])
      expect(stored).not.toContain(secret);
    expect(user.passwordHash).toMatch(/^scrypt\$/);
  });

  it('hides the verification code in production', async () => {
    const app = await buildTestApp({ production: true, mailAllowConsole: true });
    const response = await postRegistration(app);
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('_tempVerificationCode');
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['short phone', { cellphone: '555-1234' }, 'cellphone', 'Please enter a valid 10-digit phone number'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['missing question 2', { securityQuestion2: '' }, 'securityQuestion2', 'Security question 2 is required'],
    [
      'question not in its list',
      { securityQuestion1: 'What is your favorite color?' },
      'securityQuestion1',
      'Security question 1 must be one of the listed questions',
    ],
    ['missing answer 3', { securityAnswer3: '  ' }, 'securityAnswer3', 'Answer 3 is required'],
    ['unknown state', { state: 'XX' }, 'state', 'Please choose a U.S. state'],
    ['unsupported language', { preferredLanguage: 'de' }, 'preferredLanguage', 'Please choose a supported language'],
  ];
  it.each(cases)('rejects %s with its message and stores nothing', async (_name, change, field, message) => {
    const app = await buildTestApp();
    const before = await countUsers(app);
    const response = await postRegistration(app, { ...validRegistration(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message, fields: { [field]: message } });
    expect(await countUsers(app)).toBe(before);
  });

  it('rejects a body with a missing field', async () => {
    const app = await buildTestApp();
    const { username: _omit, ...rest } = validRegistration();
    const response = await postRegistration(app, rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('username');
    expect(await countUsers(app)).toBe(0);
  });

  it('answers 409 for a taken username or email, and stores nothing more', async () => {
    const app = await buildTestApp();
    await signUp(app, 'taken');
    const before = await countUsers(app);
    const sameName = await postRegistration(app, { ...validRegistration('taken'), email: 'other@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('Username already exists');
    const sameEmail = await postRegistration(app, { ...validRegistration('other'), email: 'TAKEN@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Email already registered');
    expect(await countUsers(app)).toBe(before);
  });

  it('replaces a pending registration only once its day is over and its codes expired; never one an admin approved or made admin', async () => {
    const app = await buildTestApp();
    for (const name of ['expired', 'approved', 'promoted']) {
      expect((await postRegistration(app, validRegistration(name))).statusCode).toBe(201);
    }
    // Every code of the three has expired; an admin approved one and promoted another meanwhile.
    await expireVerificationCodes(app);
    await ageAccountsPastADay(app);
    await app.db
      .updateTable('users')
      .set({ isApproved: 1, approvalLevel: 2, approvedAt: '2099-01-01T00:00:00.000Z' })
      .where('username', '=', 'approved')
      .execute();
    await app.db.updateTable('users').set({ role: 'admin' }).where('username', '=', 'promoted').execute();
    const taken = async (name: string) =>
      postRegistration(app, { ...validRegistration(name), email: `new.${name}@example.com` });
    expect((await taken('approved')).statusCode).toBe(409);
    expect((await taken('promoted')).statusCode).toBe(409);
    expect((await taken('expired')).statusCode).toBe(201);
    const rows = await app.db.selectFrom('users').select(['username', 'email']).orderBy('username').execute();
    expect(rows).toEqual([
      { username: 'approved', email: 'approved@example.com' },
      { username: 'expired', email: 'new.expired@example.com' },
      { username: 'promoted', email: 'promoted@example.com' },
    ]);
    expect(
      await app.db.selectFrom('auditLog').select('action').where('action', '=', 'registration:replace').execute(),
    ).toHaveLength(1);
  });

  it("a pending sign-up is neither cancelled nor taken over: a stranger's second registration is 409 and the first code, password and sign-in work (issue 34)", async () => {
    const app = await buildTestApp();
    const first = await postRegistration(app, validRegistration('lan'));
    expect(first.statusCode).toBe(201);
    const firstCode = first.json()._tempVerificationCode as string;
    const stored = async () => app.db.selectFrom('users').select(['id', 'username', 'email', 'passwordHash']).execute();
    const codes = async () =>
      app.db.selectFrom('emailVerificationCodes').select(['id', 'codeHash']).orderBy('id').execute();
    const [usersBefore, codesBefore, mailsBefore] = [await stored(), await codes(), app.mailer.sent.length];
    const pending = 'waiting for verification: check your inbox, or wait 24 hours';
    const attempts = [
      { ...validRegistration('lan'), password: 'stranger1' },
      { ...validRegistration('LAN'), email: 'stranger@example.com', password: 'stranger1' },
      { ...validRegistration('someone'), email: 'LAN@example.com', password: 'stranger1' },
    ];
    for (const payload of attempts) {
      const answer = await postRegistration(app, payload);
      expect([payload.username, answer.statusCode]).toEqual([payload.username, 409]);
      expect(answer.json()).toMatchObject({ error: 'Conflict', message: pending, code: 'registration_pending' });
    }
    expect(await stored()).toEqual(usersBefore);
    expect(await codes()).toEqual(codesBefore);
    expect(app.mailer.sent.length).toBe(mailsBefore);
    expect(await app.db.selectFrom('auditLog').select('action').execute()).toEqual([]);
    expect((await postVerification(app, 'lan', firstCode)).statusCode).toBe(200);
    expect((await postLogin(app, { username: 'lan', password: 'stranger1' })).statusCode).toBe(401);
    expect((await postLogin(app, { username: 'lan', password: 'secret123' })).statusCode).toBe(200);
  }, 90_000);

  it('a pending sign-up holds its name and email for 24 hours, then may be replaced once its codes expired', async () => {
    const app = await buildTestApp();
    expect((await postRegistration(app, validRegistration('lan'))).statusCode).toBe(201);
    // Its codes expired, but the day is not over: still held.
    await expireVerificationCodes(app);
    const again = () => postRegistration(app, { ...validRegistration('lan'), password: 'second1' });
    expect((await again()).statusCode).toBe(409);
    await ageAccountsPastADay(app);
    expect((await again()).statusCode).toBe(201);
  }, 90_000);
});
