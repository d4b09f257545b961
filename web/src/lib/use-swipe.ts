// Swipe left / right (spec part 1 §9: 50 px), mostly sideways, for question-by-question screens.
import { useRef, type TouchEvent } from 'react';

export const SWIPE_PX = 50;

export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y))
        onSwipe(dx < 0 ? 'left' : 'right');
    },
  };
}
