// Issue 32: the N-400 words in the review schedule. Every meaning answered (graded or self-marked) is
// recorded and synced; the words due today come first with "N words due today", the word list shows
// where each word stands (new / learning / known), and a second device shows the same schedule.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures.js';
import {
  createLearner,
  hear,
  installFakeRecognition,
  installFakeSpeech,
  translateInto,
  uniqueName,
} from './api-helpers.js';
import { signInByApi } from './sign-in-helpers.js';
import { localeFile } from './locale-texts.js';

const en = { ...localeFile('en', 'speak'), ...localeFile('en', 'n400') };

interface N400Bundle {
  vocabulary: Array<{ id: string; term: string; plainEnglish: string }>;
}

/** An English interface with Vietnamese beside it, on this page's device. */
async function openAs(page: Page, username: string): Promise<N400Bundle> {
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(installFakeRecognition, 'device' as const);
  await page.addInitScript(() => {
    localStorage.setItem('interfaceLanguage', 'en');
    localStorage.setItem('language', 'vi');
  });
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  return (await (await page.request.get('/api/n400/bundle?language=vi')).json()) as N400Bundle;
}

const stateOf = (page: Page, term: string) =>
  page
    .locator('.n400-word', { has: page.getByRole('heading', { name: term, exact: true }) })
    .getByTestId('n400-word-state');

const pulledWords = async (page: Page) =>
  ((await (await page.request.get('/api/sync/pull')).json()) as { vocabularyAnswers: Array<{ termId: string }> })
    .vocabularyAnswers;

test('the words due today come first, every meaning answered counts, and a second device shows the same schedule', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const username = uniqueName('words');
  await createLearner(username, 2, 'secret123', 'en');
  const bundle = await openAs(page, username);
  const [first, second, third] = bundle.vocabulary;

  // Another device answered the third word right four days ago: due again today (FSRS: 3 days).
  const answeredAt = new Date(Date.now() - 4 * 86_400_000).toISOString();
  const pushed = await page.request.post('/api/sync/push', {
    data: {
      clientId: randomUUID(),
      ops: [
        {
          id: randomUUID(),
          seq: 1,
          type: 'vocabulary-answer.record',
          at: answeredAt,
          payload: { termId: third!.id, isCorrect: true, answeredAt },
        },
      ],
    },
  });
  expect(pushed.ok()).toBe(true);
  expect((await pushed.json()).results[0].status).toBe('applied');

  await page.goto('/n400');
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: en.tabMeaning }).click();
  // The due word first, with the day's count.
  await expect(page.getByTestId('n400-words-due')).toHaveText(en.wordsDue_one.replace('{{count}}', '1'), {
    timeout: 30_000,
  });
  await expect(page.locator('.n400-question-text')).toHaveText(`What does “${third!.term}” mean?`);
  await hear(page, { text: third!.plainEnglish });
  await page.getByRole('button', { name: en.micStart }).click();
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'correct');
  // Answered: nothing is due any more today, and the word stays on screen with its meaning.
  await expect(page.getByTestId('n400-words-due')).toHaveText(en.wordsNoneDue);
  await expect(page.locator('.n400-question-text')).toHaveText(`What does “${third!.term}” mean?`);

  // Then the new words, in the form's order: a wrong typed answer counts too.
  await page.getByRole('button', { name: en.nextTerm }).click();
  await expect(page.locator('.n400-question-text')).toHaveText(`What does “${first!.term}” mean?`);
  await page.getByRole('button', { name: en.typeInstead }).click();
  await page.getByLabel(en.typeLabel).fill('a yellow banana');
  await page.getByRole('button', { name: en.submit, exact: true }).click();
  await expect(page.getByTestId('n400-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await page.getByRole('button', { name: en.nextTerm }).click();
  await expect(page.locator('.n400-question-text')).toHaveText(`What does “${second!.term}” mean?`);

  // The word list: where each word stands.
  await page.getByRole('tab', { name: en.tabWords }).click();
  await expect(page.getByTestId('n400-words-due')).toHaveText(en.wordsNoneDue);
  await expect(stateOf(page, third!.term)).toHaveText(en.wordState_learning);
  await expect(stateOf(page, first!.term)).toHaveText(en.wordState_learning);
  await expect(stateOf(page, second!.term)).toHaveText(en.wordState_new);

  // Synced: the server holds the three answers.
  await expect.poll(async () => (await pulledWords(page)).length, { timeout: 30_000 }).toBe(3);

  // A second device (a phone at 320 px) replays the same schedule from the pull.
  const phone = await browser.newContext({ viewport: { width: 320, height: 800 }, serviceWorkers: 'block' });
  const other = await phone.newPage();
  await openAs(other, username);
  await other.goto('/n400');
  await expect(other.getByRole('heading', { name: en.title, level: 1 })).toBeVisible({ timeout: 20_000 });
  await other.getByRole('tab', { name: en.tabWords }).click();
  await expect(stateOf(other, first!.term)).toHaveText(en.wordState_learning, { timeout: 30_000 });
  await expect(stateOf(other, third!.term)).toHaveText(en.wordState_learning);
  await expect(stateOf(other, second!.term)).toHaveText(en.wordState_new);
  // New words lead the list: the two answered ones come after them.
  await expect(other.locator('.n400-word h3').first()).toHaveText(second!.term);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await phone.close();
});
