import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes-table';

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the screens the current address shows (lazy routes), so the first render is the
 * finished screen: a page the server drew ahead is taken over as it is, not redrawn (main.tsx).
 */
export async function loadScreensOf(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}
