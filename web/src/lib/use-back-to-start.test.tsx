import { act, fireEvent } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-app';
import { useBackToStart } from './use-back-to-start';

function Public() {
  useBackToStart();
  return <Outlet />;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        element: <Public />,
        children: [
          { path: '/', element: <p>start</p> },
          { path: '/support', element: <p>support</p> },
        ],
      },
    ],
    path,
  );

const touch = (type: 'touchStart' | 'touchEnd', x: number, y = 300) => {
  const point = { clientX: x, clientY: y, identifier: 0, target: window };
  act(() => {
    fireEvent[type](window, type === 'touchStart' ? { touches: [point] } : { changedTouches: [point] });
  });
};

describe('useBackToStart', () => {
  it('goes to / on Escape', () => {
    const router = renderAt('/support');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to / on a right swipe from the left edge', () => {
    const router = renderAt('/support');
    touch('touchStart', 20);
    touch('touchEnd', 90);
    expect(router.state.location.pathname).toBe('/');
  });

  it('ignores swipes that start away from the edge or are too short', () => {
    const router = renderAt('/support');
    touch('touchStart', 80);
    touch('touchEnd', 300);
    touch('touchStart', 10);
    touch('touchEnd', 55);
    expect(router.state.location.pathname).toBe('/support');
  });
});
