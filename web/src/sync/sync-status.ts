import { create } from 'zustand';

interface SyncStatus {
  online: boolean;
  syncing: boolean;
  lastSyncedAt: string | null;
  lastError: string | null;
  /**
   * The content bundle: 'loading' while it downloads, 'failed' after a failed or partial download
   * (the previous complete bundle stays in use; the engine retries with backoff), else 'idle'.
   */
  content: 'idle' | 'loading' | 'failed';
}

export const useSyncStatus = create<SyncStatus>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
  content: 'idle',
}));
