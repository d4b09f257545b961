// Issue 31's new screens on a 320 px phone in Vietnamese and Spanish: the welcome, the sign-up
// steps, the wait for approval with its sample questions and the card before a test. Each is in
// the learner's language and fits the width (no sideways scroll); the screenshots are kept for
// review (docs/screens).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { createNewcomer, uniqueName } from './api-helpers.js';
import { signInByApi, signInNewLearner } from './sign-in-helpers.js';

// First visits download the bank and the screens' chunks: slow on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const locale = (language: string, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  await fitsWidth(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const language of ['vi', 'es'] as const) {
  test.describe(`at 320 px in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 640 } });
    const settings = locale(language, 'settings');
    const auth = locale(language, 'auth');
    const testText = locale(language, 'test');

    test('the welcome, its three steps', async ({ page }) => {
      const username = uniqueName(`w${language}`);
      await createNewcomer(username, 1, 'secret123', language);
      await signInByApi(page, username);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: settings.welcome.title })).toBeVisible(slow);
      for (const step of [1, 2, 3]) {
        await expect(page.getByTestId('step-progress')).toHaveText(
          settings.welcome.progress.replace('{{current}}', String(step)).replace('{{total}}', '3'),
        );
        await shoot(page, `welcome-${step}-${language}-320`);
        if (step < 3) await page.getByRole('button', { name: settings.welcome.next }).click();
      }
    });

    test('the sign-up steps', async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
      await page.goto('/auth');
      await page.getByRole('tab', { name: auth.tabs.register }).click();
      await expect(page.getByRole('heading', { name: auth.register.steps.account })).toBeVisible();
      await shoot(page, `signup-1-${language}-320`);
      await page.getByLabel(auth.fields.username).fill(uniqueName('s'));
      await page.getByLabel(auth.fields.password, { exact: true }).fill('secret123');
      await page.getByLabel(auth.fields.confirmPassword).fill('secret123');
      await page.getByRole('button', { name: auth.register.steps.next }).click();
      await expect(page.getByRole('heading', { name: auth.register.steps.contact })).toBeVisible();
      // A wrong email: the message under its field, in the learner's language.
      await page.getByLabel(auth.fields.email).fill('not-an-email');
      await page.getByRole('button', { name: auth.register.steps.next }).click();
      await expect(page.getByLabel(auth.fields.email)).toHaveAttribute('aria-invalid', 'true');
      await shoot(page, `signup-2-${language}-320`);
      await page.getByLabel(auth.fields.email).fill('someone@example.com');
      await page.getByLabel(auth.fields.phone).pressSequentially('5551234567');
      await page.getByRole('button', { name: auth.register.steps.next }).click();
      await expect(page.getByRole('heading', { name: auth.register.steps.security })).toBeVisible();
      await shoot(page, `signup-3-${language}-320`);
    });

    test('the wait for approval with the sample questions', async ({ page }) => {
      const username = uniqueName(`p${language}`);
      await createNewcomer(username, 0, 'secret123', language);
      await signInByApi(page, username);
      await page.goto('/auth');
      const samples = page.getByTestId('pending-samples');
      await expect(samples.getByRole('heading', { name: auth.pending.samples.title })).toBeVisible(slow);
      await expect(samples.getByLabel(auth.pending.samples.language)).toHaveValue(language);
      await expect(samples.locator(`[lang="${language}"]`).first()).toBeVisible(slow);
      await shoot(page, `waiting-${language}-320`);
    });

    test('the card before a test', async ({ page }) => {
      await signInNewLearner(page, `t${language}`, 2, language);
      await page.goto('/test');
      const random = page.getByRole('button', { name: testText.chooser.random });
      const intro = page.getByTestId('test-intro');
      await expect(random.or(intro).first()).toBeVisible(slow);
      if (await random.isVisible()) await random.click();
      await expect(intro.getByRole('heading', { name: testText.intro.title })).toBeVisible();
      await expect(intro.getByRole('button', { name: testText.intro.start })).toBeVisible();
      await shoot(page, `test-intro-${language}-320`);
    });
  });
}
