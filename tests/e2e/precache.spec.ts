// Issue 25: a learner's phone precaches the learner's shell and screens only; the admin area and
// checkout are fetched when opened, then kept by the service worker.
import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import { signInAdminByApi } from './sign-in-helpers.js';

test.setTimeout(90_000);

/** Every URL path in the caches whose name contains `cacheName`. */
async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const paths: string[] = [];
    for (const key of await caches.keys()) {
      if (!key.includes(name)) continue;
      const cache = await caches.open(key);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, cacheName);
}

testWithServiceWorker(
  'the precache holds the learner screens but no admin or checkout code; the admin chunk is kept once opened',
  async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const precached = await cachedPaths(page, 'precache');
    expect(precached).toContain('/index.html');
    expect(
      precached.some((path) => /\/assets\/study-page-.*\.js$/.test(path)),
      'the study screen is precached',
    ).toBe(true);
    expect(
      precached.some((path) => /\/assets\/sign-in-page-.*\.js$/.test(path)),
      'the sign-in screen is precached',
    ).toBe(true);
    expect(
      precached.filter((path) => /admin|checkout/.test(path)),
      'no admin or checkout file is precached',
    ).toEqual([]);

    // An admin opens the admin area with the service worker in control: its chunk is fetched and kept.
    await signInAdminByApi(page);
    await page.reload();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect
      .poll(async () =>
        (await cachedPaths(page, 'online-only-chunks')).some((path) => /\/assets\/admin-app-.*\.js$/.test(path)),
      )
      .toBe(true);
  },
);
