// The one layout for what a learner can do after a run (study results, test results, the end of a
// review, spaced Review): full-width buttons stacked in the thumb's reach, the main one first, named
// "What next" for screen readers. Every end screen looks and reads the same (issue 31 item 10).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './result-action-row.css';

export function ResultActionRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="result-action-row" aria-label={t('whatNext')}>
      {children}
    </nav>
  );
}
