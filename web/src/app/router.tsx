// The app's router in React Router's declarative mode (BrowserRouter's parts): its data router
// would cost the start-up bundle about 17 KB more (DESIGN.md §8) for features the app does without.
import { Suspense, useState } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type HistoryRouterProps,
  type RouteObject,
} from 'react-router-dom';
import { guardHistory } from '../lib/navigation-guard';
import { PageSkeleton } from '../ui/page-skeleton';
import { loadScreensFirst } from './app-history';
import { screensLoading } from './lazy-screen';
import { RouteErrorBoundary } from './route-error';
import { routes as appRoutes } from './routes-table';

type AppHistory = HistoryRouterProps['history'];

/**
 * Loads the code of the screens an address shows (lazy routes). Loaded ahead, the first render is
 * the finished screen: a page the server drew ahead is taken over as it is, not redrawn (main.tsx),
 * and the server draws the page itself, not its loading outline (prerender-entry.tsx).
 */
export async function loadScreensOf(pathname: string, routes = appRoutes): Promise<void> {
  await Promise.all(screensLoading(routes, pathname));
}

/** The history a router of `routes` reads: screens load before a move, and a running test can hold it. */
export const appHistory = (history: AppHistory, routes = appRoutes): AppHistory =>
  guardHistory(loadScreensFirst(history, routes));

/** The screens at the current address: one loading outline and one error screen for all of them. */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  // Back to a screen not loaded yet: the shell and the screen inside it load side by side.
  void loadScreensOf(pathname, routes).catch(() => undefined);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  const [history] = useState(() => appHistory(createBrowserHistory({ v5Compat: true })));
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
