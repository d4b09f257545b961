import { describe, expect, it } from 'vitest';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import {
  initialPracticeState,
  practiceReducer,
  secondsBetween,
  type PracticeAction,
  type PracticeState,
} from './practice-state';

const COUNT = 3;
const start = initialPracticeState<string>({ now: 1_000 });
const run = (...actions: PracticeAction<string>[]) => actions.reduce<PracticeState<string>>(practiceReducer, start);
const go = (position: number, now = 2_000): PracticeAction<string> => ({ type: 'go', position, count: COUNT, now });
const answer = (questionId: number, option: string, lock = true): PracticeAction<string> => ({
  type: 'answer',
  questionId,
  answer: option,
  lock,
});
const heard: SpokenResult = { given: 'the Constitution', way: 'spoken', verdict: 'correct' };

describe('a practice session', () => {
  it('starts on the first question, with the session and the question shown at the same moment', () => {
    expect(start).toMatchObject({ position: 0, answers: {}, flags: [], spoken: {}, moved: false });
    expect(start.startedAt).toBe(1_000);
    expect(start.shownAt).toBe(1_000);
  });

  it('goes to a question, noting when it appeared and that the learner moved', () => {
    const state = run(go(2, 5_000));
    expect(state).toMatchObject({ position: 2, shownAt: 5_000, moved: true, startedAt: 1_000 });
  });

  it('keeps the position within the questions', () => {
    expect(run(go(7)).position).toBe(2);
    expect(run(go(2), go(-3)).position).toBe(0);
    expect(run({ type: 'previous', count: COUNT, now: 2_000 })).toBe(start);
    const last = run(go(2));
    expect(practiceReducer(last, { type: 'next', count: COUNT, now: 9_000 })).toBe(last);
  });

  it('moves to the next and previous question', () => {
    const state = run({ type: 'next', count: COUNT, now: 2_000 }, { type: 'next', count: COUNT, now: 3_000 });
    expect(state.position).toBe(2);
    expect(practiceReducer(state, { type: 'previous', count: COUNT, now: 4_000 })).toMatchObject({
      position: 1,
      shownAt: 4_000,
    });
  });

  it('moves from the question shown when the list shrank under the position', () => {
    const far = run({ type: 'go', position: 4, count: 5, now: 2_000 });
    expect(practiceReducer(far, { type: 'previous', count: COUNT, now: 3_000 }).position).toBe(1);
  });

  it('does not restart the question time when going to the question already shown', () => {
    expect(run(go(0))).toBe(start);
  });

  it('locks the first answer when asked to, and lets it change when not', () => {
    expect(run(answer(11, 'a'), answer(11, 'b')).answers[11]).toBe('a');
    expect(run(answer(11, 'a', false), answer(11, 'b', false)).answers[11]).toBe('b');
  });

  it('counts an empty answer (a wrong spoken one) as answered', () => {
    expect(run(answer(11, ''), answer(11, 'a')).answers[11]).toBe('');
  });

  it('keeps answers while moving between questions', () => {
    const state = run(answer(11, 'a'), go(1), answer(12, 'b'), go(0));
    expect(state.position).toBe(0);
    expect(state.answers).toEqual({ 11: 'a', 12: 'b' });
  });

  it('keeps the first spoken result of a question', () => {
    const other: SpokenResult = { given: 'the flag', way: 'typed', verdict: 'wrong' };
    const state = run(
      { type: 'spoken', questionId: 11, result: heard },
      { type: 'spoken', questionId: 11, result: other },
    );
    expect(state.spoken[11]).toEqual(heard);
  });

  it('flags and unflags a question', () => {
    const flagged = run({ type: 'toggleFlag', questionId: 11 }, { type: 'toggleFlag', questionId: 12 });
    expect(flagged.flags).toEqual([11, 12]);
    expect(practiceReducer(flagged, { type: 'toggleFlag', questionId: 11 }).flags).toEqual([12]);
  });

  it('resumes a session with its first start, answers and flags', () => {
    const resumed = initialPracticeState({ now: 9_000, startedAt: 1_000, answers: { 11: 'a' }, flags: [12] });
    expect(resumed).toMatchObject({ startedAt: 1_000, shownAt: 9_000, answers: { 11: 'a' }, flags: [12] });
  });
});

describe('seconds between two moments', () => {
  it('rounds to whole seconds and never goes below zero', () => {
    expect(secondsBetween(1_000, 3_600)).toBe(3);
    expect(secondsBetween(5_000, 1_000)).toBe(0);
  });

  it('counts at most a day', () => {
    expect(secondsBetween(0, 3 * 86_400_000)).toBe(86_400);
  });
});
