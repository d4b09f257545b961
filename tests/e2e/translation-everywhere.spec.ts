// Issue 31 on the real build: the translation beside the English on test results (review and
// explanations), listening, reading and Progress's lists; "Say it" asks for English and does not
// count an answer in Vietnamese; the verdict and the explanation's first line are in view after
// answering at 320 px; the dark theme has no serious axe finding. The Vietnamese comes from the
// learner's own bundle, never hard-coded.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures.js';
import {
  createLearner,
  installFakeRecognition,
  installFakeSpeech,
  startsWith,
  uniqueName,
  hear,
} from './api-helpers.js';
import { checkTestOption, signInForShortTests, startRandomTest } from './sign-in-helpers.js';

test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });
test.describe.configure({ timeout: 150_000 });

interface Question {
  id: number;
  officialNumber: number;
  questionText: string;
  explanation: string;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
  translations: Record<
    string,
    { questionText: string; options: Array<{ id: string; text: string }>; explanation: string }
  >;
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string): Json =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/en/${file}.json`, import.meta.url), 'utf8'));
const speak = read('speak');
const common = read('common');

/** A level 2 learner, English interface, Vietnamese beside the English; their bank by question text. */
async function learner(page: Page): Promise<Map<string, Question>> {
  const username = uniqueName('everywhere');
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, 'device' as const);
  const bank = await signInForShortTests<Question>(page, username);
  return new Map(bank.map((q) => [q.questionText, q]));
}

const vi = (q: Question) => q.translations.vi!;
const viOption = (q: Question, id: string) => vi(q).options.find((o) => o.id === id)!.text;

/** Opens Study and returns the question on screen, looked up in the bank by its English text. */
async function studyQuestionShown(page: Page, bank: Map<string, Question>): Promise<Question> {
  await page.goto('/study');
  const read = page.locator('.question-card-read').first();
  await expect(read).toBeVisible({ timeout: 20_000 });
  return bank.get((await read.innerText()).trim())!;
}

/**
 * The verdict and the explanation's first line are on the screen, above the action bar. `noBar`: the
 * line's limit when there is no action bar; without it the bar must be there.
 */
async function expectVerdictAndFirstLineInView(page: Page, verdict: Locator, noBar?: number) {
  await expect(async () => {
    const bar = await page.locator('.question-actions').first().boundingBox();
    const limit = noBar === undefined ? bar!.y : (bar?.y ?? noBar);
    const firstLine = await page
      .locator('[data-reveal="explanation"]')
      .evaluate((el) => el.getBoundingClientRect().top + parseFloat(getComputedStyle(el).lineHeight));
    expect((await verdict.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect(firstLine).toBeLessThanOrEqual(limit);
  }).toPass({ timeout: 5_000 });
}

test('test results: each reviewed question, its answers and its explanation show the Vietnamese beneath the English', async ({
  page,
}) => {
  const bank = await learner(page);
  await page.goto('/test');
  await startRandomTest(page);
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled({ timeout: 20_000 });
  const asked: Question[] = [];
  for (let index = 0; index < 5; index += 1) {
    const q = bank.get(await page.locator('#test-question-text').innerText())!;
    expect(q, 'the test question is in the bank').toBeTruthy();
    asked.push(q);
    // The test itself stays English: the officer asks in English.
    await expect(page.getByText(vi(q).questionText)).toHaveCount(0);
    await checkTestOption(page, q.options.find((o) => o.id === q.correctOptionId)!.text);
    if (index < 4) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(/\/test-results$/);
  const items = page.getByTestId('test-review-item');
  await expect(items).toHaveCount(5);
  for (const [index, q] of asked.entries()) {
    const item = items.nth(index);
    await expect(item.locator('.question-card-translation[lang="vi"]')).toHaveText(vi(q).questionText);
    await expect(item.locator('.test-review-answer .translated-text[lang="vi"]').nth(1)).toHaveText(
      viOption(q, q.correctOptionId),
    );
  }
  const first = items.first();
  await first.getByRole('button', { name: 'Show Explanation' }).click();
  await expect(first.locator('.explanation p[lang="vi"]')).toHaveText(vi(asked[0]!).explanation);
  await expect(first.locator('.explanation p[lang="en"]')).toHaveText(asked[0]!.explanation);
  await page.screenshot({ path: test.info().outputPath('test-results-vi-320.png'), fullPage: true });
});

test('listening and reading: the Vietnamese shows beneath the English question and answers, also while it is read', async ({
  page,
}) => {
  const bank = await learner(page);
  await page.goto('/listening-practice');
  const card = page.locator('.question-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const heading = (await card.locator('.question-card-text').innerText()).replace(/^\d+\.\s*/, '');
  const q = bank.get(heading)!;
  expect(q, 'the question read is in the bank').toBeTruthy();
  await expect(card.locator('.question-card-translation[lang="vi"]')).toHaveText(vi(q).questionText);
  await expect(card.locator('.translated-text[lang="vi"]', { hasText: viOption(q, q.correctOptionId) })).toHaveCount(1);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.locator('.question-card-translation[lang="vi"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.goto('/reading-practice');
  const reading = page.locator('.question-card').first();
  await expect(reading).toBeVisible({ timeout: 20_000 });
  const readQ = bank.get(
    (await page.getByTestId('reading-question-text').first().innerText()).replace(/^\d+\.\s*/, ''),
  )!;
  expect(readQ, 'the reading question is in the bank').toBeTruthy();
  await expect(reading.locator('.question-card-translation[lang="vi"]')).toHaveText(vi(readQ).questionText);
  await expect(page.getByTestId('reading-answer-translation').first()).toHaveText(
    viOption(readQ, readQ.correctOptionId),
  );
});

test('"Say it" asks for English; an answer in Vietnamese is not counted and the learner tries again; the verdict is then in view at 320 px', async ({
  page,
}) => {
  const bank = await learner(page);
  const q = await studyQuestionShown(page, bank);
  expect(q, 'the study question is in the bank').toBeTruthy();
  await page.getByRole('button', { name: common.sayIt }).click();
  await expect(page.getByText(speak.answerInEnglish)).toBeVisible();

  // The correct answer, said in Vietnamese.
  const inVietnamese = viOption(q, q.correctOptionId);
  await hear(page, { text: inVietnamese });
  await page.getByRole('button', { name: speak.micStart }).click();
  await expect(page.getByRole('alert')).toContainText('Please answer in English');
  await expect(page.getByRole('alert')).toContainText(inVietnamese);
  await expect(page.getByTestId('spoken-feedback')).toHaveCount(0);
  // Nothing was recorded: the options are still open.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  // Again, in English.
  const english = q.options.find((o) => o.id === q.correctOptionId)!.text;
  await hear(page, { text: english });
  await page.getByRole('button', { name: speak.micStart }).click();
  const verdict = page.getByTestId('spoken-feedback').locator('.interview-verdict');
  await expect(verdict).toHaveText(speak.correct);
  // The verdict and the explanation's first line are on the screen, above the action bar (or the
  // screen's foot, 640 px, when there is no bar).
  await expectVerdictAndFirstLineInView(page, verdict, 640);
});

test('study at 320 px: after tapping an answer, the verdict and the first line of the explanation are in view', async ({
  page,
}) => {
  const bank = await learner(page);
  const q = await studyQuestionShown(page, bank);
  await page.getByRole('radio', { name: startsWith(q.options.find((o) => o.id === q.correctOptionId)!.text) }).click();
  const verdict = page.locator('[data-reveal="verdict"]');
  await expect(verdict).toBeVisible();
  await expectVerdictAndFirstLineInView(page, verdict);
  await page.screenshot({ path: test.info().outputPath('study-answered-320.png') });
});

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

test('dark theme, following the device: dark colours and no serious axe finding on the main learner screens', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await learner(page);
  const screens: Array<[string, string]> = [
    ['/home', 'h1'],
    ['/study', '.question-card'],
    ['/settings', 'h1'],
    ['/review', 'h1'],
    ['/progress', 'h1'],
    ['/listening-practice', '.question-card'],
    ['/reading-practice', '.question-card'],
    ['/incorrect-questions', 'h1'],
    ['/', 'h1'],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
    // Dark for real: the page's background is dark, its text light.
    const [bg, fg] = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.documentElement).color,
    ]);
    const light = (rgb: string) =>
      rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0) / 3;
    expect(light(bg), `${path} background ${bg}`).toBeLessThan(60);
    expect(light(fg), `${path} text ${fg}`).toBeGreaterThan(190);
    expect(await seriousFindings(page), `${path} in the dark theme`).toEqual([]);
  }
  // An answered study question (verdict colours) in the dark.
  await page.goto('/study');
  await page.getByRole('radio').first().click();
  await expect(page.locator('[data-reveal="verdict"]')).toBeVisible();
  expect(await seriousFindings(page), '/study answered, dark').toEqual([]);
});
