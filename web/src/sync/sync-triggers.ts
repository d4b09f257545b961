// What asks the engine for a round (DESIGN.md §3): coming back online (with fresh content), the
// page shown again or focused, a write to the outbox (debounced by the engine), and an interval
// while the page is visible.
import { onOutboxWrite } from '../db/outbox';
import { useSyncStatus } from './sync-status';

export interface SyncTriggers {
  syncNow: (withContent?: boolean) => Promise<void>;
  /** Something was written to the outbox. */
  onWrite: () => void;
  intervalMs: number;
}

/** Starts listening; returns what stops it. */
export function watchSyncTriggers({ syncNow, onWrite, intervalMs }: SyncTriggers): () => void {
  const onOnline = () => {
    useSyncStatus.setState({ online: true });
    void syncNow(true);
  };
  const onOffline = () => useSyncStatus.setState({ online: false });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void syncNow();
  };
  // A tab or window brought back to the front may still count as visible (another window covered
  // it): focus asks for a round too.
  const onFocus = () => void syncNow();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  const unsubscribe = onOutboxWrite(onWrite);
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') void syncNow();
  }, intervalMs);

  return () => {
    clearInterval(interval);
    unsubscribe();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
  };
}
