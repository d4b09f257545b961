// Issue 22: a Vietnamese newcomer's whole first journey in Vietnamese, on a phone - the landing page
// (preselected from the browser's language), sign-up, verification, the wait for approval (an admin
// approves meanwhile, elsewhere), the first study questions with the translation beside the English
// without a tap - and a second device that opens in Vietnamese with the matching translation.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { approve, installFakeSpeech, uniqueName, fromHomeToSettings } from './api-helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (language: string, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));
const [vi, en] = [
  {
    auth: locale('vi', 'auth'),
    common: locale('vi', 'common'),
    errors: locale('vi', 'errors'),
    public: locale('vi', 'public'),
    settings: locale('vi', 'settings'),
    study: locale('vi', 'study'),
  },
  {
    auth: locale('en', 'auth'),
    common: locale('en', 'common'),
    errors: locale('en', 'errors'),
    public: locale('en', 'public'),
    settings: locale('en', 'settings'),
    study: locale('en', 'study'),
  },
];
const numbered = (text: string, n: number) => text.replace('{{n}}', String(n));

/** The screen is Vietnamese: <html lang> says so and none of these English interface texts shows. */
async function noEnglish(page: Page, texts: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  for (const text of texts) await expect(page.getByText(text, { exact: true }), `English "${text}"`).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, locale: 'vi-VN' });

    test('a Vietnamese newcomer goes from the landing page to the first study question in Vietnamese; a second device opens in Vietnamese', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const username = uniqueName('vinew');
      await page.addInitScript(installFakeSpeech);

      // Landing: the browser's Vietnamese is preselected; the language control and /language-select are there.
      await page.goto('/');
      await expect(page.getByRole('link', { name: new RegExp(vi.public.landing.browse.title) })).toBeVisible();
      await expect(page.getByLabel(vi.public.landing.language.label)).toHaveValue('vi');
      await expect(page.getByRole('link', { name: vi.public.landing.language.all })).toHaveAttribute(
        'href',
        '/language-select',
      );
      await noEnglish(page, [en.public.landing.browse.title, en.public.landing.tagline]);
      await page.getByRole('link', { name: new RegExp(vi.public.landing.browse.title) }).click();

      // Sign-up, in Vietnamese, with Vietnamese as the preferred language already chosen.
      await expect(page.getByRole('heading', { level: 1, name: vi.auth.title })).toBeVisible();
      await expect(page.getByRole('link', { name: vi.auth.languageBar.change })).toHaveAttribute(
        'href',
        '/language-select',
      );
      await page.getByRole('tab', { name: vi.auth.tabs.register }).click();
      await noEnglish(page, [
        en.auth.tabs.register,
        en.auth.fields.username,
        en.auth.fields.preferredLanguage,
        en.auth.register.submit,
      ]);
      // Issue 31: on a phone, sign-up comes in three steps (account; contact; security questions).
      await expect(page.getByRole('heading', { name: vi.auth.register.steps.account })).toBeVisible();
      await page.getByLabel(vi.auth.fields.username).fill(username);
      await page.getByLabel(vi.auth.fields.password, { exact: true }).fill('secret123');
      await page.getByLabel(vi.auth.fields.confirmPassword).fill('secret124');
      // A mistake first: the field's message is in Vietnamese too, on the step that holds the field.
      await page.getByRole('button', { name: vi.auth.register.steps.next }).click();
      await expect(page.getByText(vi.errors.passwords_differ)).toBeVisible();
      await noEnglish(page, [en.errors.passwords_differ]);
      await page.getByLabel(vi.auth.fields.confirmPassword).fill('secret123');
      await page.getByRole('button', { name: vi.auth.register.steps.next }).click();

      await expect(page.getByRole('heading', { name: vi.auth.register.steps.contact })).toBeVisible();
      await expect(page.getByLabel(vi.auth.fields.preferredLanguage)).toHaveValue('vi');
      await noEnglish(page, [en.auth.fields.preferredLanguage]);
      await page.getByLabel(vi.auth.fields.email).fill(`${username}@example.com`);
      await page.getByLabel(vi.auth.fields.phone).fill('5551234567');
      await page.getByRole('button', { name: vi.auth.register.steps.next }).click();

      await expect(page.getByRole('heading', { name: vi.auth.register.steps.security })).toBeVisible();
      for (const n of [1, 2, 3]) {
        await page.getByLabel(numbered(vi.auth.fields.securityQuestion, n)).selectOption({ index: 1 });
        await page.getByLabel(numbered(vi.auth.fields.answer, n), { exact: true }).fill(`answer ${n}`);
      }
      await noEnglish(page, [en.auth.register.submit]);
      await page.getByRole('button', { name: vi.auth.register.submit, exact: true }).click();

      // Registration successful, then verification with the development code.
      await expect(page.getByRole('heading', { name: vi.auth.register.successTitle })).toBeVisible();
      await noEnglish(page, [
        en.auth.register.successTitle,
        en.auth.register.verifyEmail,
        en.auth.register.returnToLogin,
      ]);
      await page.getByRole('button', { name: vi.auth.register.verifyEmail }).click();
      await expect(page.getByRole('heading', { name: vi.auth.verify.title })).toBeVisible();
      const code = /\d{6}/.exec((await page.locator('.dev-code').textContent()) ?? '')?.[0];
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel(vi.auth.fields.verificationCode).fill(code!);
      await noEnglish(page, [en.auth.verify.title, en.auth.verify.submit]);
      await page.getByRole('button', { name: vi.auth.verify.submit, exact: true }).click();
      await expect(page.getByText(vi.auth.verify.successText)).toBeVisible();

      // Sign in: the account waits for approval, in Vietnamese.
      await page.getByLabel(vi.auth.fields.username).fill(username);
      await page.getByLabel(vi.auth.fields.password, { exact: true }).fill('secret123');
      await page.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
      await expect(page.getByRole('heading', { name: vi.common.approval.title })).toBeVisible();
      await noEnglish(page, [en.common.approval.title, en.common.approval.checkAgain]);

      // An admin approves from elsewhere; within 10 s, without a reload, the questions are there.
      const marker = await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      expect(marker).toBe(true);
      await approve(username, 1);
      const approvedAt = Date.now();
      // Issue 31: the first sign-in's welcome (in Vietnamese), then Home's next action (was: Settings).
      await expect(page.getByRole('heading', { level: 1, name: vi.settings.welcome.title })).toBeVisible({
        timeout: 10_000,
      });
      await page.getByRole('button', { name: vi.settings.welcome.next }).click();
      await page.getByRole('button', { name: vi.settings.welcome.next }).click();
      await expect(page.getByLabel(vi.settings.language.label)).toHaveValue('vi');
      await page.getByRole('button', { name: vi.settings.welcome.finish }).click();
      await page.getByTestId('home-next-action').click();
      await expect(page.getByRole('heading', { level: 1, name: vi.study.title })).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible({
        timeout: Math.max(1, 10_000 - (Date.now() - approvedAt)),
      });
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      await noEnglish(page, [en.study.title, en.study.next]);

      // Question 1, then question 2: the Vietnamese translation is beside the English without a tap.
      await expect(page.locator('.study-translation[lang="vi"]').first()).toBeVisible();
      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: vi.study.next }).click();
      await expect(page.locator('.study-translation[lang="vi"]').first()).toBeVisible();
      await expect(page.getByRole('button', { name: vi.study.bilingual })).toHaveAttribute('aria-pressed', 'true');

      // A second device (a fresh browser, in English): after sign-in it opens in Vietnamese with the Vietnamese translation.
      const second = await browser.newContext({ viewport, locale: 'en-US' });
      const other = await second.newPage();
      await other.addInitScript(installFakeSpeech);
      await other.goto('/auth');
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');
      await other.getByLabel(en.auth.fields.username).fill(username);
      await other.getByLabel(en.auth.fields.password, { exact: true }).fill('secret123');
      await other.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
      // The welcome was done on the first device: this one lands on Home, and Settings is a tap away.
      await fromHomeToSettings(other);
      await expect(other.getByRole('heading', { level: 1, name: vi.settings.title })).toBeVisible();
      await expect(other.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(other.getByLabel(vi.settings.language.label)).toHaveValue('vi');
      await expect(other.getByLabel(vi.settings.interfaceLanguage.label)).toHaveValue('vi');
      await other.getByRole('button', { name: vi.settings.actions.startStudy }).click();
      await expect(other.locator('.study-translation[lang="vi"]').first()).toBeVisible({ timeout: 10_000 });
      await second.close();
    });
  });
}
