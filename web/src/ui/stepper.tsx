// The one stepper of the app (issue 31 item 10): its label on a line of its own, then − value + on one
// line that never wraps, so a long label in any language wraps above the control instead of pushing
// "+" onto a line of its own. The group is named by the label; each button says what it changes.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canStep, stepValue, type StepperRange } from './stepper-range';
import './stepper.css';

interface StepperProps {
  label: string;
  value: number;
  range: StepperRange;
  onChange: (value: number) => void;
  /** A sentence under the control, read as the group's description. */
  hint?: string;
  /** Both buttons off, e.g. while a practice runs. */
  disabled?: boolean;
  /** data-testid of the value, for the screens whose tests read it. */
  valueTestId?: string;
}

export function Stepper({ label, value, range, onChange, hint, disabled = false, valueTestId }: StepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = `${labelId}-hint`;
  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className="stepper-button"
      aria-label={t(direction > 0 ? 'stepper.increase' : 'stepper.decrease', { label })}
      disabled={disabled || !canStep(value, direction, range)}
      onClick={() => onChange(stepValue(value, direction, range))}
    >
      {direction > 0 ? '+' : '−'}
    </button>
  );
  return (
    <div className="stepper" role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <span id={labelId} className="field-label stepper-label">
        {label}
      </span>
      <div className="stepper-controls">
        {stepButton(-1)}
        <output className="stepper-value" aria-live="polite" data-testid={valueTestId}>
          {value}
        </output>
        {stepButton(1)}
      </div>
      {hint && (
        <p id={hintId} className="field-hint stepper-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
