import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInByForm } from './sign-in-helpers.js';

const stepperValue = (page: Page, name: string) => page.getByRole('group', { name }).locator('output');

/** The language of the content bundle the device holds (Dexie's meta row). */
const bundleLanguage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('civics-practice');
        open.onsuccess = () => {
          const read = open.result.transaction('meta').objectStore('meta').get('bundle');
          read.onsuccess = () => {
            resolve((read.result as { language?: string } | undefined)?.language ?? null);
            open.result.close();
          };
        };
        open.onerror = () => resolve(null);
      }),
  );

interface ServerSettings {
  studyModeSettings: { questionsCount: number; questionReadCount: number; timeLimit: number };
  testModeSettings: { questionsCount: number };
}

testWithServiceWorker(
  'a level 2 learner changes settings, keeps them across a reload, and an offline change reaches the server',
  async ({ page, context }) => {
    const username = uniqueName('set');
    await createLearner(username, 2);
    await signInByForm(page, username, { english: true });
    // The bank arrives with the first sync round.
    await expect(page.getByText(/^Available questions: \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Increase Questions per session' }).click();
    await page.getByRole('button', { name: 'Increase Questions per session' }).click();
    await expect(stepperValue(page, 'Questions per session')).toHaveText('7');
    await page.getByRole('tab', { name: 'Test Mode' }).click();
    await page.getByRole('button', { name: 'Increase Test questions' }).click();
    await page.getByRole('button', { name: 'Decrease Read count' }).click();
    await expect(stepperValue(page, 'Test questions')).toHaveText('11');
    await expect(stepperValue(page, 'Read count')).toHaveText('2');
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0);

    await page.reload();
    await expect(stepperValue(page, 'Questions per session')).toHaveText('7');
    // The study time limit is a Study tab setting (issue 13).
    await expect(stepperValue(page, 'Time limit (minutes)')).toHaveText('30');
    await page.getByRole('tab', { name: 'Test Mode' }).click();
    await expect(stepperValue(page, 'Test questions')).toHaveText('11');
    await expect(stepperValue(page, 'Read count')).toHaveText('2');
    await page.getByRole('tab', { name: 'Study Mode' }).click();

    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await expect(page.getByLabel('Your state or territory')).toBeDisabled();
    await expect(page.getByText('Connect to the internet to change this.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Increase Time limit (minutes)' }).click();
    await expect(stepperValue(page, 'Time limit (minutes)')).toHaveText('35');
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    // The API client is outside the browser's offline switch: the server still has the old value.
    const before = (await (await page.request.get('/api/settings')).json()) as ServerSettings;
    expect(before.studyModeSettings.timeLimit).toBe(30);

    await context.setOffline(false);
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/settings')).json()) as ServerSettings).studyModeSettings.timeLimit,
      )
      .toBe(35);
    const server = (await (await page.request.get('/api/settings')).json()) as ServerSettings;
    expect(server.studyModeSettings).toMatchObject({ questionsCount: 7, questionReadCount: 2, timeLimit: 35 });
    expect(server.testModeSettings.questionsCount).toBe(11);

    // The translation language is its own choice (issue 22): the bank on the device is fetched again
    // in it, the interface stays English, and the account keeps it as a synced setting.
    await page.getByLabel('Translation beside the English').selectOption({ label: '한국어' });
    await expect.poll(() => bundleLanguage(page)).toBe('ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/settings')).json()) as {
              studyModeSettings: { translationLanguage?: string };
            }
          ).studyModeSettings.translationLanguage,
      )
      .toBe('ko');
  },
);

test("'Start Study' without a translation language says a language is required", async ({ page }) => {
  const username = uniqueName('nolang');
  await createLearner(username, 2);
  await signInByForm(page, username, { english: true });
  await page.getByLabel('Translation beside the English').selectOption({ label: 'No translation' });
  await expect(page.getByRole('button', { name: 'Please, Select Language First' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Study' }).click();
  await expect(page.getByRole('alert')).toContainText('Language Required');
  await expect(page.getByRole('alert')).toContainText(
    'Please select a translation language before starting Study Mode.',
  );
  await expect(page).toHaveURL(/\/settings$/);
});

test('a level 1 learner pressing the Test tab is sent to the purchase page', async ({ page }) => {
  const username = uniqueName('lvl1');
  await createLearner(username, 1);
  await signInByForm(page, username, { english: true });
  await expect(
    page.getByText(
      'You can only view the first 20 questions. Please contact an administrator for Level 2 approval to see all questions.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Available questions: 20')).toBeVisible();
  await expect(page.getByLabel('Category')).toBeDisabled();
  await page.getByRole('tab', { name: /Test Mode/ }).click();
  await expect(page.getByText('Test Mode Requires Level 2 Access')).toBeVisible();
  await expect(page.getByText('Redirecting to purchase page to upgrade your account...')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
