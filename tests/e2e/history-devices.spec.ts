// Issue 14, "History on every device": a learner studies and takes a test on device A (one browser
// context), signs in on device B (a second context, fresh storage) and finds the same Study Results,
// Test Results, Test Again and incorrect-questions list there; then downloads their data and deletes
// the account, after which it cannot sign in.
import { readFile } from 'node:fs/promises';
import { expect, request, test, type BrowserContext, type Page, testWithServiceWorker } from './fixtures.js';
import { E2E_BASE_URL } from '../src/constants.js';
import { createLearner, uniqueName, startsWith } from './api-helpers.js';
import { signInEnglishWithVietnamese, startRandomTest, type BundleQuestion as Question } from './sign-in-helpers.js';

// Two devices, a study session, a test and a Test Again on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** A device: a fresh browser context with an English interface and Vietnamese translations, signed in. */
async function device(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  await signInEnglishWithVietnamese(page, username);
  return page;
}

const correctOf = (q: Question) => q.options.find((o) => o.id === q.correctOptionId)!;
const wrongOf = (q: Question) => q.options.find((o) => o.id !== q.correctOptionId)!;

/** Device A studies the first batch of five, the second answer wrong: 4/5. */
async function studyOnDeviceA(page: Page, batch: Question[]) {
  await page.goto('/study');
  // The first start downloads the bank: slow on a busy machine.
  await expect(page.getByRole('button', { name: batch[0]!.questionText, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  for (const [index, q] of batch.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByRole('button', { name: q.questionText, exact: true })).toBeVisible();
    await page.getByRole('radio', { name: startsWith((index === 1 ? wrongOf(q) : correctOf(q)).text) }).click();
    await expect(page.getByRole('status').filter({ hasText: index === 1 ? 'Incorrect' : 'Correct!' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Complete Study' }).click();
  await expect(page).toHaveURL(/\/study-results$/);
  await expect(page.getByTestId('study-score')).toContainText('4/5');
}

const questionText = (page: Page) => page.locator('#test-question-text').innerText();
const optionByText = (page: Page, text: string) =>
  page.locator('.test-option', { hasText: text }).first().locator('input');

async function waitForTestToStart(page: Page) {
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading test...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled();
}

/** Device A takes a 5-question test, the third answer wrong: 4/5. Answers the questions asked. */
async function testOnDeviceA(page: Page, bank: Map<string, Question>): Promise<string[]> {
  await page.goto('/test');
  await startRandomTest(page);
  await waitForTestToStart(page);
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  const asked: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const text = await questionText(page);
    asked.push(text);
    const q = bank.get(text);
    expect(q, `question "${text}" is in the bank`).toBeDefined();
    await optionByText(page, index === 2 ? wrongOf(q!).text : correctOf(q!).text).check();
    if (index < 4) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results$/);
  await expect(page.getByTestId('test-score')).toHaveText('4/5');
  return asked;
}

test('results made on device A show on device B; the learner downloads their data and deletes the account', async ({
  browser,
}) => {
  const username = uniqueName('hist');
  await createLearner(username, 2, 'secret123', 'en');

  // Device A: a study session and a test.
  const contextA = await browser.newContext();
  const a = await device(contextA, username);
  expect((await a.request.put('/api/settings', { data: { testModeSettings: { questionsCount: 5 } } })).ok()).toBe(true);
  const bundle = (await (await a.request.get('/api/content/bundle?language=vi')).json()) as { questions: Question[] };
  const sorted = [...bundle.questions].sort((x, y) => x.officialNumber - y.officialNumber || x.id - y.id);
  const batch = sorted.slice(0, 5);
  const byText = new Map(bundle.questions.map((q) => [q.questionText, q]));
  await studyOnDeviceA(a, batch);
  const asked = await testOnDeviceA(a, byText);
  // Everything device A did has reached the server.
  await expect(a.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  const pulledSessions = async () =>
    ((await (await a.request.get('/api/sync/pull')).json()) as { studySessions: unknown[] }).studySessions.length;
  await expect.poll(pulledSessions, { timeout: 20_000 }).toBe(1);

  // Device B: fresh storage, the same account.
  const contextB = await browser.newContext();
  const b = await device(contextB, username);
  await b.goto('/home');
  // The first sync round pulls the records and the bank, then rebuilds the results keys.
  await expect
    .poll(
      () =>
        b.evaluate(() => [localStorage.getItem('studyResults') !== null, localStorage.getItem('testResults') !== null]),
      { timeout: 30_000 },
    )
    .toEqual([true, true]);

  await b.goto('/study-results');
  await expect(b.getByRole('heading', { name: 'Study Results', level: 1 })).toBeVisible();
  await expect(b.getByTestId('study-score')).toContainText('4/5');
  await expect(b.getByTestId('study-percent')).toHaveText('80%');
  const items = b.getByTestId('answer-review-item');
  await expect(items).toHaveCount(5);
  for (const [i, q] of batch.entries()) {
    await expect(items.nth(i)).toContainText(q.questionText);
    await expect(items.nth(i).locator('.answer-marker')).toHaveText(
      new RegExp(`^\\W*${i === 1 ? 'Incorrect' : 'Correct'}$`),
    );
  }
  // A right answer was the correct option; which wrong option was chosen is not recorded.
  await expect(
    items
      .nth(0)
      .getByRole('listitem')
      .filter({ hasText: correctOf(batch[0]!).text }),
  ).toContainText('Your answer');
  await expect(items.nth(1).getByText('Your answer')).toHaveCount(0);
  await expect(items.nth(1)).toContainText('The option you chose was not saved, only that it was wrong.');

  // The incorrect-questions list (Retake) holds the one missed question.
  await b.getByRole('button', { name: 'Retake 1 incorrect question' }).click();
  await expect(b).toHaveURL(/\/incorrect-questions$/);
  await expect(b.getByRole('heading', { name: 'Incorrect Questions', level: 1 })).toBeVisible();
  await expect(b.getByText(batch[1]!.questionText, { exact: true }).first()).toBeVisible();
  await expect(b.getByLabel('Question 1/1')).toBeVisible();

  await b.goto('/test-results');
  await expect(b.getByTestId('test-score')).toHaveText('4/5');
  await expect(b.getByTestId('test-percent')).toHaveText('80%');
  const testItems = b.getByTestId('test-review-item');
  await expect(testItems).toHaveCount(5);
  await expect(testItems.nth(2)).toContainText('Wrong');
  // The attempt keeps the option chosen on device A: it shows (lettered) as the answer.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(testItems.nth(2)).toContainText(
    new RegExp(`Your answer: [A-Z]\\. ${escape(wrongOf(byText.get(asked[2]!)!).text)}`),
  );
  // Test Again on device B repeats device A's questions.
  await b.getByRole('button', { name: 'Test Again' }).click();
  await expect(b).toHaveURL(/\/test$/);
  await startRandomTest(b);
  await waitForTestToStart(b);
  const again: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    again.push(await questionText(b));
    if (i < 4) await b.getByRole('button', { name: 'Next' }).click();
  }
  expect(again).toEqual(asked);

  // Download: from Settings to "Your data", then the whole account as JSON and the tests as CSV.
  await b.goto('/settings');
  await b.getByRole('link', { name: 'Your data: download or delete' }).click();
  await expect(b).toHaveURL(/\/my-data$/);
  await expect(b.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  const [json] = await Promise.all([
    b.waitForEvent('download'),
    b.getByRole('button', { name: 'Everything (JSON file)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^civics-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    profile: Record<string, unknown>;
    answers: Array<{ questionId: number; isCorrect: boolean }>;
    studySessions: Array<{ questionsCount: number; correctAnswers: number }>;
    tests: Array<{ score: number; totalQuestions: number }>;
  };
  expect(data.profile).toMatchObject({ username, email: `${username}@example.com` });
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|answerHash|secret123|scrypt/);
  expect(data.studySessions).toEqual([expect.objectContaining({ questionsCount: 5, correctAnswers: 4 })]);
  expect(data.tests).toEqual([expect.objectContaining({ score: 4, totalQuestions: 5 })]);
  expect(
    data.answers.filter((x) => batch.some((q) => q.id === x.questionId) && !x.isCorrect).map((x) => x.questionId),
  ).toContain(batch[1]!.id);
  const [csv] = await Promise.all([b.waitForEvent('download'), b.getByRole('button', { name: 'Tests (CSV)' }).click()]);
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'testId,startedAt,completedAt,score,totalQuestions,passed,mode,questionId,userAnswerId,isCorrect,flagged',
  );
  expect(lines).toHaveLength(6);

  // Delete: the password, the username typed, then the dialog.
  await b.getByLabel('Your password').fill('secret123');
  const confirmation = b.getByLabel(`Type your username (${username}) to confirm`);
  await confirmation.fill('someone-else');
  await b.getByRole('button', { name: 'Delete my account' }).click();
  await expect(b.getByText('Type your username exactly as shown')).toBeVisible();
  await confirmation.fill(username);
  await b.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = b.getByRole('alertdialog', { name: 'Delete your account for good?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(b).toHaveURL(`${E2E_BASE_URL}/`);
  // This device forgot the account's results; the other device's session has ended.
  expect(
    await b.evaluate(() => [
      localStorage.getItem('studyResults'),
      localStorage.getItem('testResults'),
      localStorage.getItem('practiceIncorrectQuestions'),
    ]),
  ).toEqual([null, null, null]);
  expect((await a.request.get('/api/user')).status()).toBe(401);
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await api.post('/api/login', { data: { username, password: 'secret123' } })).status()).toBe(401);
  await api.dispose();
  await contextA.close();
  await contextB.close();
});

testWithServiceWorker('the data page says it needs a connection and waits for one', async ({ browser }) => {
  const username = uniqueName('histoff');
  await createLearner(username, 1, 'secret123', 'en');
  const context = await browser.newContext();
  const page = await device(context, username);
  await page.goto('/my-data');
  await expect(page.getByRole('button', { name: 'Everything (JSON file)' })).toBeEnabled();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. Downloading your data and deleting your account need a connection.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Everything (JSON file)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await context.close();
});
