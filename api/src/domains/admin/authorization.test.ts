// Who may call the admin core's routes: 401 anonymous, 403 learners of every level, admins pass.
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin } from '../../test/helper.js';
import { callAs } from '../../test/requests.js';
import { quickLearner } from './test-accounts.js';

// Several sign-ins (scrypt) per test on a 2-core machine shared with other suites.
vi.setConfig({ testTimeout: 60_000 });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('admin core authorization matrix', () => {
  it('answers 401 to anonymous callers, 403 to learners at level 0, 1 and 2, and lets an admin in', async () => {
    const app = await buildTestApp();
    const target = await quickLearner(app, 'target');
    const learners = [
      await quickLearner(app, 'level0'),
      await quickLearner(app, 'level1', 1),
      await quickLearner(app, 'level2', 2),
    ];
    const admin = await signInAdmin(app);
    const id = target.user.id;
    const routes: Array<{ method: Method; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/admin/dashboard' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'GET', url: '/api/admin/users?page=1&search=tar' },
      { method: 'GET', url: `/api/admin/users/${id}` },
      { method: 'PATCH', url: `/api/admin/users/${id}`, payload: { endDate: '2030-01-01' } },
      { method: 'POST', url: `/api/admin/users/${id}/approve`, payload: { level: 1 } },
      { method: 'POST', url: '/api/admin/users/bulk-approve', payload: { ids: [id], level: 2 } },
      { method: 'POST', url: `/api/admin/users/${id}/resend-verification` },
      { method: 'GET', url: `/api/admin/users/${id}/sessions` },
      { method: 'POST', url: `/api/admin/users/${id}/sign-out` },
      { method: 'POST', url: `/api/admin/users/${id}/disable` },
      { method: 'POST', url: `/api/admin/users/${id}/enable` },
      { method: 'DELETE', url: '/api/admin/sessions/no-such-session' },
      { method: 'GET', url: '/api/admin/security/events' },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/system-settings' },
      {
        method: 'PUT',
        url: '/api/admin/system-settings',
        payload: { userRegistrationConfig: { defaultApprovalLevel: 1 } },
      },
    ];
    for (const route of routes) {
      const anonymous = await app.inject({ method: route.method, url: route.url, payload: route.payload });
      expect(anonymous.statusCode, `anonymous ${route.method} ${route.url}`).toBe(401);
      for (const learner of learners) {
        const refused = await callAs(app, learner.cookie, route.method, route.url, route.payload);
        expect(refused.statusCode, `learner ${route.method} ${route.url}`).toBe(403);
      }
    }
    // Nothing a refused caller sent was stored.
    const untouched = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ isApproved: 0, endDate: null, disabledAt: null });
    expect(await app.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);

    for (const route of routes) {
      const allowed = await callAs(app, admin.cookie, route.method, route.url, route.payload);
      // The unknown session is a 404 and resending to a verified address a 400; neither is a refusal.
      const expected = route.url.includes('no-such-session')
        ? 404
        : route.url.endsWith('resend-verification')
          ? 400
          : 200;
      expect(allowed.statusCode, `admin ${route.method} ${route.url}: ${allowed.body}`).toBe(expected);
    }
  });
});
