// The public pages of issue 11, signed out: the printable list of every question (with its print
// stylesheet and PDF page counts on A4 and Letter), the bilingual demo and the translation test.
import { expect, test, type Page } from './fixtures.js';
import { signInNewLearner } from './sign-in-helpers.js';

/** window.print() opens a dialog in a real browser; here it is counted instead. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => {
      (window as unknown as { __prints: number }).__prints += 1;
    };
  });
}

/** Pages of a PDF: its page objects ("/Type /Page", not "/Type /Pages"). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

for (const [version, total] of [
  ['2025', 128],
  ['2008', 100],
] as const) {
  test(`the print page shows all ${total} questions of the ${version} bank signed out, prints itself, and fits A4 and Letter`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await countPrints(page);
    const bank = (await (await page.request.get(`/api/public/questions?version=${version}&language=vi`)).json()) as {
      questions: Array<{
        officialNumber: number;
        questionText: string;
        translations: { vi?: { questionText: string } };
      }>;
    };
    // An admin may have added a question to the bank (admin-content spec shares the server): at least the official ones.
    expect(bank.questions.length).toBeGreaterThanOrEqual(total);
    await page.goto(version === '2025' ? '/print-all-questions' : `/print-all-questions?version=${version}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả câu hỏi thi quốc tịch Mỹ' })).toBeVisible();
    await expect(page.locator('.print-question')).toHaveCount(bank.questions.length);
    await expect(page.getByText(`Tổng số câu hỏi: ${bank.questions.length}`)).toBeVisible();
    for (const group of ['PRINCIPLES', 'HISTORY', 'CIVICS'])
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) })).toBeVisible();
    const first = bank.questions[0]!;
    await expect(page.getByRole('heading', { level: 4, name: `Câu 1. ${first.questionText}` })).toBeVisible();
    await expect(page.getByText(first.translations.vi!.questionText, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Đáp án đúng' })).toHaveCount(bank.questions.length);
    await expect(page.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Quản lý bản dịch' })).toHaveAttribute('href', '/admin/translations');
    // Auto-print about a second after loading, once.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints), { timeout: 5_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'In trang (Print)' }).click();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(2);

    // The print stylesheet: no navigation on paper, and no question cut across two pages.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'In trang (Print)' })).toBeHidden();
    const breakInside = await page
      .locator('.print-question')
      .first()
      .evaluate((el) => getComputedStyle(el).breakInside);
    expect(breakInside).toBe('avoid');

    const counts: Record<string, number> = {};
    for (const format of ['A4', 'Letter'] as const) {
      counts[format] = pdfPages(await page.pdf({ format, printBackground: false }));
      expect(counts[format]).toBeGreaterThan(5);
    }
    test
      .info()
      .annotations.push({ type: 'pdf-pages', description: `${version}: A4 ${counts.A4}, Letter ${counts.Letter}` });
    console.log(`PDF pages for the ${version} bank: A4 ${counts.A4}, Letter ${counts.Letter}`);
  });
}

test('a signed-in level 1 learner prints their own 20 questions', async ({ page }) => {
  await countPrints(page);
  await signInNewLearner(page, 'printer', 1);
  await page.goto('/print-all-questions');
  await expect(page.locator('.print-question')).toHaveCount(20);
});

test('the bilingual demo works signed out: language, bilingual toggle, category filter, previous and next', async ({
  page,
}) => {
  const bank = (await (await page.request.get('/api/public/questions?language=vi')).json()) as {
    questions: Array<{
      categoryId: number;
      questionText: string;
      explanation: string;
      translations: { vi: { questionText: string; explanation: string } };
    }>;
  };
  const [q1, q2] = bank.questions;
  await page.goto('/bilingual-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Bilingual Questions Demo' })).toBeVisible();
  await expect(page.getByText(`Question 1 of ${bank.questions.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: q1!.questionText })).toBeVisible();
  await expect(page.getByText(q1!.translations.vi.questionText, { exact: true })).toBeVisible();
  await expect(page.getByText(q1!.translations.vi.explanation, { exact: true })).toBeVisible();

  // Vietnamese only: the English question goes away.
  await page.getByLabel('Bilingual (English + translation)').uncheck();
  await expect(page.getByRole('heading', { name: q1!.questionText })).toHaveCount(0);
  await expect(page.getByText(q1!.translations.vi.questionText, { exact: true })).toBeVisible();
  // English: no Vietnamese and no bilingual toggle.
  await page.getByLabel('Language').selectOption('en');
  await expect(page.getByText(q1!.translations.vi.questionText, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Bilingual (English + translation)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Question 2 of ${bank.questions.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: q2!.questionText })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Question 1 of ${bank.questions.length}`)).toBeVisible();

  const history = bank.questions.filter((q) => q.categoryId === 2);
  await page.getByLabel('Category').selectOption({ label: 'American History' });
  await expect(page.getByText(`Question 1 of ${history.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: history[0]!.questionText })).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'All Categories' });
  await expect(page.getByText(`Question 1 of ${bank.questions.length}`)).toBeVisible();
});

test('the translation test page works signed out: the list of all questions and one question in detail', async ({
  page,
}) => {
  const bank = (await (await page.request.get('/api/public/questions?language=vi')).json()) as {
    questions: Array<{
      officialNumber: number;
      questionText: string;
      correctOptionId: string;
      options: Array<{ id: string; text: string }>;
      translations: { vi: { questionText: string; options: Array<{ id: string; text: string }> } };
    }>;
  };
  await page.goto('/translation-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiểm tra bản dịch tiếng Việt' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tất cả câu hỏi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Xem chi tiết câu / })).toHaveCount(bank.questions.length);
  const third = bank.questions[2]!;
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${third.officialNumber} `) })
      .getByText(third.translations.vi.questionText),
  ).toBeVisible();

  await page.getByRole('button', { name: `Xem chi tiết câu ${third.officialNumber}`, exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Chi tiết câu hỏi' })).toHaveAttribute('aria-selected', 'true');
  const detail = page.getByRole('article', { name: `Chi tiết câu hỏi ${third.officialNumber}` });
  await expect(
    detail.getByRole('heading', { name: `Câu ${third.officialNumber}: ${third.questionText}` }),
  ).toBeVisible();
  const correctIndex = third.options.findIndex((o) => o.id === third.correctOptionId);
  const correct = detail.locator('li').nth(correctIndex);
  await expect(correct).toContainText(
    `${String.fromCharCode(65 + correctIndex)}. ${third.options[correctIndex]!.text}`,
  );
  await expect(correct).toContainText('Đáp án đúng');
  await expect(correct).toContainText(third.translations.vi.options[correctIndex]!.text);
});
