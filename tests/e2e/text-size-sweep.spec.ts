// Issue 31, comfort: every screen usable at 200 % text size on a 320 px phone: the learner's own
// "Largest" text size in Settings, as a phone's text size setting can make it too. Nothing scrolls
// sideways, nothing sticks out of the screen, and no button or tab cuts its label short. At this size
// a 320 px phone holds about nine letters to a line, so long words may break and titles may wrap:
// the sweep at the normal size (layout-sweep.spec.ts) holds those rules. English, Vietnamese and
// Spanish: the languages with the longest words (Chinese and Korean text wraps between characters).
import { expect, test, type Page } from './fixtures.js';
import { layoutProblems } from './layout-problems.js';
import { openInApp, PUBLIC_SCREENS, settled, signInSweepLearner, sweepLearnerScreens } from './screen-sweep.js';

test.use({ viewport: { width: 320, height: 640 } });

/** The learner's text size set to "Largest" on this device before the app starts. */
const useLargestText = (page: Page) => page.addInitScript(() => localStorage.setItem('textSize', 'largest'));

for (const language of ['en', 'vi', 'es'] as const) {
  test(`learner screens in ${language} at 200 % text size on a 320 px phone: nothing off screen, no label cut`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    // The English learner chooses it in Settings, as a learner would; the others have it stored.
    if (language !== 'en') await useLargestText(page);
    await signInSweepLearner(page, language);
    if (language === 'en') {
      await openInApp(page, '/settings');
      await settled(page);
      await page.getByLabel('Text size').selectOption({ label: 'Largest' });
      // At once, and still after a reload: 200 % of the app's normal 17 px.
      await expect(page.locator('html')).toHaveCSS('font-size', '34px');
      await page.reload();
      await settled(page);
    }
    await expect(page.locator('html')).toHaveCSS('font-size', '34px');
    const problems = await sweepLearnerScreens(page, language, (p) => layoutProblems(p, { largeText: true }));
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('public screens in Spanish at 200 % text size on a 320 px phone: nothing off screen, no label cut', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useLargestText(page);
  await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'es'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('font-size', '34px');
  const problems: string[] = [];
  for (const path of PUBLIC_SCREENS) {
    await openInApp(page, path);
    await settled(page);
    for (const problem of await layoutProblems(page, { largeText: true })) problems.push(`es ${path}: ${problem}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
