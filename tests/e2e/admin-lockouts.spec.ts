// Issue 20: an admin sees the sign-in locks in force on /admin/security and lifts those of one
// name; the owner then signs in with the right password from the address that was locked.
import { expect, request, test } from './fixtures.js';
import { E2E_BASE_URL } from '../src/constants.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInAdminByApi } from './sign-in-helpers.js';

test.setTimeout(90_000);

test('an admin lifts the sign-in locks of a name and its owner signs in again', async ({ page }) => {
  const username = uniqueName('locked');
  await createLearner(username, 1);
  const stranger = await request.newContext({ baseURL: E2E_BASE_URL });
  for (let i = 0; i < 5; i++)
    expect((await stranger.post('/api/login', { data: { username, password: `guess-${i}` } })).status()).toBe(401);
  expect((await stranger.post('/api/login', { data: { username, password: 'secret123' } })).status()).toBe(429);

  await signInAdminByApi(page);
  await page.goto('/admin/security');
  const locks = page.getByRole('table', { name: 'Sign-in locks' });
  const row = locks.getByRole('row').filter({ hasText: username });
  // The admin chunk loads on first visit: slower than one assertion's default on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('IP ');
  await expect(row).toContainText('5');
  await row.getByRole('button', { name: `Lift locks of ${username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lift locks' }).click();
  await expect(page.getByText(`Cleared 1 sign-in lock(s) for ${username}`)).toBeVisible();
  await expect(locks.getByRole('row').filter({ hasText: username })).toHaveCount(0);

  expect((await stranger.post('/api/login', { data: { username, password: 'secret123' } })).status()).toBe(200);
  await stranger.dispose();
});

// Issue 34: one account's failed sign-ins, not a share of everyone's newest 500.
test("an admin shows one account's failed sign-ins", async ({ page }, testInfo) => {
  const [watched, other] = [uniqueName('watched'), uniqueName('other')];
  await createLearner(watched, 1);
  await createLearner(other, 1);
  const stranger = await request.newContext({ baseURL: E2E_BASE_URL });
  for (const [name, tries] of [
    [watched, 2],
    [other, 3],
  ] as const) {
    for (let i = 0; i < tries; i++)
      expect((await stranger.post('/api/login', { data: { username: name, password: `guess-${i}` } })).status()).toBe(
        401,
      );
  }
  await stranger.dispose();

  await signInAdminByApi(page);
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/admin/security');
  const events = page.getByRole('table', { name: 'Sign-in failures and rate-limit refusals' });
  await expect(events.getByRole('row').filter({ hasText: other }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Account (username)').fill(watched.toUpperCase());
  await page.getByRole('button', { name: 'Show this account' }).click();
  await expect(events.getByRole('row').filter({ hasText: watched })).toHaveCount(2);
  await expect(events.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  const form = page.getByRole('search', { name: "One account's events" });
  await form.screenshot({ path: testInfo.outputPath('account-filter-320.png') });
  // The filter itself fits a 320 px screen (the admin tables below scroll on their own).
  const box = (await form.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
