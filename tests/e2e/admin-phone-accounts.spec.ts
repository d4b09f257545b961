// The operator's account jobs on a 320 px phone with a long username (up to 50 characters are allowed):
// lift a sign-in lock, find the user's sessions, approve the account, read the audit log. Nothing
// pushes the page sideways or runs off the screen, and the sessions say whose they are.
import { expect, request, test, type Locator, type Page } from './fixtures.js';
import { E2E_BASE_URL } from '../src/constants.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInAdminByApi } from './sign-in-helpers.js';

const PHONE = { width: 320, height: 700 };

test.setTimeout(120_000);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element lies within the screen's width. */
async function expectOnScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Five wrong passwords from another device: the name is locked for that address. */
async function lockOut(username: string) {
  const stranger = await request.newContext({ baseURL: E2E_BASE_URL });
  for (let i = 0; i < 5; i++)
    expect((await stranger.post('/api/login', { data: { username, password: `guess-${i}` } })).status()).toBe(401);
  await stranger.dispose();
}

test('a 40-character username fits a 320 px phone in locks, sessions, approval and the audit log', async ({ page }) => {
  const prefix = uniqueName('long');
  const username = `${prefix}${'x'.repeat(40 - prefix.length)}`;
  expect(username).toHaveLength(40);
  await createLearner(username, 0);
  await lockOut(username);
  await page.setViewportSize(PHONE);
  await signInAdminByApi(page);

  // Sign-in locks: the Lift button and its question stay on the screen.
  await page.goto('/admin/security');
  const lift = page.getByRole('button', { name: `Lift locks of ${username}` });
  await expect(lift).toBeVisible({ timeout: 30_000 });
  await expectOnScreen(lift);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await lift.click();
  const dialog = page.getByRole('dialog', { name: 'Lift every sign-in lock of this name?' });
  await expectOnScreen(dialog);
  await expectOnScreen(dialog.getByRole('button', { name: 'Lift locks' }));
  await page.screenshot({ path: test.info().outputPath('lift-dialog-320.png') });
  await dialog.getByRole('button', { name: 'Lift locks' }).click();
  await expect(page.getByText(`Cleared 1 sign-in lock(s) for ${username}`)).toBeVisible();
  // The toast wraps the long name, so its close button stays on the screen and closes it.
  const toast = page.locator('.toast').filter({ hasText: `Cleared 1 sign-in lock(s) for ${username}` });
  await expectOnScreen(toast.getByRole('button', { name: 'Close' }));
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  // Find a user: the result fits; picking it names whose sessions are shown.
  await page.getByLabel('Find a user').fill(username);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('button', { name: new RegExp(`^${username} ·`) });
  await expectOnScreen(found);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await found.click();
  await expect(page.getByRole('heading', { name: `Sessions of ${username}` })).toBeVisible();
  await expect(page.getByLabel('Find a user')).toHaveValue(username);

  // The audit log's sentence about the lift wraps inside the screen.
  const entry = page
    .getByRole('list', { name: 'Audit log, newest first' })
    .getByRole('listitem')
    .filter({ hasText: username });
  await expectOnScreen(entry.first());
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The approval queue: a real checkbox to tap, the approval notice within the screen, and an empty
  // list that blames the search, not the queue.
  await page.goto(`/admin/users?search=${username}`);
  const select = page.getByRole('checkbox', { name: `Select ${username}` });
  await expect(select).toBeVisible({ timeout: 20_000 });
  const box = (await select.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  const selectRow = (await page.locator('.checkbox-field').filter({ has: select }).boundingBox())!;
  expect(selectRow.height).toBeGreaterThanOrEqual(44);
  await page.locator('.checkbox-field').filter({ has: select }).getByText('Select', { exact: true }).click();
  await expect(select).toBeChecked();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: `Approve L1: ${username}` }).click();
  const approved = page.getByRole('status').filter({ hasText: `Approved ${username} at level 1.` });
  await expectOnScreen(approved);
  await expect(page.getByText('No waiting account matches these filters.')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('approved-320.png') });

  // From the account's panel to its sessions: the screen says whose they are.
  await page.goto(`/admin/users-management?search=${username}`);
  await page.getByRole('button', { name: `Manage ${username}` }).click();
  await page.getByRole('region', { name: 'Manage account' }).getByRole('link', { name: 'See sessions' }).click();
  await expect(page).toHaveURL(/\/admin\/security\?user=\d+$/);
  await expect(page.getByRole('heading', { name: `Sessions of ${username}` })).toBeVisible();
  await expect(page.getByLabel('Find a user')).toHaveValue(username);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
