// The chrome around every screen on a 320 px phone (learner audit, session 11): the top bar's app name
// is shown whole, cut with an ellipsis, or left to the mark alone, never cut mid-word to a stray
// letter, in every interface language, online and offline with changes waiting; the pass rule keeps
// "80%" on one line; a toast covers neither the tab bar nor the top bar (it shows at the top).
import { expect, test, type Browser, type Locator, type Page } from './fixtures.js';
import { createLearner, translateInto, uniqueName } from './api-helpers.js';
import { layoutProblems } from './layout-problems.js';
import { localeFile } from './locale-texts.js';
import { LEARNER_LANGUAGES, nextFrame, openInApp, settled, type LearnerLanguage } from './screen-sweep.js';
import { signInByApi } from './sign-in-helpers.js';

test.use({ viewport: { width: 320, height: 640 } });

/** What is wrong with the top bar's app name: cut without an ellipsis, to a fragment, or its mark cut. */
const brandProblems = (page: Page): Promise<string[]> =>
  page.locator('.top-bar-brand').evaluate((brand) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(brand, NodeFilter.SHOW_TEXT);
    let holder: HTMLElement | null = null;
    for (let node = walker.nextNode(); node && !holder; node = walker.nextNode())
      if (node.textContent?.trim()) holder = node.parentElement;
    if (!holder) return ['no name'];
    const style = getComputedStyle(holder);
    // A name moved out of sight (kept for screen readers) is 1 px wide and clipped.
    const shown = holder.clientWidth > 1;
    if (shown && holder.scrollWidth > holder.clientWidth + 1) {
      if (/flex|grid/.test(style.display) || style.textOverflow !== 'ellipsis')
        problems.push(`name cut without an ellipsis to ${holder.clientWidth} px`);
      // About three letters and the ellipsis.
      if (holder.clientWidth < 2.5 * parseFloat(style.fontSize))
        problems.push(`name cut to a fragment of ${holder.clientWidth} px`);
    }
    const mark = brand.querySelector('svg')?.getBoundingClientRect();
    if (mark && mark.width > 0 && mark.right > brand.getBoundingClientRect().right + 0.5) problems.push('mark cut');
    return problems;
  });

const percentSplit = async (page: Page) =>
  (await layoutProblems(page)).filter((problem) => problem.startsWith('number split from its %'));

/**
 * The widths (120 to 400 px) at which the pass rule puts its "80" and its "%" on two lines: the space
 * between them, if any, must not break (a no-break space in French and Spanish, none elsewhere).
 */
const passRuleSplitWidths = (page: Page): Promise<number[]> =>
  page.locator('.test-intro-pass').evaluate((rule: HTMLElement) => {
    const node = [...rule.childNodes].find((n): n is Text => n instanceof Text && /\d\s*%/u.test(n.data))!;
    const match = /\d+\s*%/u.exec(node.data)!;
    const range = document.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const split: number[] = [];
    for (let width = 120; width <= 400; width += 2) {
      rule.style.width = `${width}px`;
      const tops = [...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => r.top);
      if (Math.max(...tops) - Math.min(...tops) > 4) split.push(width);
    }
    rule.style.width = '';
    return split;
  });

/** Checks the brand and the pass rule at 320 and 390 px; returns the problems, labelled. */
async function atBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    await nextFrame(page);
    for (const problem of [...(await brandProblems(page)), ...(await percentSplit(page))])
      found.push(`${label}@${width}: ${problem}`);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  return found;
}

/** A learner signed in on a fresh phone with `language` as the interface language, on Home. */
async function learnerPhone(browser: Browser, language: LearnerLanguage): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const username = uniqueName(`chrome${language.replace('-', '')}`);
  await createLearner(username, 2, 'secret123', language);
  await page.addInitScript((lang) => localStorage.setItem('interfaceLanguage', lang), language);
  await signInByApi(page, username);
  // Study asks for a translation language first; English learners get Vietnamese.
  await translateInto(page, language === 'en' ? 'vi' : language);
  await page.goto('/home');
  await settled(page);
  return page;
}

// French covers the public pages only: signed in, the app speaks English, checked here.
for (const language of LEARNER_LANGUAGES) {
  test(`${language}: the app name in the top bar is whole, ellipsized or the mark alone, online and offline with changes waiting; 80% keeps to one line`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await learnerPhone(browser, language);
    const name = localeFile(language, 'common').appShortName as string;
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    const problems = await atBothWidths(page, '/home quiet');

    // Changes wait to be sent (every push fails): the pill shows their count beside the name.
    await page.route('**/api/sync/push', (route) => route.abort());
    await openInApp(page, '/study');
    await settled(page, async (p) => expect(p.getByRole('radio').first()).toBeVisible({ timeout: 15_000 }));
    await page.getByRole('radio').first().click();
    await expect(page.locator('.sync-waiting')).toBeVisible();
    for (const path of ['/home', '/test']) {
      await openInApp(page, path);
      await settled(page);
      problems.push(...(await atBothWidths(page, `${path} waiting`)));
    }
    const splitAt = await passRuleSplitWidths(page);
    if (splitAt.length) problems.push(`pass rule splits its per cent at ${splitAt.join(', ')} px`);
    await page.context().setOffline(true);
    await expect(page.locator('.sync-offline')).toBeVisible();
    problems.push(...(await atBothWidths(page, '/test offline, waiting')));
    // The name stays the link's name for screen readers, whatever shows.
    await expect(page.getByRole('link', { name, exact: true })).toBeAttached();
    expect(problems, problems.join('\n')).toEqual([]);
    await page.context().close();
  });
}

const overlaps = async (a: Locator, b: Locator) => {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
};

test('a toast at 320 px covers neither the tab bar nor the top bar, is announced and can be closed', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'vi'));
  const username = uniqueName('toast');
  await createLearner(username, 2, 'secret123', 'vi');
  await signInByApi(page, username);
  await page.goto('/my-data');
  const myData = localeFile('vi', 'myData');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: myData.download.json }).click();
  await download;
  const done = page.getByRole('status').filter({ hasText: myData.download.done });
  await expect(done).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('toast-my-data-320.png') });
  expect(await overlaps(done, page.locator('.tab-bar'))).toBe(false);
  expect(await overlaps(done, page.locator('.top-bar'))).toBe(false);
  await done.getByRole('button', { name: localeFile('vi', 'common').close }).click();
  await expect(done).toHaveCount(0);
});

test('a group of fields inside a card (the security questions) takes the form’s whole width on a 320 px phone', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.locator('.card').first()).toBeVisible();
  // The app's own style sheet on a card holding a group of fields, as the registration's last step does.
  const { fields, cardFields } = await page.evaluate(() => {
    const card = document.createElement('div');
    card.className = 'card';
    card.innerHTML = '<fieldset class="fieldset"><legend>?</legend><select class="field-input"></select></fieldset>';
    document.querySelector('main')!.append(card);
    const contentWidth = (el: Element) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    return { fields: contentWidth(card.querySelector('fieldset')!), cardFields: contentWidth(card) };
  });
  expect(Math.round(fields)).toBe(Math.round(cardFields));
});
