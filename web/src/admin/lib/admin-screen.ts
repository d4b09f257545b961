// How an admin route loads its screen. The admin app's routes are rendered with useRoutes inside the
// one lazy /admin/* route (web/src/app/routes-table.tsx); each screen is a React.lazy component
// behind a Suspense spinner of its own, so the admin layout stays while a screen loads.
import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Spinner } from '../../ui/spinner';

export type ScreenModule = { Screen: ComponentType };

/**
 * `{ path: 'users', element: adminScreen(() => import('./users/users-page')) }` — the module must
 * export its page as `Screen`. Each screen becomes its own chunk, loaded on first visit.
 */
export function adminScreen(load: () => Promise<ScreenModule>): ReactElement {
  const LazyScreen = lazy(async () => ({ default: (await load()).Screen }));
  return createElement(Suspense, { fallback: createElement(Spinner, { label: 'Loading' }) }, createElement(LazyScreen));
}
