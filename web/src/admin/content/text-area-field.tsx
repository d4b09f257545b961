import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessage } from '../../ui/field-message';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input (question text, explanation) with its error or hint underneath. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, ...props },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="field-input admin-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
});
