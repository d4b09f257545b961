// A translation save the real server refuses, in each of the three editors (issue 26): the editor
// names the failure in the spec's words with the server's reason as its detail, and nothing is stored.
import { expect, test } from './fixtures.js';
import { adminApi, uniqueName } from './api-helpers.js';
import { adminPage } from './sign-in-helpers.js';

interface Translation {
  id: number;
  questionId: number;
  questionText: string;
  options: Array<{ id: string; text: string }>;
  explanation: string;
}

const firstOf = <T extends { officialNumber: number }>(list: T[]) =>
  [...list].sort((a, b) => a.officialNumber - b.officialNumber)[0]!;

test('/admin/translations: a refused update and a create that lost a race each give a Save Error toast with the server’s reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser, { viewport: { width: 1280, height: 800 } });
  const api = await adminApi();

  // 1. Update: the server refuses an empty question text (the generic editor leaves that rule to it).
  const questions = (await (await admin.request.get('/api/questions?version=2025')).json()) as Array<{
    id: number;
    officialNumber: number;
  }>;
  const first = firstOf(questions);
  const spanishBefore = (
    (await (await admin.request.get('/api/spanish-translations?version=2025')).json()) as Translation[]
  ).find((t) => t.questionId === first.id)!;
  await admin.goto('/admin/translations');
  await admin.getByLabel('Language').selectOption('es');
  const spanish = admin.getByRole('region', { name: `Question ${first.officialNumber} in English and Spanish` });
  await spanish.getByRole('button', { name: 'Edit', exact: true }).click();
  await spanish.getByLabel('Spanish question').fill('   ');
  await spanish.getByRole('button', { name: 'Save', exact: true }).click();
  const toast = admin.getByRole('alert').filter({ hasText: 'Save Error' });
  await expect(toast).toContainText(
    'Failed to save translation. Please try again. (Failed to update translation: Question text must not be empty)',
  );
  // Still editing, and the stored translation is as it was.
  await expect(spanish.getByLabel('Spanish question')).toBeVisible();
  const spanishAfter = (
    (await (await admin.request.get('/api/spanish-translations?version=2025')).json()) as Translation[]
  ).find((t) => t.questionId === first.id)!;
  expect(spanishAfter).toEqual(spanishBefore);

  // 2. Create: a question with no Korean translation yet (every seeded one has one), created in the
  // spec's input shape; while this admin types, another one creates the Korean translation.
  const category = await api.post('/api/admin/categories', {
    data: { name: uniqueName('Save failures '), description: null, group: null },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  let created: { id: number; officialNumber: number } | undefined;
  for (let officialNumber = 128; officialNumber > 100 && !created; officialNumber--) {
    const answer = await api.post('/api/admin/questions', {
      data: {
        version: '2008',
        officialNumber,
        categoryId,
        subcategoryId: null,
        text: 'Which editor lost the race to save?',
        options: ['The slower one', 'Neither'],
        correctOptionIndex: 0,
      },
    });
    if (answer.status() === 201) created = (await answer.json()) as { id: number; officialNumber: number };
  }
  expect(created, 'a free 2008 official number').toBeDefined();
  try {
    await admin.getByLabel('Test').selectOption('2008');
    await admin.getByLabel('Language').selectOption('ko');
    await admin
      .getByLabel('Question', { exact: true })
      .selectOption({ label: `${created!.officialNumber}. Which editor lost the race to save?` });
    const korean = admin.getByRole('region', { name: `Question ${created!.officialNumber} in English and Korean` });
    await expect(korean.getByText('Not translated yet')).toBeVisible();
    await korean.getByRole('button', { name: 'Edit', exact: true }).click();
    await korean.getByLabel('Korean question').fill('어느 편집자가 저장 경쟁에서 졌습니까?');
    await korean.getByLabel('Korean option a').fill('느린 편집자');

    const meanwhile = {
      questionId: created!.id,
      language: 'ko',
      questionText: '먼저 저장된 번역',
      options: [{ id: 'option_1', text: '먼저' }],
      explanation: '',
    };
    expect((await api.post('/api/translations/korean', { data: meanwhile })).status()).toBe(201);
    // The server's reason for a second create, as this editor's Save will hear it.
    const refusal = await api.post('/api/translations/korean', { data: meanwhile });
    expect(refusal.status()).toBe(409);
    const reason = ((await refusal.json()) as { message: string }).message;
    expect(reason).toMatch(/already exists/);

    await korean.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Failed to create translation' })).toContainText(
      `Save Error`,
    );
    await expect(admin.getByRole('alert').filter({ hasText: 'Failed to create translation' })).toContainText(
      `Failed to save translation. Please try again. (Failed to create translation: ${reason})`,
    );
    const stored = ((await (await api.get('/api/translations/korean?version=2008')).json()) as Translation[]).find(
      (t) => t.questionId === created!.id,
    )!;
    expect(stored.questionText).toBe('먼저 저장된 번역');
  } finally {
    await api.delete(`/api/admin/questions/${created!.id}`);
    await api.dispose();
    await admin.context().close();
  }
});

test('the Korean editor on a phone: a refused save shows its inline error with the server’s reason, no success banner', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser, { viewport: { width: 390, height: 844 } });
  const before = (await (await admin.request.get('/api/translations/korean?version=2025')).json()) as Translation[];
  await admin.goto('/admin/korean');
  await expect(admin.getByRole('heading', { level: 1, name: 'Korean Translation Editor' })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit Translation' }).click();
  await admin.getByLabel('Korean question').fill('');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  const error = admin.getByRole('alert').filter({ hasText: 'Failed to save translation' });
  await expect(error).toHaveText(
    'Failed to save translation. Please try again. (Failed to update translation: Question text must not be empty)',
  );
  await expect(error).toBeInViewport();
  await expect(admin.getByText('Translation saved successfully.')).toHaveCount(0);
  // No sideways scrolling on the phone, and the Korean stored is as it was.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await (await admin.request.get('/api/translations/korean?version=2025')).json()) as Translation[]).toEqual(
    before,
  );
  await admin.context().close();
});

test('the Vietnamese editor: a label-only question text the server strips to nothing gives “Cập nhật thất bại” with its reason', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser, { viewport: { width: 390, height: 844 } });
  const bank = (await (await admin.request.get('/api/vi-translations/questions?version=2025')).json()) as Array<{
    id: number;
    officialNumber: number;
    translations: { vi: Translation };
  }>;
  const first = firstOf(bank);
  await admin.goto('/admin/vietnamese-editor');
  await admin.getByRole('navigation', { name: 'Danh sách câu hỏi' }).getByRole('button').first().click();
  // The editor's own check passes ('Câu hỏi:' is not empty); the server strips the label (§3) and refuses.
  await admin.getByLabel('Câu hỏi (tiếng Việt)').fill('Câu hỏi:');
  await admin.getByRole('button', { name: 'Lưu', exact: true }).click();
  const toast = admin.getByRole('alert').filter({ hasText: 'Cập nhật thất bại' });
  await expect(toast).toContainText('Failed to update Vietnamese translation: Nội dung câu hỏi không được trống');
  const after = (await (await admin.request.get('/api/vi-translations/questions?version=2025')).json()) as typeof bank;
  expect(after.find((q) => q.id === first.id)!.translations.vi).toEqual(first.translations.vi);
  await admin.context().close();
});
