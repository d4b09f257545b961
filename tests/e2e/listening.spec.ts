import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { installFakeVoice, spokenSoFar, spokenTexts } from './fake-voice.js';
import { signInByForm } from './sign-in-helpers.js';

interface BundleQuestion {
  officialNumber: number;
  questionText: string;
  isActive: boolean;
  correctOptionId: string;
  options: Array<{ id: string; text: string }>;
}

/** The learner's bank in official order, as the server sent it to the device. */
async function bank(page: Page) {
  const answer = await page.request.get('/api/content/bundle?language=none');
  expect(answer.ok()).toBe(true);
  const { questions } = (await answer.json()) as { questions: BundleQuestion[] };
  return questions
    .filter((q) => q.isActive && q.options.some((o) => o.id === q.correctOptionId))
    .sort((a, b) => a.officialNumber - b.officialNumber)
    .map((q) => ({ ...q, answer: q.options.find((o) => o.id === q.correctOptionId)!.text }));
}

testWithServiceWorker(
  'listening and reading practice run offline, read in order and hold the screen awake',
  async ({ page, context }) => {
    test.setTimeout(120_000);
    // A US English voice; Stop (cancel) drops the utterance still running, as a real engine does.
    await page.addInitScript(installFakeVoice, { voice: true, cancels: true });
    // The page's timers run on a clock the test can move: time flows as usual until the test runs it
    // forward itself (after Stop, below).
    await page.clock.install();
    const username = uniqueName('listen');
    await createLearner(username, 2);
    await signInByForm(page, username, { english: true });
    await expect(page.getByText(/^Available questions: \d+$/)).toBeVisible();
    const questions = await bank(page);
    expect(questions.length).toBeGreaterThan(2);

    // One online visit installs the service worker; from here on the device is offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);

    await page.getByRole('link', { name: 'Listening Practice' }).click();
    await expect(page.getByRole('heading', { name: 'Listening Practice Settings' })).toBeVisible();
    await expect(
      page.getByText(
        /5 questions starting at question 1\. Each question is read 3 times, then its correct answer 2 times/,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start Listening Practice' }).click();
    await expect(page).toHaveURL(/\/listening-practice\?count=5&start=1&questionReads=3&answerReads=2$/);
    await expect(page.getByRole('heading', { name: 'Listening Practice', exact: true })).toBeVisible();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    const indicator = page.locator('.wake-lock');
    await expect(indicator).toHaveAttribute('data-state', 'released');

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(indicator).toHaveAttribute('data-state', 'held');
    await expect(indicator).toHaveText(/Screen stays on/);
    // The correct option is marked while its answer is read.
    await expect(page.locator('.practice-option-correct')).toHaveText(new RegExp(escape(questions[0]!.answer)), {
      timeout: 10_000,
    });
    await expect(page.getByText('Question 2 of 5')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => spokenTexts(page).then((t) => t.length), { timeout: 20_000 }).toBeGreaterThanOrEqual(10);

    const [first, second] = questions as [(typeof questions)[0], (typeof questions)[0]];
    const expected = [
      ...Array(3).fill(first.questionText),
      ...Array(2).fill(first.answer),
      ...Array(3).fill(second.questionText),
      ...Array(2).fill(second.answer),
    ];
    expect((await spokenTexts(page)).slice(0, 10)).toEqual(expected);
    const rates = await spokenSoFar(page);
    expect(rates.every((s) => s.rate >= 0.8 && s.rate <= 0.9 && s.lang === 'en-US')).toBe(true);
    await expect(indicator).toHaveAttribute('data-state', 'held');

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(indicator).toHaveAttribute('data-state', 'released');
    await expect(indicator).toHaveText(/Screen may turn off/);
    const afterStop = (await spokenTexts(page)).length;
    // 2.5 s of the page's time, every pause and utterance timer due in it fired, without waiting for them.
    await page.clock.runFor(2_500);
    expect((await spokenTexts(page)).length).toBe(afterStop);

    // Visual reading: the question lights up 4 times, then its answer twice, then the next question.
    await page.getByRole('link', { name: 'Back to listening settings' }).click();
    await page.getByRole('link', { name: 'Visual Reading Practice' }).click();
    await expect(page.getByRole('heading', { name: 'Visual Reading Practice' })).toBeVisible();
    await expect(page.getByTestId('reading-question-text')).toHaveText(
      `${first.officialNumber}. ${first.questionText}`,
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const phase = page.getByTestId('reading-phase');
    const highlight = page.getByTestId('reading-highlight');
    for (const n of [1, 2, 3, 4]) {
      await expect(highlight).toHaveText(`${n} of 4`);
      await expect(phase).toHaveText('Read the question aloud');
      await expect(page.getByTestId('reading-question-text')).toHaveAttribute('data-highlighted', 'true');
    }
    for (const n of [1, 2]) {
      await expect(highlight).toHaveText(`${n} of 2`);
      await expect(phase).toHaveText('Now read the answer aloud');
      await expect(page.getByTestId('reading-answer-text')).toHaveAttribute('data-highlighted', 'true');
      await expect(page.getByTestId('reading-answer-text')).toContainText(first.answer);
    }
    await expect(page.getByTestId('reading-question')).toHaveText('Question 2 of 7');
    await expect(page.getByTestId('reading-question-text')).toHaveText(
      `${second.officialNumber}. ${second.questionText}`,
    );
    await expect(page.locator('.wake-lock')).toHaveAttribute('data-state', 'held');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('reading-question')).toHaveText('Question 1 of 7');
    await expect(phase).toHaveText('Press Start when you are ready.');
    await expect(page.locator('.wake-lock')).toHaveAttribute('data-state', 'released');
  },
);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
