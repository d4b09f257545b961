// A device can send nonsense; the server bounds what it trusts (issue 13).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import { pushOps } from '../../test/sync-ops.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';

const op = (seq: number, type: string, payload: unknown, at = new Date().toISOString()) => ({
  id: randomUUID(),
  seq,
  type,
  at,
  payload,
});
const answer = (seq: number, questionId: number, isCorrect: boolean, answeredAt = new Date().toISOString()) =>
  op(seq, 'answer.record', { questionId, isCorrect, studyTime: 5, answeredAt }, answeredAt);
const FUTURE = '2099-01-01T00:00:00.000Z';

/** A one-question test attempt finished just now, scored `score`, holding `questionsData`. */
function attemptOf(questionsData: unknown, score: number) {
  const now = new Date().toISOString();
  return { startedAt: now, completedAt: now, score, totalQuestions: 1, passed: false, mode: 'test', questionsData };
}

/** The questions the learner has a progress row for, in order: which answers were stored. */
const questionsWithProgress = async (app: CivicsApp, userId: number) =>
  (
    await app.db
      .selectFrom('userProgress')
      .select('questionId')
      .where('userId', '=', userId)
      .orderBy('questionId')
      .execute()
  ).map((p) => p.questionId);

describe('device clocks set ahead', () => {
  it('a settings op stamped 2099 does not freeze the settings: a later change still wins', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const phone = randomUUID();
    await pushOps(app, cookie, phone, [op(1, 'settings.update', { studyModeSettings: { timeLimit: 45 } }, FUTURE)]);
    await pushOps(app, cookie, randomUUID(), [op(1, 'settings.update', { studyModeSettings: { timeLimit: 20 } })]);
    expect((await sendAs(app, cookie, 'GET', '/api/settings')).json().studyModeSettings.timeLimit).toBe(20);
    const put = await sendAs(app, cookie, 'PUT', '/api/settings', { studyModeSettings: { timeLimit: 30 } });
    expect(put.json().studyModeSettings.timeLimit).toBe(30);
  });

  it('a reset stamped 2099 never hides the answers recorded after the server received it', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    const phone = randomUUID();
    await pushOps(app, cookie, phone, [
      answer(1, 4, true, '2026-01-01T10:00:00.000Z'),
      op(2, 'progress.reset', {}, FUTURE),
    ]);
    const stored = await app.db
      .selectFrom('users')
      .select('progressResetAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.progressResetAt! < FUTURE).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pushOps(app, cookie, phone, [answer(3, 7, true)]);
    await sendAs(app, cookie, 'POST', '/api/user-progress', { questionId: 8, isCorrect: false });
    const progress = await app.db
      .selectFrom('userProgress')
      .select(['questionId', 'isCorrect'])
      .where('userId', '=', user.id)
      .orderBy('questionId')
      .execute();
    expect(progress).toEqual([
      { questionId: 7, isCorrect: 1 },
      { questionId: 8, isCorrect: 0 },
    ]);
  });

  it('an answer stamped 2099 does not stay "latest" over the answers that follow it', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    const phone = randomUUID();
    await pushOps(app, cookie, phone, [answer(1, 5, true, FUTURE)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pushOps(app, cookie, phone, [answer(2, 5, false)]);
    const progress = await app.db
      .selectFrom('userProgress')
      .select(['isCorrect', 'lastAttemptAt'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(progress.isCorrect).toBe(0);
    expect(progress.lastAttemptAt! < FUTURE).toBe(true);
  });
});

describe('one bad op never blocks its batch', () => {
  it('rejects a 5,000-deep nested test attempt in the middle of a batch with its reason; the ops around it apply', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 2 });
    // Written as text: the 5,000 levels would overflow the test client's own recursive serializer.
    const DEEP = '{"nested":'.repeat(5000) + '"bottom"' + '}'.repeat(5000);
    const attempt = (questionsData: unknown) => attemptOf(questionsData, 1);
    const ops = [
      answer(1, 1, true),
      op(2, 'test-attempt.record', attempt([{ questionId: 1, extra: '__DEEP__' }])),
      answer(3, 2, true),
      op(
        4,
        'test-attempt.record',
        attempt([{ questionId: 1, userAnswerId: 'option_1', isCorrect: true, flagged: false }]),
      ),
    ];
    const device = randomUUID();
    // Sent twice, as a device resends: the bad op is refused each time, nothing else is stuck.
    for (let round = 0; round < 2; round++) {
      const payload = JSON.stringify({ clientId: device, ops }).replace('"__DEEP__"', DEEP);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      const results = response.json().results as Array<{ status: string; reason?: string }>;
      expect(results.map((r) => r.status)).toEqual(
        round === 0
          ? ['applied', 'rejected', 'applied', 'applied']
          : ['duplicate', 'rejected', 'duplicate', 'duplicate'],
      );
      expect(results[1]!.reason).toBe('Invalid test-attempt.record payload: nested more than 8 levels deep');
    }
    expect(await app.db.selectFrom('answerAttempts').select('id').where('userId', '=', user.id).execute()).toHaveLength(
      2,
    );
    expect(await app.db.selectFrom('tests').select('id').where('userId', '=', user.id).execute()).toHaveLength(1);
    expect((await sendAs(app, cookie, 'GET', '/api/sync/pull')).statusCode).toBe(200);
  });

  it('refuses nested or oversized values inside a test attempt by its schema', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const response = await pushOps(app, cookie, randomUUID(), [
      op(1, 'test-attempt.record', attemptOf([{ questionId: 1, note: { a: 1 } }], 0)),
      op(2, 'test-attempt.record', attemptOf([{ questionId: 1, note: 'x'.repeat(1001) }], 0)),
    ]);
    const results = response.json().results as Array<{ status: string; reason: string }>;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]!.reason).toMatch(/^Invalid test-attempt\.record payload: \/questionsData\/0\/note/);
  });

  it('a failure inside applying one op (a database error) rejects that op alone', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    // An answer row with this id already exists (from outside the op log): inserting it again fails.
    const clash = answer(2, 3, true);
    await app.db
      .insertInto('answerAttempts')
      .values({ id: clash.id, userId: user.id, questionId: 3, isCorrect: 1, studyTime: 1, answeredAt: clash.at })
      .execute();
    const response = await pushOps(app, cookie, randomUUID(), [answer(1, 1, true), clash, answer(3, 2, true)]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
      'applied',
    ]);
    expect(response.json().results[1].reason).toBe('This answer.record op could not be applied');
    expect(await questionsWithProgress(app, user.id)).toEqual([1, 2]);
  });
  it('an op whose type is an Object.prototype name is rejected alone, on every resend (issue 34)', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await signUp(app, 'learner1', { level: 1 });
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    const ops = [
      answer(1, 1, true),
      ...names.map((type, index) => op(index + 2, type, {})),
      answer(names.length + 2, 2, true),
    ];
    const device = randomUUID();
    for (let round = 0; round < 2; round++) {
      const response = await pushOps(app, cookie, device, ops);
      expect(response.statusCode).toBe(200);
      const results = response.json().results as Array<{ status: string; reason?: string }>;
      const good = round === 0 ? 'applied' : 'duplicate';
      expect(results.map((r) => r.status)).toEqual([good, ...names.map(() => 'rejected'), good]);
      expect(results[1]!.reason).toBe('Unknown op type "constructor"');
    }
    expect(await questionsWithProgress(app, user.id)).toEqual([1, 2]);
  });
});

describe('sync seq bounds', () => {
  it('refuses 1e308, an unsafe integer or a seq far ahead of the device, storing nothing', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const device = randomUUID();
    for (const seq of [1e308, Number.MAX_SAFE_INTEGER + 2, 10_001]) {
      const response = await pushOps(app, cookie, device, [answer(seq, 1, true)]);
      expect([seq, response.statusCode]).toEqual([seq, 400]);
    }
    expect((await pushOps(app, cookie, device, [answer(10_001, 1, true)])).json().message).toBe(
      "Invalid ops: seq 10001 is more than 10000 ahead of this device's last seq (0)",
    );
    expect(await app.db.selectFrom('syncOps').select('opId').execute()).toEqual([]);
    expect((await pushOps(app, cookie, device, [answer(10_000, 1, true)])).json().appliedThroughSeq).toBe(10_000);
    expect((await pushOps(app, cookie, device, [answer(20_000, 2, true)])).statusCode).toBe(200);
    expect((await pushOps(app, cookie, device, [answer(30_001, 2, true)])).statusCode).toBe(400);
  });
});
