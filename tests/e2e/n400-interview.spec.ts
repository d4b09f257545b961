// Issue 32: the officer's N-400 questions. A fake SpeechRecognition (api-helpers) "hears" what each
// step queues; the questions and translations come from the learner's own N-400 bundle, never
// hard-coded. "About you" answers stay on the device while their sync switch is off (the default):
// every request is recorded.
import { expect, test, type Page, type Request, testWithServiceWorker } from './fixtures.js';
import {
  createLearner,
  installFakeRecognition,
  installFakeSpeech,
  translateInto,
  uniqueName,
  hear,
} from './api-helpers.js';
import { signInByApi } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const en = { ...localeFile('en', 'speak'), ...localeFile('en', 'n400') };

interface N400Bundle {
  part9: Array<{ id: string; text: string; translation: { text: string; reviewed: boolean } | null }>;
  vocabulary: Array<{
    term: string;
    plainEnglish: string;
    exampleAnswer: string;
    translation: { term: string } | null;
  }>;
}

/** A level 2 learner with an English interface and Vietnamese beside the English. */
async function learner(page: Page, place: 'device' | 'network', interfaceLanguage = 'en', translation = 'vi') {
  const username = uniqueName('n400');
  await createLearner(username, 2, 'secret123', interfaceLanguage);
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, place);
  await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), interfaceLanguage);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), translation);
  await signInByApi(page, username);
  await translateInto(page, translation);
  return (await (await page.request.get(`/api/n400/bundle?language=${translation}`)).json()) as N400Bundle;
}

async function answerAloud(page: Page, said: string) {
  await hear(page, { text: said });
  await page.getByRole('button', { name: en.micStart }).click();
  await expect(page.locator('.interview-given q')).toHaveText(said);
}

const aboutYouRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('civics-n400');
        open.onsuccess = () => {
          const count = open.result.transaction('aboutYou', 'readonly').objectStore('aboutYou').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

test('a level 2 learner answers Part 9 by voice, explains a word and answers about themself from their own stored answers, which stay on the device while sync is off', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const bundle = await learner(page, 'device');
  const sent: string[] = [];
  page.on('request', (request: Request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/n400');
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible({ timeout: 20_000 });

  // Part 9, Item 1: the English, the Vietnamese beside it with its "not yet reviewed" mark, the voice.
  const first = bundle.part9[0]!;
  await expect(page.locator('.n400-question-text')).toHaveText(first.text, { timeout: 60_000 });
  await expect(page.getByTestId('n400-translation').first()).toContainText(first.translation!.text);
  await expect(page.getByTestId('n400-translation').first()).toContainText(en.notReviewed);
  await expect(page.locator('.n400-terms')).toContainText(bundle.vocabulary[0]!.translation!.term);
  await page.getByRole('button', { name: en.listen, exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string }> }).__spoken.map((s) => s.text)),
    )
    .toContain(first.text);

  await answerAloud(page, 'no I have not');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(page.getByText(en.heardAnswer_no)).toBeVisible();
  // What to do when the true answer is "Yes": one tap away, and it says to tell the truth.
  await page.getByText(en.ifYes).click();
  await expect(page.getByText(en.truthFirst)).toBeVisible();
  await expect(page.getByText(en.yesSteps)).toBeVisible();

  // Item 2: a bare "yes" is taken as a yes, and the officer will want an explanation.
  await page.getByRole('button', { name: en.next }).click();
  await expect(page.locator('.n400-question-text')).toHaveText(bundle.part9[1]!.text);
  await answerAloud(page, 'yes');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'almost');
  await expect(page.getByText(en.noteExplainYes)).toBeVisible();

  // "What does it mean?": explained in simple words, graded on the definition's key words.
  await page.getByRole('tab', { name: en.tabMeaning }).click();
  const term = bundle.vocabulary[0]!;
  await expect(page.locator('.n400-question-text')).toHaveText(`What does “${term.term}” mean?`);
  await answerAloud(page, 'it means you tell people you are American when you are not');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(page.getByText(term.plainEnglish)).toBeVisible();
  await expect(page.getByText(term.exampleAnswer)).toBeVisible();

  // About you: stored on the device, then asked for and compared.
  await page.getByRole('tab', { name: en.tabAboutYou }).click();
  await expect(page.getByText(en.aboutPrivacy)).toBeVisible();
  await page.getByLabel(en.field_fullName).fill('Lan Thi Nguyen');
  await page.getByLabel(en.field_dateOfBirth).fill('03/03/1985');
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.getByText(en.aboutSaved)).toBeVisible();
  await page.getByRole('button', { name: en.practiseAbout }).click();
  await expect(page.locator('.n400-question-text')).toHaveText('What is your full name?');
  await answerAloud(page, 'my name is Nguyen Thi Lan');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await page.getByRole('button', { name: en.next }).click();
  await expect(page.locator('.n400-question-text')).toHaveText('What is your date of birth?');
  await answerAloud(page, 'the third of March nineteen eighty five');
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  await expect(page.getByText(en.aboutVerdict_correct)).toBeVisible();
  expect(await aboutYouRows(page)).toBe(2);

  // "Forget my answers" removes them from the device.
  await page.getByRole('button', { name: en.editAnswers }).click();
  await page.getByRole('button', { name: en.forget }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.forget }).click();
  await expect(page.getByText(en.forgotten)).toBeVisible();
  await expect(page.getByLabel(en.field_fullName)).toHaveValue('');
  expect(await aboutYouRows(page)).toBe(0);

  // Nothing the learner wrote or said about themself went to the server.
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((line) => /Nguyen|1985|Lan Thi/.test(line))).toEqual([]);
});

testWithServiceWorker(
  'offline, the practice opens from the device, says speaking needs a connection and offers tap and type',
  async ({ page, context }) => {
    test.setTimeout(180_000);
    const bundle = await learner(page, 'network');
    await page.goto('/n400');
    await expect(page.locator('.n400-question-text')).toHaveText(bundle.part9[0]!.text, { timeout: 60_000 });
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.evaluate(async () => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await page.goto('/n400');
    await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(en.offlineSpeaking)).toBeVisible();
    await expect(page.getByTestId('n400-no-recognition')).toHaveText(en.noRecognition);
    await expect(page.locator('.n400-question-text')).toHaveText(bundle.part9[0]!.text, { timeout: 60_000 });
    await expect(page.getByTestId('n400-translation').first()).toContainText(bundle.part9[0]!.translation!.text);
    await page.getByRole('button', { name: en.typeInstead }).click();
    await page.getByLabel(en.typeLabel).fill('No, I have not');
    await page.getByRole('button', { name: en.submit, exact: true }).click();
    await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
    await expect(page.getByText(en.youTyped)).toBeVisible();
    await page.getByRole('button', { name: en.next }).click();
    await page.getByRole('button', { name: en.answerNo, exact: true }).click();
    await expect(page.getByText(en.heardAnswer_no)).toBeVisible();
  },
);

for (const language of ['vi', 'es'] as const) {
  test(`at 320 px in ${language}: no sideways scroll, the translation beside the English`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 800 });
    const bundle = await learner(page, 'device', language, language);
    const text = localeFile(language, 'n400');
    await page.goto('/n400');
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('n400-translation').first()).toContainText(bundle.part9[0]!.translation!.text, {
      timeout: 60_000,
    });
    await expect(page.getByTestId('n400-translation').first()).toContainText(text.notReviewed);
    await page.getByText(text.ifYes).click();
    await page.screenshot({ path: testInfo.outputPath(`n400-part9-${language}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('tab', { name: text.tabAboutYou }).click();
    await expect(page.getByText(text.aboutPrivacy)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`n400-about-${language}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
