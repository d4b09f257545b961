// Issue 13, learner loop: a failed first content download recovers with the spec's message and a
// retry; 'Remember me' unchecked ends the session with the browser; each screen starts at the top.
import { expect, test, type Page } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInByApi, signInByForm } from './sign-in-helpers.js';

// Each test registers and approves an account first: slow on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

// The Vietnamese locale's 'Failed to fetch questions', 'Network error. Please check your
// connection and try again.' and 'Try again'.
const FAILED_TITLE = 'Không tải được câu hỏi';
const FAILED_TEXT = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const RETRY = 'Thử lại';

async function signInThroughApi(page: Page, level = 2) {
  const username = uniqueName('loop');
  await createLearner(username, level);
  // A Vietnamese learner: the interface follows the account's language, so the spec's messages
  // show in their Vietnamese translation (en: 'Failed to fetch questions' / 'Network error...').
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInByApi(page, username);
  return username;
}

test.describe('the first content download fails', () => {
  // The bundle request must reach page.route, not a service worker's own fetch.
  test.use({ serviceWorkers: 'block' });

  test('once: Study shows the message, then recovers on its own retry (the questions come too)', async ({ page }) => {
    await signInThroughApi(page);
    let bundleRequests = 0;
    await page.route('**/api/content/bundle**', async (route) => {
      bundleRequests += 1;
      if (bundleRequests === 1)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"Service Unavailable","message":"down"}',
        });
      else await route.continue();
    });
    await page.goto('/study');
    await expect(page.getByRole('heading', { name: FAILED_TITLE })).toBeVisible();
    await expect(page.getByText(FAILED_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
    // The backoff retry fetches the bundle again: Study opens its first question.
    await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
    expect(bundleRequests).toBeGreaterThanOrEqual(2);
  });

  test('until the learner taps Try again: the retry button brings the questions', async ({ page }) => {
    await signInThroughApi(page);
    let failing = true;
    // Failed downloads answered once the message shows: the automatic retries, on their backoff.
    let messageShown = false;
    let retriesAnswered = 0;
    await page.route('**/api/content/bundle**', async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Service Unavailable","message":"down"}',
      });
      if (messageShown) retriesAnswered += 1;
    });
    await page.goto('/study');
    const retry = page.getByRole('button', { name: RETRY });
    await expect(retry).toBeVisible();
    messageShown = true;
    // The spinner does not come back over the message while the automatic retries keep failing.
    await expect.poll(() => retriesAnswered, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { name: FAILED_TITLE })).toBeVisible();
    failing = false;
    await retry.click();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: FAILED_TITLE })).toHaveCount(0);
  });
});

test.describe("'Remember me'", () => {
  async function signInWithForm(page: Page, remember: boolean) {
    const username = uniqueName('shared');
    await createLearner(username, 1);
    await signInByForm(page, username, { remember });
  }

  test('unchecked: closing the browser ends the session', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithForm(page, false);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sessionId')?.expires).toBe(-1);
    await context.close();

    // The browser comes back: it keeps only the cookies that outlive it.
    const reopened = await browser.newContext({
      storageState: { cookies: cookies.filter((c) => c.expires !== -1), origins: [] },
    });
    const next = await reopened.newPage();
    await next.goto('/settings');
    await expect(next).toHaveURL(/\/auth$/);
    await expect(next.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await reopened.close();
  });

  test('checked: the session outlives the browser', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithForm(page, true);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'sessionId');
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    await context.close();

    const reopened = await browser.newContext({
      storageState: { cookies: cookies.filter((c) => c.expires !== -1), origins: [] },
    });
    const next = await reopened.newPage();
    await next.goto('/settings');
    await expect(next.getByRole('heading', { level: 1, name: 'Cài đặt' })).toBeVisible();
    await expect(next).toHaveURL(/\/settings$/);
    await reopened.close();
  });
});

test('a new screen starts at the top, not where the last one was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await signInThroughApi(page);
  await page.goto('/settings');
  const results = page.getByRole('link', { name: 'Kết quả học tập' });
  await results.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await results.click();
  await expect(page.getByRole('heading', { name: 'Chưa có kết quả' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
