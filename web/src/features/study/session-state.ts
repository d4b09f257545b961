// The state of one study session on screen: where the learner is, what they answered, and what
// the current question shows. Local to the screen; every answer is also stored in Dexie at once.
import type { AnswerRecord } from './study-result-builder';

export type SessionPhase = 'studying' | 'finishing' | 'timeUp';

export interface SessionState {
  position: number;
  answers: Record<number, AnswerRecord>;
  /** The Bilingual toggle of the current question; back to the auto value on every move. */
  bilingual: boolean;
  autoBilingual: boolean;
  explanationOpen: boolean;
  /** When the current question appeared (epoch ms), for the answer's study time. */
  shownAt: number;
  phase: SessionPhase;
  /** True once the learner moved off the first question shown: the new one takes focus. */
  moved: boolean;
}

export type SessionAction =
  | { type: 'go'; position: number; now: number }
  | { type: 'answer'; questionId: number; record: AnswerRecord }
  | { type: 'toggleBilingual' }
  | { type: 'toggleExplanation' }
  | { type: 'end'; phase: Exclude<SessionPhase, 'studying'> };

export const initialSessionState = (autoBilingual: boolean, now: number): SessionState => ({
  position: 0,
  answers: {},
  bilingual: autoBilingual,
  autoBilingual,
  explanationOpen: false,
  shownAt: now,
  phase: 'studying',
  moved: false,
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'go':
      if (action.position === state.position) return state;
      return {
        ...state,
        position: action.position,
        bilingual: state.autoBilingual,
        explanationOpen: false,
        shownAt: action.now,
        moved: true,
      };
    case 'answer':
      // An answer locks: the first one stands.
      if (state.phase !== 'studying' || state.answers[action.questionId]) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.record } };
    case 'toggleBilingual':
      return { ...state, bilingual: !state.bilingual };
    case 'toggleExplanation':
      return { ...state, explanationOpen: !state.explanationOpen };
    case 'end':
      return state.phase === 'studying' ? { ...state, phase: action.phase } : state;
  }
}
