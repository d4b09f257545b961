// Compose a fixed test: name, test version, questions, time limit and audience; the same schema as
// the API checks it, and the server adds its own rules (e.g. level 1 sees only the first 20).
import { useForm, useWatch } from 'react-hook-form';
import { TestDefinitionInput, type TestDefinitionDto } from '@civics/sync-protocol';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { errorText } from '../lib/admin-api';
import { typeboxResolver } from '../lib/typebox-resolver';
import { useFormSave } from '../lib/use-form-save';
import { QuestionPicker } from './question-picker';
import { saveDefinition, testKeys } from './tests-api';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type Values = {
  name: string;
  version: '2008' | '2025';
  questionIds: number[];
  timeLimitMinutes: number;
  audienceLevel: 1 | 2 | null;
};
const resolver = typeboxResolver<Values>(TestDefinitionInput);
const AUDIENCE_OPTIONS = [
  { value: '', label: 'All learners' },
  { value: '2', label: 'Level 2 learners' },
  { value: '1', label: 'Level 1 learners' },
];
const audienceOf = (value: unknown): 1 | 2 | null =>
  value === '1' || value === 1 ? 1 : value === '2' || value === 2 ? 2 : null;

export function DefinitionForm({ definition, onDone }: { definition: TestDefinitionDto | null; onDone: () => void }) {
  const { register, handleSubmit, control, setValue, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      name: definition?.name ?? '',
      version: definition?.version === '2008' ? '2008' : '2025',
      questionIds: definition?.questionIds ?? [],
      timeLimitMinutes: definition?.timeLimitMinutes ?? 20,
      audienceLevel: definition?.audienceLevel ?? null,
    },
  });
  const save = useFormSave({
    save: (values: Values) => saveDefinition(definition?.id ?? null, values),
    savedTitle: definition ? 'Test saved' : 'Test created',
    refetch: testKeys.definitions,
    onDone,
  });
  const version = useWatch({ control, name: 'version' });
  const selected = useWatch({ control, name: 'questionIds' });
  const errors = formState.errors;
  return (
    <form className="admin-form stack" noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
      <h2>{definition ? `Edit ${definition.name}` : 'New fixed test'}</h2>
      {save.isError && <Notice tone="error">{errorText(save.error)}</Notice>}
      <TextField label="Test name" error={errors.name?.message} {...register('name')} />
      <div className="admin-filters">
        <SelectField
          label="Test version"
          options={TEST_VERSION_OPTIONS}
          {...register('version', { onChange: () => setValue('questionIds', []) })}
        />
        <TextField
          label="Time limit (minutes)"
          type="number"
          min={1}
          max={180}
          error={errors.timeLimitMinutes?.message}
          {...register('timeLimitMinutes', { valueAsNumber: true })}
        />
        <SelectField
          label="Audience"
          options={AUDIENCE_OPTIONS}
          {...register('audienceLevel', { setValueAs: audienceOf })}
        />
      </div>
      <QuestionPicker
        version={version}
        selected={selected}
        onChange={(ids) => setValue('questionIds', ids, { shouldValidate: formState.isSubmitted })}
        error={
          errors.questionIds
            ? selected.length === 0
              ? 'Choose at least one question'
              : (errors.questionIds.message ?? 'Check the chosen questions')
            : undefined
        }
      />
      <SaveCancelButtons
        saveLabel={definition ? 'Save test' : 'Create test'}
        busy={save.isPending}
        onCancel={onDone}
        lockCancel
      />
    </form>
  );
}
