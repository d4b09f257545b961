// When sync runs (DESIGN.md §3): at start-up, on the `online` event, a short debounce after each
// write, on an interval while the page is visible; failures back off exponentially with jitter.
import { db } from '../db/database';
import { useLanguageStore } from '../lib/language-store';
import { readTranslationChoice } from '../lib/translation-choice';
import { refreshBundle } from '../db/content';
import { RequestError } from '../lib/request';
import { backoffDelay } from './backoff';
import { keepN400Texts } from './n400-texts';
import { oneRoundAtATime } from './one-round-at-a-time';
import { pullChanges, pushOutbox } from './push-pull';
import { useSyncStatus } from './sync-status';
import { watchSyncTriggers } from './sync-triggers';

export interface SyncEngineOptions {
  /** The signed-in account, or null: nothing is pushed for a signed-out account. */
  currentUserId: () => number | null;
  /** The translation language whose content the device keeps. */
  language: () => string;
  /** The server said the session is gone: ops stay queued for that account. */
  onUnauthorized?: () => void;
  /**
   * Issue 30: true when the server's session is the signed-in account's. An account signed in
   * offline is checked first: its ops are never pushed, nor records pulled, under another session.
   */
  confirmAccount?: (userId: number) => Promise<boolean>;
  debounceMs?: number;
  intervalMs?: number;
}

/** While the page is visible a round runs this often, so open screens show another device's work (issue 30). */
export const SYNC_INTERVAL_MS = 10_000;

export interface SyncEngine {
  /** Runs a round now; `withContent` also refreshes the content bundle. */
  syncNow(withContent?: boolean): Promise<void>;
  stop(): void;
}

/**
 * The account's settings already on this device apply at once (an offline sign-in has no pull to
 * bring them, issue 30), unless a translation chosen signed out waits for the first pull's merge.
 */
async function adoptStoredSettings(userId: number | null): Promise<void> {
  if (userId === null || readTranslationChoice()?.by === null) return;
  const stored = await db.settings.get(userId).catch(() => undefined);
  if (stored)
    useLanguageStore.getState().adoptSettings(stored.studyModeSettings, stored.fieldTimes['study.translationLanguage']);
}

export function startSyncEngine({
  currentUserId,
  language,
  onUnauthorized,
  confirmAccount,
  debounceMs = 1_000,
  intervalMs = SYNC_INTERVAL_MS,
}: SyncEngineOptions): SyncEngine {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // A content refresh asked for stays asked for until one succeeds: a backoff retry after a failed
  // bundle download fetches the bundle again, not only the learner's changes.
  let contentWanted = false;
  // The N-400 texts are fetched after each bank refresh, and asked for until one download succeeds.
  let n400Wanted = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void syncNow(), delay);
  };

  async function round(withContent: boolean) {
    const userId = currentUserId();
    contentWanted ||= withContent;
    if (userId === null || !navigator.onLine) return;
    const content = contentWanted;
    useSyncStatus.setState({ syncing: true, ...(content ? { content: 'loading' as const } : {}) });
    try {
      if (confirmAccount && !(await confirmAccount(userId))) return;
      await pushOutbox(userId);
      // Translations travel in the bundle: another translation language needs a new one.
      const translationChanged = await pullChanges(userId);
      const refreshContent = content || translationChanged;
      if (refreshContent) {
        await refreshBundle(userId, language());
        contentWanted = false;
        n400Wanted = true;
      }
      // The N-400 texts come with the bank, so "content loaded" holds them too. Their download
      // failing does not fail the round nor touch the bank: the next round tries again.
      if (n400Wanted) n400Wanted = !(await keepN400Texts(userId, language()));
      if (refreshContent) useSyncStatus.setState({ content: 'idle' });
      // Results done on another device show here too (issue 14); after the bank, so questions are
      // there. Its own chunk, fetched after the first round: not on the start-up path; a chunk that
      // fails to load leaves the results as they were and does not fail the round.
      await import('../lib/history/apply-history').then(
        ({ rebuildHistory }) => rebuildHistory(userId, language()),
        () => null,
      );
      failures = 0;
      useSyncStatus.setState({ lastSyncedAt: new Date().toISOString(), lastError: null });
    } catch (error) {
      if (content) useSyncStatus.setState({ content: 'failed' });
      if (error instanceof RequestError && error.status === 401) {
        onUnauthorized?.();
        return;
      }
      failures += 1;
      useSyncStatus.setState({ lastError: error instanceof Error ? error.message : String(error) });
      schedule(backoffDelay(failures));
    } finally {
      useSyncStatus.setState({ syncing: false });
    }
  }

  const syncNow = oneRoundAtATime(round);
  const stopTriggers = watchSyncTriggers({ syncNow, onWrite: () => schedule(debounceMs), intervalMs });
  void adoptStoredSettings(currentUserId())
    .catch(() => undefined)
    .then(() => syncNow(true));

  return {
    syncNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
      stopTriggers();
    },
  };
}
