import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';

describe('admin users API', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1', { level: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const forbidden = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: learner.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permission to access this admin area.");
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${learner.user.id}`,
      headers: { cookie: learner.cookie },
      payload: { role: 'admin' },
    });
    expect(patch.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: learner.cookie } })).json().role,
    ).toBe('user');
  });

  it('lists accounts waiting for approval and approves one at level 1', async () => {
    const app = await buildTestApp();
    const waiting = await signUp(app, 'waiting');
    await signUp(app, 'member', { level: 2 });
    const admin = await signInAdmin(app);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/admin/users?pending=true',
      headers: { cookie: admin.cookie },
    });
    expect(pending.json().map((u: { username: string }) => u.username)).toEqual(['waiting']);
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${waiting.user.id}`,
      headers: { cookie: admin.cookie },
      payload: { approvalLevel: 1 },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true, approval_level: 1 });
    expect(approved.json().approved_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // The learner's own session sees the change at once.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: waiting.cookie } })).json()
        .approval_level,
    ).toBe(1);
  });

  it('rejects bad changes with 400 and unknown users with 404, changing nothing', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1');
    const admin = await signInAdmin(app);
    for (const payload of [{ approvalLevel: 5 }, { role: 'root' }, {}, { endDate: 'tomorrow' }, { nickname: 'x' }]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${learner.user.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/admin/users/99999',
          headers: { cookie: admin.cookie },
          payload: { approvalLevel: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'user' },
    });
    expect(self.statusCode).toBe(400);
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approvalLevel: 0, isApproved: 0, role: 'user', endDate: null });
  });
});
