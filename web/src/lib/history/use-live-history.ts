// Issue 22: the results and incorrect-question screens follow what another device synced while they
// are open. The spec's keys stay the screens' working copy (part 1 §3); this live query over the
// device's records (answers, study sessions, test attempts) re-runs whenever a sync round or this
// device writes one, brings the keys up to date through the same plan the sync engine uses, and
// hands back what the key now holds. Reading the key again also picks up local work the plan keeps.
import { useLiveQuery } from 'dexie-react-hooks';
import { useLanguageStore } from '../language-store';
import { useCurrentUserStore } from '../session/current-user-store';
import { rebuildHistory } from './apply-history';

/**
 * `read` (a reader of one key, stable across renders) after the keys are rebuilt from the device's
 * records; undefined until the first read (the screen shows what it read at mount meanwhile).
 */
export function useLiveHistory<T>(read: () => T): T | undefined {
  const userId = useCurrentUserStore((s) => s.user?.id ?? null);
  const language = useLanguageStore((s) => s.language);
  return useLiveQuery(async () => {
    if (userId !== null) await rebuildHistory(userId, language);
    return { value: read() };
  }, [userId, language, read])?.value;
}
