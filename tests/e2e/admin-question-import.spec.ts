// An admin imports a question file in the spec's shape (issue 26: options as plain strings or
// {id, text}, `text` for questionText, a Vietnamese block under `vietnamese`) on /admin/questions;
// a file with one bad question is refused by its place and creates nothing.
import { expect, test } from './fixtures.js';
import { adminApi, uniqueName } from './api-helpers.js';
import { signInAdminByApi } from './sign-in-helpers.js';

test('the questions screen imports a spec-shaped file into the 2008 bank, and refuses a bad one whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = await adminApi();
  await signInAdminByApi(page);
  // Its own category and two free 2008 numbers (other tests add questions from 128 down).
  const categoryName = uniqueName('Imported ');
  const category = await api.post('/api/admin/categories', {
    data: { name: categoryName, description: null, group: null },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const taken = new Set(
    (
      (await (await api.get('/api/admin/questions?version=2008&pageSize=200')).json()) as {
        items: Array<{ officialNumber: number }>;
      }
    ).items.map((q) => q.officialNumber),
  );
  const [first, second] = Array.from({ length: 28 }, (_, i) => 101 + i).filter((n) => !taken.has(n));
  expect(second, 'two free 2008 numbers').toBeDefined();
  const questionText = `What bird did the import bring (${uniqueName('')})?`;
  const good = [
    {
      id: 9001,
      officialNumber: first,
      categoryId,
      text: questionText,
      options: ['the bald eagle', 'the turkey'],
      correctOptionIndex: 0,
      vietnamese: { text: 'Câu hỏi: Chim nào?', options: ['đại bàng đầu trắng', 'gà tây'] },
    },
    {
      officialNumber: second,
      categoryId,
      questionText: `Which river did the import bring (${uniqueName('')})?`,
      options: [
        { id: 'option_a', text: 'the Missouri' },
        { id: 'option_b', text: 'the Hudson' },
      ],
      correctOptionId: 'option_a',
    },
  ];
  const created: number[] = [];
  try {
    await page.goto('/admin/questions');
    const panel = page.getByRole('region', { name: 'Import questions from a file' });
    await panel.getByLabel('Into bank').selectOption('2008');

    // A file with one bad question: refused with its place in the file, nothing created.
    const bad = [good[0], { ...good[1], options: ['the Missouri', '  '] }];
    await panel
      .getByLabel('Question file (JSON)')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText('Import refused: Question 2 of the file: Option 2 is empty');
    const none = (await (await api.get(`/api/admin/questions?version=2008&categoryId=${categoryId}`)).json()) as {
      total: number;
    };
    expect(none.total).toBe(0);

    // The spec-shaped file, as {questions: [...]}.
    await panel.getByLabel('Question file (JSON)').setInputFiles({
      name: 'questions.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ questions: good })),
    });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByRole('status')).toContainText(`Created 2 questions: 2008 #${first} ${questionText}`);
    const stored = (await (await api.get(`/api/admin/questions?version=2008&categoryId=${categoryId}`)).json()) as {
      items: Array<{
        id: number;
        officialNumber: number;
        options: Array<{ id: string; text: string }>;
        correctOptionId: string;
      }>;
    };
    created.push(...stored.items.map((q) => q.id));
    expect(stored.items.map((q) => [q.officialNumber, q.correctOptionId, q.options.map((o) => o.id)])).toEqual([
      [first, 'option_1', ['option_1', 'option_2']],
      [second, 'option_1', ['option_1', 'option_2']],
    ]);
    const vietnamese = (await (await api.get(`/api/vi-translations/question/${stored.items[0]!.id}`)).json()) as {
      translations: { vi: { questionText: string } };
    };
    expect(vietnamese.translations.vi.questionText).toBe('Chim nào?');
    // The list shows the imported questions in the 2008 bank.
    await page.getByLabel('Test version').selectOption('2008');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await expect(page.getByRole('cell', { name: questionText, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: good[1]!.questionText!, exact: true })).toBeVisible();
  } finally {
    for (const id of created) await api.delete(`/api/admin/questions/${id}`);
    await api.dispose();
  }
});
