// Mastered / learning / new as one bar, with the numbers in words beside it (the bar is only a
// picture of them, so it is hidden from screen readers).
import { useTranslation } from 'react-i18next';
import type { MasteryCounts } from '../../lib/spaced/mastery';

export function MasteryBar({ label, counts, testId }: { label: string; counts: MasteryCounts; testId?: string }) {
  const { t } = useTranslation('progress');
  const share = (n: number) => (counts.total === 0 ? 0 : (n / counts.total) * 100);
  return (
    <div className="mastery-row" data-testid={testId}>
      <p className="mastery-row-label">
        <span>{label}</span>{' '}
        <span className="mastery-row-counts">
          {t('mastery.summary', { mastered: counts.mastered, learning: counts.learning, new: counts.new })}
        </span>
      </p>
      <div className="mastery-bar" aria-hidden="true">
        <span className="mastery-bar-mastered" style={{ width: `${share(counts.mastered)}%` }} />
        <span className="mastery-bar-learning" style={{ width: `${share(counts.learning)}%` }} />
        <span className="mastery-bar-new" style={{ width: `${share(counts.new)}%` }} />
      </div>
    </div>
  );
}

export function MasteryLegend() {
  const { t } = useTranslation('progress');
  return (
    <ul className="mastery-legend" aria-hidden="true">
      <li>
        <span className="mastery-swatch mastery-bar-mastered" /> {t('mastery.mastered')}
      </li>
      <li>
        <span className="mastery-swatch mastery-bar-learning" /> {t('mastery.learning')}
      </li>
      <li>
        <span className="mastery-swatch mastery-bar-new" /> {t('mastery.new')}
      </li>
    </ul>
  );
}
