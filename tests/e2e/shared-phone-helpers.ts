// Issue 30: helpers for learners who share one phone (one browser context). studyBatch serves the
// specs that study on several devices too (live-results, learner-polish had pasted copies of it).
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { createLearner, installFakeSpeech, startsWith, translateInto, uniqueName } from './api-helpers.js';

export interface Question {
  id: number;
  officialNumber: number;
  questionText: string;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
}

/** What studyBatch needs of a question: each spec's own question type has at least this. */
export type Answerable = Pick<Question, 'questionText' | 'options' | 'correctOptionId'>;

export const correctOf = (q: Answerable) => q.options.find((o) => o.id === q.correctOptionId)!;
export const wrongOf = (q: Answerable) => q.options.find((o) => o.id !== q.correctOptionId)!;

/** Signs in through the sign-in screen, as a learner on the phone does. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A sign-in lands on Home (issue 31; createLearner's accounts have the welcome behind them).
  await expect(page).toHaveURL(/\/(home|settings)$/, { timeout: 20_000 });
}

/** The header's Logout (confirming the unsent-changes question when it comes). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * Studies the batch the device offers, answering wrong where `wrong(index)`; returns the questions asked.
 * `timeout`: for the first question (the first start downloads the bank: slow on a busy machine).
 */
export async function studyBatch<Q extends Answerable>(
  page: Page,
  bank: Map<string, Q>,
  wrong: (index: number) => boolean,
  timeout = 60_000,
): Promise<Q[]> {
  await page.goto('/study');
  const text = page.locator('.question-card-read').first();
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout });
  const asked: Q[] = [];
  for (let index = 0; index < 5; index += 1) {
    if (index > 0) await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByLabel(`Question ${index + 1} of 5`)).toBeVisible();
    const q = bank.get((await text.innerText()).trim());
    expect(q, 'the question shown is in the bank').toBeTruthy();
    asked.push(q!);
    await page.getByRole('radio', { name: startsWith((wrong(index) ? wrongOf(q!) : correctOf(q!)).text) }).click();
  }
  await page.getByRole('button', { name: 'Complete Study' }).click();
  await expect(page).toHaveURL(/\/study-results$/);
  return asked;
}

/**
 * The family phone: learners A and B (English accounts) and one 390 px browser context whose interface
 * is English unless a test chooses another; A signed in there with Vietnamese beside the English.
 * Returns A's bank (in English) too.
 */
export async function familyPhone(browser: Browser, prefixA: string, prefixB: string) {
  const a = uniqueName(prefixA);
  const b = uniqueName(prefixB);
  await createLearner(a, 2, 'secret123', 'en');
  await createLearner(b, 2, 'secret123', 'en');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => {
    if (!localStorage.getItem('interfaceLanguage')) localStorage.setItem('interfaceLanguage', 'en');
  });
  await signIn(page, a);
  await translateInto(page, 'vi');
  const bank = ((await (await page.request.get('/api/content/bundle?language=en')).json()) as { questions: Question[] })
    .questions;
  return { a, b, context, page, bank };
}

/** A's work on another of A's devices, pushed through the sync API with the page's session. */
export async function pushFromAnotherDevice(
  page: Page,
  ops: Array<{ type: string; payload: unknown; at?: string }>,
): Promise<void> {
  const now = new Date().toISOString();
  const pushed = await page.request.post('/api/sync/push', {
    data: {
      clientId: randomUUID(),
      ops: ops.map((op, i) => ({ id: randomUUID(), seq: i + 1, type: op.type, payload: op.payload, at: op.at ?? now })),
    },
  });
  expect(pushed.ok()).toBe(true);
  const body = (await pushed.json()) as { results: Array<{ status: string; reason?: string }> };
  expect(body.results.filter((r) => r.status !== 'applied')).toEqual([]);
}

/** How many answers the server holds for the page's signed-in account. */
export async function answersOnServer(page: Page): Promise<number> {
  const pulled = await page.request.get('/api/sync/pull');
  expect(pulled.ok()).toBe(true);
  return ((await pulled.json()) as { answers: unknown[] }).answers.length;
}
