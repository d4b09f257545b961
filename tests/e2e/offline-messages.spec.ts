// Session 11 audit: what a Vietnamese learner reads on a 320 px phone when the sign-in screen or a
// sign-out goes wrong. Never the browser's English "Failed to fetch"; a sign-out that worked on the
// phone is not called a failure; a refused sign-in is said in the form, not in a toast over the button.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { LEARNER_PASSWORD } from './sign-in-helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/vi/${ns}.json`, import.meta.url), 'utf8'));
const vi = { auth: locale('auth'), common: locale('common'), errors: locale('errors') };
const numbered = (text: string, n: number) => text.replace('{{n}}', String(n));

test.use({ viewport: { width: 320, height: 640 }, locale: 'vi-VN' });

async function fillSignIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByLabel(vi.auth.fields.username).fill(username);
  await page.getByLabel(vi.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
}

/** In sight without scrolling, and nothing drawn over its middle (a toast, a dialog): a tap there reaches it. */
async function uncovered(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeInViewport();
  expect(
    await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && element.contains(top);
    }),
  ).toBe(true);
}

test('a wrong password is said in the form above the Sign in button, which stays uncovered', async ({ page }) => {
  const username = uniqueName('viwrong');
  await createLearner(username, 1);
  await fillSignIn(page, username, 'wrong-password');
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toContainText(vi.auth.login.failed);
  await expect(alert).toContainText(vi.errors.invalid_credentials);
  await expect(alert).toBeInViewport();
  await expect(page.locator('.toast')).toHaveCount(0);
  await uncovered(page, vi.auth.login.submit);
});

test('registering with the connection cut says "no connection" in Vietnamese, not "Failed to fetch"', async ({
  page,
  context,
}) => {
  const username = uniqueName('vireg');
  await page.goto('/auth');
  await page.getByRole('tab', { name: vi.auth.tabs.register }).click();
  await page.getByLabel(vi.auth.fields.username).fill(username);
  await page.getByLabel(vi.auth.fields.password, { exact: true }).fill('secret123');
  await page.getByLabel(vi.auth.fields.confirmPassword).fill('secret123');
  await page.getByRole('button', { name: vi.auth.register.steps.next }).click();
  await page.getByLabel(vi.auth.fields.email).fill(`${username}@example.com`);
  await page.getByLabel(vi.auth.fields.phone).fill('5551234567');
  await page.getByRole('button', { name: vi.auth.register.steps.next }).click();
  for (const n of [1, 2, 3]) {
    await page.getByLabel(numbered(vi.auth.fields.securityQuestion, n)).selectOption({ index: 1 });
    await page.getByLabel(numbered(vi.auth.fields.answer, n), { exact: true }).fill(`answer ${n}`);
  }
  await context.setOffline(true);
  await page.getByRole('button', { name: vi.auth.register.submit, exact: true }).click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText(vi.auth.register.failed);
  await expect(toast).toContainText(vi.errors.network_unavailable);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
});

test('signing out offline says the learner is signed out on this phone and lands on sign-in', async ({
  page,
  context,
}) => {
  const username = uniqueName('viout');
  await createLearner(username, 2, LEARNER_PASSWORD, 'vi');
  await fillSignIn(page, username, LEARNER_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.locator('.tab-bar a[href="/settings"]').click();
  await expect(page).toHaveURL(/\/settings$/);
  // What sign-in saved has left the phone: the sign-out has nothing waiting to warn about.
  await expect(page.locator('.sync-indicator')).not.toContainText(/\d/, { timeout: 15_000 });

  await context.setOffline(true);
  await page.getByRole('button', { name: vi.common.nav.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const notice = page.locator('.toast');
  await expect(notice).toContainText(vi.errors.signed_out_here);
  await expect(notice).toContainText(vi.errors.signed_out_tell_server_online);
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  // Said as a notice, never as a failure (an alert).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel(vi.auth.fields.username)).toBeVisible();
});
