// Issue 33: the interview date, in the welcome and in Settings; Home counts the days down and sets a
// daily goal from what is left to learn (review only in the last week); the date and the goal follow
// the learner to another device. A Vietnamese newcomer at 320 px, then an English learner at 390 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { createNewcomer, uniqueName } from './api-helpers.js';
import { signInByApi, signInNewLearner, submitSignInForm, type BundleQuestion } from './sign-in-helpers.js';

// First visits download the bank and the screens' chunks: slow on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const locale = (language: string, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));

/** The browser's calendar day `days` from now ('YYYY-MM-DD'): it runs on this machine, in its zone. */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** How many questions the learner's bank holds: all new for a fresh account. */
async function bankSize(page: Page): Promise<number> {
  const response = await page.request.get('/api/content/bundle');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { questions: BundleQuestion[] }).questions.length;
}

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

test.describe('at 320 px in Vietnamese', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the welcome asks for the interview date; Home counts down to it with a goal, on this and another device', async ({
    page,
    browser,
  }) => {
    const settings = locale('vi', 'settings');
    const home = locale('vi', 'home');
    const username = uniqueName('plan');
    await createNewcomer(username, 2, 'secret123', 'vi');
    await submitSignInForm(page, username);
    await expect(page).toHaveURL(/\/welcome$/, slow);
    const date = page.getByLabel(settings.interviewDate.label);
    await expect(date).toBeVisible(slow);
    await date.fill(dayFromNow(30));
    await expect(page.getByRole('button', { name: settings.interviewDate.clear })).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: test.info().outputPath('welcome-date-vi-320.png'), fullPage: true });
    await page.getByRole('button', { name: settings.welcome.skip }).click();
    await expect(page).toHaveURL(/\/home$/, slow);

    // 30 days left, nothing learnt yet: every question new, spread over the 23 days before the last week.
    const goal = Math.max(5, Math.ceil((await bankSize(page)) / 23));
    const countdown = home.today.interviewIn_other.replace('{{count}}', '30');
    const goalText = home.today.goal.replace('{{done}}', '0').replace('{{goal}}', String(goal));
    await expect(page.getByTestId('interview-countdown')).toHaveText(countdown, slow);
    await expect(page.getByTestId('today-goal')).toHaveText(goalText);
    await expect(page.getByTestId('home-streak')).toHaveText(home.today.noStreak);
    await fitsWidth(page);
    await page.screenshot({ path: test.info().outputPath('home-plan-vi-320.png'), fullPage: true });

    // Another device of the account: the same date, the same day's goal.
    const other = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
    await signInByApi(other, username);
    await other.goto('/home');
    await expect(other.getByTestId('interview-countdown')).toHaveText(countdown, slow);
    await expect(other.getByTestId('today-goal')).toHaveText(goalText);
    await other.context().close();
  });
});

test.describe('at 390 px in English', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the last week is review only; without a date the learner’s own goal counts, and Home offers to add one', async ({
    page,
  }) => {
    await signInNewLearner(page, 'plan', 2, 'en');
    await page.goto('/settings');
    const date = page.getByLabel('Interview date (optional)');
    await expect(date).toBeVisible(slow);
    await date.fill(dayFromNow(5));
    await expect(page.getByRole('button', { name: 'Remove the date' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-date-en-390.png'), fullPage: true });

    await page.goto('/home');
    // Nothing is due for review yet: the smallest goal, five questions.
    await expect(page.getByTestId('interview-countdown')).toHaveText(
      'Interview in 5 days · The last week: review only',
      slow,
    );
    await expect(page.getByTestId('today-goal')).toHaveText('Today: 0 of 5 answers');
    await page.screenshot({ path: test.info().outputPath('home-last-week-en-390.png'), fullPage: true });
    // Review runs today's planned goal instead of the learner's own.
    await page.goto('/review');
    await expect(page.getByTestId('planned-goal')).toHaveText(
      "Today's goal, worked out from your interview date: 5 questions. Change the date in Settings.",
      slow,
    );
    await expect(page.getByRole('button', { name: 'Start review (5 questions)' })).toBeVisible();

    // The date removed: the learner's own goal (the default 10), and Home offers to add a date.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Remove the date' }).click();
    await expect(page.getByLabel('Interview date (optional)')).toHaveValue('');
    await page.goto('/home');
    await expect(page.getByTestId('today-goal')).toHaveText('Today: 0 of 10 answers', slow);
    await expect(page.getByTestId('interview-countdown')).toHaveCount(0);
    await page.getByRole('link', { name: 'Add your interview date' }).click();
    await expect(page).toHaveURL(/\/settings#interview-date$/);
    await expect(page.getByLabel('Interview date (optional)')).toBeInViewport(slow);
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      studyModeSettings: { interviewDate?: string | null };
    };
    expect(settings.studyModeSettings.interviewDate).toBeNull();
  });
});
