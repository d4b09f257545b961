// The checkout's back gesture (spec part 2 §4): a right swipe that starts within 50 px of the left
// edge and moves over 100 px sideways and under 50 px up or down. Built on the app's swipe hook,
// which decides the direction; this adds where it started and how far it went.
import { useRef, type TouchEvent } from 'react';
import { useSwipe } from '../../lib/use-swipe';

export const EDGE_PX = 50;
export const MIN_HORIZONTAL_PX = 100;
export const MAX_VERTICAL_PX = 50;

export function useEdgeSwipe(onBack: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const end = useRef<{ x: number; y: number } | null>(null);
  const swipe = useSwipe((direction) => {
    const from = start.current;
    const to = end.current;
    if (direction !== 'right' || !from || !to) return;
    if (from.x <= EDGE_PX && to.x - from.x > MIN_HORIZONTAL_PX && Math.abs(to.y - from.y) < MAX_VERTICAL_PX) onBack();
  });
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      swipe.onTouchStart(event);
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      end.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      swipe.onTouchEnd(event);
    },
  };
}
