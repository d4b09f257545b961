// Issue 14 on the real build and server: answers recorded on the server (pushed as a device would)
// reach device A, whose Review mode — offline — asks the questions due today first (most overdue
// first), then never-seen ones; its /progress renders offline with the learner's figures; device B
// (fresh storage) signs in and its /progress shows the same figures once A has synced.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, testWithServiceWorker } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName, translateInto } from './api-helpers.js';
import { axeFindings, isBlocking } from './axe.js';
import { signInByApi, type BundleQuestion } from './sign-in-helpers.js';

/** Senators/governor questions (answers depend on the state and date): plain questions keep this simple. */
const SPECIAL = new Set([20, 43, 1023, 1061]);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The browser's calendar day of an instant ('YYYY-MM-DD'): it runs on this machine, in its zone. */
const localDay = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function device(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(installFakeSpeech);
  // An English interface with the Vietnamese translation beside the questions.
  await page.addInitScript(() => {
    localStorage.setItem('interfaceLanguage', 'en');
    localStorage.setItem('language', 'vi');
    localStorage.setItem('bilingual', 'true');
  });
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  return page;
}

/** The figures /progress shows, as text, to compare two devices. */
async function progressFigures(page: Page) {
  return {
    all: await page.getByTestId('mastery-all').innerText(),
    starred: await page.getByTestId('mastery-starred').innerText(),
    missed: await page.getByTestId('most-missed').innerText(),
    answers: await page.getByTestId('answers-30-days').innerText(),
    streak: await page.getByTestId('streak').innerText(),
  };
}

/** Answers one Review card: the card must be `expected` (of `kind`); picks the right or a wrong option. */
async function answerCard(page: Page, expected: BundleQuestion, kind: 'due' | 'new', right: boolean) {
  const card = page.locator('[data-question-id]');
  await expect(card).toHaveAttribute('data-question-id', String(expected.id));
  await expect(card).toHaveAttribute('data-kind', kind);
  await expect(card.getByRole('heading', { level: 2 })).toContainText(expected.questionText);
  const translation = expected.translations?.vi?.questionText;
  expect(translation, 'the bank has a Vietnamese translation').toMatch(/\S/);
  await expect(card.locator('[lang="vi"]').first()).toContainText(translation!);
  const index = right
    ? expected.options.findIndex((o) => o.id === expected.correctOptionId)
    : expected.options.findIndex((o) => o.id !== expected.correctOptionId);
  await card.locator('.option-row').nth(index).click();
  await expect(page.getByRole('status').filter({ hasText: right ? 'Correct!' : 'Not quite.' })).toBeVisible();
}

testWithServiceWorker(
  'Review asks the due questions first offline; /progress renders offline and is the same on a second device',
  async ({ browser }) => {
    test.setTimeout(240_000);
    const username = uniqueName('spaced');
    await createLearner(username, 2, 'secret123', 'en');
    const pageA = await device(browser, username);
    const response = await pageA.request.get('/api/content/bundle?language=vi');
    expect(response.ok()).toBe(true);
    const bank = ((await response.json()) as { questions: BundleQuestion[] }).questions.sort(
      (a, b) => a.officialNumber - b.officialNumber,
    );
    const plain = bank.filter((q) => !SPECIAL.has(q.id) && q.options.length >= 2);
    const [overdue, dueYesterday, notDue] = [plain[9]!, plain[19]!, plain[29]!];
    const firstNew = bank.find((q) => ![overdue.id, dueYesterday.id, notDue.id].includes(q.id))!;

    // The answer log, as another device pushed it: missed 10 days ago (due 9 days ago), missed 2 days
    // ago (due yesterday), right yesterday (due in two days: not today).
    const log = [
      { question: overdue, isCorrect: false, answeredAt: daysAgo(10) },
      { question: dueYesterday, isCorrect: false, answeredAt: daysAgo(2) },
      { question: notDue, isCorrect: true, answeredAt: daysAgo(1) },
    ];
    const pushed = await pageA.request.post('/api/sync/push', {
      data: {
        clientId: randomUUID(),
        ops: log.map((entry, i) => ({
          id: randomUUID(),
          seq: i + 1,
          type: 'answer.record',
          at: entry.answeredAt,
          payload: {
            questionId: entry.question.id,
            isCorrect: entry.isCorrect,
            studyTime: 12,
            answeredAt: entry.answeredAt,
          },
        })),
      },
    });
    expect(pushed.ok()).toBe(true);
    expect(((await pushed.json()) as { results: Array<{ status: string }> }).results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);

    // Issue 33: the streak counts days with that day's goal met; those two days' goal, as the learner's
    // device recorded it, was one question.
    const goalDays = { [localDay(daysAgo(2))]: 1, [localDay(daysAgo(1))]: 1 };
    expect((await pageA.request.put('/api/settings', { data: { studyModeSettings: { goalDays } } })).ok()).toBe(true);

    // Device A online once: the service worker installs, the bank and the answer log land on the device.
    await pageA.goto('/progress');
    await pageA.evaluate(async () => navigator.serviceWorker.ready);
    await expect(pageA.getByTestId('mastery-all')).toContainText(`0 mastered, 3 learning, ${bank.length - 3} new`, {
      timeout: 30_000,
    });
    await pageA.reload();
    await pageA.evaluate(async () => navigator.serviceWorker.ready);

    await pageA.context().setOffline(true);
    await pageA.goto('/review');
    await expect(pageA.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(pageA.getByTestId('review-counts')).toContainText('2 questions due today');
    await expect(pageA.getByTestId('review-counts')).toContainText(`${bank.length - 3} new questions`);
    // The daily goal (default 10) lowered to 3: the two due questions and one new one.
    await expect(pageA.getByTestId('daily-goal')).toHaveText('10');
    for (let i = 0; i < 7; i++) await pageA.getByRole('button', { name: 'Decrease Daily goal' }).click();
    await expect(pageA.getByTestId('daily-goal')).toHaveText('3');
    await pageA.getByRole('button', { name: 'Start review (3 questions)' }).click();

    await answerCard(pageA, overdue, 'due', true);
    await pageA.getByRole('button', { name: 'Next question' }).click();
    await answerCard(pageA, dueYesterday, 'due', false);
    await pageA.getByRole('button', { name: 'Next question' }).click();
    await answerCard(pageA, firstNew, 'new', true);
    await pageA.getByRole('button', { name: 'Finish' }).click();
    await expect(pageA.getByText('You answered 2 of 3 correctly.')).toBeVisible();
    // Answering rescheduled them: nothing is due any more today, and the goal stays (saved with the account).
    await expect(pageA.getByTestId('review-counts')).toContainText('0 questions due today');
    await expect(pageA.getByTestId('daily-goal')).toHaveText('3');

    // /progress offline, from the device's log: 4 questions practised, the misses, 6 answers, and a 3-day
    // streak (1 answer on each of the two days before, against their goal of 1; 3 today against 3).
    await pageA.goto('/progress');
    await expect(pageA.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
    await expect(pageA.getByTestId('mastery-all')).toContainText(`0 mastered, 4 learning, ${bank.length - 4} new`);
    const missed = pageA.getByTestId('most-missed').getByRole('listitem');
    await expect(missed).toHaveCount(2);
    await expect(missed.nth(0)).toContainText(dueYesterday.questionText);
    await expect(missed.nth(0)).toContainText('Missed 2 of 2 times');
    await expect(missed.nth(1)).toContainText(overdue.questionText);
    await expect(missed.nth(1)).toContainText('Missed 1 of 2 times');
    await expect(pageA.getByTestId('answers-30-days')).toHaveText('6 answers in 30 days');
    await expect(pageA.getByTestId('streak')).toHaveText('Streak: 3 days in a row');
    // 3 of the 6 answers were misses: 50%, below the spec's 90% target (part 2 §9).
    await expect(pageA.getByTestId('accuracy-30-days')).toHaveText('Accuracy: 50% right');
    await expect(pageA.getByTestId('accuracy-target')).toContainText('Target accuracy: 90%+');
    await expect(pageA.getByTestId('accuracy-target')).toContainText('Aim for 90% or more');
    await expect(pageA.getByTestId('history-chart').locator('rect[data-count="3"]')).toHaveCount(1);
    // Issue 31: 4 questions answered is too few for a percentage; Progress says so as Home does.
    await expect(pageA.getByTestId('readiness-early')).toHaveText(
      'Keep practising: answer 16 more questions and we can estimate your chance of passing.',
    );
    await expect(pageA.getByTestId('readiness-percent')).toHaveCount(0);
    const figuresA = await progressFigures(pageA);

    // Back online, device A pushes the three Review answers.
    await pageA.context().setOffline(false);
    await pageA.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(pageA.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 30_000 });

    // Device B: fresh storage, same account; its /progress is worked out from the synced log.
    const pageB = await device(browser, username);
    await pageB.goto('/progress');
    await expect(pageB.getByTestId('mastery-all')).toHaveText(figuresA.all, { timeout: 30_000 });
    expect(await progressFigures(pageB)).toEqual(figuresA);
    await pageB.goto('/review');
    await expect(pageB.getByTestId('review-counts')).toContainText('0 questions due today');
    await expect(pageB.getByTestId('review-counts')).toContainText(`${bank.length - 4} new questions`);
    await pageA.context().close();
    await pageB.context().close();
  },
);

/** axe-core's serious and critical findings on the page, plus how far it scrolls sideways. */
async function accessibilityProblems(page: Page) {
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  const findings = (await axeFindings(page)).filter(isBlocking).map((f) => `${f.id}: ${f.targets.join(', ')}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { findings, overflow };
}

test.describe('on a 320 px phone in Vietnamese', () => {
  // The server's Content-Security-Policy forbids injected scripts; axe is a test tool, not app code.
  test.use({ bypassCSP: true, viewport: { width: 320, height: 640 } });

  test('Review and Progress read in the interface language, with no serious axe finding and no sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const username = uniqueName('spacedvi');
    await createLearner(username, 2, 'secret123', 'vi');
    await page.addInitScript(installFakeSpeech);
    await signInByApi(page, username);
    await translateInto(page, 'vi');
    const bank = (
      (await (await page.request.get('/api/content/bundle?language=vi')).json()) as { questions: BundleQuestion[] }
    ).questions;
    const plain = bank.filter((q) => !SPECIAL.has(q.id)).sort((a, b) => a.officialNumber - b.officialNumber);
    const ops = [plain[3]!, plain[4]!, plain[3]!].map((q, i) => {
      const answeredAt = daysAgo(3 - i);
      return {
        id: randomUUID(),
        seq: i + 1,
        type: 'answer.record',
        at: answeredAt,
        payload: { questionId: q.id, isCorrect: i === 1, studyTime: 20, answeredAt },
      };
    });
    expect((await page.request.post('/api/sync/push', { data: { clientId: randomUUID(), ops } })).ok()).toBe(true);

    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Tiến độ của bạn' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('mastery-all')).toContainText(`0 đã thuộc, 2 đang học, ${bank.length - 2} mới`, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('answers-30-days')).toHaveText('3 câu trả lời trong 30 ngày');
    expect(await accessibilityProblems(page)).toEqual({ findings: [], overflow: 0 });

    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Ôn tập' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('review-counts')).toContainText('câu đến hạn ôn hôm nay');
    expect(await accessibilityProblems(page)).toEqual({ findings: [], overflow: 0 });
    await page.getByRole('button', { name: /^Bắt đầu ôn/ }).click();
    await expect(page.locator('[data-question-id]')).toHaveAttribute('data-kind', 'due');
    expect(await accessibilityProblems(page)).toEqual({ findings: [], overflow: 0 });
  });
});
