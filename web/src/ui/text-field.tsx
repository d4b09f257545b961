import type { InputHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error or hint underneath, announced with the input. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {({ id, ...described }) => <input id={id} className="field-input" {...described} {...props} />}
    </LabelledField>
  );
}
