// Issue 31's screenshots for docs/screens: each changed screen at 320 px, in Vietnamese and
// Spanish, light and dark. Each shot also passes the layout check, so a picture of a broken
// screen is never taken silently.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';
import { layoutProblems } from './layout-problems.js';
import { startRandomTest } from './sign-in-helpers.js';

test.use({ viewport: { width: 320, height: 640 } });

const OUT = fileURLToPath(new URL('../../docs/screens/', import.meta.url));

const SCREENS: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['landing', '/', async (page) => expect(page.locator('.landing-tile').first()).toBeVisible()],
  ['home', '/home', async (page) => expect(page.locator('.tab-bar')).toBeVisible()],
  [
    'study-answered',
    '/study',
    async (page) => {
      await page.getByRole('radio').first().click();
      await expect(page.locator('[data-reveal="verdict"]')).toBeVisible();
    },
  ],
  [
    'test',
    '/test',
    async (page) => {
      // The light pass started a test; the dark pass finds it running (a reload resumes it) and photographs that.
      const timer = page.getByRole('timer');
      const start = page.getByTestId('test-intro').getByRole('button').or(page.locator('.fixed-test-list + button'));
      await expect(timer.or(start).first()).toBeVisible({ timeout: 20_000 });
      if (!(await timer.isVisible())) await startRandomTest(page);
      await expect(page.locator('.test-footer')).toBeVisible();
      // The picture is of the running test, not of its few seconds' loading overlay.
      await expect(page.locator('.test-overlay-title')).toHaveCount(0, { timeout: 20_000 });
    },
  ],
  [
    'listening',
    '/listening-practice',
    async (page) => expect(page.locator('.question-card-translation').first()).toBeVisible({ timeout: 20_000 }),
  ],
  [
    'reading',
    '/reading-practice',
    async (page) => expect(page.locator('.question-card').first()).toBeVisible({ timeout: 20_000 }),
  ],
  [
    'listening-setup',
    '/listening-practice-settings',
    async (page) => expect(page.locator('.stepper').first()).toBeVisible({ timeout: 20_000 }),
  ],
  [
    'review',
    '/review',
    async (page) => expect(page.getByTestId('review-counts').or(page.locator('.stepper')).first()).toBeVisible(),
  ],
  ['settings', '/settings', async (page) => expect(page.locator('#settings-comfort-title')).toBeVisible()],
];

for (const language of ['vi', 'es'] as const) {
  test(`screens of issue 31 in ${language} at 320 px, light and dark`, async ({ page }) => {
    test.setTimeout(420_000);
    const username = uniqueName(`shot${language}`);
    await createLearner(username, 2, 'secret123', language);
    await page.addInitScript(installFakeSpeech);
    await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
    expect((await page.request.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);
    await translateInto(page, language);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, path, ready] of SCREENS) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 45_000 });
        await ready(page);
        expect(await layoutProblems(page), `${language} ${name} ${scheme}`).toEqual([]);
        await page.screenshot({ path: `${OUT}${name}-${language}-320-${scheme}.png` });
      }
    }
  });
}
