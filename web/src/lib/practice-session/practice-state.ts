// One practice session on screen (issue 35), shared by study, test, interview, incorrect review and
// Review: where the learner is, what they answered, flagged and said, and when the session and the
// current question began. Pure, so each screen's own rules (time limits, locks, stop rules,
// completion) stay in its feature and build on the same moves.
import type { SpokenResult } from '../../ui/spoken/spoken-result';

export interface PracticeState<A> {
  position: number;
  /** What the learner answered, by question id: an option id, or a screen's own record. */
  answers: Readonly<Record<number, A>>;
  /** Question ids the learner flagged to come back to (the test's Flag). */
  flags: readonly number[];
  /** Answers given with "Say it": what was heard and its verdict, shown again on coming back. */
  spoken: Readonly<Record<number, SpokenResult>>;
  /** Epoch ms: when the session began, for its elapsed time. */
  startedAt: number;
  /** Epoch ms: when the current question appeared, for the answer's study time. */
  shownAt: number;
  /** True once the learner moved off the first question: each new one then takes focus. */
  moved: boolean;
}

export type PracticeAction<A> =
  /** `count`: how many questions the session has; the position stays within them. */
  | { type: 'go'; position: number; count: number; now: number }
  | { type: 'next' | 'previous'; count: number; now: number }
  /** `lock`: the first answer stands (every screen but the test, where an answer may change). */
  | { type: 'answer'; questionId: number; answer: A; lock: boolean }
  | { type: 'spoken'; questionId: number; result: SpokenResult }
  | { type: 'toggleFlag'; questionId: number };

export interface PracticeStart<A> {
  now: number;
  /** A session resumed after a reload (the test): its first start, answers and flags. */
  startedAt?: number;
  answers?: Record<number, A>;
  flags?: readonly number[];
}

export const initialPracticeState = <A>({ now, startedAt, answers, flags }: PracticeStart<A>): PracticeState<A> => ({
  position: 0,
  answers: answers ?? {},
  flags: flags ?? [],
  spoken: {},
  startedAt: startedAt ?? now,
  shownAt: now,
  moved: false,
});

export const clampPosition = (position: number, count: number) => Math.max(0, Math.min(position, count - 1));

function moveTo<A>(state: PracticeState<A>, position: number, count: number, now: number): PracticeState<A> {
  const target = clampPosition(position, count);
  if (target === clampPosition(state.position, count)) return state;
  return { ...state, position: target, shownAt: now, moved: true };
}

export function practiceReducer<A>(state: PracticeState<A>, action: PracticeAction<A>): PracticeState<A> {
  switch (action.type) {
    case 'go':
      return moveTo(state, action.position, action.count, action.now);
    case 'next':
    case 'previous': {
      // From the question shown: the list may have shrunk under the position (use-practice-session.ts).
      const from = clampPosition(state.position, action.count);
      return moveTo(state, from + (action.type === 'next' ? 1 : -1), action.count, action.now);
    }
    case 'answer':
      if (action.lock && action.questionId in state.answers) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.answer } };
    case 'spoken':
      // Kept with the answer it gave: once that answer is locked, a second one is not heard.
      if (action.questionId in state.spoken) return state;
      return { ...state, spoken: { ...state.spoken, [action.questionId]: action.result } };
    case 'toggleFlag':
      return {
        ...state,
        flags: state.flags.includes(action.questionId)
          ? state.flags.filter((id) => id !== action.questionId)
          : [...state.flags, action.questionId],
      };
  }
}

/** A question left open a whole day counts a day of study time, not more. */
export const MAX_STUDY_SECONDS = 86_400;

/** Whole seconds (rounded, at most a day) from an epoch-ms moment until `now`. */
export const secondsBetween = (from: number, now: number) =>
  Math.min(MAX_STUDY_SECONDS, Math.max(0, Math.round((now - from) / 1000)));
