import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { callAs } from '../../test/requests.js';
import { insertUser } from '../../services/accounts.js';

// Several sign-ins (scrypt) per test on a 2-core machine shared with other suites.
vi.setConfig({ testTimeout: 60_000 });

describe('admin dashboard', () => {
  it('shows pending approvals oldest first with their age, learners by level, activity and tests', async () => {
    const app = await buildTestApp();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    // Accounts written straight to the database (no password hashing: this test is about counting).
    const account = (username: string, createdHoursAgo: number, level: number, lastLoginHoursAgo: number | null) =>
      insertUser(app.db, {
        username,
        email: `${username}@example.com`,
        passwordHash: 'not-used',
        cellphone: '5550000000',
        fullName: null,
        state: null,
        createdAt: hoursAgo(createdHoursAgo),
        lastLogin: lastLoginHoursAgo === null ? null : hoursAgo(lastLoginHoursAgo),
        approvedAt: null,
        endDate: null,
        isApproved: level > 0 ? 1 : 0,
        approvalLevel: level,
        emailVerified: 1,
      });
    await account('newer', 2, 0, 1);
    await account('older', 30, 0, 1);
    // Last seen 10 days ago: active in 30 days, not in 7.
    await account('paid', 400, 2, 240);
    const gone = await account('gone', 400, 2, 1);
    const member = await signUp(app, 'member', { level: 1 });
    const admin = await signInAdmin(app);
    await callAs(app, admin.cookie, 'POST', `/api/admin/users/${gone}/disable`);
    // One answer synced through the sync API, and two completed tests (one passed).
    const push = await callAs(app, member.cookie, 'POST', '/api/sync/push', {
      clientId: randomUUID(),
      ops: [
        {
          id: randomUUID(),
          seq: 1,
          type: 'answer.record',
          at: new Date().toISOString(),
          payload: { questionId: 1, isCorrect: true, studyTime: 5, answeredAt: new Date().toISOString() },
        },
      ],
    });
    expect(push.statusCode, push.body).toBe(200);
    for (const passed of [1, 0]) {
      await app.db
        .insertInto('tests')
        .values({
          id: randomUUID(),
          userId: member.user.id,
          startedAt: hoursAgo(1),
          completedAt: hoursAgo(0.5),
          score: passed ? 6 : 3,
          totalQuestions: 10,
          passed,
        })
        .execute();
    }

    const response = await callAs(app, admin.cookie, 'GET', '/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.pendingApprovals.map((p: { username: string }) => p.username)).toEqual(['older', 'newer']);
    expect(stats.pendingApprovals[0].waitingHours).toBeCloseTo(30, 0);
    expect(stats.pendingTotal).toBe(2);
    expect(stats.learnersByLevel).toEqual({ level0: 2, level1: 1, level2: 1, admins: 1 });
    // Signed in within 7 days: newer, older, member and gone (disabled now, but active this week).
    expect(stats.activeLearners.days7).toBe(4);
    expect(stats.activeLearners.days30).toBe(5);
    expect(stats.answersSyncedToday).toBe(1);
    expect(stats.tests).toEqual({ taken: 2, passed: 1, passRate: 0.5 });
  });
});
