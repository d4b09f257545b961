import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { pushOps } from '../../test/sync-ops.js';
import { countRows } from '../../test/rows.js';

const answerOp = (
  seq: number,
  questionId: number,
  isCorrect: boolean,
  answeredAt = new Date(Date.UTC(2026, 10, 1, 10, seq)).toISOString(),
) => ({
  id: randomUUID(),
  seq,
  type: 'answer.record',
  at: answeredAt,
  payload: { questionId, isCorrect, studyTime: 12, answeredAt },
});

describe('POST /api/sync/push', () => {
  it('applies a batch once: a resend is answered as duplicates and stores nothing twice', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const clientId = randomUUID();
    const ops = [
      answerOp(1, 1, true),
      answerOp(2, 2, false),
      {
        id: randomUUID(),
        seq: 3,
        type: 'study-session.record',
        at: new Date().toISOString(),
        payload: {
          sessionType: 'study',
          questionsCount: 2,
          correctAnswers: 1,
          totalTime: 60,
          completedAt: new Date().toISOString(),
          categoryFilters: [],
          language: 'vi',
        },
      },
    ];
    const first = await pushOps(app, cookie, clientId, ops);
    expect(first.statusCode).toBe(200);
    expect(first.json().appliedThroughSeq).toBe(3);
    expect(first.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const again = await pushOps(app, cookie, clientId, ops);
    expect(again.json().results.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await countRows(app, 'answerAttempts')).toBe(2);
    expect(await countRows(app, 'userStudySessions')).toBe(1);
  });

  it('applies ops in seq order, whatever order they arrive in, and derives progress from the latest answer', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    const ops = [answerOp(2, 5, true), answerOp(1, 5, false)];
    expect((await pushOps(app, cookie, randomUUID(), ops)).json().results.map((r: { id: string }) => r.id)).toEqual([
      ops[1]!.id,
      ops[0]!.id,
    ]);
    const progress = await app.db
      .selectFrom('userProgress')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(progress).toMatchObject({ questionId: 5, attempts: 2, isCorrect: 1, studyTime: 24 });
  });

  it('keeps an answer given before "begin again" in the history, without counting it in progress', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    const phone = randomUUID();
    const laptop = randomUUID();
    await pushOps(app, cookie, phone, [
      { id: randomUUID(), seq: 1, type: 'progress.reset', at: '2026-11-01T12:00:00.000Z', payload: {} },
    ]);
    // The laptop was offline: its answer from before the reset arrives afterwards, with a newer one.
    await pushOps(app, cookie, laptop, [
      answerOp(1, 7, true, '2026-11-01T11:00:00.000Z'),
      answerOp(2, 7, false, '2026-11-01T13:00:00.000Z'),
      answerOp(3, 7, true, '2026-11-01T12:30:00.000Z'),
    ]);
    expect(await countRows(app, 'answerAttempts')).toBe(3);
    const progress = await app.db
      .selectFrom('userProgress')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    // Two answers after the reset count; the latest (13:00, wrong) decides, whatever the order they came in.
    expect(progress).toMatchObject({
      questionId: 7,
      attempts: 2,
      isCorrect: 0,
      lastAttemptAt: '2026-11-01T13:00:00.000Z',
      studyTime: 24,
    });
  });

  it('rejects a bad op with its reason and still applies the ops behind it', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const bad = [
      { id: randomUUID(), seq: 2, type: 'answer.record', at: new Date().toISOString(), payload: { questionId: 'x' } },
      { id: randomUUID(), seq: 3, type: 'no.such.type', at: new Date().toISOString(), payload: {} },
      { ...answerOp(4, 999_999, true) },
      {
        id: randomUUID(),
        seq: 5,
        type: 'settings.update',
        at: new Date().toISOString(),
        payload: { studyModeSettings: { questionsCount: 99 } },
      },
    ];
    const response = await pushOps(app, cookie, randomUUID(), [answerOp(1, 1, true), ...bad, answerOp(6, 3, true)]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ status: string; reason?: string }>;
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(results[1]!.reason).toContain('questionId');
    expect(results[2]!.reason).toBe('Unknown op type "no.such.type"');
    expect(results[3]!.reason).toBe('Unknown question 999999');
    expect(response.json().appliedThroughSeq).toBe(6);
    expect(await countRows(app, 'answerAttempts')).toBe(2);
    expect((await sendAs(app, cookie, 'GET', '/api/settings')).json().studyModeSettings.questionsCount).toBe(5);
  });

  it("refuses another account's device id and anonymous pushes, storing nothing", async () => {
    const app = await buildTestApp();
    const alice = await signUp(app, 'alice', { level: 1 });
    const bob = await signUp(app, 'bob', { level: 1 });
    const clientId = randomUUID();
    await pushOps(app, alice.cookie, clientId, [answerOp(1, 1, true)]);
    const stolen = await pushOps(app, bob.cookie, clientId, [answerOp(2, 2, true)]);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('This device id belongs to another account');
    expect((await pushOps(app, '', randomUUID(), [answerOp(1, 1, true)])).statusCode).toBe(401);
    expect(await countRows(app, 'answerAttempts')).toBe(1);
  });

  it('refuses a malformed batch with 400', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    for (const payload of [
      { clientId: 'not-a-uuid', ops: [] },
      { clientId: randomUUID(), ops: [{ id: randomUUID(), seq: 0, type: 'x', at: 'now', payload: {} }] },
      { clientId: randomUUID() },
    ]) {
      const response = await sendAs(app, cookie, 'POST', '/api/sync/push', payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await countRows(app, 'syncOps')).toBe(0);
  });

  it('merges settings last-writer-wins per field by the device time', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const settingsOp = (seq: number, at: string, studyModeSettings: Record<string, unknown>) => ({
      id: randomUUID(),
      seq,
      type: 'settings.update',
      at,
      payload: { studyModeSettings },
    });
    const phone = randomUUID();
    const laptop = randomUUID();
    await pushOps(app, cookie, phone, [
      settingsOp(1, '2026-11-01T10:00:00.000Z', { timeLimit: 20, questionReadCount: 4 }),
    ]);
    // The laptop was offline: its older change to timeLimit loses, its newer one to autoBilingual wins.
    await pushOps(app, cookie, laptop, [
      settingsOp(1, '2026-11-01T09:00:00.000Z', { timeLimit: 45 }),
      settingsOp(2, '2026-11-01T11:00:00.000Z', { autoBilingual: true }),
    ]);
    const settings = (await sendAs(app, cookie, 'GET', '/api/settings')).json().studyModeSettings;
    expect(settings).toMatchObject({ timeLimit: 20, questionReadCount: 4, autoBilingual: true });
  });
});

describe('GET /api/sync/pull', () => {
  it('answers a full snapshot without a cursor, then only what came after', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const phone = randomUUID();
    const first = [answerOp(1, 1, true), answerOp(2, 2, false)];
    await pushOps(app, cookie, phone, first);
    const snapshot = (await sendAs(app, cookie, 'GET', '/api/sync/pull')).json();
    expect(snapshot.full).toBe(true);
    expect(snapshot.answers.map((a: { id: string }) => a.id).sort()).toEqual(first.map((o) => o.id).sort());
    const later = answerOp(3, 3, true);
    await pushOps(app, cookie, phone, [later]);
    const delta = (await sendAs(app, cookie, 'GET', `/api/sync/pull?cursor=${snapshot.cursor}`)).json();
    expect(delta.full).toBe(false);
    expect(delta.answers.map((a: { id: string }) => a.id)).toEqual([later.id]);
    expect(delta.cursor).toBeGreaterThan(snapshot.cursor);
    expect((await app.inject({ method: 'GET', url: '/api/sync/pull' })).statusCode).toBe(401);
    expect((await sendAs(app, cookie, 'GET', '/api/sync/pull?cursor=-1')).statusCode).toBe(400);
  });
});
