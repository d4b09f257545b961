// Issue 32: the learner's "about you" answers are sent to the server only when the learner turns
// "Keep these answers on my account too" on. With the switch off (the default) the app syncs as
// usual and no request carries them; turned on, the account keeps them (the learner's export shows
// them) and a second device signed in as the same learner gets them; "Forget my answers" removes them
// from the device and from the account.
import { expect, test, type BrowserContext, type Page, type Request } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInEnglishWithVietnamese } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const en = localeFile('en', 'n400');
const NAME = 'Lan Thi Nguyen';
const JOB = 'Night nurse at Mercy';

test.describe.configure({ timeout: 240_000 });

/** A device: a fresh browser context signed in as `username`, its sync requests recorded. */
async function device(context: BrowserContext, username: string) {
  const page = await context.newPage();
  await signInEnglishWithVietnamese(page, username);
  const syncBodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/sync/')) syncBodies.push(request.postData() ?? '');
  });
  return { page, syncBodies };
}

async function openAboutYou(page: Page) {
  await page.goto('/n400');
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: en.tabAboutYou }).click();
  await expect(page.getByLabel(en.field_fullName)).toBeVisible({ timeout: 60_000 });
}

/** What the account keeps, as the learner downloads it ("Your data"). */
async function keptOnAccount(page: Page): Promise<Array<{ field: string; value: string }>> {
  const response = await page.request.get('/api/account/export?format=json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { aboutYouAnswers: Array<{ field: string; value: string }> }).aboutYouAnswers;
}

/** Sent pushes (not pulls: a GET has no body) since the device was opened. */
const pushesOf = (bodies: string[]) => bodies.filter((body) => body.includes('"ops"'));

/**
 * Answers an N-400 word by typing, then waits until the app has pushed that answer: proof that the
 * app synced after what came before, with whatever its outbox held.
 */
async function answerAWord({ page, syncBodies }: Awaited<ReturnType<typeof device>>) {
  const pushed = pushesOf(syncBodies).length;
  await page.getByRole('tab', { name: en.tabMeaning }).click();
  await page.getByRole('button', { name: en.typeInstead }).click();
  await page.getByLabel(en.typeLabel).fill('a person who is not a citizen of the United States');
  await page.getByRole('button', { name: en.submit, exact: true }).click();
  await expect(page.getByTestId('n400-feedback')).toBeVisible();
  await expect
    .poll(
      () =>
        pushesOf(syncBodies)
          .slice(pushed)
          .some((body) => body.includes('vocabulary-answer.record')),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await page.getByRole('tab', { name: en.tabAboutYou }).click();
  await expect(page.getByLabel(en.field_fullName)).toBeVisible();
}

const syncSwitch = (page: Page) => page.getByRole('switch', { name: en.aboutSyncLabel });

test('"about you" answers reach the account only with the switch on, reach a second device, and "Forget my answers" removes them everywhere', async ({
  browser,
}) => {
  const username = uniqueName('aboutsync');
  await createLearner(username, 2, 'secret123', 'en');
  const phoneContext = await browser.newContext();
  const phone = await device(phoneContext, username);

  // Off by default: saved on the phone, the app syncs (a word answered is pushed), the answers are not.
  await openAboutYou(phone.page);
  await expect(syncSwitch(phone.page)).not.toBeChecked();
  await expect(phone.page.getByText(en.aboutSyncHelp)).toBeVisible();
  await expect(phone.page.getByText(en.aboutPrivacy)).toBeVisible();
  await phone.page.getByLabel(en.field_fullName).fill(NAME);
  await phone.page.getByLabel(en.field_job).fill(JOB);
  await phone.page.getByRole('button', { name: en.save }).click();
  await expect(phone.page.getByText(en.aboutSaved)).toBeVisible();
  await answerAWord(phone);
  expect(pushesOf(phone.syncBodies).filter((body) => body.includes(NAME) || body.includes(JOB))).toEqual([]);
  expect(phone.syncBodies.filter((body) => body.includes('about-you'))).toEqual([]);
  expect(await keptOnAccount(phone.page)).toEqual([]);

  // On: the choice and the answers are pushed; the account keeps them.
  await syncSwitch(phone.page).click();
  await expect(syncSwitch(phone.page)).toBeChecked();
  await expect(phone.page.getByText(en.aboutPrivacySynced)).toBeVisible();
  await expect
    .poll(async () => (await keptOnAccount(phone.page)).map((a) => [a.field, a.value]).sort(), { timeout: 30_000 })
    .toEqual([
      ['fullName', NAME],
      ['job', JOB],
    ]);
  expect(pushesOf(phone.syncBodies).some((body) => body.includes(NAME))).toBe(true);

  // A second device of the same learner learns the switch is on and gets the answers at its pull.
  const tabletContext = await browser.newContext();
  const tablet = await device(tabletContext, username);
  await tablet.page.goto('/home');
  await expect.poll(() => tablet.syncBodies.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(async () => {
    await openAboutYou(tablet.page);
    await expect(tablet.page.getByLabel(en.field_fullName)).toHaveValue(NAME, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(tablet.page.getByLabel(en.field_job)).toHaveValue(JOB);
  await expect(syncSwitch(tablet.page)).toBeChecked();

  // "Forget my answers" (after its confirmation): gone from the phone and from the account.
  await phone.page.getByRole('button', { name: en.forget }).click();
  const dialog = phone.page.getByRole('alertdialog');
  await expect(dialog).toContainText(en.forgetConfirmSynced);
  await dialog.getByRole('button', { name: en.forget }).click();
  await expect(phone.page.getByText(en.forgottenSynced)).toBeVisible();
  await expect(phone.page.getByLabel(en.field_fullName)).toHaveValue('');
  await expect.poll(() => keptOnAccount(phone.page), { timeout: 30_000 }).toEqual([]);
  // The other device follows the account's forget at its next pull, in the form it has open (a
  // focus asks for a sync round, as when the learner comes back to the app).
  await expect(tablet.page.getByLabel(en.field_fullName)).toHaveValue(NAME);
  await expect(async () => {
    await tablet.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(tablet.page.getByLabel(en.field_fullName)).toHaveValue('', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(tablet.page.getByLabel(en.field_job)).toHaveValue('');

  // Turned off, new answers stay on the phone: the choice is pushed, the answers never again.
  await syncSwitch(phone.page).click();
  await expect(syncSwitch(phone.page)).not.toBeChecked();
  await expect
    .poll(() => pushesOf(phone.syncBodies).some((body) => body.includes('"enabled":false')), { timeout: 30_000 })
    .toBe(true);
  await phone.page.getByLabel(en.field_fullName).fill('Minh Tran');
  await phone.page.getByRole('button', { name: en.save }).click();
  await expect(phone.page.getByText(en.aboutSaved)).toBeVisible();
  await answerAWord(phone);
  expect(phone.syncBodies.filter((body) => body.includes('Minh Tran'))).toEqual([]);
  expect(await keptOnAccount(phone.page)).toEqual([]);

  await phoneContext.close();
  await tabletContext.close();
});
