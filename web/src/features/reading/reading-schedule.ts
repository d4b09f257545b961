// Reading practice (spec part 2 §4, §9): the question highlighted 4 times for 2 s each, then the
// answer 2 times for 1.5 s each, then the next question after 1 s, looping. The visual page runs
// the schedule on timers; the manual page walks the same highlights on the learner's taps.
export type ReadingPhase = 'question' | 'answer' | 'pause';

export interface ReadingPosition {
  index: number;
  phase: ReadingPhase;
  /** Which highlight of this phase (1-based) and how many; 0 of 0 in the pause. */
  highlight: number;
  highlights: number;
}

export const READING_TIMINGS = {
  questionHighlights: 4,
  questionMs: 2_000,
  answerHighlights: 2,
  answerMs: 1_500,
  nextMs: 1_000,
} as const;

export const firstPosition = (index = 0): ReadingPosition => ({
  index,
  phase: 'question',
  highlight: 1,
  highlights: READING_TIMINGS.questionHighlights,
});

/** How long a position stays on screen on the visual page. */
export function durationOf(position: ReadingPosition): number {
  if (position.phase === 'question') return READING_TIMINGS.questionMs;
  if (position.phase === 'answer') return READING_TIMINGS.answerMs;
  return READING_TIMINGS.nextMs;
}

/** The position after this one; `withPause` adds the 1 s gap before the next question. */
export function nextPosition(position: ReadingPosition, total: number, withPause = true): ReadingPosition {
  const { index, phase, highlight, highlights } = position;
  if (phase !== 'pause' && highlight < highlights) return { ...position, highlight: highlight + 1 };
  if (phase === 'question')
    return { index, phase: 'answer', highlight: 1, highlights: READING_TIMINGS.answerHighlights };
  if (phase === 'answer' && withPause) return { index, phase: 'pause', highlight: 0, highlights: 0 };
  return firstPosition((index + 1) % Math.max(total, 1));
}

export interface ReadingRun {
  stop(): void;
}

/** Runs the schedule from `from`, reporting each position as it starts, until stopped. */
export function startReadingLoop(
  total: number,
  onPosition: (position: ReadingPosition) => void,
  from: ReadingPosition = firstPosition(),
): ReadingRun {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const show = (position: ReadingPosition) => {
    if (stopped) return;
    onPosition(position);
    timer = setTimeout(() => show(nextPosition(position, total)), durationOf(position));
  };
  if (total > 0) show(from);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
