// POST /api/admin/questions accepts the spec's shapes of a question (part 1 §3) and refuses bad ones
// with a clear 400 before anything is stored.
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp } from '../../test/helper.js';
import { fetchAs } from '../../test/requests.js';
import { countRows, expectAdminOnly, signInActors } from './admin-test-actors.js';

// 2008 has 100 official questions: 101.. are free numbers, ids 101.. (questionId rule).
const base = { version: '2008', categoryId: 3, subcategoryId: null, explanation: 'The bald eagle.' };

const post = (app: CivicsApp, cookie: string, payload: object) =>
  fetchAs(app, cookie, 'POST', '/api/admin/questions', payload);

/** What a refused write must leave as it was. */
const storedCounts = async (app: CivicsApp) => [
  await countRows(app, 'questions'),
  await countRows(app, 'translations'),
  await countRows(app, 'auditLog'),
];

function expectRefused(
  response: Awaited<ReturnType<typeof fetchAs>>,
  payload: object,
  status: number,
  message: RegExp,
) {
  expect(response.statusCode, JSON.stringify(payload)).toBe(status);
  expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'Bad Request' });
  expect(response.json().message, JSON.stringify(payload)).toMatch(message);
}

describe('admin question create: the spec shapes on input', () => {
  it('is refused to anonymous callers (401) and learners (403) in the spec shape too', async () => {
    const app = await buildTestApp();
    const actors = await signInActors(app);
    const payload = {
      ...base,
      officialNumber: 101,
      text: 'What is the national bird?',
      options: ['bald eagle', 'turkey'],
      correctOptionIndex: 0,
    };
    expect(await expectAdminOnly(app, actors, { method: 'POST', url: '/api/admin/questions', payload })).toBe(201);
  });

  it('takes options as plain strings, text as questionText and correctOptionIndex; ids become option_1..n', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const created = await post(app, admin, {
      ...base,
      officialNumber: 101,
      text: 'What is the national bird?',
      options: ['bald eagle', 'turkey', 'robin'],
      correctOptionIndex: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: 101,
      questionText: 'What is the national bird?',
      options: [
        { id: 'option_1', text: 'bald eagle' },
        { id: 'option_2', text: 'turkey' },
        { id: 'option_3', text: 'robin' },
      ],
      correctOptionId: 'option_1',
      correctOptionIndex: 0,
    });
  });

  it('takes {id, text} options in the option_a style with a correctOptionId of that style', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const options = [
      { id: 'option_a', text: 'the Mississippi' },
      { id: 'option_b', text: 'the Missouri' },
    ];
    const created = await post(app, admin, {
      ...base,
      officialNumber: 102,
      questionText: 'Name the longest river.',
      options,
      correctOptionId: 'option_b',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      options: [{ id: 'option_1' }, { id: 'option_2' }],
      correctOptionId: 'option_2',
      correctOptionIndex: 1,
    });
  });

  it('stores a Vietnamese block as the question’s Vietnamese translation, with its labels stripped', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const created = await post(app, admin, {
      ...base,
      officialNumber: 103,
      questionText: 'What is the national bird?',
      options: [
        { id: 'option_1', text: 'bald eagle' },
        { id: 'option_2', text: 'turkey' },
      ],
      correctOptionId: 'option_1',
      vietnamese: {
        text: 'Câu hỏi: Chim quốc gia là gì?',
        options: ['đại bàng đầu trắng', 'gà tây'],
        explanation: 'Đại bàng đầu trắng.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = (await fetchAs(app, admin, 'GET', '/api/vi-translations/question/103')).json();
    expect(stored.translations.vi).toMatchObject({
      questionText: 'Chim quốc gia là gì?',
      options: [
        { id: 'option_1', text: 'đại bàng đầu trắng' },
        { id: 'option_2', text: 'gà tây' },
      ],
      explanation: 'Đại bàng đầu trắng.',
    });
  });

  it('refuses bad shapes with a clear 400 naming the problem and stores nothing', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const before = await storedCounts(app);
    const ok = {
      ...base,
      officialNumber: 104,
      questionText: 'What is the national bird?',
      options: ['bald eagle', 'turkey'],
      correctOptionIndex: 0,
    };
    const cases: Array<[object, RegExp]> = [
      [{ ...ok, questionText: undefined }, /question text is missing/],
      [{ ...ok, text: 'Another question?' }, /questionText and its alias text differ/],
      [{ ...ok, correctOptionIndex: undefined }, /correctOptionId or correctOptionIndex/],
      [{ ...ok, correctOptionIndex: 4 }, /past the last of the 2 options/],
      [{ ...ok, correctOptionId: 'option_2' }, /name different options/],
      [{ ...ok, options: ['bald eagle', 42] }, /options/],
      [{ ...ok, options: ['bald eagle', { text: 'turkey' }] }, /options/],
      [{ ...ok, options: ['bald eagle', '  '] }, /Option 2 is empty/],
      [{ ...ok, options: [{ id: 'option_x', text: 'bald eagle' }, 'turkey'] }, /Option ids must be option_1, option_2/],
      [{ ...ok, options: ['bald eagle'] }, /options/],
      [{ ...ok, vietnamese: { options: ['đại bàng', 'gà tây'] } }, /Nội dung câu hỏi không được trống/],
      [{ ...ok, vietnamese: { questionText: 'Chim?', options: ['a', 'b', 'c'] } }, /has 3 options; the question has 2/],
      [{ ...ok, vietnamese: { questionText: 'Chim?', options: [{ id: 'option_9', text: 'x' }] } }, /option_9/],
      [{ ...ok, vietnamese: { questionText: 'Chim?', text: 'Khác?' } }, /differ/],
      [{ ...ok, vietnamese: { questionText: 'Chim?', note: 'x' } }, /./],
      [{ ...ok, categoryId: 99 }, /Unknown category 99/],
    ];
    for (const [payload, message] of cases) {
      expectRefused(await post(app, admin, payload), payload, 400, message);
    }
    expect(await storedCounts(app)).toEqual(before);
  });
});

describe('admin question import: a file in the spec shape, all or nothing', () => {
  const url = '/api/admin/questions/import';
  const file = {
    version: '2008',
    questions: [
      {
        id: 7,
        officialNumber: 101,
        categoryId: 3,
        text: 'What is the national bird?',
        options: ['bald eagle', 'turkey'],
        correctOptionIndex: 0,
        vietnamese: { questionText: 'Chim quốc gia là gì?', options: ['đại bàng đầu trắng', 'gà tây'] },
      },
      {
        officialNumber: 102,
        categoryId: 3,
        subcategoryId: null,
        questionText: 'Name the longest river.',
        options: [
          { id: 'option_a', text: 'the Missouri' },
          { id: 'option_b', text: 'the Mississippi' },
        ],
        correctOptionId: 'option_a',
        explanation: 'The Missouri.',
      },
    ],
  };

  it('answers only admins: 401 anonymous, 403 to learners', async () => {
    const app = await buildTestApp();
    const actors = await signInActors(app);
    expect(await expectAdminOnly(app, actors, { method: 'POST', url, payload: file })).toBe(200);
  });

  it('creates every question of the file in the bank chosen, ids from bank and number, the Vietnamese block stored', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const response = await fetchAs(app, admin, 'POST', url, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().created).toEqual([
      { id: 101, version: '2008', officialNumber: 101, questionText: 'What is the national bird?' },
      { id: 102, version: '2008', officialNumber: 102, questionText: 'Name the longest river.' },
    ]);
    const river = (await fetchAs(app, admin, 'GET', '/api/admin/questions/102')).json();
    expect(river).toMatchObject({
      correctOptionId: 'option_1',
      options: [
        { id: 'option_1', text: 'the Missouri' },
        { id: 'option_2', text: 'the Mississippi' },
      ],
      createdByAdmin: true,
    });
    const bird = (await fetchAs(app, admin, 'GET', '/api/vi-translations/question/101')).json();
    expect(bird.translations.vi.questionText).toBe('Chim quốc gia là gì?');
  });

  it('refuses a file with one bad question, naming its place, and stores none of it', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const before = await storedCounts(app);
    const [good, other] = file.questions;
    const cases: Array<[object, number, RegExp]> = [
      [
        { ...file, questions: [good, { ...other, options: ['the Missouri', ''] }] },
        400,
        /^Question 2 of the file: Option 2 is empty$/,
      ],
      [
        { ...file, questions: [good, { ...other, officialNumber: 101 }] },
        400,
        /^Question 2 of the file: Question 101 already exists in the 2008 bank$/,
      ],
      [
        { ...file, questions: [good, { ...other, version: '2025' }] },
        400,
        /^Question 2 of the file: It is a 2025 question; this import is into the 2008 bank$/,
      ],
      [
        { ...file, questions: [{ ...good, vietnamese: { options: ['x'] } }] },
        400,
        /^Question 1 of the file: Nội dung câu hỏi không được trống$/,
      ],
      [{ ...file, questions: [{ ...good, options: 'bald eagle' }] }, 400, /options/],
      [{ ...file, questions: [] }, 400, /questions/],
      [{ questions: file.questions }, 400, /version/],
      [{ ...file, questions: [{ ...good, translations: { ko: {} } }] }, 400, /./],
    ];
    for (const [payload, status, message] of cases) {
      expectRefused(await fetchAs(app, admin, 'POST', url, payload), payload, status, message);
    }
    expect(await storedCounts(app)).toEqual(before);
  });
});
