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

test('an admin at 390 px adds a word, moves it, re-imports it from a file, and learners get each change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A word of this run's own, hidden again at the end, so the other specs keep the seeded lists.
  const term = `practice word ${uniqueName('w')}`;
  const admin = await adminPage(browser, { viewport: { width: 390, height: 844 } });
  const words = async () =>
    (
      (await (await admin.request.get('/api/n400/bundle?language=vi')).json()) as {
        vocabulary: Array<{ id: string; term: string; plainEnglish: string }>;
      }
    ).vocabulary;

  await admin.goto('/admin/n400');
  await expect(admin.getByRole('heading', { name: 'N-400 texts', level: 1 })).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('button', { name: 'Words', exact: true }).click();
  await admin.getByRole('button', { name: 'Add an item' }).click();
  await admin.getByLabel('Term').fill(term);
  await admin.getByLabel('Meaning in plain English').fill('A word used to practise.');
  await admin.getByLabel('Example answer').fill('It means a word I practise.');
  await admin.getByLabel('Where it appears on the form (comma-separated)').fill('Part 9, Part 12');
  await admin.getByRole('button', { name: 'Add item' }).click();
  await expect(admin.getByText('Item added')).toBeVisible();
  await expect(admin.getByTestId('n400-editor').getByRole('heading', { name: term })).toBeVisible();
  expect((await words()).at(-1)).toMatchObject({ term, plainEnglish: 'A word used to practise.' });
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  await admin.screenshot({ path: test.info().outputPath('admin-n400-new-word-390.png'), fullPage: true });

  // Up one place, then back: learners meet the words in the admin's order.
  await admin.getByRole('button', { name: `Move ${term} up` }).click();
  await expect.poll(async () => (await words()).at(-2)?.term).toBe(term);
  await admin.getByRole('button', { name: `Move ${term} down` }).click();
  await expect.poll(async () => (await words()).at(-1)?.term).toBe(term);

  // The same word from a file in the seed's shape: known, so its English is replaced, nothing added.
  await admin.getByRole('button', { name: 'Import a file' }).click();
  await admin.getByLabel('File (JSON)').setInputFiles({
    name: 'n400-vocabulary.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        { term, plainEnglish: 'A clearer meaning.', exampleAnswer: 'It means a word.', appearsIn: ['Part 9'] },
      ]),
    ),
  });
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(admin.getByText('Imported: 0 added, 1 changed.')).toBeVisible();
  expect((await words()).at(-1)).toMatchObject({ term, plainEnglish: 'A clearer meaning.' });

  const id = (await words()).at(-1)!.id;
  expect((await admin.request.patch(`/api/admin/n400/vocabulary/${id}`, { data: { isActive: false } })).ok()).toBe(
    true,
  );
  await admin.context().close();
});
