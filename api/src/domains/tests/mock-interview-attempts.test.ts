// Issue 24: a mock interview is listed in /admin/test-instances as "Mock interview", not "Practice test".
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { testAttemptOp } from '../../test/sync-ops.js';

vi.setConfig({ testTimeout: 60_000 });

const attempt = (mode: string, completedAt: string) => testAttemptOp(completedAt, { mode });

describe('test attempts: the mock interview by its name', () => {
  it('names an interview attempt "Mock interview" and a free test "Practice test", in the list and the CSV', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'interviewee', { level: 2 });
    const admin = await signInAdmin(app);
    const headers = { 'x-requested-with': 'fetch', cookie: learner.cookie };
    for (const op of [attempt('interview', '2026-11-20T10:00:00.000Z'), attempt('test', '2026-11-21T10:00:00.000Z')]) {
      const pushed = await app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers,
        payload: { clientId: randomUUID(), ops: [op] },
      });
      expect(pushed.json().results[0]).toMatchObject({ status: 'applied' });
    }
    const list = await fetchAs(app, admin.cookie, 'GET', '/api/admin/test-attempts');
    expect(list.json().items.map((a: { testName: string }) => a.testName)).toEqual(['Practice test', 'Mock interview']);
    const csv = await fetchAs(app, admin.cookie, 'GET', '/api/admin/test-attempts.csv');
    expect(csv.body).toContain('Mock interview');
  });
});

describe('test attempts: how each interview question was answered (issue 23)', () => {
  const interview = (entries: Array<Record<string, unknown>>) => ({
    ...attempt('interview', '2026-11-22T10:00:00.000Z'),
    payload: { ...attempt('interview', '2026-11-22T10:00:00.000Z').payload, questionsData: entries },
  });
  const spoken = {
    questionId: 1001,
    isCorrect: true,
    verdict: 'almost',
    answeredBy: 'spoken',
    given: 'the constitution',
    format: '2025',
  };

  it('keeps the verdict, the way and the words given, and an old attempt without them still syncs', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'speaker', { level: 2 });
    const headers = { 'x-requested-with': 'fetch', cookie: learner.cookie };
    const ops = [
      interview([spoken, { questionId: 1002, isCorrect: false, verdict: 'wrong', answeredBy: 'self', given: '' }]),
      interview([{ questionId: 1003, isCorrect: true }]),
    ];
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers,
      payload: { clientId: randomUUID(), ops: ops.map((op, i) => ({ ...op, seq: i + 1 })) },
    });
    expect(pushed.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const pulled = await app.inject({ method: 'GET', url: '/api/sync/pull', headers });
    const stored = pulled.json().testAttempts.map((a: { questionsData: unknown[] }) => a.questionsData);
    expect(stored).toContainEqual([
      expect.objectContaining(spoken),
      expect.objectContaining({ verdict: 'wrong', answeredBy: 'self', given: '' }),
    ]);
    expect(stored).toContainEqual([expect.objectContaining({ questionId: 1003, isCorrect: true })]);
  });

  it.each([
    ['an unknown way', { ...spoken, answeredBy: 'sung' }, 'answeredBy must be one of'],
    ['an unknown verdict', { ...spoken, verdict: 'maybe' }, 'verdict must be one of'],
    ['a verdict the score disagrees with', { ...spoken, verdict: 'wrong' }, 'verdict and isCorrect disagree'],
    ['words given past the limit', { ...spoken, given: 'a'.repeat(201) }, 'given must be text'],
    ['words given as a number', { ...spoken, given: 7 }, 'given must be text'],
  ])('refuses %s with its reason and stores nothing', async (_name, entry, reason) => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'badspeaker', { level: 2 });
    const headers = { 'x-requested-with': 'fetch', cookie: learner.cookie };
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers,
      payload: { clientId: randomUUID(), ops: [interview([entry])] },
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().results[0]).toMatchObject({ status: 'rejected', reason: expect.stringContaining(reason) });
    const pulled = await app.inject({ method: 'GET', url: '/api/sync/pull', headers });
    expect(pulled.json().testAttempts).toEqual([]);
  });
});
