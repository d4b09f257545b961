import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';

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
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
