// Issue 31: where a sign-in lands (Home; the first sign-in's welcome), the card before a test, back
// links that say where they go, readiness only once there are enough answers, and the operator's
// queue on a phone.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { createLearner, createNewcomer, uniqueName } from './api-helpers.js';
import { signInAdminByApi, signInNewLearner, submitSignInForm } from './sign-in-helpers.js';

// First visits download the bank and the screens' chunks: slow on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const locale = (language: string, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));
const PASS_RULE = locale('en', 'public').passRule as string;

test('a learner whose settings are made lands on Home, with Settings on Home and in the tab bar', async ({ page }) => {
  const username = uniqueName('home');
  await createLearner(username, 1);
  await submitSignInForm(page, username, { english: true });
  await expect(page).toHaveURL(/\/home$/, slow);
  await expect(page.getByRole('link', { name: /^Settings Your test, state/ })).toHaveAttribute('href', '/settings');
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
});

test('the first sign-in ever shows the three-step welcome; its choices are saved and it is not shown again', async ({
  page,
}) => {
  const username = uniqueName('welcome');
  await createNewcomer(username, 1);
  await submitSignInForm(page, username, { english: true });
  await expect(page).toHaveURL(/\/welcome$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible(slow);

  // 1: which test, by the date the N-400 was filed.
  await expect(page.getByTestId('step-progress')).toHaveText('Step 1 of 3');
  await expect(page.getByText('on or after October 20, 2025 means the 2025 test')).toBeVisible();
  await page.getByLabel('2008 test (N-400 filed before October 20, 2025)').check();
  await expect(page.getByLabel('2008 test (N-400 filed before October 20, 2025)')).toBeChecked({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // 2: state and district (the Settings fields).
  await expect(page.getByTestId('step-progress')).toHaveText('Step 2 of 3');
  await page.getByLabel('Your state or territory').selectOption('TX');
  await expect(page.getByLabel('Your state or territory')).toHaveValue('TX', { timeout: 10_000 });
  const district = page.getByLabel('Your congressional district');
  await expect(district).toBeEnabled({ timeout: 10_000 });
  await district.selectOption({ index: 2 });
  const chosenDistrict = await district.inputValue();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Next' }).click();

  // 3: the translation.
  await expect(page.getByTestId('step-progress')).toHaveText('Step 3 of 3');
  await page.getByLabel('Translation beside the English').selectOption('es');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Settings shows what the welcome chose.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('2008 test (N-400 filed before October 20, 2025)')).toBeChecked();
  await expect(page.getByLabel('Your state or territory')).toHaveValue('TX');
  await expect(page.getByLabel('Your congressional district')).toHaveValue(chosenDistrict);
  await expect(page.getByLabel('Translation beside the English')).toHaveValue('es');

  // The account remembers it was welcomed: signing in again (on this or another device) lands on Home.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignInForm(page, username, { english: true });
  await expect(page).toHaveURL(/\/home$/);
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    studyModeSettings: { welcomeDone?: boolean; translationLanguage?: string };
  };
  expect(settings.studyModeSettings).toMatchObject({ welcomeDone: true, translationLanguage: 'es' });
});

test('sign-up on a phone goes in three steps, with each error beside its field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const username = uniqueName('steps');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByTestId('step-progress')).toHaveText('Step 1 of 3', slow);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  // Later steps' fields are not on this one.
  await expect(page.getByLabel('Email')).toHaveCount(0);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('other123');
  await page.getByRole('button', { name: 'Next' }).click();
  // Still step 1: the message sits under its field, linked to it, and the field has the focus.
  await expect(page.getByTestId('step-progress')).toHaveText('Step 1 of 3');
  const confirm = page.getByLabel('Confirm Password');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeFocused();
  const messageId = await confirm.getAttribute('aria-describedby');
  expect(messageId).toBeTruthy();
  await expect(page.locator(`[id="${messageId!.split(' ')[0]}"]`)).toHaveText("Passwords don't match");
  await confirm.fill('secret123');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('step-progress')).toHaveText('Step 2 of 3');
  await expect(page.getByRole('heading', { name: 'How we reach you' })).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').pressSequentially('5551234567');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('step-progress')).toHaveText('Step 3 of 3');
  for (const n of [1, 2, 3]) {
    await page.getByLabel(`Security Question ${n}`).selectOption({ index: 1 });
    await page.getByLabel(`Answer ${n}`).fill(`answer ${n}`);
  }
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Answer 3')).toHaveValue('answer 3');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please wait for approval within 24 hours')).toBeVisible();
});

test('while waiting for approval, the public sample questions show with the Vietnamese beside the English', async ({
  page,
}) => {
  const username = uniqueName('pending');
  await createNewcomer(username, 0, 'secret123', 'en');
  await submitSignInForm(page, username, { english: true });
  await expect(page.getByText('Your account is not approved yet')).toBeVisible(slow);
  await expect(page.getByText('Please wait for approval within 24 hours')).toBeVisible();
  const samples = page.getByTestId('pending-samples');
  await expect(samples.getByRole('heading', { name: 'While you wait: study the civics questions' })).toBeVisible();
  await samples.getByLabel('Translation').selectOption('vi');
  await expect(samples.getByText('Question 1 of 128')).toBeVisible(slow);

  const publicQuestions = (await (await page.request.get('/api/public/questions?language=vi')).json()) as {
    questions: Array<{
      officialNumber: number;
      questionText: string;
      translations: Record<string, { questionText: string }>;
    }>;
  };
  const first = [...publicQuestions.questions].sort((a, b) => a.officialNumber - b.officialNumber)[0]!;
  const card = samples.getByRole('article', { name: `Question ${first.officialNumber}` });
  await expect(card.getByRole('heading', { name: first.questionText })).toBeVisible();
  await expect(card.locator('[lang="vi"]').filter({ hasText: first.translations.vi!.questionText })).toBeVisible();
  await samples.getByRole('button', { name: 'Next' }).click();
  await expect(samples.getByText('Question 2 of 128')).toBeVisible();
});

test('before a test, one card gives the numbers; the clock starts only on Start, with no sign-out beside it', async ({
  page,
}) => {
  await signInNewLearner(page, 'intro', 2, 'en');
  expect((await page.request.put('/api/settings', { data: { testModeSettings: { questionsCount: 5 } } })).ok()).toBe(
    true,
  );
  await page.goto('/home');
  await page.getByRole('link', { name: /Test Mode/ }).click();
  const random = page.getByRole('button', { name: 'Random test' });
  const intro = page.getByTestId('test-intro');
  await expect(random.or(intro).first()).toBeVisible(slow);
  if (await random.isVisible()) await random.click();

  await expect(intro.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(page.getByTestId('test-intro-count')).toHaveText('5 questions');
  await expect(page.getByTestId('test-intro-time')).toHaveText(
    'Time: 5 minutes. The clock starts when you press Start.',
  );
  await expect(intro.getByText(PASS_RULE)).toBeVisible();
  await expect(intro).toContainText('When the time is up, the test is handed in by itself');
  await expect(intro).toContainText('the officer asks in English');
  // Nothing runs yet: no countdown, no running test kept for a reload, however long the learner reads.
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('testTimeData'))).toBeNull();
  await page.reload();
  await expect(random.or(intro).first()).toBeVisible(slow);
  if (await random.isVisible()) await random.click();
  await expect(intro).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('testTimeData'))).toBeNull();

  await intro.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled(slow);
  await expect(page.getByRole('timer')).toHaveText(/^(5:00|4:5\d)$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('testTimeData'))).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('back links go where the learner came from and say so; the study screen shows its title and time spent', async ({
  page,
}) => {
  const username = uniqueName('back');
  await createLearner(username, 2);
  await submitSignInForm(page, username, { english: true });
  await expect(page).toHaveURL(/\/home$/, slow);

  // From Home: listening's set-up leads back Home.
  await page.getByRole('link', { name: /^Listening/ }).click();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // From Home: the study screen and its results lead back Home.
  await page.getByTestId('home-next-action').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Study Mode' })).toBeVisible(slow);
  await expect(page.locator('.question-card').first()).toBeVisible(slow);
  await expect(page.getByTestId('time-elapsed')).toHaveText(/^0:0\d$/);
  await expect(page.getByTestId('time-elapsed')).not.toHaveText('0:00', { timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  await page.goto('/study-results');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Visual reading goes back to Settings, as the spec names, even opened from Home.
  await page.getByRole('link', { name: /^Reading/ }).click();
  await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');

  // From Settings: listening and test results lead back to Settings.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Listening Practice' }).click();
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/test-results');
  await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
});

test('on day one readiness is not guessed, on Home or on Progress', async ({ page }) => {
  const username = uniqueName('ready');
  await createLearner(username, 2);
  await submitSignInForm(page, username, { english: true });
  await expect(page.getByTestId('home-readiness')).toContainText('Keep practising: answer 20 more questions', slow);
  await expect(page.getByTestId('home-readiness')).not.toContainText(/\d ?% chance/);
  await page.goto('/progress');
  await expect(page.getByTestId('readiness-early')).toHaveText(
    'Keep practising: answer 20 more questions and we can estimate your chance of passing.',
    slow,
  );
  await expect(page.getByTestId('readiness-percent')).toHaveCount(0);
});

test("on a 390×844 phone the operator sees the first waiting account's Approve without scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createNewcomer(uniqueName('queue'), 0);
  await signInAdminByApi(page);
  await page.goto('/admin/users');
  const approve = page.getByRole('button', { name: /^Approve L1: / }).first();
  await expect(approve).toBeVisible(slow);
  await expect(approve).toBeInViewport({ ratio: 1 });
  // The filters are one tap away.
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Approval')).toBeHidden();
  await filters.click();
  await expect(page.getByLabel('Approval')).toBeVisible();
});
