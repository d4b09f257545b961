// Issue 24: the admin area on a phone (390×844) and a laptop (1280×800). Approve from a phone without
// sideways scrolling; bulk approve with a confirmation and Undo; the audit log in sentences with names;
// a new registration appears without a reload; axe on every admin screen; print of the 2008 bank.
import { expect, test, type Page } from './fixtures.js';
import { E2E_ADMIN } from '../src/constants.js';
import { adminApi, createLearner, uniqueName } from './api-helpers.js';
import { axeFindings, isBlocking } from './axe.js';
import { signInAdminByApi } from './sign-in-helpers.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

// The server's Content-Security-Policy forbids injected scripts; axe is a test tool, not app code.
test.use({ bypassCSP: true });
test.setTimeout(120_000);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The users queue narrowed to this test's accounts (the database is shared by every spec of a run). */
async function openQueue(page: Page, prefix: string) {
  await page.goto(`/admin/users?search=${prefix}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 20_000 });
}

test('on a phone: a Menu instead of sixteen links, and a waiting account approved without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const prefix = uniqueName('phone');
  const username = `${prefix}a`;
  await createLearner(username, 0);
  await signInAdminByApi(page);
  await openQueue(page, prefix);

  // The navigation is folded behind one button naming the screen; opening it shows the links.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Security' })).toBeHidden();
  await nav.getByRole('button', { name: /Menu/ }).click();
  await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
  await nav.getByRole('button', { name: /Menu/ }).click();

  // The account is a card: its Approve buttons lie within the screen's width (no sideways scrolling).
  const approveL1 = page.getByRole('button', { name: `Approve L1: ${username}` });
  for (const button of [approveL1, page.getByRole('button', { name: `Approve L2: ${username}` })]) {
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('users-390.png'), fullPage: true });
  await approveL1.click();
  await expect(page.getByRole('status').filter({ hasText: `Approved ${username} at level 1` })).toBeVisible();
  await expect(page.getByText('No waiting account matches these filters.')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('bulk approval: select all on the page, a confirmation naming how many and the level, then Undo', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const prefix = uniqueName('bulk');
  const names = [`${prefix}a`, `${prefix}b`, `${prefix}c`];
  for (const name of names) await createLearner(name, 0);
  await signInAdminByApi(page);
  await openQueue(page, prefix);
  for (const name of names) await expect(page.getByRole('button', { name: `Approve L1: ${name}` })).toBeVisible();

  await page.getByLabel('Select all 3 waiting on this page').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected at level 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 3 accounts at level 2?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(names.join(', '));
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Approve L1: ${names[0]}` })).toBeVisible();

  await page.getByRole('button', { name: 'Approve selected at level 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve 3 at level 2' }).click();
  const undoBar = page.getByRole('status').filter({ hasText: 'Approved 3 accounts at level 2' });
  await expect(undoBar).toBeVisible();
  await expect(page.getByText('No waiting account matches these filters.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bulk-1280.png'), fullPage: true });

  const api = await adminApi();
  const levels = async () => {
    const answer = (await (await api.get(`/api/admin/users?page=1&search=${prefix}`)).json()) as {
      items: Array<{ username: string; approval_level: number }>;
    };
    return names.map((name) => answer.items.find((u) => u.username === name)?.approval_level);
  };
  expect(await levels()).toEqual([2, 2, 2]);

  await undoBar.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(/Approval undone/)).toBeVisible();
  for (const name of names) await expect(page.getByRole('button', { name: `Approve L1: ${name}` })).toBeVisible();
  expect(await levels()).toEqual([0, 0, 0]);

  // The audit log tells the story in sentences with names, and the change on demand.
  await page.goto('/admin/security');
  const log = page.getByRole('list', { name: 'Audit log, newest first' });
  const approval = log
    .getByRole('listitem')
    .filter({ hasText: `Admin ${E2E_ADMIN.username} approved ${names[0]} at level 2` });
  await expect(approval).toBeVisible();
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: `Admin ${E2E_ADMIN.username} undid the approval of ${names[0]} (back to level 0)` }),
  ).toBeVisible();
  await expect(log).not.toContainText('{"');
  await approval.getByText(/Show the changes/).click();
  await expect(approval.getByRole('definition').filter({ hasText: /0\s*→\s*after: 2/ })).toBeVisible();
  // Filtered by kind and actor; the CSV export carries the same sentence.
  await page.getByLabel('Kind').selectOption('user');
  await page.getByLabel('Who').selectOption(E2E_ADMIN.username);
  await expect(approval).toBeVisible();
  const csv = await (
    await page.request.get(`/api/admin/audit/export.csv?entity=user&actor=${E2E_ADMIN.username}`)
  ).text();
  expect(csv).toContain(`Admin ${E2E_ADMIN.username} approved ${names[0]} at level 2`);
  await page.screenshot({ path: test.info().outputPath('audit-1280.png'), fullPage: true });
  await api.dispose();
});

test('a new registration appears in the open users list without a reload', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const prefix = uniqueName('fresh');
  await signInAdminByApi(page);
  // The list's own answer is awaited first: on a busy machine the empty state can take longer than an
  // expect's wait, and a refused answer (a 4xx or 5xx) should fail here with its status, not as a missing text.
  const firstList = page.waitForResponse(
    (r) => r.url().includes('/api/admin/users?') && r.request().method() === 'GET',
    { timeout: 60_000 },
  );
  await openQueue(page, prefix);
  expect((await firstList).status()).toBe(200);
  await expect(page.getByText('No waiting account matches these filters.')).toBeVisible();
  await createLearner(`${prefix}a`, 0);
  // The list refreshes every 15 s while visible.
  await expect(page.getByRole('button', { name: `Approve L1: ${prefix}a` })).toBeVisible({ timeout: 25_000 });
});

test('print from the admin area prints the 2008 bank when asked for it', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAdminByApi(page);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const bank = (await (await page.request.get('/api/questions?version=2008')).json()) as Array<{
    officialNumber: number;
  }>;
  const other = (await (await page.request.get('/api/questions?version=2025')).json()) as unknown[];
  expect(bank.length).not.toBe(other.length);
  await page.goto('/print-all-questions?version=2008');
  await expect(page.locator('.print-question')).toHaveCount(bank.length, { timeout: 30_000 });
  await expect(page.getByText(`Tổng số câu hỏi: ${bank.length}`)).toBeVisible();
});

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/users-management',
  '/admin/questions',
  '/admin/categories',
  '/admin/senators',
  '/admin/governors',
  '/admin/officeholders',
  '/admin/create-test',
  '/admin/test-instances',
  '/admin/security',
  '/admin/settings',
  '/admin/app-settings',
  '/admin/translations',
  '/admin/vietnamese-editor',
  '/admin/korean',
  '/admin/pricing',
];

async function adminAxeFindings(page: Page) {
  return (await axeFindings(page)).map((f) => ({
    id: f.id,
    impact: f.impact,
    nodes: f.targets.length,
    targets: f.targets.slice(0, 3),
  }));
}

for (const [label, viewport] of [
  ['390×844', PHONE],
  ['1280×800', LAPTOP],
] as const) {
  test(`every admin screen at ${label}: a <main> landmark, no serious or critical axe finding, no sideways scrolling`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signInAdminByApi(page);
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByRole('main')).toHaveCount(1);
      const findings = await adminAxeFindings(page);
      console.log(
        `axe ${label} ${path}: ${findings.length === 0 ? 'no violations' : findings.map((f) => `${f.id} (${f.impact}, ${f.nodes})`).join(', ')}`,
      );
      expect.soft(findings.filter(isBlocking), `${path} at ${label}`).toEqual([]);
      expect.soft(await sideways(page), `${path} at ${label} scrolls sideways`).toBeLessThanOrEqual(0);
      if (viewport === PHONE) await page.screenshot({ path: test.info().outputPath(`${path.slice(7)}-390.png`) });
    }
  });
}
