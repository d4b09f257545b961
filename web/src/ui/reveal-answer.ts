// After an answer on a phone (issue 31): the verdict ("Correct!") and the first line of the
// explanation come into view above the sticky action bar and the tab bar, scrolled smoothly (at
// once under reduced motion). Only scrolls when they are not already in view. Study, incorrect
// review and spaced Review mark the two with data-reveal="verdict" and data-reveal="explanation".
import { useEffect, useRef } from 'react';

const GAP = 8;

/** The top of whatever covers the bottom of the screen (the sticky actions, the tab bar). */
function coveredFrom(): number {
  let bottom = window.innerHeight;
  for (const el of document.querySelectorAll('.question-actions, .tab-bar')) {
    const box = el.getBoundingClientRect();
    // Bars stuck to the lower half of the screen (the action bar sits above the tab bar).
    const stuck = ['sticky', 'fixed'].includes(getComputedStyle(el).position);
    if (stuck && box.height > 0 && box.top > window.innerHeight / 2 && box.top < bottom) bottom = box.top;
  }
  return bottom;
}

/** The distance to scroll so the verdict and the explanation's first line show; 0 when they do. */
export function revealDistance(verdict: DOMRect, firstLineBottom: number, visibleBottom: number): number {
  const needed = firstLineBottom + GAP - visibleBottom;
  if (needed <= 0) return 0;
  // Never scroll the verdict itself out at the top.
  return Math.max(0, Math.min(needed, verdict.top - GAP));
}

/** How long the smooth reveal takes. */
const REVEAL_MS = 250;

/**
 * Scrolls by `distance` over REVEAL_MS, one instant step per frame, and returns a cancel. Our own
 * animation rather than `behavior: 'smooth'`: Chromium's smooth scroll went on after the learner
 * tapped Next and the new question had scrolled to the top, leaving it a few pixels down (seen in CI).
 * A finger or a wheel on the screen stops it too.
 */
function animateScrollBy(distance: number): () => void {
  const from = window.scrollY;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('wheel', stop);
  };
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / REVEAL_MS);
    const eased = 1 - (1 - t) ** 3;
    window.scrollTo({ top: from + distance * eased, behavior: 'instant' });
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('wheel', stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** Brings the verdict and the explanation's first line into view; returns a cancel for the scroll. */
export function revealAnswer(): () => void {
  const none = () => {};
  const verdict = document.querySelector('[data-reveal="verdict"]');
  if (!verdict) return none;
  const explanation = document.querySelector('[data-reveal="explanation"]');
  const verdictBox = verdict.getBoundingClientRect();
  let firstLineBottom = verdictBox.bottom;
  if (explanation) {
    const lineHeight = parseFloat(getComputedStyle(explanation).lineHeight) || 24;
    firstLineBottom = explanation.getBoundingClientRect().top + lineHeight;
  }
  const distance = revealDistance(verdictBox, firstLineBottom, coveredFrom());
  if (distance <= 0) return none;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollBy({ top: distance, behavior: 'instant' });
    return none;
  }
  return animateScrollBy(distance);
}

/**
 * Reveals the verdict when the question `questionId` turns answered (not when a screen opens on an
 * answered question, nor when the learner moves back to one).
 */
export function useRevealAfterAnswer(answered: boolean, questionId: number): void {
  const before = useRef({ answered, questionId });
  useEffect(() => {
    const turned = answered && !before.current.answered && before.current.questionId === questionId;
    before.current = { answered, questionId };
    if (!turned) return;
    // Leaving the question (Next, a swipe) stops the reveal, so the next question stays at the top.
    let cancelScroll = () => {};
    const frame = requestAnimationFrame(() => {
      cancelScroll = revealAnswer();
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelScroll();
    };
  }, [answered, questionId]);
}
