// Issue 9: an admin approves a waiting learner from the browser; the admin area refuses to work offline.
import { expect, test, testWithServiceWorker } from './fixtures.js';
import { E2E_ADMIN } from '../src/constants.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { adminPage, learnerPage, signInAdminByApi } from './sign-in-helpers.js';

// Two browsers and several screens per test: more than the default 30 s on a busy 2-core machine.
test.setTimeout(90_000);

test('an admin sees the waiting learner on the dashboard, approves them at level 1, and the learner can study', async ({
  browser,
}) => {
  const username = uniqueName('waiting');
  await createLearner(username, 0);

  // The learner, in their own browser, is told to wait.
  const learner = await learnerPage(browser, username);
  await learner.goto('/study');
  // The learner reads Vietnamese, so the notice is found by its place rather than its words.
  const approvalNotice = learner.locator('.approval-notice');
  await expect(approvalNotice).toBeVisible();
  await expect(learner.getByRole('radiogroup')).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const waitingTable = admin.getByRole('table', { name: 'Accounts waiting for approval, oldest first' });
  const row = waitingTable.getByRole('row').filter({ hasText: username });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+ min|\d+ h/);

  // From the dashboard to the users screen, find the learner and approve them at level 1.
  await admin.getByRole('link', { name: /Waiting for approval/ }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await admin.getByLabel('Search name, email, phone or username').fill(username);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Approve L1: ${username}` }).click();
  await expect(admin.getByText(`Approved ${username} at level 1`)).toBeVisible();
  // The approval queue no longer lists them.
  await expect(admin.getByText('No waiting account matches these filters.')).toBeVisible();

  // The audit log on /admin/security says who approved whom in a sentence, the change on demand.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  const audit = admin.getByRole('list', { name: 'Audit log, newest first' });
  const entry = audit
    .getByRole('listitem')
    .filter({ hasText: `Admin ${E2E_ADMIN.username} approved ${username} at level 1` });
  await expect(entry).toBeVisible();
  await entry.getByText(/Show the changes/).click();
  await expect(entry.getByRole('definition').filter({ hasText: /0\s*→\s*after: 1/ })).toBeVisible();

  // The learner reloads and studies.
  await learner.reload();
  await learner.goto('/study');
  // Level 1: the first question of the bank they now receive, with its answer options.
  const bundle = (await (await learner.request.get('/api/content/bundle?language=vi')).json()) as {
    questions: Array<{ officialNumber: number; questionText: string }>;
  };
  expect(bundle.questions.length).toBe(20);
  const first = [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber)[0]!;
  await expect(learner.getByRole('button', { name: first.questionText, exact: true })).toBeVisible();
  await expect(learner.getByRole('radiogroup').getByRole('radio')).not.toHaveCount(0);
  await expect(approvalNotice).toHaveCount(0);

  await learner.context().close();
  await admin.context().close();
});

testWithServiceWorker(
  'offline, the admin area shows the connection notice instead of any screen',
  async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAdminByApi(page);
    await page.goto('/admin/users-management');
    await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    // The service worker finishes installing while online (its precache needs the network).
    await page.evaluate(async () => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'The admin area needs a connection' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The admin area needs a connection' })).toHaveCount(0);

    // Opened offline from the installed app (the service worker serves the shell): the notice, no data.
    await page.reload();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'The admin area needs a connection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await context.close();
  },
);

test('an admin changes a learner’s level and end date, then disables the account, which signs them out', async ({
  browser,
}) => {
  const username = uniqueName('managed');
  await createLearner(username, 1);
  const learner = await learnerPage(browser, username);
  expect((await learner.request.get('/api/user')).ok()).toBe(true);

  const admin = await adminPage(browser);
  await admin.goto(`/admin/users-management?search=${username}`);
  await admin.getByRole('button', { name: `Manage ${username}` }).click();
  const panel = admin.getByRole('region', { name: 'Manage account' });
  await panel.getByLabel('Approval level').selectOption('2');
  await panel.getByLabel('Plan end date').fill('2027-06-30');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(`Saved ${username}`)).toBeVisible();
  const saved = (await (await learner.request.get('/api/user')).json()) as { approval_level: number; end_date: string };
  expect(saved).toMatchObject({ approval_level: 2, end_date: '2027-06-30' });

  await panel.getByRole('button', { name: 'Disable account' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Disable this account?' });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(admin.getByText(`${username} is disabled`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Enable account' })).toBeVisible();

  // The learner's session ended at once, and signing in again is refused with the reason.
  expect((await learner.request.get('/api/user')).status()).toBe(401);
  const again = await learner.request.post('/api/login', { data: { username, password: 'secret123' } });
  expect(again.status()).toBe(403);
  expect((await again.json()).message).toBe('This account has been disabled. Please contact support.');
  await learner.context().close();
  await admin.context().close();
});

test('the settings form checks values in the browser with the API’s rules and saves good ones', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/admin/settings');
  const study = page.getByRole('group', { name: 'Study mode' });
  const timePerQuestion = study.getByLabel('Time per question (seconds)');
  await timePerQuestion.fill('5');
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/admin/system-settings')) puts++;
  });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(study.getByText('Must be at least 10')).toBeVisible();
  expect(puts).toBe(0);

  type Stored = { studyModeConfig: { timePerQuestion: number; readCount: number } };
  const original = (await (await page.request.get('/api/admin/system-settings')).json()) as Stored;
  const next = original.studyModeConfig.timePerQuestion === 75 ? 80 : 75;
  try {
    await timePerQuestion.fill(String(next));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const stored = (await (await page.request.get('/api/admin/system-settings')).json()) as Stored;
    expect(stored.studyModeConfig.timePerQuestion).toBe(next);
  } finally {
    // Other specs time their study sessions with the default: put it back.
    expect(
      (
        await page.request.put('/api/admin/system-settings', { data: { studyModeConfig: original.studyModeConfig } })
      ).ok(),
    ).toBe(true);
  }
});
