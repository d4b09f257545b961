// Tells a learner who is online when the device last got the questions and answers, once that is
// more than 30 days ago (the server has been unreachable, or refreshes kept failing): time-sensitive
// answers may have changed since. Offline, the sync indicator already says why nothing is new.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { readBundleMeta } from '../db/content';
import { useSyncStatus } from '../sync/sync-status';
import { formatDay } from './answer-as-of';

export const CONTENT_STALE_DAYS = 30;

/** True when the content was last confirmed more than 30 days before `now`. */
export function isContentStale(lastUpdated: string | undefined, now = Date.now()): boolean {
  if (!lastUpdated) return false;
  const at = Date.parse(lastUpdated);
  return !Number.isNaN(at) && now - at > CONTENT_STALE_DAYS * 86_400_000;
}

export function ContentAgeNotice() {
  const { t, i18n } = useTranslation();
  const online = useSyncStatus((s) => s.online);
  const meta = useLiveQuery(() => readBundleMeta().catch(() => undefined), []);
  const lastUpdated = meta?.checkedAt ?? meta?.fetchedAt;
  if (!online || !lastUpdated || !isContentStale(lastUpdated)) return null;
  return (
    <p className="content-age-notice" role="status" data-testid="content-age-notice">
      {t('contentAge', { date: formatDay(lastUpdated, i18n.language) })}
    </p>
  );
}
