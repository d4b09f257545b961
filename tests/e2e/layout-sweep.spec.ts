// Issue 31: every public and learner screen, in every interface language, on a 320 and a 390 px
// phone: nothing scrolls sideways, nothing sticks out of the viewport, no word is broken inside a
// button, tab, link, heading or label, the header title keeps to one line and the sync pill never
// wraps. It fails on any of these, naming the screen, the language, the width and the element.
// One sign-in per language; the page is reused and only resized between the two widths.
import { expect, test, type Page } from './fixtures.js';
import { layoutProblems } from './layout-problems.js';
import {
  LEARNER_LANGUAGES,
  nextFrame,
  openInApp,
  PUBLIC_LANGUAGES,
  PUBLIC_SCREENS,
  settled,
  signInSweepLearner,
  sweepLearnerScreens,
} from './screen-sweep.js';

const WIDTHS = [320, 390] as const;

test.use({ viewport: { width: 320, height: 640 } });

/** Checks the open screen at both widths; returns what is wrong, one line per problem, after `label`. */
async function sweepScreen(page: Page, label = ''): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    // The resize lays the page out again before the next frame.
    await nextFrame(page);
    for (const problem of await layoutProblems(page)) found.push(`${label}@${width}: ${problem}`);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  return found;
}

test('the checker finds a word broken inside a button, a header title on two lines, a number split from its %, text cut without its ellipsis or to a fragment and a page too wide, and lets a word longer than its line break', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="es"><body style="margin:0">
    <header><a><span class="top-bar-brand-name" style="display:block;width:80px">Práctica del examen</span></a></header>
    <p style="width:120px;font:17px monospace">Aprobado 80 %</p>
    <p style="width:120px;font:17px monospace">Aprobado 70&nbsp;%</p>
    <a style="display:flex;width:120px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Luyện thi Quốc tịch</a>
    <span style="display:block;width:20px;font-size:17px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Luyện thi</span>
    <span style="display:block;width:100px;font-size:17px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Práctica de ciudadanía</span>
    <button style="width:60px;overflow-wrap:anywhere;font-size:17px">Siguiente</button>
    <button style="width:120px;font-size:17px">Entregar examen</button>
    <label style="display:block;width:100px">Usuario: lindanguyenthihoangmaisaigonvietnamtphcm1990</label>
    <div style="width:327px">ancho</div></body></html>`);
  const problems = (await layoutProblems(page)).join('\n');
  expect(problems).toContain('scrolls sideways (327 px wide)');
  expect(problems).toContain('"Siguiente" in button');
  expect(problems).toContain('header title on 2 lines');
  expect(problems).toContain('number split from its %: "80 %"');
  expect(problems).not.toContain('"70 %"');
  expect(problems).toContain('text cut without its ellipsis: a "Luyện thi Quốc tịch"');
  expect(problems).toContain('text cut to a fragment (20 px): span "Luyện thi"');
  // Cut with its ellipsis and room for more than a few letters: fine.
  expect(problems).not.toContain('"Práctica de ciudadanía"');
  // Wrapping between words is fine.
  expect(problems).not.toContain('"Entregar"');
  expect(problems).not.toContain('"examen"');
  // A word wider than the phone's whole line (a 50-letter username) cannot be kept on one line.
  expect(problems).not.toContain('lindanguyen');
  // At 200 % text size only what makes a screen unusable counts (text-size-sweep.spec.ts).
  const atLargeText = (await layoutProblems(page, { largeText: true })).join('\n');
  expect(atLargeText).toContain('scrolls sideways (327 px wide)');
  expect(atLargeText).not.toContain('"Siguiente"');
  expect(atLargeText).not.toContain('header title');
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
      problems.push(...(await sweepScreen(page, `${language} ${path} `)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

for (const language of LEARNER_LANGUAGES) {
  test(`learner screens in ${language} at 320 and 390 px: no overflow, no broken word`, async ({ page }) => {
    test.setTimeout(420_000);
    await signInSweepLearner(page, language);
    const problems = await sweepLearnerScreens(page, language, (p) => sweepScreen(p));
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
