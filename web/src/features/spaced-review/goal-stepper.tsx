// The daily goal: how many questions one Review run asks (1-50).
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../../lib/spaced/review-queue';
import { Button } from '../../ui/button';

export function GoalStepper({ goal, onChange }: { goal: number; onChange: (goal: number) => void }) {
  const { t } = useTranslation('spacedReview');
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="spaced-review-goal" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className="spaced-review-goal-label">
        {t('goalLabel')}
      </span>
      <Button
        variant="secondary"
        aria-label={t('fewer')}
        disabled={goal <= MIN_DAILY_GOAL}
        onClick={() => onChange(goal - 1)}
      >
        <Minus size={18} aria-hidden="true" />
      </Button>
      <output className="spaced-review-goal-value" aria-live="polite" data-testid="daily-goal">
        {goal}
      </output>
      <Button
        variant="secondary"
        aria-label={t('more')}
        disabled={goal >= MAX_DAILY_GOAL}
        onClick={() => onChange(goal + 1)}
      >
        <Plus size={18} aria-hidden="true" />
      </Button>
      <p id={hintId} className="spaced-review-goal-hint">
        {t('goalHint')}
      </p>
    </div>
  );
}
