import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, postLogin, sessionCookie, signInAdmin } from '../../test/helper.js';
import { ensureAdmin } from '../../db/seed.js';
import type { CivicsApp } from '../../app.js';
import { LEARNER_PASSWORD, quickLearner } from '../admin/test-accounts.js';

vi.setConfig({ testTimeout: 60_000 });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const userRow = (app: CivicsApp, id: number) =>
  app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('bulk approval: mail in the learner language and Undo', () => {
  it('mails each waiting learner in their language, and Undo restores them within the minute', async () => {
    const app = await buildTestApp();
    const lan = await quickLearner(app, 'lan');
    const minh = await quickLearner(app, 'minh_ng');
    const old = await quickLearner(app, 'already', 1);
    await app.db.updateTable('users').set({ preferredLanguage: 'vi' }).where('id', '=', minh.user.id).execute();
    await app.db.updateTable('users').set({ preferredLanguage: 'ko' }).where('id', '=', lan.user.id).execute();
    const admin = await signInAdmin(app);
    const post = (url: string, payload: object, cookie = admin.cookie) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie, ...xhr } });
    const mailsBefore = app.mailer.sent.length;

    const approved = await post('/api/admin/users/bulk-approve', {
      ids: [lan.user.id, minh.user.id, old.user.id],
      level: 2,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approved).toBe(3);
    expect(Date.parse(approved.json().undoUntil)).toBeGreaterThan(Date.now() + 50_000);
    const mails = app.mailer.sent.slice(mailsBefore);
    // Only the two who were waiting hear of it; the level-1 account was approved before.
    expect(mails.map((m) => m.to).sort()).toEqual(['lan@example.com', 'minh_ng@example.com']);
    expect(mails.find((m) => m.to === 'minh_ng@example.com')!.text).toContain(
      'Quản trị viên đã duyệt tài khoản của bạn ở cấp 2',
    );
    expect(mails.find((m) => m.to === 'lan@example.com')!.subject).toBe(
      'U.S. Citizenship Test Practice 계정이 승인되었습니다',
    );

    const undone = await post('/api/admin/users/undo-approve', { ids: [lan.user.id, minh.user.id, old.user.id] });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().restored).toBe(3);
    expect(await userRow(app, lan.user.id)).toMatchObject({ isApproved: 0, approvalLevel: 0, approvedAt: null });
    expect(await userRow(app, old.user.id)).toMatchObject({ isApproved: 1, approvalLevel: 1 });
    // A second undo finds the undo as the latest change: nothing left to take back.
    const again = await post('/api/admin/users/undo-approve', { ids: [lan.user.id] });
    expect(again.statusCode).toBe(409);
    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=user',
      headers: { cookie: admin.cookie, ...xhr },
    });
    expect(log.json().items.map((e: { summary: string }) => e.summary)).toContain(
      'Admin boss undid the approval of minh_ng (back to level 0)',
    );
  });

  it('refuses an undo after the minute, by another admin, or for an unknown account, changing nothing', async () => {
    const app = await buildTestApp();
    const lan = await quickLearner(app, 'lan');
    const minh = await quickLearner(app, 'minh_ng');
    const admin = await signInAdmin(app);
    await ensureAdmin(app.db, { username: 'other', password: LEARNER_PASSWORD, email: 'other@example.com' });
    const otherLogin = await postLogin(app, { username: 'other', password: LEARNER_PASSWORD });
    const other = sessionCookie(otherLogin);
    const post = (url: string, payload: object, cookie = admin.cookie) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie, ...xhr } });

    expect(
      (await post('/api/admin/users/bulk-approve', { ids: [lan.user.id, minh.user.id], level: 1 })).statusCode,
    ).toBe(200);
    expect((await post('/api/admin/users/undo-approve', { ids: [lan.user.id] }, other)).statusCode).toBe(409);
    // lan's approval is made to look two minutes old: the whole undo is refused, minh stays approved too.
    await app.db
      .updateTable('auditLog')
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .where('entityId', '=', String(lan.user.id))
      .execute();
    const late = await post('/api/admin/users/undo-approve', { ids: [minh.user.id, lan.user.id] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('lan');
    expect(await userRow(app, minh.user.id)).toMatchObject({ isApproved: 1, approvalLevel: 1 });
    expect((await post('/api/admin/users/undo-approve', { ids: [99999] })).statusCode).toBe(404);
    for (const payload of [{ ids: [] }, { ids: ['x'] }, {}, { ids: [1, 1] }]) {
      const bad = await post('/api/admin/users/undo-approve', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/users/undo-approve',
          payload: { ids: [lan.user.id] },
          headers: xhr,
        })
      ).statusCode,
    ).toBe(401);
    const learner = await quickLearner(app, 'learner', 1);
    expect((await post('/api/admin/users/undo-approve', { ids: [minh.user.id] }, learner.cookie)).statusCode).toBe(403);
    expect(await userRow(app, minh.user.id)).toMatchObject({ isApproved: 1, approvalLevel: 1 });
  });
});
