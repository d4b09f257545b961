// Accessibility of every public and learner screen: axe-core finds no serious or critical
// violation, and on a 320 px wide phone no learner screen scrolls sideways. axe-core is injected
// from the tests package (@axe-core/playwright needs Node 22).
import { expect, test, type Page } from './fixtures.js';
import { createLearner, installFakeSpeech, uniqueName } from './api-helpers.js';
import { axeFindings, isBlocking } from './axe.js';
import { signInByApi, startRandomTest } from './sign-in-helpers.js';

interface Finding {
  id: string;
  impact: string | null;
  nodes: number;
  targets: string[];
}

// The server's Content-Security-Policy forbids injected scripts; axe is a test tool, not app code.
test.use({ bypassCSP: true, viewport: { width: 320, height: 640 } });

async function axeViolations(page: Page): Promise<Finding[]> {
  return (await axeFindings(page)).map((f) => ({
    id: f.id,
    impact: f.impact,
    nodes: f.targets.length,
    targets: f.targets.slice(0, 3),
  }));
}

/** The elements that stick out on the right, to say what to fix when the page scrolls sideways. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`)
      .join('; '),
  );

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A screen has settled when its main heading shows and no spinner is left. */
async function settled(page: Page, ready?: (page: Page) => Promise<void>) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  if (ready) await ready(page);
}

/** Checks one screen: no serious or critical axe finding; prints every finding for the report. */
async function audit(page: Page, name: string, { overflow }: { overflow: boolean }) {
  const findings = await axeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(
    `axe ${name}: ${findings.length === 0 ? 'no violations' : findings.map((f) => `${f.id} (${f.impact}, ${f.nodes})`).join(', ')} · scrollWidth ${width}`,
  );
  const blocking = findings.filter(isBlocking);
  expect(blocking, `${name}: serious or critical axe violations`).toEqual([]);
  if (overflow)
    expect(
      await horizontalOverflow(page),
      `${name}: sideways scrolling at 320 px (${await widest(page)})`,
    ).toBeLessThanOrEqual(0);
}

const PUBLIC_SCREENS = ['/', '/introduction', '/language-select', '/how-to-use', '/support', '/login', '/no-such-page'];

test('public screens: no serious or critical axe violation, no sideways scrolling at 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  // The checker itself works: a picture without a text alternative is a critical finding.
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><main><h1>x</h1><img src="/icons/icon-192.png"></main></body></html>',
  );
  expect((await axeViolations(page)).find((f) => f.id === 'image-alt')?.impact).toBe('critical');
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    await settled(page);
    await audit(page, path, { overflow: true });
  }
});

/** A level 2 learner signed in through the API, whose interface language is `language`. */
async function learner(page: Page, language: 'vi' | 'en') {
  const username = uniqueName('a11y');
  await createLearner(username, 2); // registered with Vietnamese as the preferred language
  await page.addInitScript(installFakeSpeech);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await signInByApi(page, username);
  expect((await page.request.put('/api/user/language', { data: { language } })).ok()).toBe(true);
}

const questionsShown = async (page: Page) => {
  await expect(page.locator('.question-card').first()).toBeVisible({ timeout: 15_000 });
};

const LEARNER_SCREENS: Array<[string, ((page: Page) => Promise<void>)?]> = [
  ['/home'],
  ['/welcome'],
  ['/settings'],
  ['/change-password'],
  ['/study', questionsShown],
  ['/study-results'],
  [
    '/test',
    async (page) => {
      await startRandomTest(page);
      await expect(page.getByRole('timer')).toBeVisible({ timeout: 15_000 });
    },
  ],
  ['/test-results'],
  ['/incorrect-questions'],
  ['/listening-practice-settings'],
  ['/listening-practice', questionsShown],
  ['/listening-practice-simple'],
  ['/visual-reading-practice', questionsShown],
  ['/reading-practice', questionsShown],
  ['/english-practice'],
  ['/mock-interview'],
  ['/checkout'],
  ['/review'],
  ['/progress'],
  ['/my-data'],
];

test('learner screens: no serious or critical axe violation, no sideways scrolling at 320 px', async ({ page }) => {
  test.setTimeout(240_000);
  // In Vietnamese, as most of our learners use it (lang attributes and longer words included).
  await learner(page, 'vi');
  // The first visit downloads the question bank to the device.
  await page.goto('/study');
  await settled(page, questionsShown);
  for (const [path, ready] of LEARNER_SCREENS) {
    await page.goto(path);
    await settled(page, ready);
    await audit(page, path, { overflow: true });
  }
});

test('a running test at 320 px: no Logout, a labelled Home, confirmations, then its results', async ({ page }) => {
  test.setTimeout(120_000);
  await learner(page, 'en');
  // Opened from Home, so Back has somewhere in the app to go.
  await page.goto('/home');
  await page.getByRole('link', { name: /Test Mode/ }).click();
  await startRandomTest(page);
  await expect(page.getByText('Loading test...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Flag' })).toBeEnabled({ timeout: 15_000 });
  await expect(page).toHaveTitle('Test Mode — U.S. Citizenship Test Practice');
  // Issue 31: no sign-out beside the running test's clock (a tap there ended the test); Home asks first.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const home = page.getByRole('link', { name: 'Home' });
  await expect(home).toBeVisible();
  await audit(page, '/test (running)', { overflow: true });

  // Home asks first; staying keeps the test.
  await home.click();
  await expect(page.getByRole('alertdialog', { name: 'Leave the test?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep testing' })).toBeFocused();
  await audit(page, '/test (leave dialog)', { overflow: true });
  await page.getByRole('button', { name: 'Keep testing' }).click();
  await expect(page).toHaveURL(/\/test$/);

  // Back asks too.
  await page.goBack();
  await expect(page.getByRole('alertdialog', { name: 'Leave the test?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByRole('timer')).toBeVisible();

  // Submitting with every question open says how many.
  const total = Number((await page.locator('.question-chrome-counter').innerText()).split('/')[1]);
  while ((await page.getByRole('button', { name: 'Next' }).count()) > 0)
    await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Submit the test?' })).toContainText(
    `${total} questions are not answered yet.`,
  );
  await page.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page).toHaveURL(/\/test-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Results' })).toBeFocused();
  await expect(page.getByTestId('test-review-item')).toHaveCount(total);
  await audit(page, '/test-results (with a result)', { overflow: true });
});

test('the favicon and the apple-touch-icon are images, not the app page', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.ok()).toBe(true);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.ok()).toBe(true);
  expect(touch.headers()['content-type']).toContain('image/png');
});
