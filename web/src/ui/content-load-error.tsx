import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';

/**
 * The questions could not be downloaded (spec part 1 §5: 'Failed to fetch questions' / 'Network
 * error...'): said plainly, with a way to try again now instead of waiting for the next retry.
 */
export function ContentLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('contentError.title')} className="content-load-error">
      <p role="alert">{t('contentError.text')}</p>
      <Button onClick={onRetry}>
        <RefreshCw size={18} aria-hidden="true" /> {t('contentError.retry')}
      </Button>
    </Card>
  );
}
