// Issue 22, "screens show what another device synced while they are open": the learner's phone
// (device A, two tabs) has Study Results and the incorrect-questions list open; on a second device
// (B, its own browser context) the same learner studies a batch. Without a reload, A's open screens
// show B's session: its score, its questions, and its missed questions to retake.
import { expect, test, type BrowserContext, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';
import { studyBatch } from './shared-phone-helpers.js';
import { signInByApi, type BundleQuestion as Question } from './sign-in-helpers.js';

test.describe.configure({ timeout: 900_000 });

/** A device: a fresh browser context with an English interface and Vietnamese beside it, signed in. */
async function device(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  return page;
}

/** Studies a batch (the shared studyBatch), then checks its score and that the device has sent it. */
async function studyAndSend(
  page: Page,
  bank: Map<string, Question>,
  wrong: (index: number) => boolean,
): Promise<Question[]> {
  const asked = await studyBatch(page, bank, wrong, 30_000);
  await expect(page.getByTestId('study-score')).toContainText(`${5 - asked.filter((_, i) => wrong(i)).length}/5`);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  return asked;
}

test('Study Results and the incorrect list open on one device update when another device studies', async ({
  browser,
}, testInfo) => {
  const username = uniqueName('live');
  await createLearner(username, 2, 'secret123', 'en');
  const contextA = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = await device(contextA, username);
  const bundle = (await (await a.request.get('/api/content/bundle?language=en')).json()) as { questions: Question[] };
  const bank = new Map(bundle.questions.map((q) => [q.questionText, q]));

  // Device A: a batch with the second answer wrong (4/5); Study Results in one tab, the missed list in another.
  const first = await studyAndSend(a, bank, (i) => i === 1);
  const list = await contextA.newPage();
  await list.goto('/study-results');
  await list.getByRole('button', { name: 'Retake 1 incorrect question' }).click();
  await expect(list).toHaveURL(/\/incorrect-questions$/);
  await expect(list.getByLabel('Question 1/1')).toBeVisible({ timeout: 20_000 });
  await expect(list.getByText(first[1]!.questionText, { exact: true }).first()).toBeVisible();

  // Device B: the same learner studies batch after batch. Issue 30: every time (10 rounds in a row,
  // not retries), device A's open screens follow with no reload once A is brought back to the front
  // (focus / visibility) or by the short timer while visible.
  const contextB = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const b = await device(contextB, username);
  await b.goto('/home');
  for (let round = 1; round <= 10; round += 1) {
    const wrongCount = (round % 3) + 1;
    const studied = await studyAndSend(b, bank, (i) => i < wrongCount);
    for (const page of [list, a]) await page.bringToFront();
    await expect(a.getByTestId('study-score'), `round ${round}`).toContainText(`${5 - wrongCount}/5`, {
      timeout: 40_000,
    });
    await expect(a.getByTestId('study-percent')).toHaveText(`${(5 - wrongCount) * 20}%`);
    const items = a.getByTestId('answer-review-item');
    await expect(items).toHaveCount(5);
    for (const [i, q] of studied.entries()) await expect(items.nth(i), `round ${round}`).toContainText(q.questionText);
    const retake = wrongCount === 1 ? 'Retake 1 incorrect question' : `Retake ${wrongCount} incorrect questions`;
    await expect(a.getByRole('button', { name: retake })).toBeVisible();
    await expect(list.getByLabel(`Question 1/${wrongCount}`), `round ${round}: the open incorrect list`).toBeVisible({
      timeout: 40_000,
    });
    await expect(list.getByText(studied[0]!.questionText, { exact: true }).first()).toBeVisible();
    if (round === 1) await a.screenshot({ path: testInfo.outputPath('live-results-390.png') });
  }

  await contextB.close();
  await contextA.close();
});
