// The public question viewer (/bilingual-demo) in all five translation languages, signed out:
// the language choice by native name, English and translation together or the translation alone,
// the category filter, previous/next, and each language's placeholder where a translation is missing.
import { expect, test } from './fixtures.js';
import { adminApi, uniqueName } from './api-helpers.js';

interface PublicQuestion {
  id: number;
  categoryId: number;
  questionText: string;
  correctOptionId: string;
  options: Array<{ id: string; text: string }>;
  translations: Record<
    string,
    { questionText: string; options: Array<{ id: string; text: string }>; explanation: string }
  >;
}

test('a visitor reads the questions in Korean beside the English, filters a category and steps through it', async ({
  page,
}) => {
  const bank = (await (await page.request.get('/api/public/questions?language=ko')).json()) as {
    questions: PublicQuestion[];
  };
  const [q1] = bank.questions;
  const ko = q1!.translations.ko!;
  await page.goto('/bilingual-demo');
  const language = page.getByLabel('Language');
  // English and the five translation languages, each by its own name.
  await expect(language.locator('option')).toHaveText([
    'English',
    'Tiếng Việt (Vietnamese)',
    '한국어 (Korean)',
    '简体中文 (Chinese Simplified)',
    '繁體中文 (Chinese Traditional)',
    'Español (Spanish)',
  ]);

  await language.selectOption({ label: '한국어 (Korean)' });
  await expect(page.getByText(`Question 1 of ${bank.questions.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: q1!.questionText })).toBeVisible();
  await expect(page.getByText(ko.questionText, { exact: true })).toBeVisible();
  await expect(page.getByText(ko.questionText, { exact: true })).toHaveAttribute('lang', 'ko');
  const correctKo = ko.options.find((o) => o.id === q1!.correctOptionId)!.text;
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Correct answer' }) }),
  ).toContainText(correctKo);
  await expect(page.getByText(ko.explanation, { exact: true })).toBeVisible();
  await expect(page.getByText('미국 정부', { exact: true })).toBeVisible();

  // The translation alone, then both again.
  await page.getByLabel('Bilingual (English + translation)').uncheck();
  await expect(page.getByRole('heading', { level: 2, name: q1!.questionText })).toHaveCount(0);
  await expect(page.getByText(ko.questionText, { exact: true })).toBeVisible();
  await page.getByLabel('Bilingual (English + translation)').check();
  await expect(page.getByRole('heading', { level: 2, name: q1!.questionText })).toBeVisible();

  // A category, then next and previous within it.
  const history = bank.questions.filter((q) => q.categoryId === 2);
  await page.getByLabel('Category').selectOption({ label: 'American History' });
  await expect(page.getByText(`Question 1 of ${history.length}`)).toBeVisible();
  await expect(page.getByText(history[0]!.translations.ko!.questionText, { exact: true })).toBeVisible();
  await expect(page.getByText('미국 역사', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Question 2 of ${history.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: history[1]!.questionText })).toBeVisible();
  await expect(page.getByText(history[1]!.translations.ko!.questionText, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Question 1 of ${history.length}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Another language replaces the Korean, where the visitor stands.
  const es = (await (await page.request.get('/api/public/questions?language=es')).json()) as {
    questions: PublicQuestion[];
  };
  const esHistory = es.questions.filter((q) => q.categoryId === 2);
  await language.selectOption({ label: 'Español (Spanish)' });
  await expect(page.getByText(esHistory[0]!.translations.es!.questionText, { exact: true })).toBeVisible();
  await expect(page.getByText(history[0]!.translations.ko!.questionText, { exact: true })).toHaveCount(0);
});

test("a question with no translation shows each language's placeholder", async ({ page }) => {
  // Every seeded question is translated, so the gap is made: a new 2008 question, in its own category.
  const admin = await adminApi();
  const categoryName = uniqueName('Untranslated ');
  const category = await admin.post('/api/admin/categories', {
    data: { name: categoryName, description: null, group: null },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  let questionId: number | undefined;
  let refusal = '';
  for (let officialNumber = 128; officialNumber > 100 && questionId === undefined; officialNumber--) {
    const created = await admin.post('/api/admin/questions', {
      data: {
        version: '2008',
        officialNumber,
        categoryId,
        subcategoryId: null,
        questionText: 'Which document did the viewer test add?',
        options: [
          { id: 'option_1', text: 'A question with no translation' },
          { id: 'option_2', text: 'A translated question' },
        ],
        correctOptionId: 'option_1',
        explanation: 'It was added without translations.',
        isActive: true,
      },
    });
    if (created.status() === 201) questionId = ((await created.json()) as { id: number }).id;
    else refusal = await created.text();
  }
  expect(questionId, `a free 2008 official number (last refusal: ${refusal})`).toBeDefined();
  try {
    await page.goto('/bilingual-demo?version=2008');
    await page.getByLabel('Category').selectOption({ label: categoryName });
    await expect(page.getByText('Question 1 of 1')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Which document did the viewer test add?' }),
    ).toBeVisible();
    // The question, both options and the explanation each say so, in the chosen language.
    await expect(page.getByText('[Bản dịch không có sẵn]', { exact: true })).toHaveCount(4);
    for (const [label, placeholder] of [
      ['한국어 (Korean)', '[번역을 사용할 수 없습니다]'],
      ['简体中文 (Chinese Simplified)', '[暂无翻译]'],
      ['繁體中文 (Chinese Traditional)', '[暫無翻譯]'],
      ['Español (Spanish)', '[Traducción no disponible]'],
    ] as const) {
      await page.getByLabel('Language').selectOption({ label });
      await expect(page.getByText(placeholder, { exact: true })).toHaveCount(4);
      await expect(page.getByText('[Bản dịch không có sẵn]', { exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('Question 1 of 1')).toBeVisible();
    // English alone has nothing to miss.
    await page.getByLabel('Language').selectOption('en');
    await expect(page.getByText('[Traducción no disponible]', { exact: true })).toHaveCount(0);
    await expect(page.getByText('A question with no translation', { exact: true })).toBeVisible();
  } finally {
    await admin.delete(`/api/admin/questions/${questionId}`);
  }
});
