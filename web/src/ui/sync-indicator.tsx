// Tells the learner the truth about sync: offline, and how many changes wait to be sent.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { pendingCount } from '../db/outbox';
import { useSyncStatus } from '../sync/sync-status';

export function SyncIndicator({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const online = useSyncStatus((s) => s.online);
  const waiting = useLiveQuery(() => pendingCount(userId), [userId]) ?? 0;
  if (online && waiting === 0) return null;
  return (
    <p className="sync-indicator" role="status">
      {!online && <span className="sync-offline">{t('sync.offline')}</span>}
      {waiting > 0 && <span>{t('sync.waiting', { count: waiting })}</span>}
    </p>
  );
}
