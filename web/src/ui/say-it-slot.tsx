// The "Say it" button comes a moment after the question: its code (and its icon) wait until the
// question is on screen, so they are not on the start-up path (DESIGN.md §8 budget).
import { lazy, Suspense } from 'react';
import type { SayItPanelProps } from './spoken/say-it-panel';

const SayIt = lazy(async () => ({ default: (await import('./say-it')).SayIt }));

export function SayItSlot(props: SayItPanelProps) {
  return (
    <Suspense fallback={null}>
      <SayIt {...props} />
    </Suspense>
  );
}
