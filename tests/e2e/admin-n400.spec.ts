// Issue 32: an operator on a phone corrects a machine-made N-400 translation and marks it reviewed;
// the learner's next N-400 download carries it, marked reviewed (no "Not yet reviewed" beside it). The last Part 9
// item is used, so other specs (which read the first items) keep the seeded state.
import { expect, test } from './fixtures.js';
import { createLearner, translateInto, uniqueName } from './api-helpers.js';
import { adminPage, signInByApi } from './sign-in-helpers.js';

interface Part9Item {
  id: string;
  number: string;
  text: string;
  translation: { text: string; reviewed: boolean } | null;
}

test('an admin at 390 px corrects and approves a Part 9 translation; the learner gets it reviewed', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('n400admin');
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => {
    localStorage.setItem('interfaceLanguage', 'en');
    localStorage.setItem('language', 'vi');
  });
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  const part9 = ((await (await page.request.get('/api/n400/bundle?language=vi')).json()) as { part9: Part9Item[] })
    .part9;
  const last = part9.at(-1)!;
  expect(last.translation?.reviewed).toBe(false);

  const admin = await adminPage(browser, { viewport: { width: 390, height: 844 } });
  await admin.goto('/admin/n400');
  await expect(admin.getByRole('heading', { name: 'N-400 texts', level: 1 })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('Search').fill(last.text.slice(0, 30));
  const row = admin.getByRole('button', { name: new RegExp(`^Item ${last.number} `) });
  await expect(row).toContainText('not reviewed');
  await row.click();
  const editor = admin.getByTestId('n400-editor');
  await expect(editor.getByRole('heading', { name: `Item ${last.number}` })).toBeVisible();
  await expect(editor.getByTestId('n400-translation-state')).toContainText('Not yet reviewed');
  const corrected = `${last.translation!.text} (đã kiểm tra)`;
  await editor.getByLabel('Question', { exact: true }).nth(1).fill(corrected);
  await editor.getByLabel('Reviewed by a person: the translation is right').check();
  await editor.getByRole('button', { name: 'Save the translation' }).click();
  await expect(admin.getByText('Translation saved and marked reviewed')).toBeVisible();
  await expect(editor.getByTestId('n400-translation-state')).toContainText('Reviewed (admin:');
  await expect(editor.getByLabel('Reviewed by a person: the translation is right')).toBeChecked();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  await admin.screenshot({ path: test.info().outputPath('admin-n400-390.png'), fullPage: true });

  // The learner's next N-400 download carries it, reviewed.
  const after = ((await (await page.request.get('/api/n400/bundle?language=vi')).json()) as { part9: Part9Item[] })
    .part9;
  expect(after.at(-1)!.translation).toMatchObject({ text: corrected, reviewed: true });
  await admin.context().close();
});
