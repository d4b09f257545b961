// Runs the sync engine while someone is signed in; one engine per account.
import { useEffect, useRef } from 'react';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { useLanguageStore } from '../lib/language-store';
import { unconfirmedUserId } from '../lib/session/unconfirmed-user';
import type { SyncEngine } from './engine';

let active: SyncEngine | null = null;
/** The engine's code while it is still loading, so a round asked for meanwhile is not lost. */
let loading: Promise<unknown> | null = null;

/** Screens ask for a round now, e.g. after changing language (`withContent` refetches the bundle). */
export function requestSync(withContent = false): Promise<void> {
  if (!active && loading) return loading.then(() => active?.syncNow(withContent));
  return active?.syncNow(withContent) ?? Promise.resolve();
}

/** How often a signed-in account that waits for approval asks whether it has been approved. */
export const APPROVAL_POLL_MS = 4_000;

/**
 * Issue 22: a learner approved while signed in gets their questions without a reload. While the
 * account waits (level 0) it asks the server every few seconds (visible page only); any change of
 * approval level fetches the content bundle again, since what it holds depends on the level.
 */
function useApprovalWatch(userId: number | null): void {
  const level = useCurrentUserStore((s) => (s.user && s.user.role !== 'admin' ? s.user.approvalLevel : null));
  const seen = useRef<{ userId: number; level: number } | null>(null);
  useEffect(() => {
    if (userId === null || level === null) return;
    const before = seen.current;
    seen.current = { userId, level };
    if (before && before.userId === userId && before.level !== level) void requestSync(true);
  }, [userId, level]);
  useEffect(() => {
    if (userId === null || level !== 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void useCurrentUserStore.getState().fetchUser({ force: true });
    }, APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [userId, level]);
}

export function useSyncEngine(): void {
  const userId = useCurrentUserStore((s) => s.user?.id ?? null);
  const preferred = useCurrentUserStore((s) => s.user?.preferredLanguage);
  useEffect(() => {
    useLanguageStore.getState().adoptPreferred(preferred);
  }, [userId, preferred]);
  useApprovalWatch(userId);
  useEffect(() => {
    if (userId === null) return;
    // The engine (and Dexie with it) is its own chunk: the landing page and sign-in never load it,
    // and a signed-in start fetches it beside the first screen (precached, so offline too).
    let engine: SyncEngine | null = null;
    let stopped = false;
    const load = import('./engine')
      .then(({ startSyncEngine }) => {
        if (loading === load) loading = null;
        if (stopped) return;
        engine = startSyncEngine({
          currentUserId: () => useCurrentUserStore.getState().user?.id ?? null,
          language: () => useLanguageStore.getState().language,
          // The session ended on the server: the ops stay queued for this account until it signs in again.
          onUnauthorized: () => void useCurrentUserStore.getState().fetchUser({ force: true }),
          confirmAccount: async (id) => {
            if (unconfirmedUserId() === null) return true;
            await useCurrentUserStore.getState().fetchUser({ force: true });
            return unconfirmedUserId() === null && useCurrentUserStore.getState().user?.id === id;
          },
        });
        active = engine;
      })
      // Only a failed chunk download lands here (like any lazy screen's); the next sign-in or start retries.
      .catch(() => {
        if (loading === load) loading = null;
      });
    loading = load;
    return () => {
      stopped = true;
      engine?.stop();
      if (active === engine) active = null;
    };
  }, [userId]);
}
