import { describe, expect, it } from 'vitest';
import { initialPracticeState, practiceReducer, type PracticeState } from '../../lib/practice-session/practice-state';
import { toResultQuestion } from '../../lib/result-question';
import { resultQuestion } from '../../test/study-result-fixture';
import { correctCount } from './review-state';

const questions = [resultQuestion(2, 'wrong'), resultQuestion(4, 'wrong')].map((q) =>
  toResultQuestion(q, undefined, 'none'),
);
type Step = { answer: [number, string] } | { go: number };
// The review runs on the shared practice session with its answers locked (review-session.tsx).
const run = (...steps: Step[]) =>
  steps.reduce<PracticeState<string>>(
    (state, step) =>
      practiceReducer(
        state,
        'go' in step
          ? { type: 'go', position: step.go, count: questions.length, now: 0 }
          : { type: 'answer', questionId: step.answer[0], answer: step.answer[1], lock: true },
      ),
    initialPracticeState<string>({ now: 0 }),
  );

describe('the incorrect-question review', () => {
  it('counts a right answer once', () => {
    const state = run({ answer: [1002, 'option_2'] });
    expect(correctCount(questions, state.answers)).toBe(1);
  });

  it('does not count a wrong answer', () => {
    const state = run({ answer: [1002, 'option_3'] });
    expect(correctCount(questions, state.answers)).toBe(0);
    expect(state.answers[1002]).toBe('option_3');
  });

  it('locks the first choice: a later click changes nothing', () => {
    const wrongThenRight = run({ answer: [1002, 'option_1'] }, { answer: [1002, 'option_2'] });
    expect(wrongThenRight.answers[1002]).toBe('option_1');
    expect(correctCount(questions, wrongThenRight.answers)).toBe(0);
    const rightTwice = run({ answer: [1004, 'option_2'] }, { answer: [1004, 'option_2'] });
    expect(correctCount(questions, rightTwice.answers)).toBe(1);
  });

  it('keeps answers while moving between questions', () => {
    const state = run({ answer: [1002, 'option_2'] }, { go: 1 }, { go: 0 });
    expect(state.position).toBe(0);
    expect(state.answers[1002]).toBe('option_2');
  });
});
