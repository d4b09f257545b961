// Runs the sync engine while someone is signed in; one engine per account.
import { useEffect } from 'react';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { useLanguageStore } from '../lib/language-store';
import { startSyncEngine, type SyncEngine } from './engine';

let active: SyncEngine | null = null;

/** Screens ask for a round now, e.g. after changing language (`withContent` refetches the bundle). */
export function requestSync(withContent = false): Promise<void> {
  return active?.syncNow(withContent) ?? Promise.resolve();
}

export function useSyncEngine(): void {
  const userId = useCurrentUserStore((s) => s.user?.id ?? null);
  const preferred = useCurrentUserStore((s) => s.user?.preferredLanguage);
  useEffect(() => {
    useLanguageStore.getState().adoptPreferred(preferred);
  }, [userId, preferred]);
  useEffect(() => {
    if (userId === null) return;
    const engine = startSyncEngine({
      currentUserId: () => useCurrentUserStore.getState().user?.id ?? null,
      language: () => useLanguageStore.getState().language,
      // The session ended on the server: the ops stay queued for this account until it signs in again.
      onUnauthorized: () => void useCurrentUserStore.getState().fetchUser({ force: true }),
    });
    active = engine;
    return () => {
      engine.stop();
      if (active === engine) active = null;
    };
  }, [userId]);
}
