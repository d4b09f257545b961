// Create or edit one question: text, options with the correct one, explanation, category and
// subcategory, flags, applicable states and the as-of date of a time-sensitive answer. The form
// checks with the API's own schema; the server's rules (duplicates, option ids, subcategory) come
// back as a message shown at the top and at the field.
import type { AdminQuestionDto } from '@civics/sync-protocol';
import { Notice } from '../../ui/notice';
import { errorText } from '../lib/admin-api';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';
import { OptionFields } from './option-fields';
import {
  AcceptedAnswersField,
  CategoryFields,
  FlagFields,
  QuestionNumberFields,
  StatesAndDateFields,
} from './question-editor-sections';
import type { QuestionFormValues } from './question-form-values';
import { TextAreaField } from './text-area-field';
import { useQuestionEditor } from './use-question-editor';

interface QuestionEditorProps {
  /** The question being edited, or null to create one. */
  question: AdminQuestionDto | null;
  initial: QuestionFormValues;
  onDone: () => void;
}

export function QuestionEditor({ question, initial, onDone }: QuestionEditorProps) {
  const { form, save, creating, loaded, categoryOptions, subOptions } = useQuestionEditor(question, initial, onDone);
  const { register, handleSubmit } = form;
  const errors = form.formState.errors;
  // The selects mount once their options are there: a select mounted empty shows "None" and keeps
  // it when the options arrive (2008 Q31 and Q47 showed no subcategory).
  if (!loaded) return <p className="muted">Loading…</p>;

  return (
    <form
      className="admin-form stack"
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      noValidate
    >
      <h2>{question === null ? 'New question' : `Edit ${question.version} question ${question.officialNumber}`}</h2>
      {save.isError && <Notice tone="error">{errorText(save.error)}</Notice>}
      {creating && <QuestionNumberFields register={register} errors={errors} />}
      <TextAreaField label="Question" rows={2} error={errors.questionText?.message} {...register('questionText')} />
      <OptionFields optionIds={initial.options.map((o) => o.id)} register={register} errors={errors} />
      <TextAreaField label="Explanation" rows={4} error={errors.explanation?.message} {...register('explanation')} />
      <AcceptedAnswersField register={register} errors={errors} />
      <CategoryFields register={register} errors={errors} categoryOptions={categoryOptions} subOptions={subOptions} />
      <FlagFields register={register} />
      <StatesAndDateFields register={register} errors={errors} />
      <SaveCancelButtons
        saveLabel={creating ? 'Create question' : 'Save question'}
        busy={save.isPending}
        onCancel={onDone}
        lockCancel
      />
    </form>
  );
}
