// Issue 20: PostgreSQL answers like SQLite. NUL in a string and integers past 32 bits are refused
// with a 400 on every route (boundSchema over each route's schema); a sync op past those bounds is
// rejected alone and the ops behind it apply, on every resend; admin page numbers are bounded; a
// truncated PNG portrait is a 400. Runs on both engines (TEST_DATABASE_URL for PostgreSQL).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, countUsers, signInAdmin, signUp, validRegistration } from '../test/helper.js';
import { sendAs, uploadAs } from '../test/requests.js';
import { multipart, pngImage, snapshot } from '../domains/officials/test-kit.js';
import { answerOp, pushOps } from '../test/sync-ops.js';

const BAD = { error: 'Bad Request' };

describe('database bounds on every route', { timeout: 90_000 }, () => {
  it('refuses NUL in the strings of login, register, reset, verify-email and a public route, storing nothing', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const before = await countUsers(app);
    const calls = [
      { method: 'POST', url: '/api/login', payload: { username: 'learner1\u0000', password: 'secret123' } },
      { method: 'POST', url: '/api/register', payload: { ...validRegistration('nul'), fullName: 'Lan\u0000Nguyen' } },
      { method: 'POST', url: '/api/password/reset/questions', payload: { username: 'a\u0000b' } },
      {
        method: 'POST',
        url: '/api/password/reset/verify',
        payload: {
          username: 'learner1',
          answers: { answer1: '\u0000', answer2: 'x', answer3: 'y' },
          newPassword: 'another1',
        },
      },
      { method: 'POST', url: '/api/verify-email', payload: { username: 'lear\u0000ner1', verificationCode: '123456' } },
      { method: 'GET', url: '/api/get-verification-code/a%00b' },
    ] as const;
    for (const call of calls) {
      const answer = await app.inject({
        method: call.method,
        url: call.url,
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect([call.url, answer.statusCode, answer.json().error]).toEqual([call.url, 400, 'Bad Request']);
    }
    expect(await countUsers(app)).toBe(before);
  });

  it('refuses ids past 32 bits on public, learner and admin routes; page and pageSize of 1e309 or 1e22', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'learner1', { level: 1 });
    const admin = await signInAdmin(app);
    for (const url of ['/api/senators/2147483648/portrait', '/api/governors/9007199254740993/portrait']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 400]);
    }
    const cancel = await sendAs(app, learner.cookie, 'POST', '/api/payments/claims/2147483648/cancel');
    expect(cancel.statusCode).toBe(400);
    for (const url of [
      '/api/admin/users/2147483648',
      '/api/admin/users?page=1e309',
      '/api/admin/users?page=1&pageSize=1e22',
      '/api/admin/users?page=1e22',
      '/api/admin/questions?page=1e309',
      '/api/admin/audit?page=1e22',
    ]) {
      const answer = await sendAs(app, admin.cookie, 'GET', url);
      expect([url, answer.statusCode, answer.json()]).toMatchObject([url, 400, BAD]);
    }
    // The largest accepted page is still answered (an empty page).
    const far = await sendAs(app, admin.cookie, 'GET', '/api/admin/users?page=100000&pageSize=100');
    expect(far.statusCode).toBe(200);
    expect(far.json().items).toEqual([]);
  });

  it('a truncated PNG portrait is a 400 and stores nothing', { timeout: 60_000 }, async () => {
    const app = await buildTestApp();
    const { cookie } = await signInAdmin(app);
    const senator = await app.db.selectFrom('senators').select('id').orderBy('id').executeTakeFirstOrThrow();
    const png = await pngImage(400, 300);
    const truncated = multipart('face.png', 'image/png', png.subarray(0, Math.floor(png.length / 2)));
    const before = await snapshot(app);
    const answer = await uploadAs(app, cookie, `/api/admin/senators/${senator.id}/portrait`, truncated);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'Bad Request',
      message: 'The file is not a readable JPEG, PNG or WebP image.',
    });
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('sync push with an op past the bounds', { timeout: 90_000 }, () => {
  it('rejects that op alone, applies the ops behind it, and answers the same on every resend', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const clientId = randomUUID();
    const ops = [
      answerOp(1, 2 ** 31),
      answerOp(2, 1),
      {
        id: randomUUID(),
        seq: 3,
        type: 'study-session.record',
        at: new Date().toISOString(),
        payload: {
          sessionType: 'study\u0000',
          questionsCount: 1,
          correctAnswers: 1,
          totalTime: 5,
          completedAt: new Date().toISOString(),
          categoryFilters: [],
          language: 'vi',
        },
      },
      {
        id: randomUUID(),
        seq: 4,
        type: 'study-session.record',
        at: new Date().toISOString(),
        payload: {
          sessionType: 'study',
          questionsCount: 1,
          correctAnswers: 1,
          totalTime: 5,
          completedAt: new Date().toISOString(),
          categoryFilters: [2 ** 40],
          language: 'vi',
        },
      },
      answerOp(5, 2),
    ];
    for (const round of ['first', 'resend']) {
      const answer = await pushOps(app, cookie, clientId, ops);
      expect([round, answer.statusCode]).toEqual([round, 200]);
      const statuses = answer.json().results.map((r: { status: string }) => r.status);
      expect([round, statuses]).toEqual([
        round,
        round === 'first'
          ? ['rejected', 'applied', 'rejected', 'rejected', 'applied']
          : ['rejected', 'duplicate', 'rejected', 'rejected', 'duplicate'],
      ]);
      expect(answer.json().appliedThroughSeq).toBe(5);
    }
    const stored = await app.db.selectFrom('answerAttempts').select('questionId').orderBy('questionId').execute();
    expect(stored.map((row) => row.questionId)).toEqual([1, 2]);
    expect(await app.db.selectFrom('userStudySessions').selectAll().execute()).toEqual([]);
  });

  it('refuses a whole push whose seq does not fit a column (nothing stored)', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 1 });
    const answer = await pushOps(app, cookie, randomUUID(), [answerOp(2 ** 31, 1)]);
    expect(answer.statusCode).toBe(400);
    expect(await app.db.selectFrom('answerAttempts').selectAll().execute()).toEqual([]);
  });
});
