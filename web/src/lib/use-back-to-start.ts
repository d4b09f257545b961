import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../routes';
import { SWIPE_PX } from './use-swipe';

/** A swipe counts only if it starts this close to the left edge and travels over SWIPE_PX to the right (spec part 2 §9). */
export const EDGE_PX = 50;

/**
 * On the public pages, Escape or a right swipe from the left edge goes back to the start page,
 * like the system back gesture people already know from their phones.
 */
export function useBackToStart(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const goToStart = () => {
      if (pathnameRef.current !== paths.landing) void navigate(paths.landing);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') goToStart();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && touch.clientX <= EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch) {
        const dx = touch.clientX - start.x;
        // Mostly sideways: a vertical scroll that drifts right is not a back gesture.
        if (dx > SWIPE_PX && dx > Math.abs(touch.clientY - start.y)) goToStart();
      }
      start = null;
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
    };
  }, [navigate]);
}
