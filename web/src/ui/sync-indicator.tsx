// Tells the learner the truth about sync: offline, and how many changes wait to be sent.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw } from 'lucide-react';
import { pendingCount } from '../db/outbox';
import { useSyncStatus } from '../sync/sync-status';
import './sync-indicator.css';

export function SyncIndicator({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const online = useSyncStatus((s) => s.online);
  const waiting = useLiveQuery(() => pendingCount(userId), [userId]) ?? 0;
  if (online && waiting === 0) return null;
  return (
    <p className="sync-indicator" role="status">
      {!online && (
        <span className="sync-offline">
          <CloudOff size={16} aria-hidden="true" className="icon-inline" /> {t('sync.offline')}
        </span>
      )}
      {waiting > 0 && (
        <span>
          <RefreshCw size={16} aria-hidden="true" className="icon-inline" /> {t('sync.waiting', { count: waiting })}
        </span>
      )}
    </p>
  );
}
