import { create } from 'zustand';

interface SyncStatus {
  online: boolean;
  syncing: boolean;
  lastSyncedAt: string | null;
  lastError: string | null;
}

export const useSyncStatus = create<SyncStatus>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
}));
