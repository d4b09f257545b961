// The spec's advice "Target accuracy 90%+" (part 2 §9), shown wherever a learner sees their accuracy
// (study and test results, progress), with whether they are there yet.
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './accuracy-target.css';

export const TARGET_ACCURACY_PERCENT = 90;

/** `percent`: the learner's accuracy (0-100); undefined when there is nothing to compare yet. */
export function AccuracyTarget({ percent }: { percent?: number }) {
  const { t } = useTranslation('practice');
  const target = TARGET_ACCURACY_PERCENT;
  return (
    <div className="accuracy-target" data-testid="accuracy-target">
      <p className="accuracy-target-title">
        <Target aria-hidden="true" size={18} />
        {t('accuracyTarget.title', { target })}
      </p>
      {percent !== undefined && (
        <p>{percent >= target ? t('accuracyTarget.reached') : t('accuracyTarget.below', { target })}</p>
      )}
    </div>
  );
}
