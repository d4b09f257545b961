// The screen wake lock (Screen Wake Lock API) while a practice runs: learners listen with the phone
// on the table, and a sleeping screen would stop the reading. Browsers drop the lock whenever the
// page is hidden, so it is asked for again when the page comes back, and on the next tap where a
// browser wants a user gesture. The state shown is the browser's, never a guess.

export type WakeLockState = 'held' | 'released' | 'unsupported';

interface Sentinel {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

export interface ScreenWakeLock {
  state(): WakeLockState;
  subscribe(listener: () => void): () => void;
  /** Holds the screen on until release(), re-asking after the browser lets go. */
  acquire(): Promise<WakeLockState>;
  release(): Promise<void>;
}

interface Environment {
  wakeLock: WakeLockApi | undefined;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

const browserEnvironment = (): Environment => ({
  wakeLock:
    typeof navigator !== 'undefined' && 'wakeLock' in navigator
      ? (navigator.wakeLock as unknown as WakeLockApi)
      : undefined,
  document,
});

export function createScreenWakeLock(env: Environment = browserEnvironment()): ScreenWakeLock {
  const listeners = new Set<() => void>();
  let sentinel: Sentinel | null = null;
  let wanted = false;
  let pending: Promise<WakeLockState> | null = null;
  let current: WakeLockState = env.wakeLock ? 'released' : 'unsupported';

  const set = (next: WakeLockState) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };

  const request = async (): Promise<WakeLockState> => {
    if (!env.wakeLock) return 'unsupported';
    if (sentinel && !sentinel.released) return 'held';
    if (env.document.visibilityState !== 'visible') return current;
    pending ??= (async () => {
      try {
        const next = await env.wakeLock!.request('screen');
        if (!wanted) {
          // Stopped while the browser was answering.
          await next.release().catch(() => {});
          return current;
        }
        sentinel = next;
        next.addEventListener('release', () => {
          if (sentinel === next) sentinel = null;
          set('released');
        });
        set('held');
      } catch {
        // Refused (no gesture yet, battery saver, permissions policy): stays released, asked again later.
        set('released');
      } finally {
        pending = null;
      }
      return current;
    })();
    return pending;
  };

  const reacquire = () => {
    if (wanted && current !== 'held') void request();
  };
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') reacquire();
  };

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acquire() {
      if (!env.wakeLock) return Promise.resolve<WakeLockState>('unsupported');
      if (!wanted) {
        wanted = true;
        env.document.addEventListener('visibilitychange', onVisibility);
        env.document.addEventListener('pointerdown', reacquire);
      }
      return request();
    },
    async release() {
      if (!wanted) return;
      wanted = false;
      env.document.removeEventListener('visibilitychange', onVisibility);
      env.document.removeEventListener('pointerdown', reacquire);
      const held = sentinel;
      sentinel = null;
      if (held && !held.released) await held.release().catch(() => {});
      if (env.wakeLock) set('released');
    },
  };
}

let shared: ScreenWakeLock | null = null;

/** The app's one screen wake lock (one practice runs at a time). */
export function screenWakeLock(): ScreenWakeLock {
  shared ??= createScreenWakeLock();
  return shared;
}

export const isWakeLockSupported = (): boolean => typeof navigator !== 'undefined' && 'wakeLock' in navigator;
