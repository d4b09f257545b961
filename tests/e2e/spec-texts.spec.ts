// Issue 26: the spec's texts where their situation happens, as a learner meets them in the browser:
// 'Speech synthesis not supported' when a read is asked for with no speech synthesis at all, and
// 'Login required' with a Log in button when a settings save meets an ended session.
import { expect, test, type Page } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInEnglishWithVietnamese, startRandomTest } from './sign-in-helpers.js';

async function signedInLearner(page: Page) {
  const username = uniqueName('texts');
  await createLearner(username, 2, 'secret123', 'en');
  await signInEnglishWithVietnamese(page, username, 'browser');
}

test("a read asked for in a browser without speech synthesis says 'Speech synthesis not supported'", async ({
  page,
}) => {
  // Some web views have no speechSynthesis at all.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true }),
  );
  await signedInLearner(page);
  await page.goto('/test');
  await startRandomTest(page);
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Read the question aloud' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Speech synthesis not supported' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Your browser doesn't support text-to-speech functionality.");
});

test("a settings save after the session ended says 'Login required' with a button to sign in", async ({
  page,
  context,
}) => {
  await signedInLearner(page);
  await page.goto('/settings');
  const state = page.getByLabel('Your state or territory');
  await expect(state).toBeEnabled({ timeout: 15_000 });
  // The save is the first call to meet the ended session: a sync round or a refetch of the user
  // (which would send the learner to sign-in first) waits until the save has been answered.
  let release: () => void = () => undefined;
  const saved = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(sync\/|user$)/, async (route) => {
    if (route.request().method() !== 'PATCH') await saved;
    await route.continue();
  });
  // The session ends (signed out elsewhere, expired): the browser no longer holds it.
  await context.clearCookies();
  await state.selectOption('TX');
  const alert = page.getByRole('alert').filter({ hasText: 'Login required' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please log in to save your settings.');
  // Tapped while the other calls still wait: once they meet the ended session the app goes to
  // sign-in on its own, and the alert with its button would go with the page. The tap asks the
  // server again (a call held too), so the calls go on once it is made.
  await alert.getByRole('button', { name: 'Log in' }).click();
  release();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a study start with no question stored for the chosen categories says 'Error starting study mode'", async ({
  page,
}) => {
  await signedInLearner(page);
  // A saved category with no question in this learner's bank (e.g. one emptied by an admin).
  expect(
    (await page.request.put('/api/settings', { data: { studyModeSettings: { categoryFilters: [99] } } })).ok(),
  ).toBe(true);
  await page.goto('/study');
  const alert = page.getByRole('alert').filter({ hasText: 'Error starting study mode' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText(
    'There are no questions in the chosen categories. Choose other categories in Settings.',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
});
