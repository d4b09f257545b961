import { expect, test, type APIRequestContext, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName, translateInto, startsWith } from './api-helpers.js';
import { signInByApi, type BundleOption as Option, type BundleQuestion as Question } from './sign-in-helpers.js';

type SpeechWindow = Window & { __spoken: Array<{ text: string }> };

/** A level 2 learner in California studying with Vietnamese, signed in through the API. */
async function learner(page: Page, currentBatchIndex?: number) {
  const username = uniqueName('study');
  // An English-speaking interface with the Vietnamese translation beside the questions.
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  if (currentBatchIndex !== undefined) {
    expect((await page.request.put('/api/settings', { data: { studyModeSettings: { currentBatchIndex } } })).ok()).toBe(
      true,
    );
  }
  // The learner's own bank, as the device receives it: the expectations come from here.
  const bundle = (await (await page.request.get('/api/content/bundle?language=vi')).json()) as {
    questions: Question[];
  };
  return [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id);
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as SpeechWindow).__spoken.map((s) => s.text));
const questionButton = (page: Page, q: Question) => page.getByRole('button', { name: q.questionText, exact: true });
const optionButton = (page: Page, option: Option) => page.getByRole('radio', { name: startsWith(option.text) });
const correctOf = (q: Question) => q.options.find((o) => o.id === q.correctOptionId)!;
const wrongOf = (q: Question) => q.options.find((o) => o.id !== q.correctOptionId)!;

async function pull(api: APIRequestContext) {
  return (await (await api.get('/api/sync/pull')).json()) as {
    answers: Array<{ questionId: number; isCorrect: boolean }>;
    studySessions: Array<{ questionsCount: number; correctAnswers: number; language: string }>;
    settings: { studyModeSettings: { currentBatchIndex: number } };
  };
}

test('a learner answers a batch of five, hears a question read aloud and completes the study', async ({ page }) => {
  const bank = await learner(page);
  const batch = bank.slice(0, 5);
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: 'Study Mode', level: 1 })).toBeVisible();
  await expect(questionButton(page, batch[0]!)).toBeVisible();
  await expect(page.getByLabel('Question 1 of 5')).toHaveText('1/5');
  // 7:30 for five questions, counting down since the batch opened: any second of its first half-minute
  // (a busy machine can take more than a second to get here).
  await expect(page.getByTestId('time-remaining')).toHaveText(/^7:(30|[0-2]\d)$/);

  // Click-to-read: the question twice, then the correct answer once.
  await questionButton(page, batch[0]!).click();
  await expect
    .poll(() => spokenTexts(page), { timeout: 5_000 })
    .toEqual([batch[0]!.questionText, batch[0]!.questionText, correctOf(batch[0]!).text]);

  for (const [index, q] of batch.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByLabel(`Question ${index + 1} of 5`)).toBeVisible();
    await expect(questionButton(page, q)).toBeVisible();
    const wrong = index === 1;
    const chosen = wrong ? wrongOf(q) : correctOf(q);
    await page.evaluate(() => ((window as unknown as SpeechWindow).__spoken.length = 0));
    await optionButton(page, chosen).click();
    await expect(page.getByRole('status').filter({ hasText: wrong ? 'Incorrect' : 'Correct!' })).toBeVisible();
    await expect(page.getByText(`Correct answer: ${correctOf(q).text}`, { exact: true })).toBeVisible();
    await expect(page.getByText(q.explanation, { exact: true })).toBeVisible();
    await expect(optionButton(page, chosen)).toHaveAttribute('aria-checked', 'true');
    // Tapping an option reads it aloud.
    await expect.poll(() => spokenTexts(page)).toEqual([chosen.text]);
  }

  await page.getByRole('button', { name: 'Complete Study' }).click();
  await expect(page).toHaveURL(/\/study-results$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('studyResults') ?? 'null'));
  expect(stored).toMatchObject({ totalQuestions: 5, correctAnswers: 4, score: 80, completed: true });
  expect(stored.questions.map((q: { questionId: number }) => q.questionId)).toEqual(batch.map((q) => q.id));

  // What the device queued reached the server: the answers, the session and the next batch start.
  await expect.poll(async () => (await pull(page.request)).answers.length, { timeout: 15_000 }).toBe(5);
  const server = await pull(page.request);
  expect(server.answers.filter((a) => !a.isCorrect).map((a) => a.questionId)).toEqual([batch[1]!.id]);
  await expect
    .poll(async () => (await pull(page.request)).studySessions, { timeout: 15_000 })
    .toMatchObject([{ questionsCount: 5, correctAnswers: 4, language: 'vi' }]);
  expect((await pull(page.request)).settings.studyModeSettings.currentBatchIndex).toBe(5);
});

test("choosing option_4 on the senators question opens the Senator Information panel with the state's two senators", async ({
  page,
}) => {
  const probe = await learner(page);
  const index = probe.findIndex((q) => q.id === 1023 || q.id === 20);
  expect(index).toBeGreaterThanOrEqual(0);
  const start = Math.floor(index / 5) * 5;
  expect(
    (await page.request.put('/api/settings', { data: { studyModeSettings: { currentBatchIndex: start } } })).ok(),
  ).toBe(true);
  const senatorsQuestion = probe[index]!;
  const senators = (
    (await (await page.request.get('/api/senators')).json()) as Array<{ state: string; senatorName: string }>
  ).filter((s) => s.state === 'CA');
  expect(senators).toHaveLength(2);

  await page.goto('/study');
  await expect(questionButton(page, probe[start]!)).toBeVisible();
  for (let position = start; position < index; position += 1)
    await page.getByRole('button', { name: 'Next question' }).click();
  await expect(questionButton(page, senatorsQuestion)).toBeVisible();
  await optionButton(
    page,
    senatorsQuestion.options.find((o) => o.id === 'option_4')!,
  ).click();

  const panel = page.getByRole('region', { name: 'Senator Information' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('State')).toHaveValue('CA');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  for (const senator of senators) await expect(panel.getByText(senator.senatorName, { exact: true })).toBeVisible();
  await panel.getByLabel('State').selectOption('DC');
  await expect(panel.getByText('No senator information available for this state.')).toBeVisible();
});

testWithServiceWorker(
  'after one online visit the study screen works offline, and the answer syncs when back online',
  async ({ page, context }) => {
    const bank = await learner(page);
    await page.goto('/study');
    await expect(questionButton(page, bank[0]!)).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.reload();
    await expect(questionButton(page, bank[0]!)).toBeVisible();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await optionButton(page, correctOf(bank[0]!)).click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(async () => (await pull(page.request)).answers, { timeout: 15_000 })
      .toMatchObject([{ questionId: bank[0]!.id, isCorrect: true }]);
  },
);
