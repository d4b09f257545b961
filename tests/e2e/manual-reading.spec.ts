// Issue 26: manual reading practice follows the visual page's schedule (question highlighted 4 × 2 s,
// answer 2 × 1.5 s, the next question after 1 s, looping, Start/Stop), with a "by tap" choice.
// Checked on Playwright's fake clock, so each step is asserted at its exact time.
import { expect, test, type Page } from './fixtures.js';
import { signInNewLearner } from './sign-in-helpers.js';

test.setTimeout(90_000);

interface HighlightStep {
  times: number;
  phase: string;
  /** The test id of the text highlighted. */
  text: string;
  ms: number;
}

/** The visual page's schedule: the question highlighted 4 × 2 s, then the answer 2 × 1.5 s. */
const SCHEDULE: HighlightStep[] = [
  { times: 4, phase: 'Read the question aloud', text: 'reading-question-text', ms: 2_000 },
  { times: 2, phase: 'Now read the answer aloud', text: 'reading-answer-text', ms: 1_500 },
];

/** One text highlighted `times` times, each for `ms` on the fake clock, under its phase's words. */
async function expectHighlights(page: Page, step: HighlightStep) {
  const highlight = page.getByTestId('reading-highlight');
  for (let n = 1; n <= step.times; n++) {
    await expect(highlight).toHaveText(`${n} of ${step.times}`);
    await expect(page.getByTestId('reading-phase')).toHaveText(step.phase);
    await expect(page.getByTestId(step.text)).toHaveAttribute('data-highlighted', 'true');
    // Just before the time is up the highlight has not moved; at the time it has.
    await page.clock.runFor(step.ms - 10);
    await expect(highlight).toHaveText(`${n} of ${step.times}`);
    await page.clock.runFor(10);
  }
}

test('manual reading runs the timed schedule, stops on Stop, and moves on by tap when chosen', async ({ page }) => {
  await signInNewLearner(page, 'reader', 2, 'en');
  // The fake clock runs in real time while the device downloads its questions, then stands still.
  await page.clock.install();
  await page.goto('/reading-practice');
  await expect(page.getByRole('heading', { name: 'Reading Practice', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('reading-question-text')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Automatically, on the timer' })).toBeChecked();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));

  const phase = page.getByTestId('reading-phase');
  const highlight = page.getByTestId('reading-highlight');
  const status = page.getByTestId('reading-question');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const step of SCHEDULE) await expectHighlights(page, step);
  await expect(phase).toHaveText('Get ready for the next question');
  await expect(status).toHaveText('Question 1 of 7');
  await page.clock.runFor(1_000);
  await expect(status).toHaveText('Question 2 of 7');
  await expect(highlight).toHaveText('1 of 4');

  // Stop halts the schedule where it is.
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.clock.runFor(10_000);
  await expect(status).toHaveText('Question 2 of 7');
  await expect(highlight).toHaveText('1 of 4');

  // By tap: nothing moves on its own; each tap of Next is the next highlight.
  await page.getByRole('radio', { name: 'When I tap Next' }).check();
  await expect(phase).toHaveText('Press Start when you are ready.');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(highlight).toHaveText('1 of 4');
  await page.clock.runFor(10_000);
  await expect(highlight).toHaveText('1 of 4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(highlight).toHaveText('2 of 4');
  await expect(page.getByRole('radio', { name: 'Automatically, on the timer' })).toBeDisabled();
});
