// Issue 24: a mock interview is listed in /admin/test-instances as "Mock interview", not "Practice test".
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';

vi.setConfig({ testTimeout: 60_000 });

const attempt = (mode: string, completedAt: string) => ({
  id: randomUUID(),
  seq: 1,
  type: 'test-attempt.record',
  at: completedAt,
  payload: { startedAt: completedAt, completedAt, score: 4, totalQuestions: 5, passed: true, mode, questionsData: [{ questionId: 1001, userAnswerId: 'option_1', isCorrect: true }] },
});

describe('test attempts: the mock interview by its name', () => {
  it('names an interview attempt "Mock interview" and a free test "Practice test", in the list and the CSV', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'interviewee', { level: 2 });
    const admin = await signInAdmin(app);
    const headers = { 'x-requested-with': 'fetch', cookie: learner.cookie };
    for (const op of [attempt('interview', '2026-11-20T10:00:00.000Z'), attempt('test', '2026-11-21T10:00:00.000Z')]) {
      const pushed = await app.inject({ method: 'POST', url: '/api/sync/push', headers, payload: { clientId: randomUUID(), ops: [op] } });
      expect(pushed.json().results[0]).toMatchObject({ status: 'applied' });
    }
    const list = await app.inject({ method: 'GET', url: '/api/admin/test-attempts', headers: { 'x-requested-with': 'fetch', cookie: admin.cookie } });
    expect(list.json().items.map((a: { testName: string }) => a.testName)).toEqual(['Practice test', 'Mock interview']);
    const csv = await app.inject({ method: 'GET', url: '/api/admin/test-attempts.csv', headers: { 'x-requested-with': 'fetch', cookie: admin.cookie } });
    expect(csv.body).toContain('Mock interview');
  });
});
