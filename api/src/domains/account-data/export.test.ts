import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { csvField, toCsv } from '../../lib/csv.js';
import { AWKWARD_TEXT, learnerWithHistory } from './test-kit.js';

/** Splits CSV text into records and fields the way a spreadsheet reads it (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

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
    expect(data.answers.map((a: { questionId: number; isCorrect: boolean }) => [a.questionId, a.isCorrect])).toEqual([
      [1001, true],
      [1002, false],
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
    const rows = parseCsv(tests.body);
    expect(rows[0]).toEqual([
      'testId',
      'startedAt',
      'completedAt',
      'score',
      'totalQuestions',
      'passed',
      'mode',
      'questionId',
      'userAnswerId',
      'isCorrect',
      'flagged',
    ]);
    expect(rows).toHaveLength(3);
    // The awkward answer comes back whole, one field, with a quote in front of the formula sign.
    expect(rows[1]!.slice(7)).toEqual(['1003', `'${AWKWARD_TEXT}`, 'false', 'true']);
    expect(rows[2]!.slice(7)).toEqual(['1004', 'opt_b', 'true', 'false']);

    const answers = parseCsv((await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=answers')).body);
    expect(answers.map((r) => r.slice(1, 3))).toEqual([
      ['questionId', 'isCorrect'],
      ['1001', 'true'],
      ['1002', 'false'],
    ]);
    const sessions = parseCsv((await sendAs(app, cookie, 'GET', '/api/account/export?format=csv&kind=sessions')).body);
    expect(sessions[1]!.slice(1, 5)).toEqual(['study', '2', '1', '40']);
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
