// Issue 26: manual reading practice follows the visual page's schedule (question highlighted 4 × 2 s,
// answer 2 × 1.5 s, the next question after 1 s, looping, Start/Stop), with a "by tap" choice.
// Checked on Playwright's fake clock, so each step is asserted at its exact time.
import { expect, test } from './fixtures.js';
import { createLearner, uniqueName } from './api-helpers.js';
import { signInByApi } from './sign-in-helpers.js';

test.setTimeout(90_000);

test('manual reading runs the timed schedule, stops on Stop, and moves on by tap when chosen', async ({ page }) => {
  const username = uniqueName('reader');
  await createLearner(username, 2, 'secret123', 'en');
  await signInByApi(page, username);
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
  for (const n of [1, 2, 3, 4]) {
    await expect(highlight).toHaveText(`${n} of 4`);
    await expect(phase).toHaveText('Read the question aloud');
    await expect(page.getByTestId('reading-question-text')).toHaveAttribute('data-highlighted', 'true');
    // Just before the 2 s are up the highlight has not moved; at 2 s it has.
    await page.clock.runFor(1_990);
    await expect(highlight).toHaveText(`${n} of 4`);
    await page.clock.runFor(10);
  }
  for (const n of [1, 2]) {
    await expect(highlight).toHaveText(`${n} of 2`);
    await expect(phase).toHaveText('Now read the answer aloud');
    await expect(page.getByTestId('reading-answer-text')).toHaveAttribute('data-highlighted', 'true');
    await page.clock.runFor(1_490);
    await expect(highlight).toHaveText(`${n} of 2`);
    await page.clock.runFor(10);
  }
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
