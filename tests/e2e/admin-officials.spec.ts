// Issue 9 (officials) against the real server: an admin corrects a senator's name on
// /admin/senators and uploads a portrait; a learner of that state opens the Senator Information
// panel in study mode and sees the new name with the portrait (carried in the bundle, offline-ready).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import { approve, uniqueName, installFakeSpeech, registerAndVerify, startsWith } from './api-helpers.js';
import {
  adminPage,
  chooseBatchOf,
  goToStudyQuestion,
  signInByApi,
  type BundleQuestion as Question,
} from './sign-in-helpers.js';

/** A level 2 Californian whose account language is English (so the screens read in English). */
async function englishLearner(page: Page, username: string): Promise<void> {
  // Through the page's own request: whatever cookies registering sets stay with this page.
  await registerAndVerify(page.request, username, 'secret123', 'en');
  await approve(username, 2);
  await signInByApi(page, username);
}

const portraitFile = readFileSync(new URL('../../web/public/icons/icon-192.png', import.meta.url));

test('an admin renames a senator and uploads a portrait; the learner’s Senator Information panel shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const senators = (
    (await (await page.request.get('/api/senators')).json()) as Array<{
      id: number;
      state: string;
      senatorName: string;
    }>
  ).filter((s) => s.state === 'CA');
  expect(senators).toHaveLength(2);
  const target = senators[0]!;
  const newName = `Dana Example ${Date.now().toString(36)}`;

  const admin = await adminPage(browser);
  await admin.goto('/admin/senators');
  await expect(admin.getByRole('heading', { level: 1, name: 'Senators' })).toBeVisible();
  await admin.getByLabel('State').selectOption('CA');
  await expect(admin.getByRole('row')).toHaveCount(3);
  await admin.getByRole('button', { name: `Edit ${target.senatorName}` }).click();
  const form = admin.getByRole('form', { name: `Edit ${target.senatorName}` });
  const name = form.getByLabel('Name');
  await expect(name).toHaveValue(target.senatorName);
  // The form checks with the API's schema before sending: an empty name is refused.
  await name.fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await name.fill(newName);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Changes saved')).toBeVisible();
  await expect(admin.getByRole('cell', { name: newName, exact: true })).toBeVisible();

  await admin.getByRole('button', { name: `Edit ${newName}` }).click();
  await admin
    .getByLabel(/Image file/)
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portraitFile });
  await expect(admin.getByRole('img', { name: `Portrait of ${newName} (preview)` })).toBeVisible();
  await admin.getByRole('button', { name: 'Upload portrait' }).click();
  await expect(admin.getByText('Portrait uploaded')).toBeVisible();
  await expect(admin.getByRole('img', { name: `Portrait of ${newName}`, exact: true })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  await admin.context().close();

  // A Californian learner (level 2) studies the senators question and picks option_4.
  const username = uniqueName('officials');
  await page.addInitScript(installFakeSpeech);
  // Study needs a translation language; the interface stays English (the assertions read English).
  await page.addInitScript(
    () => (localStorage.setItem('language', 'vi'), localStorage.setItem('interfaceLanguage', 'en')),
  );
  await englishLearner(page, username);
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: Question[];
  };
  const bank = [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id);
  const index = bank.findIndex((q) => q.id === 1023 || q.id === 20);
  expect(index).toBeGreaterThanOrEqual(0);
  const question = bank[index]!;
  expect(question.options.find((o) => o.id === question.correctOptionId)!.text).toContain(newName);
  // The translation beside the English is an account setting of its own (issue 22), apart from the interface language.
  await chooseBatchOf(page, bank, question, { translationLanguage: 'vi' });
  await goToStudyQuestion(page, bank, question);
  // Auto-bilingual is on with a translation (issue 22): the option's name is its English, then the translation.
  await page.getByRole('radio', { name: startsWith(question.options.find((o) => o.id === 'option_4')!.text) }).click();

  const panel = page.getByRole('region', { name: 'Senator Information' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(newName, { exact: true })).toBeVisible();
  const portrait = panel.getByRole('img', { name: `Portrait of ${newName}` });
  await expect(portrait).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The other senator has no portrait: initials.
  const other = senators[1]!;
  await expect(panel.getByText(other.senatorName, { exact: true })).toBeVisible();
  await expect(panel.getByRole('img')).toHaveCount(1);
  await expect(panel.getByText(/^In office since /).first()).toBeVisible();
});

test('an admin imports a governors file: the dry-run diff, then Apply schedules the new governor; the dashboard lists what to check', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const newGovernor = `Casey Example ${Date.now().toString(36)}`;
  const file = JSON.stringify([
    {
      state: 'WY',
      stateName: 'Wyoming',
      name: newGovernor,
      party: 'Republican',
      startDate: '2031-01-06',
      termEndsPerSource: '2035-01-01',
    },
  ]);
  const admin = await adminPage(browser);
  await admin.goto('/admin/governors');
  await expect(admin.getByRole('heading', { level: 1, name: 'Governors' })).toBeVisible();
  await admin.getByRole('button', { name: 'Import file' }).click();
  await admin
    .getByLabel('Officials file')
    .setInputFiles({ name: 'governors.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(
    admin.getByText('Governors (governors JSON): 1 added, 0 changed, 1 retired, 0 spelling only, 0 unchanged.'),
  ).toBeVisible();
  const diff = admin.getByRole('table', { name: 'Changes that matter' });
  await expect(diff.getByRole('row', { name: new RegExp(`New holder WY ${newGovernor}`) })).toContainText('2031-01-06');
  await expect(diff.getByRole('row', { name: /Term ends WY Mark Gordon/ })).toContainText('2031-01-06');
  // A dry run stored nothing: the list still has no such governor.
  expect(
    ((await (await admin.request.get('/api/admin/governors')).json()) as Array<{ governorName: string }>).some(
      (g) => g.governorName === newGovernor,
    ),
  ).toBe(false);

  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('Import applied')).toBeVisible();
  await admin.getByLabel('State').selectOption('WY');
  await expect(admin.getByRole('row', { name: new RegExp(newGovernor) })).toContainText('Takes office 2031-01-06');
  await expect(admin.getByRole('row', { name: /Mark Gordon/ })).toContainText('Serving until 2031-01-06');
  // Learners keep today's governor until that day.
  expect(
    ((await (await admin.request.get('/api/governors')).json()) as Array<{ state: string; governorName: string }>).find(
      (g) => g.state === 'WY',
    )!.governorName,
  ).toBe('Mark Gordon');

  await admin.goto('/admin/dashboard');
  const panel = admin.getByRole('region', { name: 'Officials to check' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^\d+ seats? to check/)).toBeVisible();
  await admin.context().close();
});
