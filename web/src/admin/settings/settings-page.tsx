// /admin/settings: how study and test sessions run for every learner (spec part 1 §3 system
// settings). /admin/app-settings holds the account policy (registration) instead.
import { Link } from 'react-router-dom';
import type { SystemSettingsDto } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { withToasts } from '../ui/notify';
import { formatDateTime } from '../lib/format';
import { useSaveSystemSettings, useSystemSettings } from './settings-api';
import { StudyTestForm } from './study-test-form';

export function Screen() {
  const query = useSystemSettings();
  const save = useSaveSystemSettings();
  return (
    <section className="stack">
      <PageHeader
        title="Study and test settings"
        description={
          <>
            Timing and order for every learner. Registration policy is under{' '}
            <Link to="/admin/app-settings">App settings</Link>.
          </>
        }
      />
      <QueryState query={query}>
        {(settings: SystemSettingsDto) => (
          <Card>
            <p className="admin-muted">Last changed {formatDateTime(settings.updatedAt)}</p>
            <StudyTestForm
              key={settings.updatedAt ?? 'defaults'}
              settings={settings}
              busy={save.isPending}
              onSave={(values) =>
                save.mutate(
                  values,
                  withToasts(() => 'Settings saved'),
                )
              }
            />
          </Card>
        )}
      </QueryState>
    </section>
  );
}
