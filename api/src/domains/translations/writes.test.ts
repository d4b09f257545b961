import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import type { CivicsApp } from '../../app.js';
import { parseJson } from '../../lib/json.js';
import { listAudit } from '../../services/audit.js';
import { callers, snapshot, translationRow } from './test-support.js';

// Question 1 of the 2008 bank: "What is the supreme law of the land?" with option_1..option_4.
const Q = 1;
/** The question's four options as stored: the texts given, the options left out empty. */
const fourOptions = (texts: Record<string, string> = {}) =>
  ['option_1', 'option_2', 'option_3', 'option_4'].map((id) => ({ id, text: texts[id] ?? '' }));

/** The Vietnamese editor's save of a question's translation, by the caller with this cookie. */
const putVietnamese = (app: CivicsApp, cookie: string, payload: object, questionId = Q) =>
  sendAs(app, cookie, 'PUT', `/api/questions/${questionId}/vietnamese`, payload);

describe('PUT /api/questions/{id}/vietnamese', { timeout: 60_000 }, () => {
  it('stores the correction, strips the Vietnamese labels, adds the options left out and records who changed what', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    const before = await translationRow(app, Q, 'vi');
    const response = await putVietnamese(app, admin, {
      questionText: 'Câu hỏi: Luật tối cao của đất nước là gì?',
      options: [{ id: 'option_3', text: 'Đáp án: Hiến Pháp' }],
      explanation: 'Giải thích: Hiến Pháp đứng trên mọi luật.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: before!.id,
      questionId: Q,
      language: 'vi',
      questionText: 'Luật tối cao của đất nước là gì?',
      options: fourOptions({ option_3: 'Hiến Pháp' }),
      explanation: 'Hiến Pháp đứng trên mọi luật.',
    });
    const stored = await translationRow(app, Q, 'vi');
    expect(stored!.questionText).toBe('Luật tối cao của đất nước là gì?');
    expect(parseJson<Array<{ text: string }>>(stored!.options, []).map((o) => o.text)).toEqual([
      '',
      '',
      'Hiến Pháp',
      '',
    ]);
    const [entry] = await listAudit(app.db, { entity: 'translation' });
    expect(entry).toMatchObject({ actorName: 'boss', action: 'update', entityId: String(before!.id) });
    expect((entry!.before as { questionText: string }).questionText).toBe(before!.questionText);
    expect((entry!.after as { questionText: string }).questionText).toBe('Luật tối cao của đất nước là gì?');
  });

  // Issue 34 item 6: the options left out are added with empty text, also when none is given.
  it.each([
    ['no options', { questionText: 'Câu hỏi: Luật tối cao?', options: [] }],
    ['options missing', { questionText: 'Luật tối cao?' }],
    [
      'only empty options',
      {
        questionText: 'Luật tối cao?',
        options: [
          { id: 'option_1', text: ' ' },
          { id: 'option_2', text: 'Đáp án: ' },
        ],
      },
    ],
  ])('saves a translation with %s, every option of the question stored with empty text', async (_name, payload) => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    const response = await putVietnamese(app, admin, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      questionText: 'Luật tối cao?',
      options: fourOptions(),
    });
    const stored = await translationRow(app, Q, 'vi');
    expect(parseJson<Array<{ id: string; text: string }>>(stored!.options, [])).toEqual(fourOptions());
  });

  it.each([
    ['no question text', { options: [{ id: 'option_1', text: 'a' }] }, 'Nội dung câu hỏi không được trống'],
    [
      'only a label as question text',
      { questionText: 'Câu hỏi:  ', options: [{ id: 'option_1', text: 'a' }] },
      'Nội dung câu hỏi không được trống',
    ],
    [
      'an option the question does not have',
      { questionText: 'Câu hỏi', options: [{ id: 'option_9', text: 'x' }] },
      'Đáp án "option_9" không thuộc câu hỏi này',
    ],
    [
      'an option given twice',
      {
        questionText: 'Câu hỏi',
        options: [
          { id: 'option_1', text: 'x' },
          { id: 'option_1', text: 'y' },
        ],
      },
      'Đáp án "option_1" bị lặp lại',
    ],
  ])('refuses %s with the spec message and stores nothing', async (_name, payload, message) => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    const before = await snapshot(app);
    const response = await putVietnamese(app, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message });
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses unknown fields, too-long text and a question that does not exist, storing nothing', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    const before = await snapshot(app);
    const options = [{ id: 'option_1', text: 'y' }];
    const refused = [
      { questionText: 'x', options, extra: 1 },
      { questionText: 'x'.repeat(2001), options },
      { questionText: 'x', options, questionId: 2 },
    ];
    for (const payload of refused)
      expect((await putVietnamese(app, admin, payload)).statusCode, Object.keys(payload).join()).toBe(400);
    const missing = await putVietnamese(app, admin, { questionText: 'x', options }, 99999);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('creating and updating translations', { timeout: 60_000 }, () => {
  const body = { questionText: 'Texto', options: [{ id: 'option_1', text: 'Uno' }], explanation: 'Porque sí.' };

  it('POST /api/spanish-translations, /api/translations/korean and /api/translations create where none exists, and 409 where one does', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    await app.db
      .deleteFrom('translations')
      .where('questionId', '=', Q)
      .where('language', 'in', ['es', 'ko', 'zh'])
      .execute();
    const post = (url: string, payload: object) => sendAs(app, admin, 'POST', url, payload);

    const es = await post('/api/spanish-translations', { ...body, questionId: Q });
    expect(es.statusCode).toBe(201);
    expect(es.json()).toMatchObject({
      questionId: Q,
      language: 'es',
      questionText: 'Texto',
      options: fourOptions({ option_1: 'Uno' }),
    });
    expect((await translationRow(app, Q, 'es'))!.explanation).toBe('Porque sí.');

    expect((await post('/api/translations/korean', { ...body, questionId: Q, language: 'ko' })).statusCode).toBe(201);
    expect((await post('/api/translations', { ...body, questionId: Q, language: 'zh' })).statusCode).toBe(201);
    expect(await translationRow(app, Q, 'zh')).toBeTruthy();

    const twice = await post('/api/spanish-translations', { ...body, questionId: Q });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(`PUT /api/translations/${es.json().id}`);
    const audit = await app.db.selectFrom('auditLog').select(['action', 'entity']).execute();
    expect(audit).toEqual([
      { action: 'create', entity: 'translation' },
      { action: 'create', entity: 'translation' },
      { action: 'create', entity: 'translation' },
    ]);
  });

  it('creates a Spanish or Korean translation of the question alone (no option text), the options stored empty', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    await app.db.deleteFrom('translations').where('questionId', '=', Q).where('language', 'in', ['es', 'ko']).execute();
    const empty = fourOptions();
    for (const [url, language] of [
      ['/api/spanish-translations', 'es'],
      ['/api/translations/korean', 'ko'],
    ] as const) {
      const created = await sendAs(app, admin, 'POST', url, {
        questionId: Q,
        language,
        questionText: 'Pregunta',
        options: [],
        explanation: '',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ language, questionText: 'Pregunta', options: empty });
      expect(parseJson((await translationRow(app, Q, language))!.options, [])).toEqual(empty);
    }
  });

  it('refuses a create without a language, with the wrong language, or with English messages for bad text', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    await app.db.deleteFrom('translations').where('questionId', '=', Q).where('language', '=', 'es').execute();
    const before = await snapshot(app);
    const post = (url: string, payload: object) => sendAs(app, admin, 'POST', url, payload);
    expect((await post('/api/translations', { ...body, questionId: Q })).json().message).toMatch(
      /^language is required/,
    );
    expect((await post('/api/translations/korean', { ...body, questionId: Q, language: 'es' })).statusCode).toBe(400);
    expect((await post('/api/translations', { ...body, questionId: Q, language: 'fr' })).statusCode).toBe(400);
    expect((await post('/api/spanish-translations', { ...body, questionId: Q, questionText: '' })).json().message).toBe(
      'Question text must not be empty',
    );
    expect(
      (await post('/api/spanish-translations', { ...body, questionId: Q, options: [{ id: 'x', text: 'y' }] }))
        .statusCode,
    ).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('PUT /api/translations/{id} updates that row; a mismatched question or language is refused', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    const ko = (await translationRow(app, Q, 'ko'))!;
    const put = (id: number, payload: object) => sendAs(app, admin, 'PUT', `/api/translations/${id}`, payload);
    const before = await snapshot(app);
    expect((await put(ko.id, { ...body, questionId: 2, language: 'ko' })).statusCode).toBe(400);
    expect((await put(ko.id, { ...body, questionId: Q, language: 'es' })).statusCode).toBe(400);
    expect((await put(999_999, { ...body, questionId: Q, language: 'ko' })).statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(before);

    const updated = await put(ko.id, {
      id: ko.id,
      questionId: Q,
      language: 'ko',
      questionText: '최고의 법은 무엇입니까?',
      options: [{ id: 'option_3', text: '헌법' }],
      explanation: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: ko.id, questionText: '최고의 법은 무엇입니까?', explanation: '' });
    expect((await translationRow(app, Q, 'ko'))!.questionText).toBe('최고의 법은 무엇입니까?');
  });

  it('PUT /api/translations/chinese-traditional/{questionId} saves the Traditional Chinese text, creating it when missing', async () => {
    const app = await buildTestApp();
    const { admin } = await callers(app);
    await app.db.deleteFrom('translations').where('questionId', '=', Q).where('language', '=', 'zh-TW').execute();
    const put = (payload: object) => sendAs(app, admin, 'PUT', `/api/translations/chinese-traditional/${Q}`, payload);
    const created = await put({ questionText: '國家的最高法律是什麼？', options: [{ id: 'option_3', text: '憲法' }] });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ language: 'zh-TW', questionText: '國家的最高法律是什麼？' });
    const again = await put({ questionText: '最高法律是什麼？', options: [{ id: 'option_3', text: '憲法' }] });
    expect(again.json().id).toBe(created.json().id);
    expect((await translationRow(app, Q, 'zh-TW'))!.questionText).toBe('最高法律是什麼？');
    expect((await put({ questionText: '', options: [{ id: 'option_3', text: '憲法' }] })).statusCode).toBe(400);
  });
});

describe('who may write', { timeout: 60_000 }, () => {
  it('answers 401 to anonymous callers and 403 to learners of every level on every write, storing nothing', async () => {
    const app = await buildTestApp();
    const { level0, level1, level2 } = await callers(app);
    const ko = (await translationRow(app, Q, 'ko'))!;
    const payload = { questionId: Q, language: 'ko', questionText: 'x', options: [{ id: 'option_1', text: 'y' }] };
    const writes: Array<[method: 'POST' | 'PUT', url: string, body: object]> = [
      ['POST', '/api/translations', payload],
      ['POST', '/api/translations/korean', payload],
      ['POST', '/api/spanish-translations', { ...payload, language: 'es' }],
      ['PUT', `/api/translations/${ko.id}`, payload],
      [
        'PUT',
        `/api/translations/chinese-traditional/${Q}`,
        { questionText: 'x', options: [{ id: 'option_1', text: 'y' }] },
      ],
      ['PUT', `/api/questions/${Q}/vietnamese`, { questionText: 'x', options: [{ id: 'option_1', text: 'y' }] }],
      ['POST', '/api/translations/auto-translate', { questionId: Q, targetLanguage: 'ko' }],
    ];
    const before = await snapshot(app);
    for (const [method, url, body] of writes) {
      expect((await app.inject({ method, url, payload: body })).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const cookie of [level0, level1, level2]) {
        const response = await app.inject({ method, url, payload: body, headers: { cookie } });
        expect(response.statusCode, `${method} ${url} learner`).toBe(403);
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });
});
