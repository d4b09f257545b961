import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { ensureAdmin } from '../../db/seed.js';
import { buildTestApp, postLogin, sessionCookie, signInAdmin } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { LEVEL_ENDING_KIND, mailEndingLevels } from '../payments/level-ending-mail.js';
import { LEARNER_TABLES, learnerWithHistory, rowsOf } from './test-kit.js';

const deleteAccount = (app: CivicsApp, cookie: string | undefined, payload: unknown) =>
  app.inject({ method: 'DELETE', url: '/api/account', headers: cookie ? { cookie } : {}, payload: payload as object });

async function everyRowOf(app: CivicsApp, userId: number, username: string) {
  const counts: Record<string, number> = {};
  for (const table of LEARNER_TABLES) counts[table] = await rowsOf(app, table, userId);
  counts.users = (await app.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length;
  counts.authThrottles = (
    await app.db.selectFrom('authThrottles').select('key').where('key', 'like', `%:${username}`).execute()
  ).length;
  counts.securityEvents = (
    await app.db.selectFrom('securityEvents').select('id').where('username', '=', username).execute()
  ).length;
  counts.scheduledMailLog = (
    await app.db
      .selectFrom('scheduledMailLog')
      .select('kind')
      .where('kind', '=', LEVEL_ENDING_KIND)
      .where('subjectKey', '=', String(userId))
      .execute()
  ).length;
  return counts;
}

describe('DELETE /api/account', () => {
  it('answers 401 to an anonymous caller', async () => {
    const app = await buildTestApp();
    const response = await deleteAccount(app, undefined, { password: 'secret123' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong password (403) and a bad body (400), deleting nothing', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    const before = await everyRowOf(app, user.id, 'learner1');
    const wrong = await deleteAccount(app, cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: 'Forbidden',
      message: 'The password is not correct. Your account was not deleted.',
    });
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: 'secret123', extra: true }]) {
      const bad = await deleteAccount(app, cookie, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toMatch(/\w/);
    }
    const after = await everyRowOf(app, user.id, 'learner1');
    // Only the wrong password was counted (the lockout's counter); every record is still there.
    expect({ ...after, authThrottles: 0 }).toEqual({ ...before, authThrottles: 0 });
    expect(before.answerAttempts).toBe(2);
    expect(before.vocabularyAnswers).toBe(1);
    expect((await sendAs(app, cookie, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it("deletes every row of the learner in every table, ends the sessions, and leaves another learner's data alone", async () => {
    const app = await buildTestApp();
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    const other = await learnerWithHistory(app, 'other2');
    // A second device of the same learner: signed out too.
    const secondDevice = sessionCookie(
      await postLogin(app, { username: 'learner1', password: 'secret123', remember: true }),
    );
    // That sign-in cleared the lockout counter: a reset request leaves a throttle row keyed by the name.
    await app.inject({ method: 'POST', url: '/api/password/reset/questions', payload: { username: 'learner1' } });
    // Both were told their level 2 ends in three days (the hourly job's pass).
    await app.db
      .updateTable('users')
      .set({ endDate: new Date(Date.now() + 3 * 86_400_000).toISOString() })
      .where('id', 'in', [user.id, other.user.id])
      .execute();
    expect(await mailEndingLevels({ db: app.db, mailer: app.mailer })).toBe(2);
    const before = await everyRowOf(app, user.id, 'learner1');
    for (const table of [...LEARNER_TABLES, 'users', 'authThrottles', 'securityEvents', 'scheduledMailLog'])
      expect(before[table], table).toBeGreaterThan(0);
    const otherBefore = await everyRowOf(app, other.user.id, 'other2');

    const response = await deleteAccount(app, cookie, { password: 'secret123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account and all its data have been deleted.' });

    const after = await everyRowOf(app, user.id, 'learner1');
    for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
    expect(await everyRowOf(app, other.user.id, 'other2')).toEqual(otherBefore);
    for (const c of [cookie, secondDevice]) expect((await sendAs(app, c, 'GET', '/api/user')).statusCode).toBe(401);
    const login = await postLogin(app, { username: 'learner1', password: 'secret123' });
    expect(login.statusCode).toBe(401);
  });

  it('records an audit entry without personal data, keeping the payment for accounting', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    await deleteAccount(app, cookie, { password: 'secret123' });
    const entries = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'delete-own-account')
      .execute();
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ entity: 'user', entityId: String(user.id), actorId: null, actorName: null });
    const text = JSON.stringify(entry);
    for (const personal of ['learner1', 'Lan Nguyen', '5551234567', '123-4567', 'example.com'])
      expect(text).not.toContain(personal);
    expect(JSON.parse(entry.afterJson!).payments).toEqual([
      expect.objectContaining({ method: 'paypal', amount: 1999, currency: 'USD', sourceId: `CAPTURE-${user.id}` }),
    ]);
  });

  it('scrubs the name from earlier audit entries about the account', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    const approve = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/users/${user.id}`, { approvalLevel: 1 });
    expect(approve.statusCode).toBe(200);
    const about = () =>
      app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entityId', '=', String(user.id))
        .where('action', '!=', 'delete-own-account')
        .execute();
    expect(JSON.stringify(await about())).toContain('learner1');
    await deleteAccount(app, cookie, { password: 'secret123' });
    const scrubbed = await about();
    expect(scrubbed.length).toBeGreaterThan(0);
    expect(JSON.stringify(scrubbed)).not.toContain('learner1');
  });

  it('refuses the last admin (409) and lets an admin go when another admin remains', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const refused = await deleteAccount(app, admin.cookie, { password: 'admin-pass-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/last admin/);
    expect(
      await app.db.selectFrom('users').select('id').where('id', '=', admin.user.id).executeTakeFirst(),
    ).toBeDefined();

    await ensureAdmin(app.db, { username: 'second', password: 'admin-pass-2', email: 'second@example.com' });
    const deleted = await deleteAccount(app, admin.cookie, { password: 'admin-pass-1' });
    expect(deleted.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('users').select('id').where('id', '=', admin.user.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
