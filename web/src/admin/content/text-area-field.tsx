import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { LabelledField } from '../../ui/labelled-field';

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
  return (
    <LabelledField label={label} error={error} hint={hint} className={className}>
      {({ id, ...described }) => (
        <textarea ref={ref} id={id} className="field-input admin-textarea" {...described} {...props} />
      )}
    </LabelledField>
  );
});
