// Tells the learner the truth about sync: offline, how many changes wait to be sent, and a quiet
// "Saved" for a moment once they have all reached the server. It sits in the header (issue 22), so
// it never covers the screen's content.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Check, CloudOff, RefreshCw } from 'lucide-react';
import { pendingCount } from '../db/outbox';
import { useSyncStatus } from '../sync/sync-status';
import './sync-indicator.css';

/** How long "Saved" stays. */
export const SAVED_SHOWN_MS = 2_500;

export function SyncIndicator({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const online = useSyncStatus((s) => s.online);
  const waiting = useLiveQuery(() => pendingCount(userId), [userId]) ?? 0;
  // "Saved" when the last waiting change has been sent (derived while rendering, cleared by a timer).
  const [lastWaiting, setLastWaiting] = useState(waiting);
  const [saved, setSaved] = useState(false);
  if (waiting !== lastWaiting) {
    setLastWaiting(waiting);
    setSaved(online && lastWaiting > 0 && waiting === 0);
  }
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const quiet = online && waiting === 0;
  // Always in the page, so screen readers hear each change of its text.
  return (
    <p
      className={['sync-indicator', quiet ? 'sync-indicator-quiet' : ''].filter(Boolean).join(' ')}
      role="status"
      data-testid="sync-indicator"
    >
      {!online && (
        <span className="sync-offline">
          <CloudOff size={16} aria-hidden="true" className="icon-inline" /> {t('sync.offline')}
        </span>
      )}
      {waiting > 0 && (
        <span className="sync-waiting" title={t('sync.waiting', { count: waiting })}>
          <RefreshCw size={16} aria-hidden="true" className="icon-inline" />{' '}
          <span className="sync-waiting-text">{t('sync.waiting', { count: waiting })}</span>
          {/* On the narrowest phones the pill shows the count alone, so it stays one line. */}
          <span className="sync-waiting-count" aria-hidden="true">
            {waiting}
          </span>
        </span>
      )}
      {quiet && saved && (
        <span>
          <Check size={16} aria-hidden="true" className="icon-inline" /> {t('sync.saved')}
        </span>
      )}
    </p>
  );
}
