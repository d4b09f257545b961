// The running test's footer: Previous, Flag and Next or, on the last question, Submit Test; all
// held while the list is locked (loading, the first second, submitting).
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

interface TestFooterProps {
  isFirst: boolean;
  isLast: boolean;
  flagged: boolean;
  locked: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleFlag: () => void;
  onSubmit: () => void;
}

export function TestFooter({
  isFirst,
  isLast,
  flagged,
  locked,
  onPrevious,
  onNext,
  onToggleFlag,
  onSubmit,
}: TestFooterProps) {
  const { t } = useTranslation('test');
  return (
    <nav className="question-actions question-actions-edge test-footer" aria-label={t('navLabel')}>
      <Button variant="secondary" disabled={locked || isFirst} onClick={onPrevious}>
        {t('previous')}
      </Button>
      <Button
        variant={flagged ? 'primary' : 'secondary'}
        aria-pressed={flagged}
        disabled={locked}
        onClick={onToggleFlag}
      >
        {flagged ? t('flagged') : t('flag')}
      </Button>
      {isLast ? (
        <Button className="question-actions-main" disabled={locked} onClick={onSubmit}>
          {t('submit')}
        </Button>
      ) : (
        <Button className="question-actions-main" disabled={locked} onClick={onNext}>
          {t('next')}
        </Button>
      )}
    </nav>
  );
}

/** Over the screen while the test loads and while it is submitted. */
export function TestOverlay({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('test');
  return (
    <div className="test-overlay" role="status">
      <p className="test-overlay-title">{submitting ? t('submitting') : t('loading')}</p>
      {!submitting && <p>{t('pleaseWait')}</p>}
    </div>
  );
}
