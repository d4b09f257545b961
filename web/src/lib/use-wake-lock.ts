// Holds the screen awake while `active` is true, and reports the browser's real state.
import { useEffect, useSyncExternalStore } from 'react';
import { screenWakeLock, type WakeLockState } from './wake-lock';

export function useWakeLock(active: boolean): WakeLockState {
  const lock = screenWakeLock();
  const state = useSyncExternalStore(lock.subscribe, lock.state, lock.state);
  useEffect(() => {
    if (!active) return;
    void lock.acquire();
    return () => void lock.release();
  }, [active, lock]);
  return state;
}
