// A learner who forgot the password resets it with the three security questions, in Vietnamese on a
// 320 px phone: the questions show as the register form offered them, a wrong answer says so in
// Vietnamese and changes nothing, the right ones set the new password, and only the new one signs in.
import { expect, test, type Page } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { LEARNER_PASSWORD } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const vi = { auth: localeFile('vi', 'auth'), errors: localeFile('vi', 'errors') };
const en = localeFile('en', 'auth');
const numbered = (text: string, n: number) => text.replace('{{n}}', String(n));

test.use({ viewport: { width: 320, height: 640 }, locale: 'vi-VN' });

async function fillAnswers(page: Page, answers: string[]) {
  for (const [i, answer] of answers.entries())
    await page.getByLabel(numbered(vi.auth.fields.answer, i + 1)).fill(answer);
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel(vi.auth.fields.username).fill(username);
  await page.getByLabel(vi.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
}

test('a learner resets a forgotten password with the security questions, in Vietnamese', async ({ page }) => {
  const username = uniqueName('reset');
  await createLearner(username, 1);
  await page.goto('/auth');
  await page.getByRole('button', { name: vi.auth.login.forgotPassword }).click();
  await expect(page.getByRole('heading', { name: vi.auth.password.title })).toBeVisible();
  await page.getByLabel(vi.auth.fields.username).fill(username);
  await page.getByRole('button', { name: vi.auth.reset.getQuestions }).click();

  // The account's questions (stored in English, chosen from the register form's lists) in Vietnamese.
  await expect(page.getByText(vi.auth.reset.step2Text)).toBeVisible();
  for (const [n, key] of [
    [1, 'q1_1'],
    [2, 'q2_1'],
    [3, 'q3_1'],
  ] as const) {
    const shown = numbered(vi.auth.reset.questionN, n).replace('{{question}}', vi.auth.securityQuestions[key]);
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('What was the name of your first pet?')).toHaveCount(0);

  // A wrong answer: the server's refusal in Vietnamese, and the old password still works afterwards.
  await fillAnswers(page, ['Miu', 'Kieu', 'Bun bo']);
  await page.getByLabel(vi.auth.fields.newPassword).fill('newsecret9');
  await page.getByLabel(vi.auth.fields.confirmPassword).fill('newsecret9');
  await page.getByRole('button', { name: vi.auth.reset.submit, exact: true }).click();
  await expect(page.getByText(vi.errors.security_answers_wrong)).toBeVisible();
  expect((await page.request.post('/api/login', { data: { username, password: LEARNER_PASSWORD } })).ok()).toBe(true);
  await page.request.post('/api/logout');

  // The right answers (case and spaces aside, as the register form took them) set the new password.
  await fillAnswers(page, ['miu', ' Kieu ', 'PHO']);
  await page.getByRole('button', { name: vi.auth.reset.submit, exact: true }).click();
  await expect(page.getByText(vi.auth.reset.success)).toBeVisible();
  await expect(page.getByText(en.reset.success)).toHaveCount(0);
  await page.getByRole('button', { name: vi.auth.password.returnToLogin }).click();

  await signIn(page, username, LEARNER_PASSWORD);
  await expect(page.getByText(vi.errors.invalid_credentials)).toBeVisible();
  await signIn(page, username, 'newsecret9');
  await expect(page).toHaveURL(/\/home$/);
});
