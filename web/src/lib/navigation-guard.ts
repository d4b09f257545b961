// In-app navigation (links, the tab bar, navigate() calls, Back and Forward) passes through the
// router's history, which asks the screen's guard first (useNavigationGuard), so a screen with work
// in progress can ask before it is left. React Router's own useBlocker works only in its data
// router, which costs the start-up bundle about 17 KB more (DESIGN.md §8).
import { useEffect, useRef, useState } from 'react';
import { parsePath, type HistoryRouterProps, type Path } from 'react-router-dom';

type History = HistoryRouterProps['history'];

export interface GuardedMove {
  currentLocation: Path;
  nextLocation: Partial<Path>;
}

interface Guard {
  holds: (move: GuardedMove) => boolean;
  /** Called with the held move, to run if the learner confirms. */
  ask: (retry: () => void) => void;
}

/** One screen at a time holds navigation (the running test). */
let guard: Guard | null = null;

/** Makes `history` ask the screen's guard before it moves; called once, on the history the router uses. */
export function guardHistory(history: History): History {
  const { push, replace, go, listen } = history;
  let shown: Path = history.location;
  // Back is held after the browser has moved: the move is undone, and that second pop is not news.
  let undoing = false;
  let confirmed = false;
  const holds = (nextLocation: Partial<Path>) => guard?.holds({ currentLocation: shown, nextLocation }) ?? false;
  const guarded = (to: Parameters<History['push']>[0], move: () => void) =>
    guard && holds(typeof to === 'string' ? parsePath(to) : to) ? guard.ask(move) : move();

  history.push = (to, state) => guarded(to, () => push(to, state));
  history.replace = (to, state) => guarded(to, () => replace(to, state));
  history.listen = (listener) =>
    listen((update) => {
      if (undoing) {
        undoing = false;
        return;
      }
      const { delta } = update;
      if (guard && update.action === 'POP' && delta && !confirmed && holds(update.location)) {
        undoing = true;
        go(-delta);
        guard.ask(() => {
          confirmed = true;
          go(delta);
        });
        return;
      }
      confirmed = false;
      shown = update.location;
      listener(update);
    });
  return history;
}

export type NavigationGuard =
  | { state: 'unblocked'; proceed: undefined; reset: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * While mounted, holds each in-app move `holds` says to hold; the screen then asks, and either
 * `proceed()`s (the move happens) or `reset()`s (the learner stays). The contract of useBlocker.
 */
export function useNavigationGuard(holds: (move: GuardedMove) => boolean): NavigationGuard {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const latestHolds = useRef(holds);
  const ownGuard = useRef<Guard | null>(null);
  useEffect(() => {
    latestHolds.current = holds;
  });
  useEffect(() => {
    const own: Guard = { holds: (move) => latestHolds.current(move), ask: (move) => setRetry(() => move) };
    ownGuard.current = own;
    guard = own;
    return () => {
      if (guard === own) guard = null;
    };
  }, []);
  if (!retry) return { state: 'unblocked', proceed: undefined, reset: undefined };
  return {
    state: 'blocked',
    proceed: () => {
      // Left for good: the screen holds nothing more while it goes, so a Back pressed before it has
      // unmounted (the next screen still loading) is not asked again.
      if (guard === ownGuard.current) guard = null;
      setRetry(null);
      retry();
    },
    reset: () => setRetry(null),
  };
}
