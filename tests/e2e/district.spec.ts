// Issue 19 against the real build and server: a learner chooses their state and congressional
// district in Settings (with the pointer to house.gov), and Study's representative question then
// names their own Representative, offline too.
import { expect, test, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeSpeech, startsWith, uniqueName } from './api-helpers.js';
import { chooseBatchOf, goToStudyQuestion, signInByForm, studyOrder } from './sign-in-helpers.js';

interface Question {
  id: number;
  officialNumber: number;
  questionText: string;
  isActive?: boolean;
}
interface Seat {
  district: number;
  name: string;
}
const REPRESENTATIVE_QUESTION = 1029; // 2025 Q29, "Name your U.S. representative."

testWithServiceWorker(
  'a learner chooses state and district in Settings, and Study names their Representative, offline too',
  async ({ page }) => {
    test.setTimeout(150_000);
    const username = uniqueName('district');
    await createLearner(username, 2);
    await page.addInitScript(installFakeSpeech);
    await signInByForm(page, username, { english: true });
    const seat = ((await (await page.request.get('/api/representatives?state=TX')).json()) as Seat[]).find(
      (s) => s.district === 7,
    )!;

    // Before a district, the question is a look-up and the district field asks for one.
    await page.getByLabel('Your state or territory').first().selectOption('TX');
    const district = page.getByLabel('Your congressional district').first();
    await expect(district).toBeEnabled({ timeout: 15_000 });
    await expect(district).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Find your representative (house.gov)' }).first()).toHaveAttribute(
      'href',
      'https://www.house.gov/representatives/find-your-representative',
    );
    await district.selectOption({ label: `District 7: ${seat.name}` });
    await expect(district).toHaveValue('7');
    await expect.poll(async () => (await (await page.request.get('/api/user')).json()).congressional_district).toBe(7);

    // Study at the representative question's batch.
    const bank = await studyOrder<Question>(page);
    const index = bank.findIndex((q) => q.id === REPRESENTATIVE_QUESTION);
    expect(index).toBeGreaterThanOrEqual(0);
    const question = bank[index]!;
    await chooseBatchOf(page, bank, question);

    const openRepresentativeQuestion = () => goToStudyQuestion(page, bank, question, { timeout: 20_000 });

    // Online: the device's bundle follows the account (a new ETag after the change).
    await expect(async () => {
      await openRepresentativeQuestion();
      await expect(page.getByRole('radio', { name: startsWith(seat.name) })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });

    // Offline: the stored bundle names the Representative; choosing them is correct.
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await openRepresentativeQuestion();
    await expect(page.getByRole('radio', { name: /^Answers will vary/ })).toHaveCount(0);
    await page.getByRole('radio', { name: startsWith(seat.name) }).click();
    await expect(page.getByText('Correct!').first()).toBeVisible();
    await expect(
      page.getByText(`The U.S. Representative for Texas's congressional district 7 is ${seat.name}`),
    ).toBeVisible();
  },
);
