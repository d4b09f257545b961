// Issue 31: every public and learner screen, in every interface language, on a 320 and a 390 px
// phone: nothing scrolls sideways, nothing sticks out of the viewport, no word is broken inside a
// button, tab, link, heading or label, the header title keeps to one line and the sync pill never
// wraps. It fails on any of these, naming the screen, the language, the width and the element.
// One sign-in per language; the page is reused and only resized between the two widths.
import { expect, test, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, translateInto, uniqueName } from './api-helpers.js';
import { layoutProblems } from './layout-problems.js';
import { startRandomTest } from './sign-in-helpers.js';

const WIDTHS = [320, 390] as const;
const LEARNER_LANGUAGES = ['en', 'vi', 'ko', 'zh', 'zh-TW', 'es'] as const;
const PUBLIC_LANGUAGES = [...LEARNER_LANGUAGES, 'fr'] as const;

const PUBLIC_SCREENS = [
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

const LEARNER_SCREENS: Array<[string, ((page: Page) => Promise<void>)?, 'reload'?]> = [
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

test.use({ viewport: { width: 320, height: 640 } });

/**
 * Opens a screen of the running app the way a tap on a link does (the router follows the history),
 * so the app, its language and its question bank load once per language, not once per screen.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `sweep${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** A screen has settled when its main heading shows and no spinner is left. */
async function settled(page: Page, ready?: (page: Page) => Promise<void>) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 45_000 });
  if (ready) await ready(page);
}

/** Checks the open screen at both widths; returns what is wrong, one line per problem. */
async function sweepScreen(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    // The resize lays the page out again before the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await layoutProblems(page)) found.push(`${label} @${width}: ${problem}`);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  return found;
}

test('the checker finds a word broken inside a button, a header title on two lines and a page too wide, and lets a word longer than its line break', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="es"><body style="margin:0">
    <header><a class="top-bar-brand" style="display:block;width:80px">Práctica del examen</a></header>
    <button style="width:60px;overflow-wrap:anywhere;font-size:17px">Siguiente</button>
    <button style="width:120px;font-size:17px">Entregar examen</button>
    <label style="display:block;width:100px">Usuario: lindanguyenthihoangmaisaigonvietnamtphcm1990</label>
    <div style="width:327px">ancho</div></body></html>`);
  const problems = (await layoutProblems(page)).join('\n');
  expect(problems).toContain('scrolls sideways (327 px wide)');
  expect(problems).toContain('"Siguiente" in button');
  expect(problems).toContain('header title on 2 lines');
  // Wrapping between words is fine.
  expect(problems).not.toContain('"Entregar"');
  expect(problems).not.toContain('"examen"');
  // A word wider than the phone's whole line (a 50-letter username) cannot be kept on one line.
  expect(problems).not.toContain('lindanguyen');
});

for (const language of PUBLIC_LANGUAGES) {
  test(`public screens in ${language} at 320 and 390 px: no overflow, no broken word`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
    const problems: string[] = [];
    await page.goto('/');
    for (const path of PUBLIC_SCREENS) {
      await openInApp(page, path);
      await settled(page);
      problems.push(...(await sweepScreen(page, `${language} ${path}`)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

for (const language of LEARNER_LANGUAGES) {
  test(`learner screens in ${language} at 320 and 390 px: no overflow, no broken word`, async ({ page }) => {
    test.setTimeout(420_000);
    // As long as a username may be (50): /my-data shows it in a label, Settings in the account card.
    const username = uniqueName(`sweep${language.replace('-', '')}`).padEnd(50, 'x');
    await createLearner(username, 2, 'secret123', language);
    await page.addInitScript(installFakeSpeech);
    await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
    expect((await page.request.post('/api/login', { data: { username, password: 'secret123' } })).ok()).toBe(true);
    await translateInto(page, language === 'en' ? 'vi' : language);
    const problems: string[] = [];
    await page.goto('/home');
    await settled(page);
    for (const [path, ready, reload] of LEARNER_SCREENS) {
      if (reload) await page.goto(path);
      else await openInApp(page, path);
      await settled(page, ready);
      problems.push(...(await sweepScreen(page, `${language} ${path}`)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
