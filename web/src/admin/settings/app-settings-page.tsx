// /admin/app-settings: the account policy (the approval level a new registration starts at) and a
// read-only view of the public settings the app hands out before sign-in. Study/test timing lives
// on /admin/settings.
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SystemSettingsUpdate, type SystemSettingsDto, type TestModeConfig } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { adminGet } from '../lib/admin-api';
import { typeboxResolver } from '../lib/typebox-resolver';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';
import { withToasts } from '../ui/notify';
import { useSaveSystemSettings, useSystemSettings } from './settings-api';

type Values = Required<Pick<SystemSettingsUpdate, 'userRegistrationConfig'>>;
const resolver = typeboxResolver<Values>(SystemSettingsUpdate);

function RegistrationForm({ settings }: { settings: SystemSettingsDto }) {
  const save = useSaveSystemSettings();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { userRegistrationConfig: settings.userRegistrationConfig ?? { defaultApprovalLevel: 0 } },
  });
  return (
    <form
      className="form stack"
      noValidate
      onSubmit={handleSubmit((values) =>
        save.mutate(
          values,
          withToasts(() => 'Registration policy saved'),
        ),
      )}
    >
      <SelectField
        label="Approval level of a new account"
        hint="Level 0 waits for an admin (the 24-hour promise); 1 or 2 lets new learners start at once."
        options={[
          { value: '0', label: 'Level 0: wait for approval' },
          { value: '1', label: 'Level 1: first 20 questions' },
          { value: '2', label: 'Level 2: all questions' },
        ]}
        error={formState.errors.userRegistrationConfig?.defaultApprovalLevel?.message}
        {...register('userRegistrationConfig.defaultApprovalLevel', { valueAsNumber: true })}
      />
      <SaveCancelButtons saveLabel="Save policy" busy={save.isPending} />
    </form>
  );
}

function PublicSettings() {
  const query = useQuery({
    queryKey: ['admin', 'public-settings'],
    queryFn: () => adminGet<{ test_mode_config: TestModeConfig }>('/public/system-settings'),
  });
  return (
    <Card title="What the app shows before sign-in">
      <QueryState query={query}>
        {(answer: { test_mode_config: TestModeConfig }) => (
          <dl>
            <dt>Test: time per question</dt>
            <dd>{answer.test_mode_config.timePerQuestion} s</dd>
            <dt>Test: question order</dt>
            <dd>{answer.test_mode_config.questionOrder === 'ordered' ? 'In order' : 'Random'}</dd>
            <dt>Test: options shuffled</dt>
            <dd>{answer.test_mode_config.shuffleOptions ? 'Yes' : 'No'}</dd>
          </dl>
        )}
      </QueryState>
      <p className="admin-muted">
        Change these under <Link to="/admin/settings">Study and test settings</Link>.
      </p>
    </Card>
  );
}

export function Screen() {
  const query = useSystemSettings();
  return (
    <section className="stack">
      <PageHeader
        title="App settings"
        description="Account policy for new registrations, and the settings the public pages read."
      />
      <QueryState query={query}>
        {(settings: SystemSettingsDto) => (
          <Card title="Registration">
            <RegistrationForm key={settings.updatedAt ?? 'defaults'} settings={settings} />
          </Card>
        )}
      </QueryState>
      <PublicSettings />
    </section>
  );
}
