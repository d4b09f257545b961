import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { Range } from './listening-settings';

interface CountStepperProps {
  label: string;
  value: number;
  range: Range;
  onChange: (value: number) => void;
}

/** − value +, with thumb-sized buttons that stop at the range's ends. */
export function CountStepper({ label, value, range, onChange }: CountStepperProps) {
  const { t } = useTranslation('listening');
  const labelId = useId();
  const move = (direction: 1 | -1) =>
    onChange(Math.min(range.max, Math.max(range.min, value + direction * range.step)));
  return (
    <div className="practice-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div className="practice-stepper-controls">
        <Button
          variant="secondary"
          aria-label={t('settings.decrease', { label })}
          disabled={value <= range.min}
          onClick={() => move(-1)}
        >
          −
        </Button>
        <output className="practice-stepper-value" aria-live="polite">
          {value}
        </output>
        <Button
          variant="secondary"
          aria-label={t('settings.increase', { label })}
          disabled={value >= range.max}
          onClick={() => move(1)}
        >
          +
        </Button>
      </div>
    </div>
  );
}
