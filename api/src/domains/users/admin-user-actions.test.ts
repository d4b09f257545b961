import { describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  postLogin,
  postRegistration,
  postVerification,
  signInAdmin,
  signUp,
  validRegistration,
} from '../../test/helper.js';
import { callAs } from '../../test/requests.js';
import { ensureAdmin } from '../../db/seed.js';
import type { CivicsApp } from '../../app.js';
import { quickLearner } from '../admin/test-accounts.js';

// Several sign-ins (scrypt) per test on a 2-core machine shared with other suites.
vi.setConfig({ testTimeout: 60_000 });

const userRow = (app: CivicsApp, id: number) =>
  app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sessionsOf = async (app: CivicsApp, userId: number) =>
  (await app.db.selectFrom('sessions').select('sid').where('userId', '=', userId).execute()).length;
const auditOf = (app: CivicsApp) => app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();

describe('admin users: search, filters and pages', () => {
  it('searches by name, email, phone and username and pages the answer', async () => {
    const app = await buildTestApp();
    await quickLearner(app, 'alice');
    await quickLearner(app, 'bob', 1);
    await quickLearner(app, 'carol', 2);
    await app.db
      .updateTable('users')
      .set({ fullName: 'Carol Tran', cellphone: '5559876543' })
      .where('username', '=', 'carol')
      .execute();
    const admin = await signInAdmin(app);
    const get = async (query: string) => (await callAs(app, admin.cookie, 'GET', `/api/admin/users?${query}`)).json();

    expect((await get('page=1&search=TRAN')).items.map((u: { username: string }) => u.username)).toEqual(['carol']);
    expect((await get('page=1&search=(555) 987')).items.map((u: { username: string }) => u.username)).toEqual([
      'carol',
    ]);
    // A name with digits in it is not a phone number: "x9876y" finds no one by carol's phone.
    expect((await get('page=1&search=x9876y')).items).toEqual([]);
    expect((await get('page=1&search=bob@example')).items.map((u: { username: string }) => u.username)).toEqual([
      'bob',
    ]);
    expect((await get('page=1&level=1')).items.map((u: { username: string }) => u.username)).toEqual(['bob']);
    expect((await get('page=1&role=admin')).items.map((u: { username: string }) => u.username)).toEqual(['boss']);
    expect((await get('page=1&pending=true')).items.map((u: { username: string }) => u.username)).toEqual(['alice']);

    const first = await get('page=1&pageSize=2&role=user');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const second = await get('page=2&pageSize=2&role=user');
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items].map((u: { username: string }) => u.username).sort();
    expect(all).toEqual(['alice', 'bob', 'carol']);
    // The old answer for ?pending=true stays a plain array.
    const old = await get('pending=true');
    expect(Array.isArray(old)).toBe(true);
    expect(old.map((u: { username: string }) => u.username)).toEqual(['alice']);
  });

  it('refuses bad list queries with 400', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    for (const query of ['page=0', 'pageSize=500&page=1', 'level=7', 'role=root', 'verified=maybe']) {
      const response = await callAs(app, admin.cookie, 'GET', `/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
  });
});

describe('admin users: approve', () => {
  it('approves one user at level 2 and several at once, each with an audit entry', async () => {
    const app = await buildTestApp();
    const one = await quickLearner(app, 'one');
    const two = await quickLearner(app, 'two');
    const three = await quickLearner(app, 'three');
    const admin = await signInAdmin(app);
    const approved = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${one.user.id}/approve`, { level: 2 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true, approval_level: 2 });
    expect((await callAs(app, one.cookie, 'GET', '/api/user')).json().approval_level).toBe(2);

    const bulk = await callAs(app, admin.cookie, 'POST', '/api/admin/users/bulk-approve', {
      ids: [two.user.id, three.user.id],
      level: 1,
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().approved).toBe(2);
    expect(await userRow(app, three.user.id)).toMatchObject({ isApproved: 1, approvalLevel: 1 });

    const entries = await auditOf(app);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['approve', String(one.user.id)],
      ['approve', String(two.user.id)],
      ['approve', String(three.user.id)],
    ]);
    expect(JSON.parse(entries[0]!.beforeJson!)).toMatchObject({ isApproved: false, approvalLevel: 0 });
    expect(JSON.parse(entries[0]!.afterJson!)).toMatchObject({ isApproved: true, approvalLevel: 2 });
    expect(entries[0]).toMatchObject({ actorName: 'boss', entity: 'user' });
  });

  it('refuses bad approvals with 400 (or 404) and stores nothing', async () => {
    const app = await buildTestApp();
    const waiting = await signUp(app, 'waiting');
    const admin = await signInAdmin(app);
    const send = (url: string, payload: unknown) => callAs(app, admin.cookie, 'POST', url, payload as object);
    for (const payload of [{}, { level: 0 }, { level: 3 }, { level: 'two' }, { level: 1, extra: true }]) {
      expect(
        (await send(`/api/admin/users/${waiting.user.id}/approve`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    for (const payload of [
      { ids: [], level: 1 },
      { ids: [waiting.user.id], level: 5 },
      { ids: ['x'], level: 1 },
      { ids: [waiting.user.id, waiting.user.id], level: 1 },
    ]) {
      expect((await send('/api/admin/users/bulk-approve', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // One unknown id refuses the whole batch: the known one is not approved either.
    const mixed = await send('/api/admin/users/bulk-approve', { ids: [waiting.user.id, 99999], level: 1 });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Unknown user id(s): 99999');
    expect((await send('/api/admin/users/99999/approve', { level: 1 })).statusCode).toBe(404);
    expect((await send('/api/admin/users/abc/approve', { level: 1 })).statusCode).toBe(400);
    expect(await userRow(app, waiting.user.id)).toMatchObject({ isApproved: 0, approvalLevel: 0 });
    expect(await auditOf(app)).toEqual([]);
  });

  it('records a PATCH with the account before and after', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const admin = await signInAdmin(app);
    const response = await callAs(app, admin.cookie, 'PATCH', `/api/admin/users/${learner.user.id}`, {
      approvalLevel: 2,
      endDate: '2027-06-30',
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await auditOf(app);
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'user',
      entityId: String(learner.user.id),
      actorId: admin.user.id,
    });
    expect(JSON.parse(entry!.beforeJson!)).toMatchObject({ approvalLevel: 1, endDate: null });
    expect(JSON.parse(entry!.afterJson!)).toMatchObject({ approvalLevel: 2, endDate: '2027-06-30' });
    const page = await callAs(app, admin.cookie, 'GET', `/api/admin/audit?entity=user&entityId=${learner.user.id}`);
    expect(page.json()).toMatchObject({
      total: 1,
      items: [{ action: 'update', before: { approvalLevel: 1 }, after: { approvalLevel: 2 } }],
    });
  });
});

describe('admin users: disable, enable, sign out', () => {
  it('disabling ends every session at once and blocks sign-in with a clear 403; enabling lets the user back', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const password = validRegistration('learner').password;
    const second = await postLogin(app, { username: 'learner', password });
    expect(second.statusCode).toBe(200);
    expect(await sessionsOf(app, learner.user.id)).toBe(2);
    const admin = await signInAdmin(app);

    const disabled = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${learner.user.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(await sessionsOf(app, learner.user.id)).toBe(0);
    expect((await callAs(app, learner.cookie, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await callAs(app, learner.cookie, 'GET', '/api/settings')).statusCode).toBe(401);

    const refused = await postLogin(app, { username: 'learner', password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been disabled. Please contact support.');
    // A wrong password still hears the usual answer: it does not learn the account is disabled.
    expect((await postLogin(app, { username: 'learner', password: 'wrong-one' })).statusCode).toBe(401);

    const enabled = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${learner.user.id}/enable`);
    expect(enabled.json().disabled_at).toBeNull();
    expect((await postLogin(app, { username: 'learner', password })).statusCode).toBe(200);
    expect((await auditOf(app)).map((e) => e.action)).toEqual(['disable', 'enable']);
  });

  it('signs a user out everywhere', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner', { level: 1 });
    const admin = await signInAdmin(app);
    const response = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${learner.user.id}/sign-out`);
    expect(response.json()).toEqual({ message: 'Signed out of 1 session(s).', endedSessions: 1 });
    expect((await callAs(app, learner.cookie, 'GET', '/api/user')).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await callAs(app, admin.cookie, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('never lets an admin demote or disable themself or the last admin', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const send = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      callAs(app, admin.cookie, method, url, payload);

    const selfDisable = await send('POST', `/api/admin/users/${admin.user.id}/disable`);
    expect(selfDisable.statusCode).toBe(400);
    expect(selfDisable.json().message).toBe('You cannot disable your own account');
    const selfDemote = await send('PATCH', `/api/admin/users/${admin.user.id}`, { role: 'user' });
    expect(selfDemote.statusCode).toBe(400);
    expect(selfDemote.json().message).toBe('You cannot remove your own admin role');

    // With a second admin, either may act on the other...
    await ensureAdmin(app.db, { username: 'deputy', password: 'deputy-pass-1', email: 'deputy@example.com' });
    const deputyLogin = await postLogin(app, { username: 'deputy', password: 'deputy-pass-1' });
    const deputyCookie = `sessionId=${deputyLogin.cookies.find((c) => c.name === 'sessionId')!.value}`;
    const deputyId = (deputyLogin.json() as { id: number }).id;
    const byDeputy = await callAs(app, deputyCookie, 'POST', `/api/admin/users/${admin.user.id}/disable`);
    expect(byDeputy.statusCode).toBe(200);
    // ...and then the deputy is the last admin able to act and cannot take that away.
    const lastDisable = await callAs(app, deputyCookie, 'POST', `/api/admin/users/${deputyId}/disable`);
    expect(lastDisable.statusCode).toBe(400);
    const lastDemote = await callAs(app, deputyCookie, 'PATCH', `/api/admin/users/${deputyId}`, { role: 'user' });
    expect(lastDemote.statusCode).toBe(400);
    expect(await userRow(app, deputyId)).toMatchObject({ role: 'admin', disabledAt: null });
    expect((await auditOf(app)).map((e) => [e.action, e.actorName])).toEqual([['disable', 'deputy']]);
  });
});

describe('admin users: resend verification', () => {
  it('mails a fresh code to an unverified account only', async () => {
    const app = await buildTestApp();
    const registered = await postRegistration(app, validRegistration('newbie'));
    const oldCode = registered.json()._tempVerificationCode as string;
    const id = (
      await app.db.selectFrom('users').select('id').where('username', '=', 'newbie').executeTakeFirstOrThrow()
    ).id;
    const verified = await signUp(app, 'verified');
    const admin = await signInAdmin(app);
    const mailsBefore = app.mailer.sent.length;

    const response = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${id}/resend-verification`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'A new verification code was sent to newbie@example.com.',
      _emailSent: true,
    });
    expect(response.json()._tempVerificationCode).toBeUndefined();
    const mail = app.mailer.sent[mailsBefore]!;
    expect(mail.to).toBe('newbie@example.com');
    // The mail is in the learner's language; the code is its only six-digit number.
    const newCode = /\b(\d{6})\b/.exec(mail.text)![1]!;
    expect(newCode).not.toBe(oldCode);
    // The mailed code verifies the account.
    expect((await postVerification(app, 'newbie', newCode)).statusCode).toBe(200);
    expect((await userRow(app, id)).emailVerified).toBe(1);

    const refused = await callAs(app, admin.cookie, 'POST', `/api/admin/users/${verified.user.id}/resend-verification`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This email address is already verified.');
    expect((await callAs(app, admin.cookie, 'POST', '/api/admin/users/99999/resend-verification')).statusCode).toBe(
      404,
    );
    expect((await auditOf(app)).map((e) => e.action)).toEqual(['resend-verification']);
  });
});
