// Issue 30: helpers for learners who share one phone (one browser context).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { startsWith } from './api-helpers.js';

export interface Question {
  id: number;
  officialNumber: number;
  questionText: string;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
}

export const correctOf = (q: Question) => q.options.find((o) => o.id === q.correctOptionId)!;
export const wrongOf = (q: Question) => q.options.find((o) => o.id !== q.correctOptionId)!;

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

/** Studies the batch the device offers, answering wrong where `wrong(index)`; returns the questions asked. */
export async function studyBatch(
  page: Page,
  bank: Map<string, Question>,
  wrong: (index: number) => boolean,
): Promise<Question[]> {
  await page.goto('/study');
  const text = page.locator('.question-card-read').first();
  // The first start downloads the bank: slow on a busy machine.
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
  const asked: Question[] = [];
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
