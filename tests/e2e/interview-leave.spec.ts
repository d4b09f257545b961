// A Vietnamese learner at 320 px on the mock interview's start card and in the whole interview:
// the card says when the questions about them are left out (no "About you" answers on the device)
// and links to where they are added; leaving a running interview (the tab bar, "Back to Home")
// asks first, in Vietnamese: "Keep going" stays on the same turn, "Leave" goes.
import { expect, test, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';
import { signInByApi } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const interview = localeFile('vi', 'interview');
const n400 = localeFile('vi', 'n400');
const common = localeFile('vi', 'common');

test.use({ viewport: { width: 320, height: 640 } });
// First visits download the bank, the N-400 texts and the screens' chunks: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

async function openStartCard(page: Page) {
  await expect(page.getByRole('button', { name: interview.start })).toBeVisible(slow);
  await page.getByLabel(interview.whole.choice).check();
}

const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: interview.leave.title });

test('leaving the whole interview midway asks first; the start card says what "About you" adds', async ({ page }) => {
  const username = uniqueName('leave');
  await createLearner(username, 2, 'secret123', 'vi');
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInByApi(page, username);
  await translateInto(page, 'vi');

  // No "About you" answers yet: the card says the questions about the learner are left out, and where to add them.
  await page.goto('/mock-interview');
  await openStartCard(page);
  const noAboutYou = page.getByText(interview.whole.noAboutYou);
  await expect(noAboutYou).toBeVisible(slow);
  await expect(page.getByRole('link', { name: interview.whole.addAboutYou })).toHaveAttribute('href', '/n400');
  await page.screenshot({ path: test.info().outputPath('start-card-no-about-vi-320.png'), fullPage: true });

  // The whole interview: the oath answered, then the Home tab.
  await page.getByRole('button', { name: interview.start }).click();
  await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.oath, slow);
  await page.getByRole('button', { name: n400.answerYes }).click();
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await page.locator('.tab-bar a[href="/home"]').click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText(interview.leave.text);
  await page.screenshot({ path: test.info().outputPath('leave-dialog-vi-320.png') });

  // "Keep going": the same turn, its verdict still shown.
  await page.getByRole('button', { name: interview.leave.stay }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/mock-interview$/);
  await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.oath);
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');

  // "Back to Home" asks too; "Leave" goes home.
  await page.getByRole('link', { name: interview.backToHome }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.getByRole('button', { name: interview.leave.confirm }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The card's link opens N-400 on its "About you" tab; with an answer saved there, the card no longer
  // says they are missing.
  await page.goto('/mock-interview');
  await openStartCard(page);
  await page.getByRole('link', { name: interview.whole.addAboutYou }).click();
  await expect(page.getByRole('tab', { name: n400.tabAboutYou })).toHaveAttribute('aria-selected', 'true', slow);
  await page.getByLabel(n400.field_fullName).fill('Lan Thi Nguyen');
  await page.getByRole('button', { name: n400.save }).click();
  await expect(page.getByText(n400.aboutSaved)).toBeVisible();
  await page.goto('/mock-interview');
  await openStartCard(page);
  // Read from the device as the card opens: once read, nothing is missing and nothing is said.
  await expect(page.getByTestId('whole-scope')).toHaveAttribute('data-complete', 'true', slow);
  await expect(noAboutYou).toBeHidden();

  // The civics test alone asks as well; a card not yet started leaves freely.
  await page.getByLabel(interview.whole.choice).uncheck();
  await page.getByRole('button', { name: interview.start }).click();
  await expect(page.locator('.interview-question')).toBeVisible(slow);
  await page.locator('.tab-bar a[href="/home"]').click();
  await page.getByRole('button', { name: interview.leave.confirm }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/mock-interview');
  await expect(page.getByRole('button', { name: interview.start })).toBeVisible(slow);
  await page.locator('.tab-bar a[href="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(leaveDialog(page)).toBeHidden();

  // Logout in the top bar, mid-interview, still signs out (the sign-in screen, not a held move).
  await page.goto('/mock-interview');
  await page.getByRole('button', { name: interview.start }).click();
  await expect(page.locator('.interview-question')).toBeVisible(slow);
  await page.getByRole('button', { name: common.nav.logout }).click();
  await expect(page).toHaveURL(/\/auth$/, slow);
});
