// Issue 31's comfort: the text size chosen in Settings applies at once and after a reload (kept on
// the device), and at 200 % text every main learner screen still fits a 390 px phone: no sideways
// scroll, nothing outside the viewport.
import { expect, test } from '@playwright/test';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';

test.use({ viewport: { width: 390, height: 844 } });

const SCREENS = ['/home', '/settings', '/study', '/review', '/progress', '/listening-practice-settings', '/test-results', '/incorrect-questions'];

test('text size: Larger applies at once and after a reload; at 200 % the main screens do not scroll sideways', async ({ page }) => {
  test.setTimeout(150_000);
  const username = uniqueName('textsize');
  await createLearner(username, 2, 'secret123', 'es');
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'es'));
  expect((await page.request.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);
  await translateInto(page, 'es');
  await page.goto('/settings');
  const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await rootSize();
  await page.getByLabel('Tamaño del texto').selectOption('larger');
  await expect.poll(rootSize).toBeCloseTo(before * (150 / 106.25), 0);
  await page.reload();
  await expect(page.getByLabel('Tamaño del texto')).toHaveValue('larger');
  await expect.poll(rootSize).toBeCloseTo(before * (150 / 106.25), 0);

  // 200 % of the app's size, as a browser's text zoom would make it.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '212.5%')));
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(rootSize).toBeCloseTo(before * 2, 0);
    const wide = await page.evaluate(() => {
      const scrolling = document.scrollingElement ?? document.documentElement;
      return scrolling.scrollWidth > window.innerWidth ? `${scrolling.scrollWidth} px wide` : '';
    });
    expect(wide, `${path} at 200 %`).toBe('');
  }
});
