// Issue 23: the mock interview answered out loud. A fake SpeechRecognition (api-helpers) "hears"
// what each test queues; the right answers come from the learner's own bundle, never hard-coded.
// Axe checks every interview screen on the way (axe-core injected, as in accessibility.spec.ts).
import { expect, test, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeRecognition, installFakeSpeech, uniqueName, hear } from './api-helpers.js';
import { axeFindings, isBlocking } from './axe.js';
import { bankOf, currentQuestion, rightAnswer } from './interview-helpers.js';
import { signInByApi } from './sign-in-helpers.js';
import { localeFile, type LocaleTexts as Json } from './locale-texts.js';

// axe is injected as a test tool; the server's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

/** The interview's text and the answering-out-loud text it shares with study and review. */
const locale = (language: string): Json => ({ ...localeFile(language, 'speak'), ...localeFile(language, 'interview') });
const en = locale('en');

/** A level 2 learner (registered preferring Vietnamese) signed in, with the interface in `language`. */
async function learner(page: Page, language: 'en' | 'vi', place: 'device' | 'network' | 'none') {
  const username = uniqueName('voice');
  await createLearner(username, 2);
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, place);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  // Auto-bilingual, on by default for a translation language, as Settings keeps it on the device.
  await page.addInitScript(() => localStorage.setItem('autoBilingual', 'true'));
  await signInByApi(page, username);
  expect((await page.request.put('/api/user/language', { data: { language } })).ok()).toBe(true);
}

async function interviewAxeFindings(page: Page, name: string) {
  const violations = (await axeFindings(page)).map((f) => ({ id: f.id, impact: f.impact }));
  console.log(
    `axe ${name}: ${violations.length === 0 ? 'no violations' : violations.map((v) => `${v.id} (${v.impact})`).join(', ')}`,
  );
  expect(violations.filter(isBlocking), `${name}: serious or critical axe violations`).toEqual([]);
}

async function startInterview(page: Page, startLabel: string, format?: number) {
  await page.goto('/mock-interview');
  const start = page.getByRole('button', { name: startLabel });
  await expect(start).toBeVisible({ timeout: 20_000 });
  if (format !== undefined) await page.getByRole('radio').nth(format).check();
}

test('answers three questions by voice on the device; failing recognition falls back to self-marking, a refused microphone to typing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await learner(page, 'en', 'device');
  const bank = await bankOf(page);
  await startInterview(page, 'Start Interview');
  await interviewAxeFindings(page, 'interview start');
  await page.getByRole('button', { name: 'Start Interview' }).click();

  const note = page.getByTestId('recognition-note');
  await expect(note).toHaveText(en.privacyDevice);
  await expect(page.getByRole('button', { name: en.modeSpeak })).toHaveAttribute('aria-pressed', 'true');
  await interviewAxeFindings(page, 'interview question (speak)');

  // 1-3: three answers by voice, the first with its words shown live; the third wrong.
  for (let i = 0; i < 3; i++) {
    const q = await currentQuestion(page, bank);
    const said = i === 2 ? 'i do not know' : rightAnswer(q);
    if (i === 0)
      await page.evaluate(
        () => ((window as unknown as { __recognition: { finalAfterMs: number } }).__recognition.finalAfterMs = 2_000),
      );
    await hear(page, { text: said });
    await page.getByRole('button', { name: en.micStart }).click();
    if (i === 0) {
      await expect(page.getByText(en.micListening)).toBeVisible();
      await expect(page.getByTestId('interim-text')).toHaveText(
        said
          .split(' ')
          .slice(0, Math.ceil(said.split(' ').length / 2))
          .join(' '),
      );
      await page.evaluate(
        () => ((window as unknown as { __recognition: { finalAfterMs: number } }).__recognition.finalAfterMs = 300),
      );
    }
    await expect(page.locator('.interview-given')).toContainText(en.weHeard);
    await expect(page.locator('.interview-given q')).toHaveText(said);
    await expect(page.locator('.interview-verdict')).toHaveText(i === 2 ? en.wrong : en.correct);
    if (i === 0) await interviewAxeFindings(page, 'interview feedback');
    await page.getByRole('button', { name: en.nextQuestion }).click();
  }

  // 4: recognition fails (the browser's service errs): answer aloud, see the answers, mark yourself.
  await hear(page, { error: 'network' });
  await page.getByRole('button', { name: en.micStart }).click();
  await expect(page.getByText(en.micFailed)).toBeVisible();
  await page.getByRole('button', { name: en.showAnswers }).click();
  await expect(page.locator('.interview-self-mark')).toContainText(en.acceptedAnswers);
  await interviewAxeFindings(page, 'interview self-mark');
  await page.getByRole('button', { name: en.markAlmost }).click();
  await expect(page.locator('.interview-verdict')).toHaveText(en.almost);
  await expect(page.locator('.interview-given')).toHaveText(en.youMarked);
  await page.getByRole('button', { name: en.nextQuestion }).click();

  // 5: the microphone is refused: the typed answer, with the reason.
  const q5 = await currentQuestion(page, bank);
  await hear(page, { error: 'not-allowed' });
  await page.getByRole('button', { name: en.micStart }).click();
  await expect(page.getByText(en.micDenied)).toBeVisible();
  await page.getByLabel(en.typeLabel).fill(rightAnswer(q5));
  await page.getByRole('button', { name: en.submitAnswer, exact: true }).click();
  await expect(page.locator('.interview-given')).toContainText(en.youTyped);
  await expect(page.locator('.interview-verdict')).toHaveText(en.correct);

  // Every listening asked for American English, on the device, with interim results.
  const starts = await page.evaluate(
    () => (window as unknown as { __recognition: { starts: unknown[] } }).__recognition.starts,
  );
  expect(starts).toEqual(Array(5).fill({ lang: 'en-US', processLocally: true, interimResults: true }));
  await expect(page.locator('.interview-progress')).toHaveText('Question 5 · 4 correct · 1 wrong');
});

testWithServiceWorker(
  'offline, where recognition needs the network, the learner answers aloud and marks themself',
  async ({ page, context }) => {
    test.setTimeout(90_000);
    await learner(page, 'en', 'network');
    await startInterview(page, 'Start Interview');
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByTestId('recognition-note')).toHaveText(en.privacyNetwork);
    await expect(page.getByRole('button', { name: en.micStart })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('recognition-note')).toHaveText(en.privacyOffline);
    await expect(page.getByRole('button', { name: en.micStart })).toHaveCount(0);
    await page.getByRole('button', { name: en.showAnswers }).click();
    await page.getByRole('button', { name: en.markCorrect }).click();
    await expect(page.locator('.interview-verdict')).toHaveText(en.correct);
    await expect(page.locator('.interview-given')).toHaveText(en.youMarked);
    await page.getByRole('button', { name: en.nextQuestion }).click();
    // Nothing was sent to a recognizer while offline.
    expect(
      await page.evaluate(
        () => (window as unknown as { __recognition: { starts: unknown[] } }).__recognition.starts.length,
      ),
    ).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('recognition-note')).toHaveText(en.privacyNetwork);
    await expect(page.getByRole('button', { name: en.micStart })).toBeVisible();
  },
);

test('a 65/20 learner in Vietnamese hears each question in Vietnamese first and reaches the pass mark by voice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vi = locale('vi');
  await learner(page, 'vi', 'device');
  const bank = await bankOf(page);
  await startInterview(page, vi.start, 1);
  await expect(page.getByText(vi.rule6520)).toBeVisible();
  await page.getByLabel(vi.readFirstInMyLanguage).check();
  await page.getByRole('button', { name: vi.start }).click();

  // 65/20: pass with 6 correct of 10; the interview stops at the sixth right answer.
  for (let i = 0; i < 6; i++) {
    const q = await currentQuestion(page, bank);
    if (i === 0) {
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __spoken: Array<{ lang: string }> }).__spoken.map((s) => s.lang)),
        )
        .toEqual(['vi-VN', 'en-US']);
      const spoken = await page.evaluate(() =>
        (window as unknown as { __spoken: Array<{ text: string }> }).__spoken.map((s) => s.text),
      );
      expect(spoken[1]).toBe(q.questionText);
      expect(spoken[0]).not.toBe(q.questionText);
    }
    await hear(page, { text: rightAnswer(q) });
    await page.getByRole('button', { name: vi.micStart }).click();
    await expect(page.locator('.interview-verdict')).toHaveText(vi.correct);
    // Bilingual: the question and its answer in Vietnamese beside; the answer itself stays English.
    await expect(page.locator('.interview-translation')).toHaveAttribute('lang', 'vi');
    await page.getByRole('button', { name: i === 5 ? vi.seeResult : vi.nextQuestion }).click();
  }
  await expect(page.getByRole('heading', { name: vi.passed })).toBeVisible();
  await expect(page.locator('.interview-answers li')).toHaveCount(6);
  for (const item of await page.locator('.interview-answers li').all()) await expect(item).toContainText(vi.weHeard);
  await expect(page.locator('.interview-missed li')).toHaveCount(0);
  await interviewAxeFindings(page, 'interview result (vi)');
});
