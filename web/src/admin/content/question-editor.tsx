// Create or edit one question: text, options with the correct one, explanation, category and
// subcategory, flags, applicable states and the as-of date of a time-sensitive answer. The form
// checks with the API's own schema; the server's rules (duplicates, option ids, subcategory) come
// back as a message shown at the top and at the field.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { AdminQuestionCreate, AdminQuestionUpdate, type AdminQuestionDto } from '@civics/sync-protocol';
import { RequestError } from '../../lib/request';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { errorText } from '../lib/admin-api';
import { typeboxResolver } from '../lib/typebox-resolver';
import { notifySuccess } from '../ui/notify';
import { contentKeys, createQuestion, listCategories, listSubcategories, updateQuestion } from './content-api';
import { OptionFields } from './option-fields';
import {
  createBodyOf,
  emptyToNull,
  parseStates,
  toNumberOrNull,
  updateBodyOf,
  type QuestionFormValues,
} from './question-form-values';
import { TextAreaField } from './text-area-field';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

const createSchemaResolver = typeboxResolver<FieldValues>(AdminQuestionCreate);
const updateResolver = typeboxResolver<FieldValues>(AdminQuestionUpdate);

interface QuestionEditorProps {
  /** The question being edited, or null to create one. */
  question: AdminQuestionDto | null;
  initial: QuestionFormValues;
  onDone: () => void;
}

export function QuestionEditor({ question, initial, onDone }: QuestionEditorProps) {
  const queryClient = useQueryClient();
  const creating = question === null;
  const resolver: Resolver<QuestionFormValues> = (values, context, options) =>
    (creating
      ? createSchemaResolver(createBodyOf(values), context, options as never)
      : updateResolver(updateBodyOf(values), context, options as never)) as ReturnType<Resolver<QuestionFormValues>>;
  const form = useForm<QuestionFormValues>({ defaultValues: initial, resolver });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: listCategories });
  const subcategories = useQuery({ queryKey: contentKeys.subcategories, queryFn: listSubcategories });

  const save = useMutation({
    mutationFn: (values: QuestionFormValues) =>
      creating ? createQuestion(createBodyOf(values)) : updateQuestion(question.id, updateBodyOf(values)),
    onSuccess: async (saved) => {
      notifySuccess(
        creating ? 'Question created' : 'Question saved',
        `${saved.version} question ${saved.officialNumber}`,
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof RequestError ? error.body?.fields : undefined;
      for (const [field, message] of Object.entries(fields ?? {}))
        setError(field as keyof QuestionFormValues, { message });
    },
  });

  const version = useWatch({ control, name: 'version' });
  const categoryId = Number(useWatch({ control, name: 'categoryId' }));
  const subOptions = (subcategories.data ?? [])
    .filter((s) => s.version === version && s.categoryId === categoryId)
    .map((s) => ({ value: String(s.id), label: s.name }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  // The selects mount once their options are there: a select mounted empty shows "None" and keeps
  // it when the options arrive (2008 Q31 and Q47 showed no subcategory).
  if (!categories.data || !subcategories.data) return <p className="muted">Loading…</p>;

  return (
    <form
      className="admin-form stack"
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      noValidate
    >
      <h2>{creating ? 'New question' : `Edit ${question.version} question ${question.officialNumber}`}</h2>
      {save.isError && <Notice tone="error">{errorText(save.error)}</Notice>}
      {creating && (
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
      )}
      <TextAreaField label="Question" rows={2} error={errors.questionText?.message} {...register('questionText')} />
      <OptionFields optionIds={initial.options.map((o) => o.id)} register={register} errors={errors} />
      <TextAreaField label="Explanation" rows={4} error={errors.explanation?.message} {...register('explanation')} />
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
      <div className="admin-filters">
        <CheckboxField label="Active" {...register('isActive')} />
        <CheckboxField label="Time-sensitive answer" {...register('isTimeSensitive')} />
        <CheckboxField label="State-specific" {...register('stateSpecific')} />
      </div>
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
      <SaveCancelButtons
        saveLabel={creating ? 'Create question' : 'Save question'}
        busy={save.isPending}
        onCancel={onDone}
        lockCancel
      />
    </form>
  );
}
