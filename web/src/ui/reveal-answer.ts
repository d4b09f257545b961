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

export function revealAnswer(): void {
  const verdict = document.querySelector('[data-reveal="verdict"]');
  if (!verdict) return;
  const explanation = document.querySelector('[data-reveal="explanation"]');
  const verdictBox = verdict.getBoundingClientRect();
  let firstLineBottom = verdictBox.bottom;
  if (explanation) {
    const lineHeight = parseFloat(getComputedStyle(explanation).lineHeight) || 24;
    firstLineBottom = explanation.getBoundingClientRect().top + lineHeight;
  }
  const distance = revealDistance(verdictBox, firstLineBottom, coveredFrom());
  if (distance <= 0) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: distance, behavior: still ? 'auto' : 'smooth' });
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
    const frame = requestAnimationFrame(revealAnswer);
    return () => cancelAnimationFrame(frame);
  }, [answered, questionId]);
}
