// The groups of fields of the question editor that sit side by side in one row: number, category,
// flags, and states with the as-of date.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';
import { emptyToNull, parseStates, toNumberOrNull, type QuestionFormValues } from './question-form-values';
import { TextAreaField } from './text-area-field';

interface SectionProps {
  register: UseFormRegister<QuestionFormValues>;
  errors: FieldErrors<QuestionFormValues>;
}

/** Version and official number: only a new question chooses them, the server keeps them after. */
export function QuestionNumberFields({ register, errors }: SectionProps) {
  return (
    <div className="admin-filters">
      <SelectField label="Test version" options={TEST_VERSION_OPTIONS} {...register('version')} />
      <TextField
        label="Official number"
        type="number"
        min={1}
        max={128}
        error={errors.officialNumber?.message}
        {...register('officialNumber', { valueAsNumber: true })}
      />
    </div>
  );
}

export function AcceptedAnswersField({ register, errors }: SectionProps) {
  return (
    <TextAreaField
      label="Accepted answers (one per line)"
      rows={3}
      hint="What the mock interview accepts when a learner types or says the answer. Officeholder questions also accept the holder in force (Officials › Officeholders)."
      error={
        errors.officialAnswers?.message ??
        (Array.isArray(errors.officialAnswers) ? 'Each accepted answer needs some text' : undefined)
      }
      {...register('acceptedText')}
    />
  );
}

interface CategoryFieldsProps extends SectionProps {
  categoryOptions: SelectOption[];
  subOptions: SelectOption[];
}

export function CategoryFields({ register, errors, categoryOptions, subOptions }: CategoryFieldsProps) {
  return (
    <div className="admin-filters">
      <SelectField
        label="Category"
        options={categoryOptions}
        error={errors.categoryId?.message}
        {...register('categoryId', { valueAsNumber: true })}
      />
      <SelectField
        label="Subcategory"
        placeholder="None"
        options={subOptions}
        error={errors.subcategoryId?.message}
        {...register('subcategoryId', { setValueAs: toNumberOrNull })}
      />
    </div>
  );
}

export function FlagFields({ register }: Pick<SectionProps, 'register'>) {
  return (
    <div className="admin-filters">
      <CheckboxField label="Active" {...register('isActive')} />
      <CheckboxField label="Time-sensitive answer" {...register('isTimeSensitive')} />
      <CheckboxField label="State-specific" {...register('stateSpecific')} />
    </div>
  );
}

export function StatesAndDateFields({ register, errors }: SectionProps) {
  return (
    <div className="admin-filters">
      <TextField
        label="Applicable states"
        hint="Two-letter codes, e.g. CA, TX (state-specific questions only)"
        error={
          errors.applicableStates?.message ??
          (Array.isArray(errors.applicableStates) ? 'Use two-letter state codes' : undefined)
        }
        {...register('applicableStates', { setValueAs: parseStates })}
      />
      <TextField
        label="Answer as of"
        type="date"
        hint="When a time-sensitive answer was last checked"
        error={errors.answerAsOf?.message}
        {...register('answerAsOf', { setValueAs: emptyToNull })}
      />
    </div>
  );
}
