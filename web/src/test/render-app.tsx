import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { pathnameOf } from '../app/app-history';
import { appHistory, AppRoutes, loadScreensOf } from '../app/router';
import { routes as appRoutes } from '../app/routes-table';
import { db } from '../db/database';
import { Toaster } from '../ui/toaster';

/** What a test reads of the router it rendered: the address, and a move as a link makes it. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** `routes` at a given path in memory, as the app draws them (loading outline, error screen, guard). */
export function renderRoutes(routes: RouteObject[], path: string, beside?: ReactNode): TestRouter {
  const history = appHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }), routes);
  render(
    <>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
      {beside}
    </>,
  );
  return {
    get state() {
      return { location: history.location };
    },
    // Guarded like a link; resolved once the screens are loaded and the move made.
    navigate: (to) =>
      act(async () => {
        await loadScreensOf(pathnameOf(to, history.location.pathname), routes).catch(() => undefined);
        history.push(to);
      }),
  };
}

/** The real route table at a given path, with the toast outlet, as the app renders it. */
export const renderApp = (path: string) => renderRoutes(appRoutes, path, <Toaster />);

/** The alert the screen at `path` shows in a browser that refuses IndexedDB (private mode, storage blocked). */
export async function alertWithoutStorage(path: string): Promise<HTMLElement> {
  // Closed for good: every read of the device database now fails, as the browser's refusal makes it.
  db.close({ disableAutoOpen: true });
  renderApp(path);
  return screen.findByRole('alert');
}
