// The practice session's hook (issue 35): practice-state.ts's moves bound to one screen, with the
// clock readings an answer and a result need, and the read-aloud stopped when the question changes.
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { stopSpeaking } from '../../speech/speak-sequence';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import {
  clampPosition,
  initialPracticeState,
  practiceReducer,
  secondsBetween,
  type PracticeStart,
  type PracticeState,
} from './practice-state';

export interface PracticeSessionOptions<A> extends Omit<PracticeStart<A>, 'now'> {
  /** How many questions the session has. */
  count: number;
  /** The first answer stands (every screen but the test). */
  lockAnswers: boolean;
  /** Stop whatever is being read when the question changes or the screen closes. Off where the
   * screen runs its own reads across a move (the test's automatic read after each move). */
  stopReadingOnMove?: boolean;
}

export interface PracticeSession<A> extends PracticeState<A> {
  /** Go to a question (kept within the session). */
  go: (position: number) => void;
  next: () => void;
  previous: () => void;
  isFirst: boolean;
  isLast: boolean;
  answer: (questionId: number, answer: A) => void;
  isAnswered: (questionId: number) => boolean;
  hear: (questionId: number, result: SpokenResult) => void;
  toggleFlag: (questionId: number) => void;
  isFlagged: (questionId: number) => boolean;
  /** Seconds on the current question so far (rounded, at most a day): an answer's study time. */
  secondsOnQuestion: () => number;
  /** Seconds since the session began (rounded, at most a day). */
  secondsElapsed: () => number;
}

export function usePracticeSession<A>({
  count,
  lockAnswers,
  stopReadingOnMove = false,
  ...start
}: PracticeSessionOptions<A>): PracticeSession<A> {
  const [state, dispatch] = useReducer(practiceReducer<A>, start, (s) =>
    initialPracticeState<A>({ ...s, now: Date.now() }),
  );
  // The question list can shrink under a running screen (incorrect review's list is fixed only on
  // the first answer): the position shown is always one of its questions.
  const position = clampPosition(state.position, count);

  useEffect(() => {
    if (!stopReadingOnMove) return;
    return () => stopSpeaking();
  }, [position, stopReadingOnMove]);

  const go = useCallback((to: number) => dispatch({ type: 'go', position: to, count, now: Date.now() }), [count]);
  const actions = useMemo(
    () => ({
      next: () => dispatch({ type: 'next', count, now: Date.now() }),
      previous: () => dispatch({ type: 'previous', count, now: Date.now() }),
      answer: (questionId: number, answer: A) => dispatch({ type: 'answer', questionId, answer, lock: lockAnswers }),
      hear: (questionId: number, result: SpokenResult) => dispatch({ type: 'spoken', questionId, result }),
      toggleFlag: (questionId: number) => dispatch({ type: 'toggleFlag', questionId }),
    }),
    [count, lockAnswers],
  );

  return {
    ...state,
    ...actions,
    position,
    go,
    isFirst: position === 0,
    isLast: position === count - 1,
    isAnswered: (questionId) => questionId in state.answers,
    isFlagged: (questionId) => state.flags.includes(questionId),
    secondsOnQuestion: () => secondsBetween(state.shownAt, Date.now()),
    secondsElapsed: () => secondsBetween(state.startedAt, Date.now()),
  };
}
