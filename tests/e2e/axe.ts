// axe-core for every accessibility check of the e2e suite. It is injected as a script (the
// @axe-core/playwright wrapper needs Node 22, TOOLCHAIN.md); the page must be opened with bypassCSP,
// since the server's Content-Security-Policy forbids injected scripts (axe is a test tool, not app code).
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string | null;
  /** Each node's CSS target, as axe names it. */
  targets: string[];
}

/** Longer than any of the app's finite animations and transitions (0.15 s to 1.2 s) run, several times over. */
const MOTION_LIMIT_MS = 5_000;

/** What serious or critical means for every check of the suite. */
export const isBlocking = (finding: { impact: string | null }) =>
  finding.impact === 'serious' || finding.impact === 'critical';

/**
 * Resolves once no CSS animation or transition with an end is running. axe measures colours as
 * drawn: during a fade-in the text is still half transparent, so a check taken then reports a
 * contrast failure that no learner sees once the page stands still (issue 35). Animations that
 * start meanwhile are waited for too; the page counts as still after two quiet frames in a row.
 * Endless ones (a spinner) never end and are not waited for: a screen is checked once its spinner is gone.
 */
export async function motionSettled(page: Page): Promise<void> {
  const stillMoving = await page.evaluate(async (limitMs) => {
    const moving = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    // A frame, or 50 ms where the page draws no frames (getAnimations() brings styles up to date itself).
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 50);
      });
    const deadline = performance.now() + limitMs;
    for (let quietFrames = 0; quietFrames < 2;) {
      const running = moving();
      if (running.length > 0) {
        quietFrames = 0;
        const left = deadline - performance.now();
        if (left <= 0)
          return running.map(
            (a) =>
              `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty} on ${((a.effect as KeyframeEffect | null)?.target as Element | null)?.className}`,
          );
        // A cancelled animation rejects its `finished`: it has stopped moving all the same.
        await Promise.race([
          Promise.all(running.map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, left)),
        ]);
      } else {
        quietFrames += 1;
      }
      await nextFrame();
    }
    return [];
  }, MOTION_LIMIT_MS);
  // A page that keeps starting animations for this long cannot be measured: say which ones move.
  if (stillMoving.length > 0) throw new Error(`still moving after ${MOTION_LIMIT_MS} ms: ${stillMoving.join(', ')}`);
}

/**
 * Every axe violation on the page (or inside `within`), measured on a page at rest. The rules and
 * options are axe's defaults; callers decide which impacts fail (usually `isBlocking`).
 *
 * For the check the page runs with reduced motion, which the app honours (its fade-ins, pulses and
 * rewards stop, showing their end state), and axe waits for any motion still running. The page's
 * own setting comes back afterwards, so a test that looks at motion sees what it set.
 */
export async function axeFindings(page: Page, within?: Locator): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const reducedBefore = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await motionSettled(page);
    // One function for both cases (it runs in the page, so it cannot call a helper of this file):
    // the whole document keeps axe's page-level rules (landmarks, title, one main heading) in play.
    const run = async (element: Element | undefined) => {
      type Axe = {
        run: (
          context: Element | Document,
          options: object,
        ) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }>;
      };
      const { axe } = window as unknown as { axe: Axe };
      const result = await axe.run(element ?? document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    };
    return await (within ? within.evaluate(run) : page.evaluate(run, undefined));
  } finally {
    if (!reducedBefore) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}
