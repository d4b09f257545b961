import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canStep, stepValue, type StepperRange } from './stepper-limits';

interface StepperProps {
  label: string;
  value: number;
  range: StepperRange;
  onChange: (value: number) => void;
  hint?: string;
}

/** − value +, with 48 px buttons a thumb can hit; the buttons stop at the range's ends. */
export function Stepper({ label, value, range, onChange, hint }: StepperProps) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const hintId = `${labelId}-hint`;
  return (
    <div className="stepper" role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={t('stepper.decrease', { label })}
          disabled={!canStep(value, -1, range)}
          onClick={() => onChange(stepValue(value, -1, range))}
        >
          −
        </button>
        <output className="stepper-value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={t('stepper.increase', { label })}
          disabled={!canStep(value, 1, range)}
          onClick={() => onChange(stepValue(value, 1, range))}
        >
          +
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
