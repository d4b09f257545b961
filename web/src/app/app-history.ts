// A move to another address happens once that address's screens are loaded, so the address and the
// screen change together, as they did with React Router's data router: whoever sees the new address
// sees the new screen, and while a chunk is slow the current screen stays, with its address.
import { parsePath, type HistoryRouterProps, type RouteObject, type To } from 'react-router-dom';
import { screensLoading } from './lazy-screen';

type History = HistoryRouterProps['history'];

export const pathnameOf = (to: To, current: string) =>
  (typeof to === 'string' ? parsePath(to) : to).pathname ?? current;

/** Makes `history` load the screens of `routes` at an address before it moves there. */
export function loadScreensFirst(history: History, routes: RouteObject[]): History {
  const { push, replace, listen } = history;
  // The newest move wins: a second tap, or Back, while a screen loads means the learner went on.
  let latest = 0;
  const whenLoaded = (to: To, move: () => void) => {
    const ticket = ++latest;
    const pending = screensLoading(routes, pathnameOf(to, history.location.pathname));
    if (pending.length === 0) return move();
    // A screen that fails to load is moved to all the same: it shows the error screen.
    void Promise.all(pending)
      .catch(() => undefined)
      .then(() => ticket === latest && move());
  };
  history.push = (to, state) => whenLoaded(to, () => push(to, state));
  history.replace = (to, state) => whenLoaded(to, () => replace(to, state));
  history.listen = (listener) =>
    listen((update) => {
      if (update.action === 'POP') latest += 1;
      listener(update);
    });
  return history;
}
