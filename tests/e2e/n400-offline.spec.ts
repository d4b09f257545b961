// The N-400 texts travel with the question bank (learner audit, session 11): a Vietnamese learner who
// signs in online and only ever sees Home there, never the N-400 practice nor the mock interview, has
// Part 9 offline all the same - in the practice and in the whole interview.
import { expect, test, testWithServiceWorker } from './fixtures.js';
import { createLearner, translateInto, uniqueName } from './api-helpers.js';
import { contentOnDevice, rowsOnDevice, signInByApi } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const n400 = localeFile('vi', 'n400');
const interview = localeFile('vi', 'interview');

interface N400Bundle {
  personal: Array<{ question: string; topic: string }>;
  part9: Array<{ text: string }>;
}

test.use({ viewport: { width: 320, height: 640 } });

testWithServiceWorker(
  'a learner who only saw Home online has Part 9 offline, in the N-400 practice and in the whole interview',
  async ({ page, context }) => {
    test.setTimeout(90_000);
    const username = uniqueName('n400off');
    await createLearner(username, 2, 'secret123', 'vi');
    await page.addInitScript(() => localStorage.setItem('language', 'vi'));
    await signInByApi(page, username);
    await translateInto(page, 'vi');
    const bundle = (await (await page.request.get('/api/n400/bundle?language=vi')).json()) as N400Bundle;

    // Online once, on Home only: the service worker installs and the content downloads meanwhile.
    await page.goto('/home');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await contentOnDevice(page);
    // Nothing on Home asks for the N-400 texts: the sync engine brings them with the question bank.
    // The N-400 texts came with the content: the practice reads this copy offline.
    await rowsOnDevice(page, 'civics-n400', 'bundles');

    await context.setOffline(true);
    await page.goto('/n400');
    await expect(page.locator('.n400-question-text')).toHaveText(bundle.part9[0]!.text, { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: n400.tabPart9 })).toBeVisible();
    await expect(page.getByText(n400.loadFailed)).toHaveCount(0);

    // The whole interview, offline: the oath from the N-400 texts, then Part 9 among its five parts.
    await page.goto('/mock-interview');
    await expect(page.getByRole('button', { name: interview.start })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(interview.whole.choice).check();
    await page.getByRole('button', { name: interview.start }).click();
    const partOf = (current: number, total: number) =>
      interview.whole.partOf.replace('{{current}}', String(current)).replace('{{total}}', String(total));
    await expect(page.getByTestId('step-progress')).toHaveText(partOf(1, 5), { timeout: 20_000 });
    const oath = bundle.personal.find((q) => q.topic.startsWith('oath'))!.question;
    await expect(page.getByTestId('officer-question')).toHaveText(oath);
  },
);
