// Issue 30, "one phone, several learners": A studies, tests, reviews, interviews and changes a
// setting on a family phone, then signs out; B signs in on the same phone (same browser context),
// online and then again offline, and every learner screen shows B's own data or B's empty state,
// never A's. Offline, an account whose data is not on the phone is refused. A signs back in and
// finds everything of A's.
import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import {
  familyPhone,
  pushFromAnotherDevice,
  signIn,
  signOut,
  studyBatch,
  type Question,
} from './shared-phone-helpers.js';

test.describe.configure({ timeout: 300_000 });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** A's work on A's other phone: a test, a mock interview, a review and the Korean translation. */
async function aWorksElsewhere(page: Page, bank: Question[]) {
  const [q1, q2, q3, q4, q5, q6] = bank.slice(-6) as [Question, Question, Question, Question, Question, Question];
  const test5 = [q1, q2, q3, q4, q5].map((q, i) => ({
    questionId: q.id,
    userAnswerId: i < 2 ? q.correctOptionId : null,
    isCorrect: i < 2,
  }));
  await pushFromAnotherDevice(page, [
    {
      type: 'test-attempt.record',
      payload: {
        startedAt: daysAgo(1),
        completedAt: new Date(Date.parse(daysAgo(1)) + 120_000).toISOString(),
        score: 2,
        totalQuestions: 5,
        passed: false,
        mode: 'test',
        questionsData: test5,
      },
    },
    {
      type: 'test-attempt.record',
      payload: {
        startedAt: daysAgo(2),
        completedAt: new Date(Date.parse(daysAgo(2)) + 60_000).toISOString(),
        score: 1,
        totalQuestions: 1,
        passed: false,
        mode: 'interview',
        questionsData: [
          { questionId: q6.id, isCorrect: true, verdict: 'correct', answeredBy: 'typed', given: 'an answer A typed' },
        ],
      },
    },
    { type: 'answer.record', payload: { questionId: q6.id, isCorrect: false, studyTime: 9, answeredAt: daysAgo(3) } },
    { type: 'settings.update', payload: { studyModeSettings: { translationLanguage: 'ko' } } },
  ]);
}

/** Every learner screen, as A left them. */
async function expectAsScreens(page: Page) {
  await page.goto('/study-results');
  await expect(page.getByTestId('study-score')).toContainText('1/5', { timeout: 20_000 });
  await page.goto('/test-results');
  await expect(page.getByTestId('test-score')).toHaveText('2/5', { timeout: 20_000 });
  await page.goto('/study-results');
  await page.getByRole('button', { name: 'Retake 4 incorrect questions' }).click();
  await expect(page).toHaveURL(/\/incorrect-questions$/);
  await expect(page.getByLabel('Question 1/4')).toBeVisible({ timeout: 20_000 });
  await page.goto('/review');
  await expect(page.getByTestId('review-counts')).toContainText('due today', { timeout: 20_000 });
  await page.goto('/progress');
  await expect(page.getByTestId('answers-30-days')).toHaveText('6 answers in 30 days', { timeout: 60_000 });
  await page.goto('/mock-interview');
  await expect(page.getByTestId('past-interview')).toHaveCount(1, { timeout: 20_000 });
  await page.goto('/settings');
  await expect(page.getByLabel('Translation beside the English')).toHaveValue('ko', { timeout: 20_000 });
  await page.goto('/home');
  // A's five answers of today against the default goal.
  await expect(page.getByTestId('today-goal')).toHaveText('Today: 5 of 10 answers', { timeout: 20_000 });
}

/** Every learner screen shows B's empty state: nothing of A's. */
async function expectBsEmptyScreens(page: Page) {
  await page.goto('/home');
  await expect(page.getByText('Start a streak today')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Today: 0 of \d+ answers$/)).toBeVisible();
  await page.goto('/study-results');
  await expect(page.getByText('No Results Found')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('study-score')).toHaveCount(0);
  await page.goto('/test-results');
  await expect(page.getByText('No test results found')).toBeVisible({ timeout: 20_000 });
  await page.goto('/incorrect-questions');
  await expect(page.getByText('No incorrect questions to review')).toBeVisible({ timeout: 20_000 });
  await page.goto('/review');
  await expect(page.getByTestId('review-counts')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('review-counts')).toContainText('0 questions due today');
  await page.goto('/progress');
  await expect(page.getByTestId('answers-30-days')).toHaveText('0 answers in 30 days', { timeout: 60_000 });
  await page.goto('/mock-interview');
  await expect(page.getByRole('button', { name: /start/i }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('past-interview')).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByLabel('Translation beside the English')).toHaveValue('none', { timeout: 20_000 });
  for (const key of ['studyResults', 'testResults', 'practiceIncorrectQuestions', 'lastTestQuestions']) {
    expect(await page.evaluate((k) => localStorage.getItem(k), key), `B's ${key}`).toBeNull();
  }
}

testWithServiceWorker(
  "two learners on one phone: B never sees A's data, online or offline; A gets it all back",
  async ({ browser }) => {
    const { a, b, context, page, bank } = await familyPhone(browser, 'phA', 'phB');
    // A on the family phone: a study batch (1 right of 5), and A's work from A's other phone.
    await studyBatch(page, new Map(bank.map((q) => [q.questionText, q])), (i) => i > 0);
    await expect(page.getByTestId('study-score')).toContainText('1/5');
    await aWorksElsewhere(page, bank);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    await expectAsScreens(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await signOut(page);

    // B, online.
    await signIn(page, b);
    await expectBsEmptyScreens(page);
    await signOut(page);

    // B again with no connection: B's data is on the phone (B was the last online), so B may come in.
    await context.setOffline(true);
    await signIn(page, b);
    await expectBsEmptyScreens(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Offline, A's data is not the phone's content any more (B's is): A is told why, and stays out.
    await page.getByLabel('Username').fill(a);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByText(
        "You are offline, and this account's data is not on this phone. Connect to the internet to sign in.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // A back online: all of A's work is there again.
    await context.setOffline(false);
    await signIn(page, a);
    await expectAsScreens(page);
    await context.close();
  },
);
