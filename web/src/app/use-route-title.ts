// Each navigation sets the document title from the screen's name and moves focus to the screen's
// main heading, so a screen reader announces the new page and keyboard users start at its top
// instead of on a link that no longer exists (WCAG 2.4.2, 2.4.3).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { titleKeyFor } from './route-titles';

/** How long a screen may take to draw its heading (lazy data from IndexedDB) before we give up. */
export const HEADING_WAIT_MS = 3_000;

export function documentTitle(screenTitle: string | null, appName: string): string {
  return screenTitle ? `${screenTitle} — ${appName}` : appName;
}

/** Focuses the first h1 once it exists; gives up quietly after HEADING_WAIT_MS. */
export function focusMainHeading(root: ParentNode = document, waitMs = HEADING_WAIT_MS): () => void {
  let frame = 0;
  const started = Date.now();
  const tryFocus = () => {
    // A dialog that took focus (a confirmation) keeps it.
    if (document.activeElement?.closest('[role="alertdialog"],[role="dialog"]')) return;
    const heading = root.querySelector<HTMLElement>('main h1, h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return;
    }
    if (Date.now() - started < waitMs) frame = requestAnimationFrame(tryFocus);
  };
  frame = requestAnimationFrame(tryFocus);
  return () => cancelAnimationFrame(frame);
}

export function useRouteTitle(): void {
  const { t, i18n } = useTranslation(['screens', 'common']);
  const { pathname } = useLocation();
  const key = titleKeyFor(pathname);
  const title = documentTitle(key ? t(`screens:${key}`) : null, t('common:appName'));

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);

  // Not on the first page load: there the browser starts at the top on its own and screen readers
  // read the page; moving focus would only skip the top bar.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMainHeading();
  }, [pathname]);
}
