import type { SelectHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Shown first with an empty value, so "not chosen yet" is visible and can be validated. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export function SelectField({ label, options, placeholder, error, hint, className, ...props }: SelectFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {({ id, ...described }) => (
        <select id={id} className="field-input" {...described} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
