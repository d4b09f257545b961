// Issue 30, "sign-out with unsent changes": A studies offline on a family phone and signs out before
// the answers are sent. The phone says how many are waiting and that they go at A's next sign-in
// here; B signs in meanwhile and none of them reach B's account; when A signs in again they reach
// A's. The warning is looked at at 320 px in Vietnamese and Spanish.
import { expect, request, test, type Page, testWithServiceWorker } from './fixtures.js';
import { E2E_BASE_URL } from '../src/constants.js';
import { answersOnServer, familyPhone, signIn, studyBatch } from './shared-phone-helpers.js';

test.describe.configure({ timeout: 240_000 });

async function answersOf(username: string): Promise<number> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await api.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);
  const pulled = (await (await api.get('/api/sync/pull')).json()) as { answers: unknown[] };
  await api.dispose();
  return pulled.answers.length;
}

/** The warning in another interface language at 320 px (offline reload), for a screenshot. */
async function warningIn(page: Page, language: string, logout: string, stay: string, path: string) {
  await page.evaluate((l) => localStorage.setItem('interfaceLanguage', l), language);
  await page.reload();
  await page.getByRole('button', { name: logout }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('unsent-count')).toContainText('5');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `no sideways scroll in ${language}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path });
  await dialog.getByRole('button', { name: stay }).click();
  await expect(dialog).toHaveCount(0);
}

testWithServiceWorker(
  'signing out with unsent answers warns, keeps them for A, and sends them at A’s next sign-in, never to B',
  async ({ browser }, testInfo) => {
    const { a, b, context, page, bank } = await familyPhone(browser, 'unA', 'unB');
    // Online once: the bank and the app shell are on the phone; then the connection goes.
    await page.goto('/study');
    await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await studyBatch(page, new Map(bank.map((q) => [q.questionText, q])), (i) => i === 0);
    await expect(page.getByText(/changes? waiting to sync/).first()).toBeVisible();

    await page.setViewportSize({ width: 320, height: 700 });
    await warningIn(page, 'vi', 'Đăng xuất', 'Ở lại', testInfo.outputPath('sign-out-unsent-vi-320.png'));
    await warningIn(page, 'es', 'Cerrar sesión', 'Seguir conectado', testInfo.outputPath('sign-out-unsent-es-320.png'));
    await page.evaluate(() => localStorage.setItem('interfaceLanguage', 'en'));
    await page.reload();

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out with changes not sent?' });
    await expect(dialog.getByTestId('unsent-count')).toHaveText(
      '5 answers are not sent yet: they will be sent the next time you sign in here.',
    );
    // The study session and the batch position are changes too.
    await expect(dialog).toContainText(/Also [1-9]\d* other changes? \(/);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await answersOf(a)).toBe(0);

    // B on the same phone, online: B's account gets nothing of A's.
    await context.setOffline(false);
    await signIn(page, b);
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('sync-indicator')).toBeAttached();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // A again: the answers are sent under A's account.
    await signIn(page, a);
    await expect.poll(() => answersOnServer(page), { timeout: 30_000 }).toBe(5);
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    expect(await answersOf(b)).toBe(0);
    await context.close();
  },
);
