// A screen that loads on first use: a chunk of its own, so it stays out of the start-up bundle
// (DESIGN.md §8), drawn under the route tree's Suspense (AppRoutes in router.tsx).
import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/load-namespaces';
import type { LazyNamespace } from '../i18n/resources';

/** What a lazy route keeps in `handle`: starts loading its screen; nothing once it is here. */
export type LoadScreen = () => Promise<unknown> | undefined;
type ScreenModule = { default: ComponentType };

/** A screen's code and its text namespaces load together, so the first render has its words. */
export function screen(
  load: () => Promise<{ Screen: ComponentType }>,
  ...namespaces: LazyNamespace[]
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), loadNamespaces(...namespaces)]).then(
      ([module]) => (loaded = module.Screen),
      (error: unknown) => {
        // A failed load ahead (main.tsx) lets the screen's first render fetch again; a failed render
        // shows the error screen, whose Try again reloads the page.
        loading = undefined;
        throw error;
      },
    ));
  // A screen loaded ahead (before a page drawn ahead is taken over, or drawn on the server) is
  // drawn in the same render: React.lazy reads a thenable that answers at once without waiting.
  const Screen = lazy(() => {
    const ready = loaded;
    const answered = ready
      ? { then: (resolve: (module: ScreenModule) => void) => resolve({ default: ready }) }
      : start().then((Loaded) => ({ default: Loaded }));
    return answered as Promise<ScreenModule>;
  });
  const preload: LoadScreen = () => (loaded ? undefined : start());
  return { element: <Screen />, handle: preload };
}

/** Starts loading the screens `pathname` shows, all at once; what is still on its way. */
export function screensLoading(routes: RouteObject[], pathname: string): Promise<unknown>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as LoadScreen | undefined)?.() ?? [],
  );
}
