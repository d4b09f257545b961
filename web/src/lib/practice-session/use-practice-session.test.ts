import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePracticeSession, type PracticeSessionOptions } from './use-practice-session';

const stopSpeaking = vi.hoisted(() => vi.fn());
vi.mock('../../speech/speak-sequence', () => ({ stopSpeaking }));

const session = (options: Partial<PracticeSessionOptions<string>> = {}) =>
  renderHook((props: PracticeSessionOptions<string>) => usePracticeSession<string>(props), {
    initialProps: { count: 3, lockAnswers: true, ...options },
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
  stopSpeaking.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('usePracticeSession', () => {
  it('moves between the questions and says where it is', () => {
    const { result } = session();
    expect(result.current).toMatchObject({ position: 0, isFirst: true, isLast: false });
    act(() => result.current.next());
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ position: 2, isFirst: false, isLast: true, moved: true });
    act(() => result.current.go(0));
    expect(result.current.position).toBe(0);
  });

  it('times the current question from when it appeared, and the session from its start', () => {
    const { result } = session();
    vi.setSystemTime(40_000);
    act(() => result.current.next());
    vi.setSystemTime(52_400);
    expect(result.current.secondsOnQuestion()).toBe(12);
    expect(result.current.secondsElapsed()).toBe(42);
  });

  it('keeps answers, spoken results and flags by question id', () => {
    const { result } = session({ lockAnswers: false });
    act(() => result.current.answer(11, 'a'));
    act(() => result.current.answer(11, 'b'));
    act(() => result.current.hear(12, { given: 'Lincoln', way: 'spoken', verdict: 'correct' }));
    act(() => result.current.toggleFlag(13));
    expect(result.current.answers).toEqual({ 11: 'b' });
    expect(result.current.isAnswered(11)).toBe(true);
    expect(result.current.isAnswered(12)).toBe(false);
    expect(result.current.spoken[12]?.given).toBe('Lincoln');
    expect(result.current.isFlagged(13)).toBe(true);
  });

  it('resumes with the answers, flags and start it is given', () => {
    const { result } = session({ startedAt: 1_000, answers: { 11: 'a' }, flags: [12] });
    expect(result.current).toMatchObject({ startedAt: 1_000, answers: { 11: 'a' }, flags: [12] });
  });

  it('stops reading aloud on a move and when the screen closes, when asked to', () => {
    const { result, unmount } = session({ stopReadingOnMove: true });
    expect(stopSpeaking).not.toHaveBeenCalled();
    act(() => result.current.next());
    expect(stopSpeaking).toHaveBeenCalledTimes(1);
    unmount();
    expect(stopSpeaking).toHaveBeenCalledTimes(2);
  });

  it('leaves reading alone when the screen runs its own', () => {
    const { result, unmount } = session();
    act(() => result.current.next());
    unmount();
    expect(stopSpeaking).not.toHaveBeenCalled();
  });

  it('keeps the position on a question when the list shrinks', () => {
    const { result, rerender } = session();
    act(() => result.current.go(2));
    rerender({ count: 2, lockAnswers: true });
    expect(result.current).toMatchObject({ position: 1, isLast: true });
  });
});
