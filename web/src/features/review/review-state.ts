// The review of missed questions (spec part 1 §4 "Incorrect review"): one answer per question,
// locked once chosen; the count of right answers follows from the answers.
import type { ResultQuestion } from '../../lib/result-question';

export interface ReviewState {
  index: number;
  /** Chosen option id per question id. */
  answers: Record<number, string>;
}

export type ReviewAction = { type: 'answer'; questionId: number; optionId: string } | { type: 'go'; index: number };

export const initialReviewState: ReviewState = { index: 0, answers: {} };

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'answer':
      // Locked: the first choice stands.
      if (action.questionId in state.answers) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.optionId } };
    case 'go':
      return action.index === state.index || action.index < 0 ? state : { ...state, index: action.index };
  }
}

export const isAnsweredRight = (question: ResultQuestion, answers: ReviewState['answers']) =>
  question.correctOptionId !== null && answers[question.questionId] === question.correctOptionId;

export const correctCount = (questions: ResultQuestion[], answers: ReviewState['answers']) =>
  questions.filter((q) => isAnsweredRight(q, answers)).length;
