// Issue 9 (admin content) against the real server: an admin edits a question's explanation on
// /admin/questions and the learner sees it after a reload; an admin composes a fixed test for
// level 2 on /admin/create-test, a level 2 learner takes it in Test mode, and the attempt shows on
// /admin/test-instances with its CSV; an admin creates a question and manages categories.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { createLearner, uniqueName, installFakeSpeech, startsWith } from './api-helpers.js';
import { adminPage, signInByApi, type BundleQuestion as Question } from './sign-in-helpers.js';

/** A level 2 learner signed in through the API, with their own bank in official order (Study needs a translation language). */
async function learner(page: Page, english: boolean): Promise<{ username: string; bank: Question[] }> {
  const username = uniqueName('content');
  await createLearner(username, 2);
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript((language) => localStorage.setItem('language', language), english ? 'none' : 'vi');
  await signInByApi(page, username);
  if (english) {
    // An English interface, so the expectations read the English texts (the account was made in Vietnamese).
    const at = new Date().toISOString();
    const language = await page.request.post('/api/sync/push', {
      data: {
        clientId: randomUUID(),
        ops: [{ id: randomUUID(), seq: 1, type: 'user.language', at, payload: { language: 'en' } }],
      },
    });
    expect((await language.json()).results[0].status).toBe('applied');
  }
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: Question[];
  };
  return { username, bank: [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id) };
}

const correctOf = (q: Question) => q.options.find((o) => o.id === q.correctOptionId)!;

test('an admin edits a question explanation and the learner sees it after a reload', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { bank } = await learner(page, false);
  const first = bank[0]!;
  await page.goto('/study');
  await expect(page.getByRole('button', { name: first.questionText, exact: true })).toBeVisible();

  const admin = await adminPage(browser);
  await admin.goto('/admin/questions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await admin.getByLabel('Search').fill(first.questionText);
  // The list narrows to the one question searched for.
  await expect(admin.getByRole('button', { name: /^Edit question / })).toHaveCount(1);
  await admin.getByRole('button', { name: `Edit question ${first.officialNumber}`, exact: true }).click();
  const explanation = admin.getByLabel('Explanation');
  await expect(explanation).toHaveValue(first.explanation);
  const newText = `${first.explanation} Updated by the admin ${Date.now().toString(36)}.`;
  await explanation.fill(newText);
  await admin.getByRole('button', { name: 'Save question' }).click();
  await expect(admin.getByText('Question saved')).toBeVisible();
  // Back on the list, the row says it was edited.
  await expect(admin.getByRole('cell', { name: /Active · Edited/ })).toBeVisible();
  await admin.context().close();

  // The learner reloads: the device fetches the new bundle (new ETag) and shows the new text.
  await page.reload();
  await expect(page.getByRole('button', { name: first.questionText, exact: true })).toBeVisible();
  // Auto-bilingual is on for a Vietnamese learner (issue 22): the option's name is the English, then its translation.
  await page.getByRole('radio', { name: startsWith(correctOf(first).text) }).click();
  await expect(page.getByText(newText, { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('an admin creates a fixed test for level 2; a level 2 learner takes it and it appears in test instances', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { username, bank } = await learner(page, true);
  // Three plain questions (no state-dependent answers), in a deliberate order.
  const chosen = bank
    .filter((q) => !q.stateSpecific && !q.dynamicKind)
    .slice(2, 5)
    .reverse();
  const testName = `Week check ${Date.now().toString(36)}`;

  const admin = await adminPage(browser);
  await admin.goto('/admin/create-test');
  await expect(admin.getByRole('heading', { level: 1, name: 'Create test' })).toBeVisible();
  await admin.getByRole('button', { name: 'New fixed test' }).click();
  await admin.getByLabel('Test name').fill(testName);
  await admin.getByLabel('Time limit (minutes)').fill('6');
  await admin.getByLabel('Audience').selectOption({ label: 'Level 2 learners' });
  // Nothing chosen yet: the form says so before anything is sent.
  await admin.getByRole('button', { name: 'Create test' }).click();
  await expect(admin.getByText('Choose at least one question')).toBeVisible();
  for (const q of chosen) {
    await admin.getByLabel('Search questions').fill(q.questionText);
    await admin.getByRole('checkbox', { name: `Q${q.officialNumber} ${q.questionText}` }).check();
  }
  await expect(admin.getByText('Questions (3 chosen)')).toBeVisible();
  await admin.getByRole('button', { name: 'Create test' }).click();
  await expect(admin.getByText('Test created')).toBeVisible();
  await expect(admin.getByRole('cell', { name: testName, exact: true })).toBeVisible();

  // The learner opens Test mode: the fixed test is offered beside the random one.
  await page.goto('/test');
  await expect(page.getByText('Choose a test')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(testName) }).click();
  // The card before the test (issue 31): 3 questions, then Start.
  await expect(page.getByTestId('test-intro-count')).toHaveText('3 questions');
  await page.getByTestId('test-intro').getByRole('button').click();
  await expect(page.getByText('Loading test...')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled();
  await expect(page.getByText('1/3', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(6:00|5:5\d)$/);
  for (const [index, q] of chosen.entries()) {
    await expect(page.locator('#test-question-text')).toHaveText(q.questionText);
    // Two right, the last one wrong: 2/3.
    const option = index < 2 ? correctOf(q) : q.options.find((o) => o.id !== q.correctOptionId)!;
    await page.locator('.test-option', { hasText: option.text }).first().locator('input').check();
    if (index < chosen.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results$/);
  await expect(page.getByTestId('test-score')).toHaveText('2/3');
  // Online: the attempt syncs on its own.
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });

  await admin.goto('/admin/test-instances');
  await expect(admin.getByRole('heading', { level: 1, name: 'Test instances' })).toBeVisible();
  await admin.getByLabel('Learner').fill(username);
  const row = admin.getByRole('row', { name: new RegExp(username) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(testName);
  await expect(row).toContainText('2/3');
  await expect(row).toContainText('Failed');

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^test-attempts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Learner,Full name,Test,Score,Questions,Percent,Passed,Started,Completed');
  expect(csv).toContain(`${username},`);
  expect(csv).toContain(`,${testName},2,3,67,no,`);
  await admin.context().close();
});

test('an admin creates a question (the server refuses duplicate options first) and manages categories', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const text = `Which river is the longest in the United States? (${Date.now().toString(36)})`;
  await admin.goto('/admin/questions');
  await admin.getByRole('button', { name: 'New question' }).click();
  await admin.getByLabel('Test version').selectOption('2008');
  await admin.getByLabel('Official number').fill('127');
  await admin.getByLabel('Question', { exact: true }).fill(text);
  const answers = ['The Missouri River', 'the Mississippi', 'The Colorado River', 'the missouri river.'];
  for (const [index, answer] of answers.entries())
    await admin.getByLabel(`Option ${index + 1}`, { exact: true }).fill(answer);
  await admin.getByLabel('Option 1 is correct').check();
  await admin.getByLabel('Category', { exact: true }).selectOption({ label: 'Integrated Civics' });
  await admin.getByRole('button', { name: 'Create question' }).click();
  // The seed validator's rule, from the server: case, articles and punctuation do not make a new answer.
  await expect(
    admin
      .getByRole('alert')
      .filter({ hasText: 'Options "The Missouri River" and "the missouri river." are the same answer' }),
  ).toBeVisible();
  await admin.getByLabel('Option 4', { exact: true }).fill('The Yukon River');
  await admin.getByRole('button', { name: 'Create question' }).click();
  await expect(admin.getByText('Question created')).toBeVisible();
  // The toast shows before the editor closes (the list reloads first): until then "Test version" is
  // the editor's own field, and choosing 2008 there would leave the list's filter on 2025.
  await expect(admin.getByRole('button', { name: 'New question' })).toBeVisible();
  await admin.getByLabel('Test version').selectOption('2008');
  await admin.getByLabel('Search').fill('longest in the United States');
  await expect(admin.getByRole('cell', { name: text })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'The Missouri River', exact: true })).toBeVisible();

  await admin.goto('/admin/categories');
  await expect(admin.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await admin.getByRole('button', { name: 'New category' }).click();
  await admin.getByLabel('Name').fill('Geography');
  await admin.getByRole('button', { name: 'Save category' }).click();
  await expect(admin.getByText('Category created')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Geography', exact: true })).toBeVisible();
  // A category that questions use is not deleted; the server says why.
  await admin.getByRole('button', { name: 'Delete category American Government' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText(/still used by \d+ questions/)).toBeVisible();
  await admin.getByRole('button', { name: 'Delete category Geography' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('category Geography deleted')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Geography', exact: true })).toHaveCount(0);
  await admin.context().close();
});
