// The study footer: ‹ to the previous question, Next › or, on the last, Complete Study.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

interface StudyNavProps {
  position: number;
  total: number;
  answeredCount: number;
  ended: boolean;
  onGo: (position: number) => void;
  onComplete: () => void;
}

export function StudyNav({ position, total, answeredCount, ended, onGo, onComplete }: StudyNavProps) {
  const { t } = useTranslation('study');
  const isLast = position === total - 1;
  return (
    <nav className="question-actions" aria-label={t('navLabel')}>
      <Button
        variant="secondary"
        className="study-arrow"
        aria-label={t('previous')}
        disabled={position === 0}
        onClick={() => onGo(position - 1)}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      {isLast ? (
        <Button className="question-actions-main" disabled={answeredCount === 0 || ended} onClick={onComplete}>
          {t('completeStudy')}
        </Button>
      ) : (
        // The visible words are the button's name (axe: label-content-name-mismatch).
        <Button className="question-actions-main" onClick={() => onGo(position + 1)}>
          {t('next')} <span aria-hidden="true">›</span>
        </Button>
      )}
    </nav>
  );
}
