import { useTranslation } from 'react-i18next';
import { requestSync } from '../../sync/use-sync-engine';
import { useSyncStatus } from '../../sync/sync-status';
import { ContentLoadError } from '../../ui/content-load-error';

/** How many questions this learner's bank holds on the device (20 at level 1). */
export function AvailableQuestions({ count }: { count: number | undefined }) {
  const { t } = useTranslation('settings');
  const failed = useSyncStatus((s) => s.content === 'failed');
  if (count === undefined) return null;
  // No questions on the device and the download failed: 'Failed to fetch questions' with a retry.
  if (count === 0 && failed) return <ContentLoadError onRetry={() => void requestSync(true)} />;
  return <p className="available-questions">{count > 0 ? t('available', { count }) : t('availableNone')}</p>;
}
