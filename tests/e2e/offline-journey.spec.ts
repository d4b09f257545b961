// The offline promise end to end: opened online once, the app then studies, shows results and
// retakes missed questions with no network; back online, the server holds every answer and the
// study session exactly once, even when a push reached the server but its answer was lost.
import { expect, test, testWithServiceWorker } from './fixtures.js';
import { createLearner, uniqueName, startsWith } from './api-helpers.js';
import { contentOnDevice, signInEnglishWithVietnamese, type BundleQuestion as Question } from './sign-in-helpers.js';

testWithServiceWorker(
  'study, results and retake work offline, and sync exactly once when back online',
  async ({ page, context }) => {
    test.setTimeout(90_000);
    const username = uniqueName('offline');
    await createLearner(username, 2, 'secret123', 'en');
    await signInEnglishWithVietnamese(page, username, 'browser');
    const bundle = (await (await page.request.get('/api/content/bundle?language=vi')).json()) as {
      questions: Question[];
    };
    const batch = [...bundle.questions].sort((a, b) => a.officialNumber - b.officialNumber).slice(0, 5);

    // Online once: the service worker installs and the content lands in IndexedDB.
    await page.goto('/settings');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await contentOnDevice(page);
    await page.reload();
    await page.evaluate(async () => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await page.goto('/study');
    await expect(page.getByRole('heading', { name: 'Study Mode', level: 1 })).toBeVisible();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    // The first question answered wrong, the other four right.
    for (const [index, question] of batch.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Next question' }).click();
      const choice =
        index === 0
          ? question.options.find((o) => o.id !== question.correctOptionId)!
          : question.options.find((o) => o.id === question.correctOptionId)!;
      await page.getByRole('radio', { name: startsWith(choice.text) }).click();
      await expect(page.getByRole('status').filter({ hasText: index === 0 ? 'Incorrect' : 'Correct!' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Complete Study' }).click();
    await expect(page).toHaveURL(/\/study-results$/);
    await expect(page.getByText('4/5', { exact: true })).toBeVisible();
    await expect(page.getByText('80%', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Retake 1 incorrect question' }).click();
    await expect(page).toHaveURL(/\/incorrect-questions$/);
    const missed = batch[0]!;
    const rightText = missed.options.find((o) => o.id === missed.correctOptionId)!.text;
    // The review letters its options: "A. Republic" (its translation follows in bilingual mode).
    await page
      .getByRole('button', { name: new RegExp(`^[A-D]\\. ${rightText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/study-results$/);
    // The first score stays; the retake shows beside it (issue 22).
    await expect(page.getByTestId('study-score')).toContainText('4/5');
    await expect(page.getByTestId('study-retake')).toHaveText('Retake: 1 of the 1 missed questions now right');
    await expect(page.getByText(/changes waiting to sync/)).toBeVisible();

    // Back online; the first push reaches the server but its answer is lost on the way back.
    let interrupted = 0;
    await page.route('**/api/sync/push', async (route) => {
      if (interrupted === 0) {
        interrupted += 1;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 30_000 });
    expect(interrupted).toBe(1);

    const pulled = (await (await page.request.get('/api/sync/pull')).json()) as {
      answers: Array<{ id: string; questionId: number; isCorrect: boolean }>;
      studySessions: Array<{ questionsCount: number; correctAnswers: number }>;
    };
    // Five study answers and the retake's one, each stored once.
    expect(pulled.answers).toHaveLength(6);
    expect(new Set(pulled.answers.map((a) => a.id)).size).toBe(6);
    expect(
      pulled.answers
        .filter((a) => a.questionId === missed.id)
        .map((a) => a.isCorrect)
        .sort(),
    ).toEqual([false, true]);
    expect(pulled.studySessions).toHaveLength(1);
    expect(pulled.studySessions[0]).toMatchObject({ questionsCount: 5, correctAnswers: 4 });
  },
);
