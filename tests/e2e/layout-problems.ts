// What is wrong with the layout of the open page on a phone, measured in the browser: sideways
// scroll, elements sticking out of the viewport, words broken inside a label, a number split from its
// %, text cut without its ellipsis or to a fragment, a header title on more than one line, a sync pill
// that wraps. Shared by the layout sweep and its self-check.
import type { Page } from '@playwright/test';

/** Labels whose words must never be split over two lines (they may wrap between words). */
const LABELS =
  'button, a, [role="tab"], [role="button"], h1, h2, h3, h4, label, legend, th, summary, .tab-bar *, .sync-indicator, .question-chrome-counter';

/**
 * `largeText`: at 200 % text size a phone holds a few words to a line, so words may break and titles
 * wrap; only what makes a screen unusable counts (sideways scroll, off screen, a label cut short).
 */
export function layoutProblems(page: Page, { largeText = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ labelSelector, largeText }) => {
      const problems: string[] = [];
      const viewport = window.innerWidth;
      const describe = (el: Element) => {
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
            : '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
      };
      const scrolling = document.scrollingElement ?? document.documentElement;
      if (scrolling.scrollWidth > viewport) problems.push(`scrolls sideways (${scrolling.scrollWidth} px wide)`);

      // An element inside a box that clips or scrolls sideways on purpose (a table, a code block) is that box's business.
      const clippedX = (el: Element) => {
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          if (overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if ((box.right > viewport + 0.5 || box.left < -0.5) && !clippedX(el)) {
          const style = getComputedStyle(el);
          if (style.position === 'fixed' && style.visibility === 'hidden') continue;
          wide.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
        }
      }
      if (wide.length) problems.push(`sticks out: ${wide.slice(0, 4).join('; ')}`);

      // A word split over two lines: its characters' boxes sit on two different lines.
      // A word wider than the page's whole line (a 50-letter username) can only be broken: not a defect.
      // A narrower word broken in a narrow button is: the layout could have given it room.
      const pageLine = viewport - 32;
      const lineTops = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
        if (rects.reduce((sum, r) => sum + r.width, 0) > pageLine) return [];
        const tops = rects.map((r) => Math.round(r.top));
        return [...new Set(tops)].filter(
          (top, _i, all) => !all.some((other) => other !== top && Math.abs(other - top) < 4 && other < top),
        );
      };
      const broken = new Set<string>();
      for (const el of largeText ? [] : document.querySelectorAll(labelSelector)) {
        if (el.closest('[aria-hidden="true"], .visually-hidden, .sr-only')) continue;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          // A word: letters between spaces, hyphens or slashes (where a line may break); each Han or kana character is a word of its own.
          const word =
            /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\-/\u2010-\u2014\u200b\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}/gu;
          for (let m = word.exec(node.data); m; m = word.exec(node.data)) {
            if (m[0].length < 2) continue;
            if (lineTops(node, m.index, m.index + m[0].length).length > 1) broken.add(`"${m[0]}" in ${describe(el)}`);
          }
        }
      }
      if (broken.size) problems.push(`word broken inside: ${[...broken].slice(0, 6).join('; ')}`);

      // A number and its per cent sign on two lines ("80" / "%"): the space between them must not break.
      const splitPercent = new Set<string>();
      const bodyText = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = bodyText.nextNode() as Text | null; node; node = bodyText.nextNode() as Text | null) {
        const percent = /\d+\s*%/gu;
        for (let m = percent.exec(node.data); m; m = percent.exec(node.data)) {
          if (lineTops(node, m.index, m.index + m[0].length).length > 1)
            splitPercent.add(`"${m[0].replace(/\s/gu, ' ')}" in ${describe(node.parentElement!)}`);
        }
      }
      if (splitPercent.size) problems.push(`number split from its %: ${[...splitPercent].slice(0, 4).join('; ')}`);

      // Text cut on one line: with its ellipsis, and never to a fragment of a few letters. text-overflow
      // has no effect on a flex or grid box's own text (the top bar's name was cut mid-word, issue 31).
      for (const el of document.body.querySelectorAll('*')) {
        const box = el as HTMLElement;
        const style = getComputedStyle(el);
        if (style.textOverflow !== 'ellipsis' || box.clientWidth <= 1 || box.scrollWidth <= box.clientWidth + 1)
          continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (ownText && /flex|grid/.test(style.display)) problems.push(`text cut without its ellipsis: ${describe(el)}`);
        else if (box.clientWidth < 2.5 * parseFloat(style.fontSize))
          problems.push(`text cut to a fragment (${box.clientWidth} px): ${describe(el)}`);
      }

      const oneLine = (selector: string, what: string) => {
        for (const el of document.querySelectorAll(selector)) {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top / 4)),
          );
          if (tops.size > 1) problems.push(`${what} on ${tops.size} lines: ${describe(el)}`);
        }
      };
      if (!largeText) {
        oneLine('.top-bar-brand-name, .test-header h1', 'header title');
        oneLine('.sync-indicator', 'sync pill');
        oneLine('.tab-bar-link span', 'tab label');
      }
      // A label cut short or spilling out of its own box (a tab, a button) is not read in full.
      for (const el of document.querySelectorAll('.tab-bar-link span, .button, button')) {
        const box = el as HTMLElement;
        if (box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1 && !el.closest('[aria-hidden="true"]'))
          problems.push(`label does not fit its box: ${describe(el)} (${box.scrollWidth} > ${box.clientWidth})`);
      }
      return problems;
    },
    { labelSelector: LABELS, largeText },
  );
}
