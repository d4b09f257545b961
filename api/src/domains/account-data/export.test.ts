import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { pushOps, testAttemptOp } from '../../test/sync-ops.js';
import { csvField, csvRows, toCsv } from '../../lib/csv.js';
import { AWKWARD_TEXT, learnerWithHistory, SPOKEN_ANSWER } from './test-kit.js';

/** The records and fields of a CSV answer, read as the officials import reads a spreadsheet's file. */
const parseCsv = (text: string): string[][] => csvRows(text, ',').map((row) => row.fields);

describe('GET /api/account/export', () => {
  it('answers 401 to an anonymous caller', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it("gives a learner their own records as one JSON attachment, and nobody else's", async () => {
    const app = await buildTestApp();
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    await learnerWithHistory(app, 'other2');
    const response = await sendAs(app, cookie, 'GET', '/api/account/export?format=json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="civics-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: user.id,
      username: 'learner1',
      email: 'learner1@example.com',
      fullName: 'Lan Nguyen',
      preferredLanguage: 'vi',
      approvalLevel: 2,
    });
    expect(data.profile.securityQuestions).toHaveLength(3);
    // With how hard a right answer was and the words heard with it: the learner's own data too.
    expect(data.answers).toEqual([
      { id: expect.any(String), ...SPOKEN_ANSWER },
      expect.objectContaining({ questionId: 1002, isCorrect: false, rating: null, given: null }),
    ]);
    // Issue 32: the "about you" answers the learner keeps on the account, exactly as written.
    expect(data.aboutYouAnswers).toEqual([
      { field: 'fullName', value: AWKWARD_TEXT, updatedAt: '2026-11-20T10:02:10.000Z' },
    ]);
    // Issue 32: the answers to N-400 words go with the civics answers.
    expect(data.vocabularyAnswers).toEqual([
      {
        id: expect.any(String),
        termId: 'register-to-vote',
        isCorrect: true,
        rating: 'hard',
        answeredAt: '2026-11-20T10:01:00.000Z',
      },
    ]);
    expect(data.studySessions).toEqual([
      expect.objectContaining({
        questionsCount: 2,
        correctAnswers: 1,
        totalTime: 40,
        categoryFilters: [1],
        language: 'vi',
      }),
    ]);
    expect(data.tests).toHaveLength(1);
    expect(data.tests[0]).toMatchObject({ score: 1, totalQuestions: 2, passed: false, mode: 'test' });
    expect(data.tests[0].questionsData[0]).toEqual({
      questionId: 1003,
      userAnswerId: AWKWARD_TEXT,
      isCorrect: false,
      flagged: true,
    });
    expect(data.settings.studyModeSettings.questionsCount).toBe(15);
    expect(data.payments).toEqual([expect.objectContaining({ method: 'paypal', amount: 19.99, currency: 'USD' })]);
  });

  it('never contains the password hash, security answers, codes or sessions', async () => {
    const app = await buildTestApp();
    const { cookie, user } = await learnerWithHistory(app, 'learner1');
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const session = await app.db
      .selectFrom('sessions')
      .select('sid')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const body = (await sendAs(app, cookie, 'GET', '/api/account/export')).body;
    const hashes = JSON.parse(row.securityQuestions).map((q: { answerHash: string }) => q.answerHash) as string[];
    expect(hashes).toHaveLength(3);
    for (const secret of [
      row.passwordHash,
      ...hashes,
      session.sid,
      'secret123',
      'Miu',
      'Tale of Kieu',
      'Pho',
      'scrypt$',
    ])
      expect(body).not.toContain(secret);
    expect(body).not.toMatch(/passwordHash|answerHash|codeHash|verificationCode/i);
  });

  it('gives one CSV per kind of record, escaping commas, quotes, line breaks and formulas', async () => {
    const app = await buildTestApp();
    const { cookie } = await learnerWithHistory(app, 'learner1');
    const tests = await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=tests');
    expect(tests.statusCode).toBe(200);
    expect(tests.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(tests.headers['content-disposition']).toMatch(
      /^attachment; filename="civics-tests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The header line as a spreadsheet shows it, byte for byte.
    expect(tests.body.split('\r\n')[0]).toBe(
      'testId,startedAt,completedAt,score,totalQuestions,passed,mode,questionId,userAnswerId,isCorrect,flagged',
    );
    const rows = parseCsv(tests.body);
    expect(rows).toHaveLength(3);
    // The awkward answer comes back whole, one field, with a quote in front of the formula sign.
    expect(rows[1]!.slice(7)).toEqual(['1003', `'${AWKWARD_TEXT}`, 'false', 'true']);
    expect(rows[2]!.slice(7)).toEqual(['1004', 'opt_b', 'true', 'false']);

    const answers = parseCsv((await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=answers')).body);
    expect(answers.map((r) => [...r.slice(1, 3), ...r.slice(5)])).toEqual([
      ['questionId', 'isCorrect', 'rating', 'given'],
      ['1001', 'true', 'hard', SPOKEN_ANSWER.given],
      ['1002', 'false', '', ''],
    ]);
    const sessions = parseCsv((await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=sessions')).body);
    expect(sessions[1]!.slice(1, 5)).toEqual(['study', '2', '1', '40']);
  });

  it('keeps a test with no questions as one line of its own in the tests CSV', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1', { level: 2 });
    const completedAt = '2026-11-20T12:00:00.000Z';
    const push = await pushOps(app, cookie, randomUUID(), [testAttemptOp(completedAt, { questionsData: [] })]);
    expect(push.statusCode).toBe(200);
    const rows = parseCsv((await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=tests')).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1)).toEqual([completedAt, completedAt, '4', '5', 'true', 'test', '', '', '', '']);
  });

  it('refuses a bad format, a CSV without kind and a JSON with kind (400)', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'learner1');
    for (const query of [
      'format=xml',
      'format=csv',
      'format=csv&kind=passwords',
      'kind=answers',
      'format=json&extra=1',
    ]) {
      const response = await sendAs(app, cookie, 'GET', `/api/account/export?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/\w/);
    }
  });

  it('works for an unapproved learner (level 0) and for an admin, each getting their own data', async () => {
    const app = await buildTestApp();
    const { cookie } = await signUp(app, 'waiting1');
    const learner = await sendAs(app, cookie, 'GET', '/api/account/export');
    expect(learner.statusCode).toBe(200);
    expect(learner.json()).toMatchObject({
      profile: { username: 'waiting1', approvalLevel: 0 },
      answers: [],
      vocabularyAnswers: [],
      aboutYouAnswers: [],
      tests: [],
    });
    const admin = await signInAdmin(app);
    const own = await sendAs(app, admin.cookie, 'GET', '/api/account/export');
    expect(own.json().profile).toMatchObject({ username: 'boss', role: 'admin' });
  });
});

describe('CSV fields', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x,y' }])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
