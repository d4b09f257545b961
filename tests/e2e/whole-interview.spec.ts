// Issue 32: the whole mock interview out loud, in Vietnamese at 320 px: the oath, the learner's own
// answers (stored on the device first), Part 9 with the Vietnamese beside the English, the civics
// test to its pass mark, a sentence read and one written, then one summary. A fake SpeechRecognition
// "hears" what each step queues; questions, answers and sentences come from the app, never hard-coded.
import { expect, test, type Page } from './fixtures.js';
import {
  createLearner,
  hear,
  installFakeRecognition,
  installFakeSpeech,
  translateInto,
  uniqueName,
} from './api-helpers.js';
import { axeFindings, isBlocking } from './axe.js';
import { bankOf, currentQuestion, rightAnswer } from './interview-helpers.js';
import { signInByApi } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const interview = localeFile('vi', 'interview');
const speak = localeFile('vi', 'speak');
const n400 = localeFile('vi', 'n400');

// axe is injected as a test tool; the server's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true, viewport: { width: 320, height: 640 } });

interface N400Bundle {
  personal: Array<{ question: string; field: string | null; topic: string }>;
  part9: Array<{ stem: string | null; text: string; translation: { text: string } | null }>;
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string }> }).__spoken.map((s) => s.text));

async function answerAloud(page: Page, said: string) {
  await hear(page, { text: said });
  await page.getByRole('button', { name: speak.micStart }).click();
  await expect(page.locator('.interview-given q')).toHaveText(said);
}

async function expectNoBlockingAxe(page: Page, name: string) {
  const blocking = (await axeFindings(page)).filter(isBlocking).map((f) => `${f.id}: ${f.targets.join(', ')}`);
  expect(blocking, `${name}: serious or critical axe findings`).toEqual([]);
}

test('a Vietnamese learner passes the whole mock interview out loud: oath, about you, Part 9, civics, reading and writing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = uniqueName('whole');
  await createLearner(username, 2, 'secret123', 'vi');
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, 'device' as const);
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  const bundle = (await (await page.request.get('/api/n400/bundle?language=vi')).json()) as N400Bundle;
  const bank = await bankOf(page);

  // The learner's own answers, kept on this device (N-400 practice, "About you").
  await page.goto('/n400');
  await page.getByRole('tab', { name: n400.tabAboutYou }).click({ timeout: 60_000 });
  await page.getByLabel(n400.field_fullName).fill('Lan Thi Nguyen');
  await page.getByLabel(n400.field_dateOfBirth).fill('03/03/1985');
  await page.getByRole('button', { name: n400.save }).click();
  await expect(page.getByText(n400.aboutSaved)).toBeVisible();

  // As on a device that never downloaded the N-400 texts: the whole interview fetches them first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('civics-n400');
        open.onsuccess = () => {
          const clearing = open.result.transaction('bundles', 'readwrite');
          clearing.objectStore('bundles').clear();
          clearing.oncomplete = () => resolve();
          clearing.onerror = () => reject(clearing.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

  // The start card: the 65/20 test (6 right answers pass) and the whole interview.
  await page.goto('/mock-interview');
  await expect(page.getByRole('button', { name: interview.start })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio').nth(1).check();
  await page.getByLabel(interview.whole.choice).check();
  await page.getByRole('button', { name: interview.start }).click();

  // 1. The oath: read aloud as it appears; "yes I do" is a clear promise.
  const part = (n: number, total: number) =>
    interview.whole.partOf.replace('{{current}}', String(n)).replace('{{total}}', String(total));
  await expect(page.getByTestId('step-progress')).toHaveText(part(1, 6), { timeout: 20_000 });
  await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.oath);
  const oath = bundle.personal.find((q) => q.topic.startsWith('oath'))!.question;
  await expect(page.getByTestId('officer-question')).toHaveText(oath);
  await expect.poll(() => spokenTexts(page)).toContain(oath);
  // The officer's buttons and verdicts speak the N-400 practice's words, in Vietnamese.
  await expect(page.getByRole('button', { name: n400.listen, exact: true })).toBeVisible();
  await answerAloud(page, 'yes I do');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(page.getByTestId('n400-feedback')).toContainText(n400.verdictClear);
  await page.getByRole('button', { name: interview.whole.next }).click();

  // 2. About you: two questions on the learner's own answers, said their way.
  const said: Record<string, string> = {
    fullName: 'my name is Lan Thi Nguyen',
    dateOfBirth: 'March third nineteen eighty five',
  };
  for (let i = 0; i < 2; i++) {
    await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.about);
    const asked = await page.getByTestId('officer-question').innerText();
    const field = bundle.personal.find((q) => q.question === asked)?.field;
    expect(Object.keys(said), `"${asked}" asks for a stored answer`).toContain(field);
    await answerAloud(page, said[field!]!);
    await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
    await page.getByRole('button', { name: interview.whole.next }).click();
  }

  // 3. Part 9: three yes/no questions, the Vietnamese beside the English.
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.part9);
    const asked = await page.getByTestId('officer-question').innerText();
    const item = bundle.part9.find((p) => (p.stem ? `${p.stem} ${p.text}` : p.text) === asked);
    expect(item, `"${asked}" is a Part 9 question`).toBeDefined();
    await expect(page.getByTestId('n400-translation')).toContainText(item!.translation!.text);
    if (i === 0) await expectNoBlockingAxe(page, 'Part 9 in the whole interview');
    await answerAloud(page, 'no I have not');
    await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
    await page.getByRole('button', { name: interview.whole.next }).click();
  }

  // 4. Civics: the 65/20 pass mark, six right answers out loud.
  for (let i = 0; i < 6; i++) {
    await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.civics);
    const q = await currentQuestion(page, bank);
    await hear(page, { text: rightAnswer(q) });
    await page.getByRole('button', { name: speak.micStart }).click();
    await expect(page.locator('.interview-verdict')).toHaveText(interview.correct);
    await page.getByRole('button', { name: i === 5 ? interview.whole.nextPart : interview.nextQuestion }).click();
  }

  // 5. Reading: the sentence read out loud.
  await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.reading);
  const sentence = await page.getByTestId('reading-sentence').innerText();
  await answerAloud(page, sentence.replace(/[?.]/g, '').toLowerCase());
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await page.getByRole('button', { name: interview.whole.nextPart }).click();

  // 6. Writing: the officer reads a sentence; the learner writes what was heard.
  await expect(page.locator('.step-progress-title')).toHaveText(interview.whole.parts.writing);
  await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(0);
  const dictated = (await spokenTexts(page)).at(-1)!;
  await page.getByLabel(interview.whole.writeLabel).fill(dictated);
  await page.getByRole('button', { name: interview.submitAnswer }).click();
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await page.getByRole('button', { name: interview.whole.nextPart }).click();

  // One summary: passed, each part, nothing to practise.
  await expect(page.getByRole('heading', { name: interview.whole.passed })).toBeVisible();
  await expect(page.getByTestId('whole-outcome')).toHaveText(interview.whole.passedText);
  await expect(page.getByTestId('whole-officer')).toContainText(
    interview.whole.officerClear.replace('{{clear}}', '6').replace('{{asked}}', '6'),
  );
  for (const id of ['whole-officer', 'whole-civics', 'whole-reading', 'whole-writing'])
    await expect(page.getByTestId(id)).toHaveAttribute('data-ok', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  await expectNoBlockingAxe(page, 'whole interview summary');
  await page.screenshot({ path: test.info().outputPath('whole-interview-summary-vi-320.png'), fullPage: true });

  // The civics part is kept with the past interviews.
  await page.getByRole('button', { name: interview.again }).click();
  await expect(page.getByTestId('past-interview')).toHaveCount(1, { timeout: 20_000 });
});
