// Issue 26: the spec's browser storage keys that were written but never read are each used for what
// they name: testTimeData (a running test's clock and questions survive a reload), retakeQuestions (a
// Test Again in progress stays a retake) and the session key selectedCategory (the category chosen
// in this visit is preselected in Settings and studied).
import { expect, test, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName } from './api-helpers.js';
import { signInForShortTests, startRandomTest } from './sign-in-helpers.js';

interface Question {
  id: number;
  officialNumber: number;
  categoryId: number;
  questionText: string;
}

/** A level 2 learner with an English interface, Vietnamese beside the English and 5-question tests. */
async function learner(page: Page): Promise<Question[]> {
  const username = uniqueName('keys');
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await page.addInitScript(installFakeSpeech);
  return signInForShortTests<Question>(page, username);
}

/** Opens a random test; a fixed test that another spec's admin assigned puts the chooser first. */
async function openRandomTest(page: Page) {
  await page.goto('/test');
  // The first visit downloads the question bank before the test can start.
  await startRandomTest(page, 45_000);
}

async function waitForTestToStart(page: Page) {
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Loading test...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled();
}

const questionText = (page: Page) => page.locator('#test-question-text').innerText();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const readKey = (page: Page, key: string): Promise<any> =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);

test('a running test keeps its questions and clock across a reload, and a Test Again in progress stays a retake', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await learner(page);
  await openRandomTest(page);
  await waitForTestToStart(page);
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  const first = await questionText(page);
  await expect.poll(() => readKey(page, 'testTimeData')).not.toBeNull();
  // Issue 30: an answer given and a flag set before the reload are there after it.
  // The option's text without its letter ("B\nDecides court cases" → "Decides court cases"): the letters may be drawn anew.
  const chosen = (await page.locator('.test-option').nth(1).innerText()).trim().split('\n').pop()!.trim();
  await page.locator('.test-option').nth(1).locator('input').check();
  await page.getByRole('button', { name: 'Flag' }).click();
  await expect
    .poll(async () => Object.keys(((await readKey(page, 'testTimeData')) as { answers?: object }).answers ?? {}).length)
    .toBe(1);
  const running = (await readKey(page, 'testTimeData')) as {
    startedAt: number;
    deadlineAt: number;
    questionIds: number[];
  };
  expect(running.questionIds).toHaveLength(5);
  // 5 × 60 s from the moment the clock started, after the loading overlay (the result counts from the start).
  expect(running.deadlineAt - running.startedAt).toBeGreaterThanOrEqual(5 * 60_000);
  expect(running.deadlineAt - running.startedAt).toBeLessThan(5 * 60_000 + 15_000);

  // Two minutes pass (moved back in the stored record), then the page is reloaded: the same test
  // goes on with the time it had left, not a new random set with a fresh clock.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('testTimeData')!) as { startedAt: number; deadlineAt: number };
    localStorage.setItem(
      'testTimeData',
      JSON.stringify({ ...stored, startedAt: stored.startedAt - 120_000, deadlineAt: stored.deadlineAt - 120_000 }),
    );
  });
  await page.reload();
  await waitForTestToStart(page);
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  expect(await questionText(page)).toBe(first);
  await expect(page.locator('.test-option', { hasText: chosen }).first().locator('input')).toBeChecked();
  await expect(page.getByRole('button', { name: /^(Flag|Unflag|Flagged)/ }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('timer')).toHaveText(/^2:[345]\d$/);
  expect(((await readKey(page, 'testTimeData')) as { questionIds: number[] }).questionIds).toEqual(running.questionIds);

  // Test Again as the results screen leaves it (the test itself was submitted): two of its questions.
  const retake = [running.questionIds[0]!, running.questionIds[2]!];
  await page.evaluate((ids) => {
    localStorage.removeItem('testTimeData');
    localStorage.setItem('retakeMode', JSON.stringify('same'));
    localStorage.setItem('retakeQuestionIds', JSON.stringify(ids));
  }, retake);
  await page.reload();
  // A new test (the retake): the card before it first (issue 31).
  await startRandomTest(page);
  await waitForTestToStart(page);
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  expect(await questionText(page)).toBe(first);
  expect(await readKey(page, 'retakeQuestions')).toEqual(retake);
  expect(await readKey(page, 'retakeQuestionIds')).toBeNull();

  // Its clock ran out while the phone was off: a reload starts a fresh clock, still on the retake.
  await expect.poll(() => readKey(page, 'testTimeData')).not.toBeNull();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('testTimeData')!) as { deadlineAt: number };
    localStorage.setItem('testTimeData', JSON.stringify({ ...stored, deadlineAt: Date.now() - 1_000 }));
  });
  await page.reload();
  await startRandomTest(page);
  await waitForTestToStart(page);
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  expect(await questionText(page)).toBe(first);
  await expect(page.getByRole('timer')).toHaveText(/^(2:00|1:5\d)$/);
});

test('the category chosen in this visit (selectedCategory) is preselected in Settings and studied', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bank = await learner(page);
  await page.goto('/settings');
  const category = page.getByLabel('Category');
  await expect(category).toHaveValue('all');
  await category.selectOption('2');
  expect(await page.evaluate(() => sessionStorage.getItem('selectedCategory'))).toBe('2');

  // Once the device has saved and synced the choice, the saved setting goes back to all categories
  // (as from another device, later); this visit keeps its choice.
  const savedFilters = async () =>
    ((await (await page.request.get('/api/settings')).json()) as { studyModeSettings: { categoryFilters: number[] } })
      .studyModeSettings.categoryFilters;
  await expect.poll(savedFilters, { timeout: 15_000 }).toEqual([2]);
  expect((await page.request.put('/api/settings', { data: { studyModeSettings: { categoryFilters: [] } } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('2');

  // Study draws from that category: its first question by official number comes first.
  const firstOfCategory = bank
    .filter((q) => q.categoryId === 2)
    .sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id)[0]!;
  await page.goto('/study');
  await expect(page.getByRole('button', { name: firstOfCategory.questionText, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // A new visit (a new tab has no session key) follows the saved setting again.
  const fresh = await page.context().newPage();
  await fresh.goto('/settings');
  await expect(fresh.getByLabel('Category')).toHaveValue('all');
});
