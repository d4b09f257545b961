import { useForm } from 'react-hook-form';
import { SYSTEM_SETTINGS_LIMITS as L, SystemSettingsUpdate, type SystemSettingsDto } from '@civics/sync-protocol';
import { DEFAULT_SYSTEM_SETTINGS } from '@civics/sync-protocol/constants';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TEST_SCREEN_SECONDS_PER_QUESTION } from '../../lib/test-timing';
import { typeboxResolver } from '../lib/typebox-resolver';

type Values = Required<Pick<SystemSettingsUpdate, 'studyModeConfig' | 'testModeConfig'>>;

const resolver = typeboxResolver<Values>(SystemSettingsUpdate);
const secondsHint = `${L.timePerQuestionMin} to ${L.timePerQuestionMax} seconds`;
// What the learner's countdown really runs (lib/test-timing); learners' Settings show the same time.
const testSecondsHint = `${secondsHint}. Learners' tests count down this many seconds per question; the default ${DEFAULT_SYSTEM_SETTINGS.testModeConfig.timePerQuestion} runs the test screen's ${TEST_SCREEN_SECONDS_PER_QUESTION} s.`;
const readHint = `${L.readCountMin} to ${L.readCountMax} times`;

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
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { studyModeConfig: settings.studyModeConfig, testModeConfig: settings.testModeConfig },
  });
  const { errors } = formState;
  const number = { valueAsNumber: true } as const;
  return (
    <form className="form stack" onSubmit={handleSubmit(onSave)} noValidate>
      <fieldset className="fieldset">
        <legend>Study mode</legend>
        <TextField
          label="Time per question (seconds)"
          type="number"
          hint={secondsHint}
          error={errors.studyModeConfig?.timePerQuestion?.message}
          {...register('studyModeConfig.timePerQuestion', number)}
        />
        <TextField
          label="Times each question is read aloud"
          type="number"
          hint={readHint}
          error={errors.studyModeConfig?.readCount?.message}
          {...register('studyModeConfig.readCount', number)}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Test mode</legend>
        <TextField
          label="Time per question (seconds)"
          type="number"
          hint={testSecondsHint}
          error={errors.testModeConfig?.timePerQuestion?.message}
          {...register('testModeConfig.timePerQuestion', number)}
        />
        <TextField
          label="Times each question is read aloud"
          type="number"
          hint={readHint}
          error={errors.testModeConfig?.readCount?.message}
          {...register('testModeConfig.readCount', number)}
        />
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
      <div className="button-row">
        <Button type="submit" disabled={busy}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
