// Offline cold start in headless Chromium: the learner opened the app online once (service worker
// installed, content in IndexedDB); then, with no network, a fresh page opens /study. Measured
// from navigation to the first question's options being visible.
import { chromium } from '@playwright/test';

export async function offlineColdStart(baseUrl: string, cookie: string, runs = 3): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    // The translation language is the account's setting (issue 30: a browser's keys hold only the
    // signed-in account's values), so it is chosen through the API, as the learner's Settings would.
    const chosen = await context.request.put('/api/settings', {
      data: { studyModeSettings: { translationLanguage: 'vi' } },
    });
    if (!chosen.ok()) throw new Error(`choosing the translation language answered ${chosen.status()}`);
    const first = await context.newPage();
    await first.goto('/settings');
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The content bundle is in IndexedDB once the questions table has rows.
    await first.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('civics-practice');
          open.onsuccess = () => {
            const tx = open.result.transaction('questions', 'readonly');
            const count = tx.objectStore('questions').count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      undefined,
      { timeout: 20_000 },
    );
    await first.reload();
    await first.evaluate(async () => navigator.serviceWorker.ready);
    await first.close();
    await context.setOffline(true);
    const timings: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const t0 = Date.now();
      await page.goto('/study');
      await page.getByRole('radio').first().waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(Date.now() - t0);
      await page.close();
    }
    return timings;
  } finally {
    await browser.close();
  }
}
