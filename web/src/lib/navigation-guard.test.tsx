// The guard a running screen (a test, a mock interview) puts on the router's history: a move is held
// until the learner answers, and once they choose to leave, nothing more is held while the screen goes.
import { act, renderHook } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardHistory, useNavigationGuard } from './navigation-guard';

const leavingThePage = () => true;

function setUp() {
  const history = guardHistory(createMemoryHistory({ initialEntries: ['/mock-interview'], v5Compat: true }));
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  const guard = renderHook(() => useNavigationGuard(leavingThePage));
  return { history, seen, guard };
}

describe('useNavigationGuard', () => {
  it('holds a move until the learner stays or leaves', () => {
    const { history, seen, guard } = setUp();
    act(() => history.push('/home'));
    expect(guard.result.current.state).toBe('blocked');
    expect(history.location.pathname).toBe('/mock-interview');
    act(() => guard.result.current.reset!());
    expect(history.location.pathname).toBe('/mock-interview');
    act(() => history.push('/home'));
    act(() => guard.result.current.proceed!());
    expect(history.location.pathname).toBe('/home');
    expect(seen).toEqual(['/home']);
  });

  it('holds nothing more once the learner has chosen to leave, even before the screen is gone', () => {
    const { history, guard } = setUp();
    act(() => history.push('/home'));
    act(() => guard.result.current.proceed!());
    // Back, while the screen left is still mounted (the next one loading): not asked again.
    act(() => history.push('/study'));
    expect(guard.result.current.state).toBe('unblocked');
    expect(history.location.pathname).toBe('/study');
  });
});
