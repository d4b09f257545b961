// Study results and the review of missed questions, on the real build and server: the score of a
// stored session, the answers to look back at, a retake counted beside the first score, and Begin Again
// made offline reaching the server once back online.
import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName } from './api-helpers.js';
import { signInByForm, type BundleQuestion } from './sign-in-helpers.js';

/** The senators/governor questions open extra panels in study; plain questions keep this test simple. */
const SPECIAL = new Set([20, 43, 1023, 1061]);

/** Five questions of the learner's own bank, as the server sends it to the device. */
async function bankSample(page: Page): Promise<BundleQuestion[]> {
  const response = await page.request.get('/api/content/bundle?language=vi');
  expect(response.ok()).toBe(true);
  const { questions } = (await response.json()) as { questions: BundleQuestion[] };
  return questions
    .filter((q) => !SPECIAL.has(q.id) && q.options.length >= 3)
    .sort((a, b) => a.officialNumber - b.officialNumber)
    .slice(0, 5);
}

const wrongOption = (q: BundleQuestion) => q.options.find((o) => o.id !== q.correctOptionId)!;
const correctOption = (q: BundleQuestion) => q.options.find((o) => o.id === q.correctOptionId)!;

/** A finished study session as the study screen stores it: the 2nd and 4th answers wrong. */
function studyResult(questions: BundleQuestion[]) {
  const wrong = new Set([1, 3]);
  return {
    totalQuestions: questions.length,
    correctAnswers: questions.length - wrong.size,
    score: Math.round(((questions.length - wrong.size) / questions.length) * 100),
    completed: true,
    elapsedTime: 95,
    lastQuestionNumber: questions.at(-1)!.officialNumber,
    questions: questions.map((q, i) => ({
      questionId: q.id,
      userAnswerId: wrong.has(i) ? wrongOption(q).id : q.correctOptionId,
      isCorrect: !wrong.has(i),
      questionText: q.questionText,
      options: q.options,
      correctOptionIndex: q.correctOptionIndex,
      correctOptionId: q.correctOptionId,
      explanation: q.explanation,
      ...(q.translations?.vi ? { translations: { vi: q.translations.vi } } : {}),
    })),
  };
}

/** Seeds the result once, before the app starts (later loads keep what the app made of it). */
async function seedStudyResult(page: Page, result: ReturnType<typeof studyResult>) {
  await page.addInitScript((value) => {
    if (localStorage.getItem('e2eSeeded')) return;
    localStorage.setItem('studyResults', value);
    localStorage.setItem('e2eSeeded', '1');
  }, JSON.stringify(result));
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string }> }).__spoken.map((s) => s.text));

async function pull(page: Page) {
  const response = await page.request.get('/api/sync/pull');
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    progressResetAt: string | null;
    answers: Array<{ questionId: number; isCorrect: boolean }>;
  };
}

const optionButton = (page: Page, text: string) =>
  page.getByRole('button').filter({ has: page.getByText(text, { exact: true }) });

test('study results show the score and answers; a retake of the missed questions is counted beside the first score', async ({
  page,
}) => {
  const username = uniqueName('res');
  await createLearner(username, 2);
  await page.addInitScript(installFakeSpeech);
  await signInByForm(page, username, { english: true });
  const sample = await bankSample(page);
  expect(sample).toHaveLength(5);
  await seedStudyResult(page, studyResult(sample));

  await page.goto('/study-results');
  await expect(page.getByRole('heading', { name: 'Study Results', level: 1 })).toBeVisible();
  await expect(page.getByText(`Last question attempted: ${sample[4]!.officialNumber}`)).toBeVisible();
  await expect(page.getByTestId('study-score')).toContainText('3/5');
  await expect(page.getByTestId('study-percent')).toHaveText('60%');

  const items = page.getByTestId('answer-review-item');
  await expect(items).toHaveCount(5);
  const markers = ['Correct', 'Incorrect', 'Correct', 'Incorrect', 'Correct'];
  for (const [i, marker] of markers.entries()) {
    await expect(items.nth(i).locator('.answer-marker')).toHaveText(new RegExp(`^\\W*${marker}$`));
    await expect(items.nth(i)).toContainText(sample[i]!.questionText);
  }
  const missed = items.nth(1);
  await expect(missed.getByRole('listitem').first()).toContainText(/^A\./);
  await expect(missed.getByRole('listitem').filter({ hasText: wrongOption(sample[1]!).text })).toContainText(
    'Your answer',
  );
  await expect(missed.getByRole('listitem').filter({ hasText: correctOption(sample[1]!).text })).toContainText(
    'Correct answer',
  );

  const first = items.first();
  await expect(first.getByText(sample[0]!.explanation, { exact: true })).toHaveCount(0);
  await first.getByRole('button', { name: 'Show Explanation' }).click();
  await expect(first.getByText(sample[0]!.explanation, { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Hide Explanation' }).click();
  await expect(first.getByText(sample[0]!.explanation, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Retake 2 incorrect questions' }).click();
  await expect(page).toHaveURL(/\/incorrect-questions$/);
  await expect(page.getByLabel('Question 1/2')).toBeVisible();
  await expect(page.getByText('Correct: 0')).toBeVisible();

  // Tapping the question reads it twice, then the correct answer.
  const [one, two] = [sample[1]!, sample[3]!];
  await page.getByRole('button', { name: one.questionText }).click();
  await expect.poll(() => spoken(page)).toEqual([one.questionText, one.questionText, correctOption(one).text]);

  await optionButton(page, correctOption(one).text).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(page.getByText('Correct: 1')).toBeVisible();
  await expect(page.getByText(one.explanation, { exact: true })).toBeVisible();
  await expect(optionButton(page, wrongOption(one).text)).toBeDisabled();

  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByLabel('Question 2/2')).toBeVisible();
  await optionButton(page, wrongOption(two).text).click();
  await expect(page.getByText('Correct!')).toHaveCount(0);
  await expect(page.getByText('Correct: 1')).toBeVisible();
  await expect(optionButton(page, correctOption(two).text)).toContainText('Correct answer');

  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/study-results$/);
  await expect(page.getByTestId('study-score')).toContainText('3/5');
  await expect(page.getByTestId('study-percent')).toHaveText('60%');
  await expect(page.getByTestId('study-retake')).toHaveText('Retake: 1 of the 2 missed questions now right');
  await expect(items.nth(1).locator('.answer-marker')).toHaveText(/Correct$/);
  await expect(items.nth(3).locator('.answer-marker')).toHaveText(/Incorrect$/);
  await expect(page.getByRole('button', { name: 'Retake 1 incorrect question' })).toBeVisible();

  // A reload shows the same first score and retake.
  await page.reload();
  await expect(page.getByTestId('study-percent')).toHaveText('60%');
  await expect(page.getByTestId('study-retake')).toHaveText('Retake: 1 of the 2 missed questions now right');

  // Both review answers reached the server through the outbox.
  await expect
    .poll(async () =>
      (await pull(page)).answers
        .filter((a) => a.questionId === one.id || a.questionId === two.id)
        .map((a) => [a.questionId, a.isCorrect]),
    )
    .toEqual([
      [one.id, true],
      [two.id, false],
    ]);
});

test('with nothing stored, both screens say so and offer a way on', async ({ page }) => {
  const username = uniqueName('empty');
  await createLearner(username, 2);
  await signInByForm(page, username, { english: true });

  await page.goto('/incorrect-questions');
  await expect(page.getByText('No incorrect questions to review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Study' })).toHaveAttribute('href', '/study');
  await page.getByRole('link', { name: 'View Results' }).click();

  await expect(page).toHaveURL(/\/study-results$/);
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByTestId('answer-review-item')).toHaveCount(0);
  await page.getByRole('link', { name: 'Complete Study Mode First' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

testWithServiceWorker(
  'Begin Again works offline and its reset reaches the server once back online',
  async ({ page, context }) => {
    const username = uniqueName('again');
    await createLearner(username, 2);
    await signInByForm(page, username, { english: true });
    await seedStudyResult(page, studyResult(await bankSample(page)));
    await page.goto('/study-results');
    await expect(page.getByTestId('study-percent')).toHaveText('60%');

    // The service worker serves the app once it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect((await pull(page)).progressResetAt).toBeNull();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Begin Again' }).click();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL(/\/study$/);
    // (The study screen consumes the beginAgain flag as it opens, so only the cleared result is checked.)
    expect(await page.evaluate(() => localStorage.getItem('studyResults'))).toBeNull();
    await expect(page.getByText(/changes? waiting to sync/)).toBeVisible();
    // Longer than the sync debounce after a write: offline, nothing may have left the device.
    await page.waitForTimeout(2_500);
    await expect(page.getByText(/changes? waiting to sync/)).toBeVisible();
    expect((await pull(page)).progressResetAt).toBeNull();

    await context.setOffline(false);
    await expect.poll(async () => (await pull(page)).progressResetAt, { timeout: 15_000 }).not.toBeNull();
    await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
  },
);
