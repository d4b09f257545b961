// The answer options of the question editor: one text per option and the radio that marks the
// one correct option. Option ids never change (translations refer to them).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { QuestionFormValues } from './question-form-values';

interface OptionFieldsProps {
  optionIds: string[];
  register: UseFormRegister<QuestionFormValues>;
  errors: FieldErrors<QuestionFormValues>;
}

export function OptionFields({ optionIds, register, errors }: OptionFieldsProps) {
  const optionErrors = Array.isArray(errors.options) ? errors.options : [];
  const listError = !Array.isArray(errors.options) ? errors.options?.message : undefined;
  return (
    <fieldset className="admin-options">
      <legend className="field-label">Options (mark the correct one)</legend>
      {optionIds.map((id, index) => {
        const error = (optionErrors[index] as { text?: { message?: string } } | undefined)?.text?.message;
        return (
          <div key={id} className="admin-option-row">
            {/* The label is the tap target: a 24 px radio in a 44 px square. */}
            <label className="admin-option-correct">
              <input
                type="radio"
                value={id}
                aria-label={`Option ${index + 1} is correct`}
                {...register('correctOptionId')}
              />
            </label>
            <input
              className="field-input"
              aria-label={`Option ${index + 1}`}
              aria-invalid={error ? true : undefined}
              {...register(`options.${index}.text` as const)}
            />
            {error && <p className="field-error">{error}</p>}
          </div>
        );
      })}
      {listError && <p className="field-error">{listError}</p>}
      {errors.correctOptionId?.message && <p className="field-error">{errors.correctOptionId.message}</p>}
    </fieldset>
  );
}
