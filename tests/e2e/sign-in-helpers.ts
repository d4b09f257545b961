// Signing in and what a signed-in device holds, shared by every spec (issue 35: the same sign-in
// was pasted into a dozen specs). Accounts are made with api-helpers' createLearner.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../src/constants.js';
import {
  createLearner,
  englishAfterSignIn,
  fromHomeToSettings,
  installFakeSpeech,
  translateInto,
  uniqueName,
} from './api-helpers.js';

/** The password createLearner gives every account. */
export const LEARNER_PASSWORD = 'secret123';

/** Signs in through the API: the session cookie lands in the page's browser context. */
export async function signInByApi(page: Page, username: string, password = LEARNER_PASSWORD): Promise<void> {
  expect((await page.request.post('/api/login', { data: { username, password } })).ok()).toBe(true);
}

/** A new learner at `level` (named from `prefix`), signed in through the API; returns the username. */
export async function signInNewLearner(
  page: Page,
  prefix: string,
  level: number,
  preferredLanguage?: string,
): Promise<string> {
  const username = uniqueName(prefix);
  await createLearner(username, level, LEARNER_PASSWORD, preferredLanguage);
  await signInByApi(page, username);
  return username;
}

/**
 * An English interface with Vietnamese beside it (the translation is an account setting of its own,
 * issue 22), signed in through the API. The same start several specs had pasted. It speaks with the
 * fake voice, or with what the browser itself has (`'browser'`: none in headless Chromium).
 */
export async function signInEnglishWithVietnamese(
  page: Page,
  username: string,
  speech: 'fake' | 'browser' = 'fake',
): Promise<void> {
  if (speech === 'fake') await page.addInitScript(installFakeSpeech);
  await page.addInitScript(() => {
    localStorage.setItem('interfaceLanguage', 'en');
    localStorage.setItem('language', 'vi');
  });
  await signInByApi(page, username);
  await translateInto(page, 'vi');
}

/**
 * Signs in through the API with Vietnamese beside the English and 5-question practice tests; returns
 * the questions of the bank with their Vietnamese. The page's init scripts are the caller's to add.
 */
export async function signInForShortTests<Q>(page: Page, username: string): Promise<Q[]> {
  await signInByApi(page, username);
  await translateInto(page, 'vi');
  expect((await page.request.put('/api/settings', { data: { testModeSettings: { questionsCount: 5 } } })).ok()).toBe(
    true,
  );
  const bundle = (await (await page.request.get('/api/content/bundle?language=vi')).json()) as {
    questions: Q[];
  };
  return bundle.questions;
}

export const signInAdminByApi = (page: Page) => signInByApi(page, E2E_ADMIN.username, E2E_ADMIN.password);

/** A page in a browser context of its own (another device), signed in as the admin. */
export async function adminPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signInAdminByApi(page);
  return page;
}

/** A page in a browser context of its own (another device), signed in as the learner. */
export async function learnerPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  return page;
}

export interface FormSignIn {
  password?: string;
  /** The interface is English after sign-in (the account's language would apply otherwise). */
  english?: boolean;
  remember?: boolean;
}

/** Fills the sign-in form on /auth and presses Login; what follows is the caller's to check. */
export async function submitSignInForm(
  page: Page,
  username: string,
  { password = LEARNER_PASSWORD, english = false, remember = false }: FormSignIn = {},
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  if (english) await englishAfterSignIn(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in with the form, as a learner does: it lands on Home (issue 31; createLearner's accounts have
 * the welcome behind them), and the tab bar then takes it to Settings, where these specs go on.
 */
export async function signInByForm(page: Page, username: string, options?: FormSignIn): Promise<void> {
  await submitSignInForm(page, username, options);
  await fromHomeToSettings(page);
}

export interface BundleOption {
  id: string;
  text: string;
}

/** A question as the server's content bundle sends it to a device. */
export interface BundleQuestion {
  id: number;
  officialNumber: number;
  questionText: string;
  options: BundleOption[];
  correctOptionId: string;
  correctOptionIndex: number;
  explanation: string;
  isActive: boolean;
  stateSpecific: boolean;
  dynamicKind: string | null;
  answersRequired: number;
  officialAnswers?: string[];
  translations?: Record<string, { questionText: string; options: BundleOption[]; explanation: string }>;
}

/** Resolves once the device's IndexedDB `database` holds a row in `store` (at most `timeout` ms). */
export async function rowsOnDevice(page: Page, database: string, store: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    ([name, storeName]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          try {
            const count = open.result.transaction(storeName, 'readonly').objectStore(storeName).count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(false);
          } catch {
            resolve(false);
          }
        };
        open.onerror = () => resolve(false);
      }),
    [database, store] as const,
    { timeout },
  );
}

/** Resolves once the device database holds the question bank (the first download has landed). */
export const contentOnDevice = (page: Page) => rowsOnDevice(page, 'civics-practice', 'questions');

/**
 * On /test: a fixed test made earlier in the suite (admin-content) puts the chooser first; this
 * takes the random test then. A new test shows the card before it (issue 31: the clock starts
 * only on its Start); this presses Start and waits until the test's first question is on screen.
 */
export async function startRandomTest(page: Page, timeout = 20_000): Promise<void> {
  const options = page.locator('.test-option');
  const random = page.locator('.fixed-test-list + button');
  const start = page.getByTestId('test-intro').getByRole('button');
  await expect(start.or(random).first()).toBeVisible({ timeout });
  if (await random.isVisible()) await random.click();
  await start.click({ timeout });
  await expect(options.first()).toBeVisible({ timeout });
}

/** On a practice test: checks the (first) option that shows `text`. */
export async function checkTestOption(page: Page, text: string): Promise<void> {
  await page.locator('.test-option', { hasText: text }).first().locator('input').check();
}

/** The learner's bank as Study orders it: active questions in official order (ties by id). */
export async function studyOrder<Q extends { id: number; officialNumber: number; isActive?: boolean }>(
  page: Page,
): Promise<Q[]> {
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: Q[];
  };
  return bundle.questions
    .filter((q) => q.isActive !== false)
    .sort((a, b) => a.officialNumber - b.officialNumber || a.id - b.id);
}

type Studied = { id: number; questionText: string };
const batchStart = (bank: Studied[], question: Studied) =>
  Math.floor(bank.findIndex((q) => q.id === question.id) / 5) * 5;

/**
 * Chooses the study batch that holds `question` through the API, as another device would;
 * `settings`: other study settings sent with it.
 */
export async function chooseBatchOf(
  page: Page,
  bank: Studied[],
  question: Studied,
  settings: Record<string, unknown> = {},
): Promise<void> {
  const start = batchStart(bank, question);
  expect(
    (
      await page.request.put('/api/settings', {
        data: { studyModeSettings: { currentBatchIndex: start, ...settings } },
      })
    ).ok(),
  ).toBe(true);
}

/**
 * Opens Study on the batch chosen (chooseBatchOf) and presses Next up to `question`. `timeout`: for the
 * batch's first question (a first visit downloads the bank); `next`: the button in the interface language.
 */
export async function goToStudyQuestion(
  page: Page,
  bank: Studied[],
  question: Studied,
  { timeout, next = 'Next question' }: { timeout?: number; next?: string } = {},
): Promise<void> {
  const index = bank.findIndex((q) => q.id === question.id);
  const start = batchStart(bank, question);
  await page.goto('/study');
  await expect(page.getByRole('button', { name: bank[start]!.questionText, exact: true })).toBeVisible({ timeout });
  for (let position = start; position < index; position += 1) await page.getByRole('button', { name: next }).click();
  await expect(page.getByRole('button', { name: question.questionText, exact: true })).toBeVisible();
}
