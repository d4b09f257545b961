// Issue 23: "Say it" in study and review, and the verdict kept in past interviews. A fake
// SpeechRecognition (api-helpers) "hears" what each test queues; the right answers come from the
// learner's own bundle, never hard-coded.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.js';
import {
  createLearner,
  installFakeRecognition,
  installFakeSpeech,
  translateInto,
  uniqueName,
  type FakeHearing,
  hear,
} from './api-helpers.js';
import { rightAnswer } from './interview-helpers.js';
import { signInByApi } from './sign-in-helpers.js';

test.use({ viewport: { width: 390, height: 844 } });

interface BundleQuestion {
  id: number;
  officialNumber: number;
  questionText: string;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
  answersRequired: number;
  officialAnswers?: string[];
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string): Json =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/en/${file}.json`, import.meta.url), 'utf8'));
const speak = read('speak');
const common = read('common');
const interview = read('interview');

/** A level 2 learner with an English interface studying with Vietnamese beside (study asks for a translation), a fake recognizer on the device; their bank in official order. */
async function learner(page: Page): Promise<BundleQuestion[]> {
  const username = uniqueName('sayit');
  await createLearner(username, 2, 'secret123', 'en');
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'en'));
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, 'device' as const);
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: BundleQuestion[];
  };
  return [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id);
}

/** The right answer heard with one letter wrong in its longest word: a near miss ("Almost"). */
function nearMiss(q: BundleQuestion): string {
  const words = rightAnswer(q).split(' ');
  const longest = words.filter((w) => /^[a-z]{6,}$/.test(w)).sort((a, b) => b.length - a.length)[0];
  expect(longest, `"${rightAnswer(q)}" has a word long enough to misspell`).toMatch(/^[a-z]{6,}$/);
  const slip = `${longest!.slice(0, 2)}${longest![2] === 'x' ? 'z' : 'x'}${longest!.slice(3)}`;
  return words.map((w) => (w === longest ? slip : w)).join(' ');
}

/** Taps "Say it", then the microphone, with `hearing` queued; the feedback then shows on the card. */
async function sayIt(page: Page, hearing: FakeHearing) {
  await page.getByRole('button', { name: common.sayIt }).click();
  await expect(page.getByTestId('recognition-note')).toHaveText(speak.privacyDevice);
  await hear(page, hearing);
  await page.getByRole('button', { name: speak.micStart }).click();
}

async function expectHeard(page: Page, said: string, verdict: 'correct' | 'almost' | 'wrong') {
  const feedback = page.getByTestId('spoken-feedback');
  await expect(feedback).toHaveAttribute('data-verdict', verdict);
  await expect(feedback.locator('.interview-given')).toContainText(speak.weHeard);
  await expect(feedback.locator('.interview-given q')).toHaveText(said);
  await expect(feedback.locator('.interview-verdict')).toHaveText(speak[verdict]);
  await expect(feedback).toContainText(speak.acceptedAnswers);
}

async function pulledAnswers(page: Page) {
  const pulled = (await (await page.request.get('/api/sync/pull')).json()) as {
    answers: Array<{ questionId: number; isCorrect: boolean; rating?: string }>;
  };
  return pulled.answers;
}

test('study answered by voice: right, almost (FSRS Hard) and wrong, a refused microphone typed, each with what was heard and every accepted answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bank = await learner(page);
  const batch = bank.slice(0, 5);
  await page.goto('/study');
  await expect(page.getByRole('button', { name: batch[0]!.questionText, exact: true })).toBeVisible({
    timeout: 20_000,
  });

  const said = [rightAnswer(batch[0]!), nearMiss(batch[1]!), 'i do not know'];
  const verdicts = ['correct', 'almost', 'wrong'] as const;
  for (const [index, q] of batch.slice(0, 3).entries()) {
    if (index > 0) await page.getByRole('button', { name: /^Next question/ }).click();
    await expect(page.getByRole('button', { name: q.questionText, exact: true })).toBeVisible();
    await sayIt(page, { text: said[index]! });
    await expectHeard(page, said[index]!, verdicts[index]!);
    // The verdict is the answer: right and almost count as the correct option, wrong as none chosen.
    const correct = page.getByRole('radio', { checked: true });
    if (verdicts[index] === 'wrong') await expect(correct).toHaveCount(0);
    else await expect(correct).toHaveCount(1);
    await expect(page.getByRole('button', { name: common.sayIt })).toHaveCount(0);
    if (index === 0) await page.screenshot({ path: test.info().outputPath('study-heard-390.png'), fullPage: true });
  }
  // 4: the microphone is refused: the typed answer, with the reason, graded the same way.
  await page.getByRole('button', { name: /^Next question/ }).click();
  await expect(page.getByRole('button', { name: batch[3]!.questionText, exact: true })).toBeVisible();
  await page.getByRole('button', { name: common.sayIt }).click();
  await hear(page, { error: 'not-allowed' });
  await page.getByRole('button', { name: speak.micStart }).click();
  await expect(page.getByText(speak.micDenied)).toBeVisible();
  await page.getByLabel(speak.typeLabel).fill(rightAnswer(batch[3]!));
  await page.getByRole('button', { name: speak.submitAnswer, exact: true }).click();
  await expect(page.getByTestId('spoken-feedback').locator('.interview-given')).toContainText(speak.youTyped);
  await expect(page.getByTestId('spoken-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(page.getByText('4 of 5 answered')).toBeVisible();

  // Back to the first: what was heard is still shown.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous question' }).click();
  await expectHeard(page, said[0]!, 'correct');

  // The server has the answers: right, Hard (a near miss), wrong, right (typed).
  await expect.poll(async () => (await pulledAnswers(page)).length, { timeout: 20_000 }).toBe(4);
  const answers = await pulledAnswers(page);
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  expect(byId.get(batch[0]!.id)).toMatchObject({ isCorrect: true });
  expect(byId.get(batch[0]!.id)?.rating).toBeUndefined();
  expect(byId.get(batch[1]!.id)).toMatchObject({ isCorrect: true, rating: 'hard' });
  expect(byId.get(batch[2]!.id)).toMatchObject({ isCorrect: false });
  expect(byId.get(batch[3]!.id)).toMatchObject({ isCorrect: true });

  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: test.info().outputPath('study-heard-320.png'), fullPage: true });
});

test('review by voice: the incorrect-questions retake heard right, and spaced Review falling back to self-marking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bank = await learner(page);
  const missed = bank[1]!;
  await page.goto('/study');
  await expect(page.getByRole('button', { name: bank[0]!.questionText, exact: true })).toBeVisible({ timeout: 20_000 });
  const wrong = missed.options.find((o) => o.id !== missed.correctOptionId)!;
  await page.evaluate(
    (list) => {
      localStorage.setItem('practiceIncorrectQuestions', JSON.stringify(list));
      localStorage.setItem('practiceMode', JSON.stringify('incorrect'));
    },
    [{ ...missed, questionId: missed.id, userAnswerId: wrong.id, isCorrect: false }],
  );

  // The retake: answered out loud, graded by the official answers.
  await page.goto('/incorrect-questions');
  await expect(page.getByText(missed.questionText, { exact: true })).toBeVisible();
  await sayIt(page, { text: rightAnswer(missed) });
  await expectHeard(page, rightAnswer(missed), 'correct');
  await expect(page.getByTestId('spoken-feedback')).toContainText(missed.officialAnswers?.[0] ?? '');
  await expect(page.getByText('Correct: 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('retake-heard-390.png'), fullPage: true });

  // Spaced Review: recognition fails, so the learner answers aloud and marks themself Almost.
  await page.goto('/review');
  await page.getByRole('button', { name: /^Start review/ }).click();
  const card = page.locator('[data-question-id]');
  await expect(card).toBeVisible();
  const reviewId = Number(await card.getAttribute('data-question-id'));
  await page.getByRole('button', { name: common.sayIt }).click();
  await hear(page, { error: 'network' });
  await page.getByRole('button', { name: speak.micStart }).click();
  await expect(page.getByText(speak.micFailed)).toBeVisible();
  await page.getByRole('button', { name: speak.showAnswers }).click();
  await page.getByRole('button', { name: speak.markAlmost }).click();
  const feedback = page.getByTestId('spoken-feedback');
  await expect(feedback).toHaveAttribute('data-verdict', 'almost');
  await expect(feedback.locator('.interview-given')).toHaveText(speak.youMarked);
  await expect(page.getByRole('button', { name: /^Next question|^Finish/ })).toBeEnabled();

  await expect
    .poll(async () => (await pulledAnswers(page)).map((a) => a.questionId).sort(), { timeout: 20_000 })
    .toEqual([missed.id, reviewId].sort());
  const answers = await pulledAnswers(page);
  expect(answers.find((a) => a.questionId === reviewId)).toMatchObject({ isCorrect: true, rating: 'hard' });
  expect(answers.find((a) => a.questionId === missed.id)).toMatchObject({ isCorrect: true });
});

test('past interviews show each question with its verdict, how it was answered and what was heard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bank = await learner(page);
  const byText = new Map(bank.map((q) => [q.questionText, q]));
  await page.goto('/mock-interview');
  await page.getByRole('button', { name: interview.start }).click({ timeout: 20_000 });

  const said: string[] = [];
  for (let i = 0; i < 2; i++) {
    const q = byText.get(await page.locator('.interview-question').innerText())!;
    said.push(i === 0 ? rightAnswer(q) : 'i do not know');
    await hear(page, { text: said[i]! });
    await page.getByRole('button', { name: speak.micStart }).click();
    await expect(page.locator('.interview-given q')).toHaveText(said[i]!);
    await page.getByRole('button', { name: interview.nextQuestion }).click();
  }
  // The rest chosen wrong until the officer's fail mark (2025: 9 wrong): only a finished interview is kept.
  await page.getByRole('button', { name: interview.modeChoose }).click();
  const after = page.getByRole('button', { name: new RegExp(`^(${interview.nextQuestion}|${interview.seeResult})$`) });
  for (let i = 0; i < 20; i++) {
    const q = byText.get(await page.locator('.interview-question').innerText())!;
    await page
      .getByRole('button', { name: q.options.find((o) => o.id !== q.correctOptionId)!.text, exact: true })
      .click();
    await expect(after).toBeVisible();
    const label = await after.innerText();
    await after.click();
    if (label === interview.seeResult) break;
  }
  await expect(page.getByRole('heading', { name: interview.failed })).toBeVisible();

  // Read back from the device after a reload: the stored verdicts and words.
  await page.reload();
  const past = page.getByTestId('past-interview');
  await expect(past).toHaveCount(1, { timeout: 20_000 });
  await past.locator('summary').click();
  const items = past.locator('.interview-answers > li');
  await expect(items).toHaveCount(10);
  await expect(items.nth(0)).toHaveAttribute('data-verdict', 'correct');
  await expect(items.nth(0).locator('.interview-given')).toContainText(speak.weHeard);
  await expect(items.nth(0).locator('.interview-given q')).toHaveText(said[0]!);
  await expect(items.nth(0)).toContainText(interview.correct);
  await expect(items.nth(1)).toHaveAttribute('data-verdict', 'wrong');
  await expect(items.nth(1).locator('.interview-given q')).toHaveText(said[1]!);
  await expect(items.nth(2).locator('.interview-given')).toContainText(speak.youChose);
  await expect(past.locator('summary')).toContainText(interview.failed);
  await page.screenshot({ path: test.info().outputPath('past-interviews-390.png'), fullPage: true });
});
