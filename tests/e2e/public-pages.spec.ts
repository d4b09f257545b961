// The public information pages (spec part 2 §2, issue 12): signed out, in several interface
// languages, offline after one visit; the language grid, the FAQ by keyboard; and the signed-in
// change password page with the spec's Vietnamese messages.
import { readFileSync } from 'node:fs';
import { expect, request, test, type Page, testWithServiceWorker } from './fixtures.js';
import { E2E_BASE_URL } from '../src/constants.js';
import { createLearner, uniqueName, fromHomeToSettings } from './api-helpers.js';
import { installFakeVoice, spokenSoFar } from './fake-voice.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (language: string, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}/${ns}.json`, import.meta.url), 'utf8'));

const PAGES = [
  ['/introduction', 'introduction'],
  ['/language-select', 'languageSelect'],
  ['/how-to-use', 'howToUse'],
  ['/support', 'support'],
] as const;
const HTML_LANG: Record<string, string> = { en: 'en', vi: 'vi', 'zh-TW': 'zh-Hant', fr: 'fr' };

const NATIVE: Record<string, string> = { en: 'English', vi: 'Tiếng Việt', 'zh-TW': '繁體中文', fr: 'Français' };

/** Picks the interface language the way a visitor does: the Introduction page's dropdown. */
async function chooseLanguage(page: Page, language: string) {
  await page.goto('/introduction');
  // The page's only dropdown (languages with their flags); its label is in the language chosen last.
  await page.locator('.flag-menu-toggle').click();
  await page.getByRole('button', { name: NATIVE[language], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]!);
}

for (const language of ['en', 'vi', 'zh-TW', 'fr']) {
  test(`every public page renders signed out in ${language}`, async ({ page }) => {
    if (language !== 'en') await chooseLanguage(page, language);
    for (const [path, ns] of PAGES) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: locale(language, ns).title, exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]!);
    }
  });
}

testWithServiceWorker(
  'the landing tiles all lead to built pages, and every public page opens offline after one visit',
  async ({ page, context }) => {
    await page.goto('/');
    for (const [path, ns] of PAGES.filter(([p]) => p !== '/language-select')) {
      await page.locator(`a[href="${path}"]`).click();
      await expect(page.getByRole('heading', { level: 1, name: locale('en', ns).title, exact: true })).toBeVisible();
      await page.goBack();
    }
    await chooseLanguage(page, 'vi');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload(); // controlled by the service worker from here on
    await page.evaluate(async () => navigator.serviceWorker.ready);

    await context.setOffline(true);
    for (const [path, ns] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: locale('vi', ns).title, exact: true })).toBeVisible();
    }
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: locale('vi', 'support').title, exact: true }),
    ).toBeVisible();
    await context.setOffline(false);
  },
);

test('the language grid sets the language and lands on /login, and marks the choice', async ({ page }) => {
  const es = locale('es', 'languageSelect');
  const en = locale('en', 'languageSelect');
  await page.goto('/language-select');
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  // French has an interface but no question translations, and says so before it is chosen.
  await expect(page.getByRole('button', { name: /Français/ })).toContainText(en.interfaceOnly);
  await expect(page.getByRole('button', { name: /Deutsch/ })).toContainText(en.notAvailable);

  await page.getByRole('button', { name: /Español/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in screen follows the chosen language (DESIGN.md §10).
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/language-select');
  await expect(page.getByRole('heading', { level: 1, name: es.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /Español/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Español/ })).toContainText(es.selected);
  await expect(page.getByRole('heading', { name: es.current.title })).toBeVisible();
  await page.getByRole('link', { name: es.current.continue }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the FAQ expands and collapses by keyboard, and tells how to reach support', async ({ page }) => {
  const en = locale('en', 'support');
  await page.goto('/support');
  const question = page.getByRole('button', { name: en.groups.payments.q2.q });
  const answer = page.getByText(en.groups.payments.q2.a);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  // The e2e server has no SUPPORT_EMAIL: the page says whom to ask instead of "coming soon".
  await expect(page.getByText(en.actions.contact.notConfigured)).toBeVisible();
  await page.getByRole('link', { name: en.actions.guide.title }).click();
  await expect(page).toHaveURL(/\/how-to-use$/);
});

test('How to use reads a real question aloud through the speech module', async ({ page }) => {
  // A US English voice in place of headless Chromium's none.
  await page.addInitScript(installFakeVoice, { voice: true, cancels: false });
  const en = locale('en', 'howToUse');
  await page.goto('/how-to-use');
  await page.getByRole('button', { name: en.audio.play }).click();
  await expect(page.getByText(en.audio.done)).toBeVisible();
  expect((await spokenSoFar(page)).map(({ text, lang }) => ({ text, lang }))).toEqual([
    { text: 'What is the supreme law of the land?', lang: 'en-US' },
    { text: 'The Constitution.', lang: 'en-US' },
  ]);
});

test('the change password page shows each spec message and succeeds, signing out other sessions', async ({ page }) => {
  const vi = locale('vi', 'account');
  const username = uniqueName('pw');
  await createLearner(username, 1); // prefers Vietnamese: the page shows the spec's Vietnamese texts
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await fromHomeToSettings(page);
  await page.getByRole('link', { name: vi.settingsSection.changePassword }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();

  const submit = page.getByRole('button', { name: vi.submit, exact: true });
  await submit.click();
  await expect(page.getByText('Mật khẩu hiện tại phải có ít nhất 6 ký tự')).toBeVisible();
  await expect(page.getByText('Mật khẩu mới phải có ít nhất 6 ký tự')).toBeVisible();
  await expect(page.getByText('Xác nhận mật khẩu phải có ít nhất 6 ký tự')).toBeVisible();

  await page.getByLabel(vi.currentPassword).fill('wrongpass');
  await page.getByLabel(vi.newPassword, { exact: true }).fill('newsecret1');
  await page.getByLabel(vi.confirmPassword).fill('newsecret2');
  await submit.click();
  await expect(page.getByText('Mật khẩu xác nhận không khớp với mật khẩu mới')).toBeVisible();

  // A wrong current password: 'Lỗi' with the server's message.
  await page.getByLabel(vi.confirmPassword).fill('newsecret1');
  await submit.click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Lỗi' }).first()).toBeVisible();

  // Another device signed in to the same account.
  const otherDevice = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await otherDevice.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);

  await page.getByLabel(vi.currentPassword).fill('secret123');
  await submit.click();
  await expect(page.getByText('Thành công').first()).toBeVisible();
  await expect(page.getByText('Mật khẩu của bạn đã được thay đổi').first()).toBeVisible();
  await expect(page.getByText(vi.success.otherSessions)).toBeVisible();
  expect((await otherDevice.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  expect((await otherDevice.post('/api/login', { data: { username, password: 'newsecret1' } })).ok()).toBe(true);
  await otherDevice.dispose();

  // Signed out meanwhile (the session ended elsewhere): the spec's "must be logged in" message.
  // The page's own start-up requests (who am I, sync) must be over first: one of them answered 401
  // would rightly end the session on the device and leave the page before the form is sent.
  const userChecked = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await page.goto('/change-password');
  await userChecked;
  await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await page.request.post('/api/logout', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).ok()).toBe(
    true,
  );
  await page.getByLabel(vi.currentPassword).fill('newsecret1');
  await page.getByLabel(vi.newPassword, { exact: true }).fill('newsecret2');
  await page.getByLabel(vi.confirmPassword).fill('newsecret2');
  await submit.click();
  await expect(page.getByText('Bạn cần đăng nhập để thay đổi mật khẩu')).toBeVisible();
});
