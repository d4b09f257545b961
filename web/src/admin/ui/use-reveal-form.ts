// An edit form that opens away from the button tapped (above a long list, on a phone) is brought
// into view with its first field focused, so the operator sees what opened and can type at once.
import { useEffect, useRef } from 'react';

const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A ref for the region that holds the form (its card, so the title shows too). Whenever `openFor`
 * changes (the record being edited, or null for a new one) and the region is on the page, it is
 * scrolled to the top of the screen and its first field takes the focus.
 */
export function useRevealForm<T extends HTMLElement = HTMLElement>(openFor: unknown) {
  const region = useRef<T>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // A block body: newer browsers answer scrollIntoView with a promise, which is no cleanup.
    void element.scrollIntoView?.({ block: 'start' });
    element.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
  }, [openFor]);
  return region;
}
