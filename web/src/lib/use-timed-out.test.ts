import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimedOut } from './use-timed-out';

afterEach(() => vi.useRealTimers());

describe('useTimedOut', () => {
  it('turns true once the time-out has passed, and only while active', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useTimedOut(30_000, active), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
