// Issue 19 against the real build and server: an admin schedules a new Speaker of the House from a
// day on /admin/officeholders (a past day asks for a confirmation first); a learner's device,
// offline, shows the former Speaker on the evening before and the new one on the day, in English
// and in the Vietnamese translation beside it, by the device's own date.
import { expect, test, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName, startsWith } from './api-helpers.js';
import {
  chooseBatchOf,
  goToStudyQuestion,
  signInAdminByApi,
  signInByForm,
  studyOrder,
  type BundleQuestion as Question,
} from './sign-in-helpers.js';

const CHANGE_DAY = '2026-12-20';

testWithServiceWorker(
  'a Speaker scheduled from a day reaches an offline device on that day, in English and Vietnamese',
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const newSpeaker = `Jordan Speaker ${Date.now().toString(36)}`;

    const admin = await (await browser.newContext()).newPage();
    await signInAdminByApi(admin);
    await admin.goto('/admin/officeholders');
    await expect(admin.getByRole('heading', { level: 1, name: 'Officeholders' })).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole('cell', { name: 'Mike Johnson', exact: true })).toBeVisible({ timeout: 20_000 });
    await admin.getByLabel('Office', { exact: true }).selectOption('speaker');
    await admin.getByLabel('Name', { exact: true }).fill(newSpeaker);
    // A day in the past changes answers learners already have: the form asks before it sends.
    await admin.getByLabel('Takes office on').fill('2020-12-07');
    await expect(admin.getByText('2020-12-07 is in the past')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await admin.getByLabel('Yes, this past date is right').check();
    await expect(admin.getByRole('button', { name: 'Schedule' })).toBeEnabled();
    await admin.getByLabel('Takes office on').fill(CHANGE_DAY);
    await expect(admin.getByText(/is in the past/)).toHaveCount(0);
    await admin.getByRole('button', { name: 'Schedule' }).click();
    await expect(admin.getByText(`${newSpeaker} scheduled`)).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: newSpeaker });
    await expect(row).toContainText(CHANGE_DAY);
    await expect(row).toContainText('scheduled');
    await admin.context().close();

    const username = uniqueName('speaker');
    await createLearner(username, 2);
    await page.addInitScript(installFakeSpeech);
    await signInByForm(page, username, { english: true });
    // The learner's bank as Study orders it: active questions in official order.
    const bank = await studyOrder<Question>(page);
    const index = bank.findIndex((q) => q.id === 1030);
    expect(index).toBeGreaterThanOrEqual(0);
    const question = bank[index]!;
    await chooseBatchOf(page, bank, question);

    // The batch chosen through the API (as on another device) reaches this one with the start-up sync;
    // Study follows it as long as the learner has not acted yet, so one visit is enough.
    const openSpeakerQuestion = () => goToStudyQuestion(page, bank, question, { timeout: 20_000 });

    // The evening before, on the device's clock: the bundle is stored, the former Speaker answers.
    await page.clock.setFixedTime(new Date('2026-12-19T20:00:00'));
    await openSpeakerQuestion();
    await page.getByRole('radio', { name: startsWith('Mike Johnson') }).click();
    await expect(page.getByText('Correct!').first()).toBeVisible();

    // Offline, on the day: the new name in the English option and explanation and the Vietnamese ones.
    // The service worker has installed while online (its precache needs the network).
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await page.clock.setFixedTime(new Date(`${CHANGE_DAY}T07:00:00`));
    await openSpeakerQuestion();
    await page.getByRole('radio', { name: startsWith(newSpeaker) }).click();
    await expect(page.getByText('Correct!').first()).toBeVisible();
    await expect(page.getByText(`the Speaker of the House of Representatives is ${newSpeaker}`)).toBeVisible();
    // The Vietnamese beside it (bilingual view): the same name, the translation's own sentence.
    // Auto-bilingual starts on for a learner with a translation (issue 22): turn it on only if it is off.
    const bilingual = page.getByRole('button', { name: 'Bilingual' });
    if ((await bilingual.getAttribute('aria-pressed')) !== 'true') await bilingual.click();
    await expect(page.getByText(`Chủ tịch Hạ viện là ${newSpeaker}`)).toBeVisible();
  },
);
