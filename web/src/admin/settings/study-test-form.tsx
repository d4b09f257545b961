import { useForm, type UseFormReturn } from 'react-hook-form';
import { SYSTEM_SETTINGS_LIMITS as L, SystemSettingsUpdate, type SystemSettingsDto } from '@civics/sync-protocol';
import { DEFAULT_SYSTEM_SETTINGS } from '@civics/sync-protocol/constants';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TEST_SCREEN_SECONDS_PER_QUESTION } from '../../lib/test-timing';
import { typeboxResolver } from '../lib/typebox-resolver';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type Values = Required<Pick<SystemSettingsUpdate, 'studyModeConfig' | 'testModeConfig'>>;

const resolver = typeboxResolver<Values>(SystemSettingsUpdate);
const secondsHint = `${L.timePerQuestionMin} to ${L.timePerQuestionMax} seconds`;
// What the learner's countdown really runs (lib/test-timing); learners' Settings show the same time.
const testSecondsHint = `${secondsHint}. Learners' tests count down this many seconds per question; the default ${DEFAULT_SYSTEM_SETTINGS.testModeConfig.timePerQuestion} runs the test screen's ${TEST_SCREEN_SECONDS_PER_QUESTION} s.`;
const readHint = `${L.readCountMin} to ${L.readCountMax} times`;
const NUMBER = { valueAsNumber: true } as const;

/** The timing both modes have: seconds per question and how often a question is read aloud. */
function TimingFields({
  form,
  mode,
  secondsHint,
}: {
  form: UseFormReturn<Values>;
  mode: 'studyModeConfig' | 'testModeConfig';
  secondsHint: string;
}) {
  const { register, formState } = form;
  const errors = formState.errors[mode];
  return (
    <>
      <TextField
        label="Time per question (seconds)"
        type="number"
        hint={secondsHint}
        error={errors?.timePerQuestion?.message}
        {...register(`${mode}.timePerQuestion`, NUMBER)}
      />
      <TextField
        label="Times each question is read aloud"
        type="number"
        hint={readHint}
        error={errors?.readCount?.message}
        {...register(`${mode}.readCount`, NUMBER)}
      />
    </>
  );
}

/** Study and test configuration, validated in the browser with the API's own schema. */
export function StudyTestForm({
  settings,
  busy,
  onSave,
}: {
  settings: SystemSettingsDto;
  busy: boolean;
  onSave: (values: Values) => void;
}) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { studyModeConfig: settings.studyModeConfig, testModeConfig: settings.testModeConfig },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  return (
    <form className="form stack" onSubmit={handleSubmit(onSave)} noValidate>
      <fieldset className="fieldset">
        <legend>Study mode</legend>
        <TimingFields form={form} mode="studyModeConfig" secondsHint={secondsHint} />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Test mode</legend>
        <TimingFields form={form} mode="testModeConfig" secondsHint={testSecondsHint} />
        <SelectField
          label="Question order"
          options={[
            { value: 'random', label: 'Random' },
            { value: 'ordered', label: 'In order' },
          ]}
          error={errors.testModeConfig?.questionOrder?.message}
          {...register('testModeConfig.questionOrder')}
        />
        <CheckboxField label="Shuffle the answer options" {...register('testModeConfig.shuffleOptions')} />
      </fieldset>
      <SaveCancelButtons saveLabel="Save settings" busy={busy} />
    </form>
  );
}
