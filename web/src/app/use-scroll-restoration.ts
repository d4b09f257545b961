// Each new screen starts at the top (issue 13: study results opened 570 px down); Back and Forward
// return to where the learner was. React Router's <ScrollRestoration> needs its data router
// (router.tsx), so this is the part of it the app uses, for the visits of this page load.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How far down each history entry was scrolled, by its location key. */
const positions = new Map<string, number>();
/** The page as loaded stays where the browser put it (a learner may scroll a page drawn ahead). */
let firstScreen = true;

export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // The browser would restore on its own before the screen is drawn, and at the wrong height.
    window.history.scrollRestoration = 'manual';
    if (firstScreen) firstScreen = false;
    else window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key, navigationType]);
}
