import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone's width: below it, long forms go one step at a time (issue 31). */
export const PHONE_QUERY = '(max-width: 599.98px)';
