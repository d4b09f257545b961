// What every labelled form control shares (text, select, text area): the label, the control, and its
// error or hint underneath, tied to the control by id so a screen reader reads them with it.
import { useId, type ReactNode } from 'react';
import { FieldMessage } from './field-message';

interface LabelledFieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with its id and its invalid / described-by attributes. */
  children: (control: ControlAttributes) => ReactNode;
}

export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function LabelledField({ label, error, hint, className, children }: LabelledFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
