import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

describe('admin users API', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1', { level: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const forbidden = await sendAs(app, learner.cookie, 'GET', '/api/admin/users');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permission to access this admin area.");
    const patch = await sendAs(app, learner.cookie, 'PATCH', `/api/admin/users/${learner.user.id}`, { role: 'admin' });
    expect(patch.statusCode).toBe(403);
    expect((await sendAs(app, learner.cookie, 'GET', '/api/user')).json().role).toBe('user');
  });

  it('lists accounts waiting for approval and approves one at level 1', async () => {
    const app = await buildTestApp();
    const waiting = await signUp(app, 'waiting');
    await signUp(app, 'member', { level: 2 });
    const admin = await signInAdmin(app);
    const pending = await sendAs(app, admin.cookie, 'GET', '/api/admin/users?pending=true');
    expect(pending.json().map((u: { username: string }) => u.username)).toEqual(['waiting']);
    const approved = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/users/${waiting.user.id}`, {
      approvalLevel: 1,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true, approval_level: 1 });
    expect(approved.json().approved_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // The learner's own session sees the change at once.
    expect((await sendAs(app, waiting.cookie, 'GET', '/api/user')).json().approval_level).toBe(1);
  });

  it('rejects bad changes with 400 and unknown users with 404, changing nothing', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1');
    const admin = await signInAdmin(app);
    for (const payload of [{ approvalLevel: 5 }, { role: 'root' }, {}, { endDate: 'tomorrow' }, { nickname: 'x' }]) {
      const response = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/users/${learner.user.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await sendAs(app, admin.cookie, 'PATCH', '/api/admin/users/99999', { approvalLevel: 1 })).statusCode).toBe(
      404,
    );
    const self = await sendAs(app, admin.cookie, 'PATCH', `/api/admin/users/${admin.user.id}`, { role: 'user' });
    expect(self.statusCode).toBe(400);
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approvalLevel: 0, isApproved: 0, role: 'user', endDate: null });
  });
});
