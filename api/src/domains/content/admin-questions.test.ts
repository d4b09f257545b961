import { describe, expect, it } from 'vitest';
import { listAudit } from '../../services/audit.js';
import { buildTestApp, signUp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { countRows, expectAdminOnly, signInActors } from './admin-test-actors.js';

// 2025 Q1 is id 1001 (questionId rule); 2008 subcategories and 2025 subcategories differ.
const Q = 1001;
const options = (texts: string[]) => texts.map((text, i) => ({ id: `option_${i + 1}`, text }));

describe('admin questions API', () => {
  it('answers only admins: 401 anonymous, 403 to learners of every level', async () => {
    const app = await buildTestApp();
    const actors = await signInActors(app);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: '/api/admin/questions?version=2025' })).toBe(200);
    expect(await expectAdminOnly(app, actors, { method: 'GET', url: `/api/admin/questions/${Q}` })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, {
        method: 'PUT',
        url: `/api/admin/questions/${Q}`,
        payload: { explanation: 'New words.' },
      }),
    ).toBe(200);
    const create = {
      version: '2025',
      officialNumber: 128 + 0,
      categoryId: 1,
      subcategoryId: null,
      questionText: 'x?',
      options: options(['a', 'b']),
      correctOptionId: 'option_1',
    };
    // 128 exists in the 2025 bank already: the admin hears 400, everyone else never gets that far.
    expect(await expectAdminOnly(app, actors, { method: 'POST', url: '/api/admin/questions', payload: create })).toBe(
      400,
    );
    expect(await expectAdminOnly(app, actors, { method: 'DELETE', url: `/api/admin/questions/${Q}` })).toBe(200);
    expect(
      await expectAdminOnly(app, actors, {
        method: 'POST',
        url: '/api/admin/questions/import-seed',
        payload: { dryRun: true },
      }),
    ).toBe(200);
  });

  it('lists by version, category and search text, paged, inactive ones included', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const get = (q: string) =>
      app
        .inject({
          method: 'GET',
          url: `/api/admin/questions?${q}`,
          headers: { 'x-requested-with': 'fetch', cookie: admin },
        })
        .then((r) => r.json());
    const page = await get('version=2008&pageSize=10&page=2');
    expect(page).toMatchObject({ total: 100, page: 2, pageSize: 10 });
    expect(page.items.map((q: { officialNumber: number }) => q.officialNumber)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    const history = await get('version=2025&categoryId=2&pageSize=200');
    expect(history.total).toBeGreaterThan(10);
    expect(
      history.items.every((q: { categoryId: number; version: string }) => q.categoryId === 2 && q.version === '2025'),
    ).toBe(true);
    const speaker = await get('version=2025&search=SPEAKER%20of%20the%20house');
    expect(speaker.items.map((q: { questionText: string }) => q.questionText)).toContain(
      'What is the name of the Speaker of the House of Representatives now?',
    );
    expect((await fetchAs(app, admin, 'GET', '/api/admin/questions?version=1999')).statusCode).toBe(400);
  });

  it('searches a number past the integer columns (2147483648 and longer) as text: 200, no 500 on PostgreSQL (issue 34)', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const get = (q: string) => fetchAs(app, admin, 'GET', `/api/admin/questions?${q}`);
    for (const search of ['2147483648', '99999999999999999999999', '-2147483649']) {
      const answer = await get(`version=2025&search=${search}`);
      expect([search, answer.statusCode]).toEqual([search, 200]);
      expect(answer.json()).toMatchObject({ total: 0, items: [] });
    }
    const twelve = (await get('version=2025&search=12&pageSize=200')).json();
    expect(twelve.items.map((q: { officialNumber: number }) => q.officialNumber)).toContain(12);
  }, 90_000);

  it('edits text, options, correct option, flags and as-of date, audits before/after, and the learner bundle changes its ETag', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const learner = await signUp(app, 'reader', { level: 2 });
    const bundleUrl = '/api/content/bundle?version=2025&language=none';
    const first = await fetchAs(app, learner.cookie, 'GET', bundleUrl);
    const oldEtag = first.headers.etag as string;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: bundleUrl,
          headers: { 'x-requested-with': 'fetch', cookie: learner.cookie, 'if-none-match': oldEtag },
        })
      ).statusCode,
    ).toBe(304);

    const speaker = (
      await fetchAs(app, admin, 'GET', '/api/admin/questions?version=2025&search=speaker%20of%20the%20house%20of')
    ).json().items[0];
    const edited = await fetchAs(app, admin, 'PUT', `/api/admin/questions/${speaker.id}`, {
      options: options(['Nancy Pelosi', 'Mike Johnson', 'Kevin McCarthy', 'Hakeem Jeffries']),
      correctOptionId: 'option_4',
      explanation: 'As of January 2027, the Speaker of the House is Hakeem Jeffries.',
      answerAsOf: '2027-01-03',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      correctOptionId: 'option_4',
      correctOptionIndex: 3,
      answerAsOf: '2027-01-03',
      editedByAdmin: true,
    });
    // Typed answers grade against the official answers: the new Speaker replaced the old one.
    expect(edited.json().officialAnswers).toContain('Hakeem Jeffries');
    expect(edited.json().officialAnswers).not.toContain('Mike Johnson');

    const [entry] = await listAudit(app.db, { entity: 'question', entityId: String(speaker.id) });
    expect(entry).toMatchObject({ actorName: 'boss', action: 'update' });
    expect(entry!.before).toMatchObject({ correctOptionId: 'option_2' });
    expect(entry!.after).toMatchObject({ correctOptionId: 'option_4', answerAsOf: '2027-01-03' });

    const after = await app.inject({
      method: 'GET',
      url: bundleUrl,
      headers: { 'x-requested-with': 'fetch', cookie: learner.cookie, 'if-none-match': oldEtag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldEtag);
    // The Speaker is an officeholder (issue 19): learners see the holder in force from the dated
    // rows (still Mike Johnson, who no distractor repeats), not a name typed into the question.
    const inBundle = after.json().questions.find((q: { id: number }) => q.id === speaker.id);
    expect(inBundle).toMatchObject({ correctOptionId: 'option_4' });
    expect(inBundle.options.map((o: { text: string }) => o.text)).toEqual([
      'Nancy Pelosi',
      'Hakeem Jeffries',
      'Kevin McCarthy',
      'Mike Johnson',
    ]);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const before = (await fetchAs(app, admin, 'GET', `/api/admin/questions/${Q}`)).json();
    const auditBefore = await countRows(app, 'auditLog');
    const four = [
      'the Constitution',
      'the Bill of Rights',
      'the Declaration of Independence',
      'the Articles of Confederation',
    ];
    const cases: Array<[object, RegExp]> = [
      [
        {
          options: [...options(four.slice(0, 3)), { id: 'option_2', text: 'The Federalist Papers' }],
          correctOptionId: 'option_2',
        },
        /Exactly one option must be correct/,
      ],
      [{ correctOptionId: 'option_9' }, /Exactly one option must be correct/],
      [{ options: options(['the Constitution', '  ', 'the Bill of Rights', 'a treaty']) }, /Option 2 is empty/],
      [
        { options: options(['the Constitution', 'The constitution.', 'the Bill of Rights', 'a treaty']) },
        /are the same answer/,
      ],
      [
        { options: [...options(four).slice(0, 3), { id: 'option_x', text: 'a treaty' }] },
        /Option ids must stay as they were/,
      ],
      [{ options: options(four.slice(0, 3)) }, /Option ids must stay as they were/],
      [{ categoryId: 99 }, /Unknown category 99/],
      [{ subcategoryId: 1 }, /belongs to category .* of the 2008 bank/],
      [{ questionText: '   ' }, /question text is empty/],
      [{ applicableStates: ['CA'] }, /only used by a state-specific question/],
      [{ stateSpecific: true, applicableStates: ['XX'] }, /pattern|Unknown state/],
      [{ answerAsOf: 'soon' }, /pattern/],
      [{ officialNumber: 7 }, /./],
      [{}, /./],
    ];
    for (const [payload, message] of cases) {
      const response = await fetchAs(app, admin, 'PUT', `/api/admin/questions/${Q}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const create = {
      version: '2025',
      officialNumber: 1,
      categoryId: 1,
      subcategoryId: null,
      questionText: 'Again?',
      options: options(['a', 'b']),
      correctOptionId: 'option_1',
    };
    const taken = await fetchAs(app, admin, 'POST', '/api/admin/questions', create);
    expect(taken.json().message).toBe('Question 1 already exists in the 2025 bank');
    const badIds = await fetchAs(app, admin, 'POST', '/api/admin/questions', {
      ...create,
      officialNumber: 120 + 9 - 1,
      options: [
        { id: 'option_2', text: 'a' },
        { id: 'option_1', text: 'b' },
      ],
    });
    expect(badIds.statusCode).toBe(400);

    expect((await fetchAs(app, admin, 'GET', `/api/admin/questions/${Q}`)).json()).toEqual(before);
    expect(await countRows(app, 'questions')).toBe(228);
    expect(await countRows(app, 'auditLog')).toBe(auditBefore);
  });

  it('creates a question in a free official number; the learner of that bank receives it', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const learner = await signUp(app, 'oldform', { level: 2 });
    await app.db.updateTable('users').set({ testVersion: '2008' }).where('username', '=', 'oldform').execute();
    const created = await fetchAs(app, admin, 'POST', '/api/admin/questions', {
      version: '2008',
      officialNumber: 101,
      categoryId: 3,
      subcategoryId: null,
      questionText: 'What is the national bird?',
      options: options(['bald eagle', 'turkey', 'robin']),
      correctOptionId: 'option_1',
      explanation: 'The bald eagle.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: 101,
      version: '2008',
      createdByAdmin: true,
      isActive: true,
      correctOptionIndex: 0,
    });
    const bundle = (await fetchAs(app, learner.cookie, 'GET', '/api/content/bundle')).json();
    expect(bundle.questions.map((q: { id: number }) => q.id)).toContain(101);
    const [entry] = await listAudit(app.db, { entity: 'question', entityId: '101' });
    expect(entry).toMatchObject({ action: 'create', before: null });
  });

  it('deactivates instead of deleting: answers stay, learners no longer receive it, and it can come back', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const learner = await signUp(app, 'answerer', { level: 2 });
    const at = new Date().toISOString();
    const push = await fetchAs(app, learner.cookie, 'POST', '/api/sync/push', {
      clientId: crypto.randomUUID(),
      ops: [
        {
          id: crypto.randomUUID(),
          seq: 1,
          type: 'answer.record',
          at,
          payload: { questionId: Q, isCorrect: true, studyTime: 5, answeredAt: at },
        },
      ],
    });
    expect(push.json().results[0].status).toBe('applied');
    const removed = await fetchAs(app, admin, 'DELETE', `/api/admin/questions/${Q}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().isActive).toBe(false);
    expect(await app.db.selectFrom('questions').select('id').where('id', '=', Q).executeTakeFirst()).toEqual({ id: Q });
    expect(await app.db.selectFrom('answerAttempts').select('id').where('questionId', '=', Q).execute()).toHaveLength(
      1,
    );
    const bundle = (await fetchAs(app, learner.cookie, 'GET', '/api/content/bundle')).json();
    expect(bundle.questions.some((q: { id: number }) => q.id === Q)).toBe(false);
    const inactive = (await fetchAs(app, admin, 'GET', '/api/admin/questions?version=2025&active=false')).json();
    expect(inactive.items.map((q: { id: number }) => q.id)).toEqual([Q]);
    await fetchAs(app, admin, 'PUT', `/api/admin/questions/${Q}`, { isActive: true });
    const again = (await fetchAs(app, learner.cookie, 'GET', '/api/content/bundle')).json();
    expect(again.questions.some((q: { id: number }) => q.id === Q)).toBe(true);
    expect((await fetchAs(app, admin, 'DELETE', '/api/admin/questions/99999')).statusCode).toBe(404);
  });
});
