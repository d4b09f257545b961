// Issue 26, the last items of the spec as a visitor sees them: flags beside the language names
// (the introduction's dropdown and the language-select grid, part 2 §3), the FAQ's payment answers
// matching what checkout sells, and the landing page's brand.
import { expect, test, type Page } from './fixtures.js';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [320, 640],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test("the introduction's language dropdown shows each language's flag beside its own name", async ({ page }) => {
  await page.goto('/introduction');
  const toggle = page.getByRole('button', { name: 'Language English' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle.locator('svg.flag')).toHaveAttribute('data-flag', 'en');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const names = ['English', 'Tiếng Việt', '한국어', '简体中文', '繁體中文', 'Español', 'Français'];
  for (const name of names) {
    const item = page.getByRole('button', { name, exact: true });
    await expect(item).toBeVisible();
    // Decorative: the flag is hidden from screen readers, so the name alone names the button.
    await expect(item.locator('svg.flag')).toHaveAttribute('aria-hidden', 'true');
  }
  await shoot(page, 'introduction-flags');

  // Escape closes the list and stays on the page; a choice switches the interface.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/introduction$/);
  await toggle.click();
  await page.getByRole('button', { name: 'Tiếng Việt', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const vietnamese = page.getByRole('button', { name: 'Ngôn ngữ Tiếng Việt' });
  await expect(vietnamese.locator('svg.flag')).toHaveAttribute('data-flag', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu' })).toBeVisible();
});

test('every language of the language-select grid carries its flag beside its native name', async ({ page }) => {
  await page.goto('/language-select');
  const tiles = page.locator('.language-tile');
  await expect(tiles).toHaveCount(12);
  const codes = ['vi', 'ko', 'zh', 'zh-TW', 'es', 'fr', 'de', 'ja', 'pt', 'ru', 'ar', 'hi'];
  for (const [index, code] of codes.entries()) {
    const tile = tiles.nth(index);
    await expect(tile.locator('svg.flag')).toHaveAttribute('data-flag', code);
    await expect(tile.locator('svg.flag')).toHaveAttribute('aria-hidden', 'true');
    await expect(tile.locator(`.language-native[lang="${code}"]`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Tiếng Việt/ })).toBeVisible();
  await shoot(page, 'language-select-flags');
});

test("the FAQ's payment answers name the plans checkout sells and say cryptocurrency is not accepted", async ({
  page,
}) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'How can I pay?' }).click();
  await expect(page.getByText(/Cryptocurrency is not accepted\./)).toBeVisible();
  await page.getByRole('button', { name: 'Which plans are there?' }).click();
  await expect(page.getByText(/Three plans: Monthly, Yearly and Lifetime/)).toBeVisible();
  // The same names as the checkout catalog the server seeds.
  const plans = (await (await page.request.get('/api/public/pricing')).json()) as Array<{ planName: string }>;
  expect(plans.map((plan) => plan.planName).sort()).toEqual(['Lifetime', 'Monthly', 'Yearly']);
});

test("the landing page's heading is the brand Practice Pro with the product name", async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Practice Pro U.S. Citizenship Test Practice');
  await shoot(page, 'landing-brand');
});
