import { describe, expect, it } from 'vitest';
import { toResultQuestion } from '../../lib/result-question';
import { resultQuestion } from '../../test/study-result-fixture';
import { correctCount, initialReviewState, reviewReducer, type ReviewAction } from './review-state';

const questions = [resultQuestion(2, 'wrong'), resultQuestion(4, 'wrong')].map((q) =>
  toResultQuestion(q, undefined, 'none'),
);
const run = (...actions: ReviewAction[]) => actions.reduce(reviewReducer, initialReviewState);

describe('the incorrect-question review', () => {
  it('counts a right answer once', () => {
    const state = run({ type: 'answer', questionId: 1002, optionId: 'option_2' });
    expect(correctCount(questions, state.answers)).toBe(1);
  });

  it('does not count a wrong answer', () => {
    const state = run({ type: 'answer', questionId: 1002, optionId: 'option_3' });
    expect(correctCount(questions, state.answers)).toBe(0);
    expect(state.answers[1002]).toBe('option_3');
  });

  it('locks the first choice: a later click changes nothing', () => {
    const wrongThenRight = run(
      { type: 'answer', questionId: 1002, optionId: 'option_1' },
      { type: 'answer', questionId: 1002, optionId: 'option_2' },
    );
    expect(wrongThenRight.answers[1002]).toBe('option_1');
    expect(correctCount(questions, wrongThenRight.answers)).toBe(0);
    const rightTwice = run(
      { type: 'answer', questionId: 1004, optionId: 'option_2' },
      { type: 'answer', questionId: 1004, optionId: 'option_2' },
    );
    expect(correctCount(questions, rightTwice.answers)).toBe(1);
  });

  it('keeps answers while moving between questions', () => {
    const state = run(
      { type: 'answer', questionId: 1002, optionId: 'option_2' },
      { type: 'go', index: 1 },
      { type: 'go', index: 0 },
    );
    expect(state.index).toBe(0);
    expect(state.answers[1002]).toBe('option_2');
  });
});
