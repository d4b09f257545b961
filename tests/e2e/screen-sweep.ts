// The screens the layout sweeps visit (issue 31), and how they open them: one sign-in per language,
// then every screen opened inside the running app, as a tap on a link would.
import { expect, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';
import { startRandomTest } from './sign-in-helpers.js';

export const LEARNER_LANGUAGES = ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es'] as const;
export const PUBLIC_LANGUAGES = [...LEARNER_LANGUAGES, 'fr'] as const;
export type LearnerLanguage = (typeof LEARNER_LANGUAGES)[number];

export const PUBLIC_SCREENS = [
  '/',
  '/introduction',
  '/language-select',
  '/how-to-use',
  '/support',
  '/login',
  '/auth?mode=register',
  '/bilingual-demo',
  '/no-such-page',
];

const questionShown = async (page: Page) =>
  expect(page.locator('.question-card, .test-option').first()).toBeVisible({ timeout: 15_000 });

export const LEARNER_SCREENS: Array<[string, ((page: Page) => Promise<void>)?, 'reload'?]> = [
  ['/home'],
  ['/settings'],
  ['/change-password'],
  ['/study', questionShown],
  ['/study-results'],
  ['/test', startRandomTest],
  // A running test holds a leave guard: the screen after it opens with a fresh load.
  ['/test-results', undefined, 'reload'],
  ['/incorrect-questions'],
  ['/listening-practice-settings'],
  ['/listening-practice', questionShown],
  ['/listening-practice-simple'],
  ['/visual-reading-practice', questionShown],
  ['/reading-practice', questionShown],
  ['/english-practice'],
  ['/mock-interview'],
  // Issue 32: the officer's N-400 questions.
  ['/n400'],
  ['/review'],
  ['/progress'],
  ['/my-data'],
  // The checkout is an entry of its own: it opens with a full load.
  ['/checkout', undefined, 'reload'],
];

/** The screen a path draws: /login and /auth are one sign-in screen, whose heading stays as it is. */
const screenOf = (path: string) => path.replace(/\?.*$/, '').replace(/^\/login$/, '/auth');

/**
 * Opens a screen of the running app the way a tap on a link does (the router follows the history),
 * so the app, its language and its question bank load once per language, not once per screen.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate(
    ({ to, newScreen }) => {
      // The screen being left is marked: until the next one has drawn its own heading, the old one
      // still shows (its code is loading), and it must not be measured as the next. Marks left by
      // an earlier move are cleared first: a screen that stays keeps its heading, unmarked.
      for (const heading of document.querySelectorAll('h1')) delete heading.dataset.sweepLeft;
      if (newScreen) for (const heading of document.querySelectorAll('h1')) heading.dataset.sweepLeft = 'true';
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `sweep${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, newScreen: screenOf(path) !== screenOf(new URL(page.url()).pathname) },
  );
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** A screen has settled when its own main heading shows and no spinner is left. */
export async function settled(page: Page, ready?: (page: Page) => Promise<void>) {
  await expect(page.locator('h1:not([data-sweep-left])').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 45_000 });
  if (ready) await ready(page);
}

/** The next frame: a resize or a new root font size has been laid out. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Signs a level 2 learner in with `language` as the interface language (a username as long as one
 * may be: /my-data shows it in a label, Settings in the account card) and the translation on.
 */
export async function signInSweepLearner(page: Page, language: LearnerLanguage) {
  const username = uniqueName(`sweep${language.replace('-', '')}`).padEnd(50, 'x');
  await createLearner(username, 2, 'secret123', language);
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
  expect((await page.request.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);
  await translateInto(page, language === 'en' ? 'vi' : language);
  await page.goto('/home');
  await settled(page);
}

/** Visits every learner screen and collects what `check` finds on each, labelled with the screen. */
export async function sweepLearnerScreens(page: Page, label: string, check: (page: Page) => Promise<string[]>) {
  const problems: string[] = [];
  for (const [path, ready, reload] of LEARNER_SCREENS) {
    if (reload) await page.goto(path);
    else await openInApp(page, path);
    await settled(page, ready);
    for (const problem of await check(page)) problems.push(`${label} ${path}: ${problem}`);
  }
  return problems;
}
