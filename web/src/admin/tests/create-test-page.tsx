// /admin/create-test: the fixed tests learners see in Test mode; compose, edit and deactivate.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestDefinitionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { notifyError, notifySuccess } from '../ui/notify';
import { PageHeader } from '../ui/page-header';
import { QueryTable } from '../ui/data-table';
import { DefinitionForm } from './definition-form';
import { deactivateDefinition, listDefinitions, testKeys } from './tests-api';
import './tests.css';

const audienceText = (level: 1 | 2 | null) => (level === null ? 'All learners' : `Level ${level}`);

export function CreateTestPage() {
  const [editing, setEditing] = useState<{ definition: TestDefinitionDto | null } | null>(null);
  const queryClient = useQueryClient();
  const definitions = useQuery({ queryKey: testKeys.definitions, queryFn: listDefinitions });
  const deactivate = useMutation({
    mutationFn: (d: TestDefinitionDto) => deactivateDefinition(d.id),
    onSuccess: async (d) => {
      notifySuccess('Test deactivated', d.name);
      await queryClient.invalidateQueries({ queryKey: testKeys.definitions });
    },
    onError: (error) => notifyError(error),
  });

  if (editing)
    return (
      <DefinitionForm
        key={editing.definition?.id ?? 'new'}
        definition={editing.definition}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div className="stack">
      <PageHeader
        title="Create test"
        description="Fixed tests appear in Test mode for their audience, on their devices and offline."
        actions={<Button onClick={() => setEditing({ definition: null })}>New fixed test</Button>}
      />
      <QueryTable
        query={definitions}
        empty="No fixed tests yet."
        caption="Fixed tests"
        columns={[
          { header: 'Name', cell: (d) => d.name },
          { header: 'Version', cell: (d) => d.version, nowrap: true },
          { header: 'Questions', cell: (d) => d.questionIds.length, nowrap: true },
          { header: 'Time', cell: (d) => `${d.timeLimitMinutes} min`, nowrap: true },
          { header: 'Audience', cell: (d) => audienceText(d.audienceLevel), nowrap: true },
          { header: 'Status', cell: (d) => (d.isActive ? 'Active' : 'Inactive'), nowrap: true },
        ]}
        actions={(d) => (
          <div className="button-row">
            <Button variant="secondary" aria-label={`Edit ${d.name}`} onClick={() => setEditing({ definition: d })}>
              Edit
            </Button>
            {d.isActive && (
              <Button
                variant="destructive"
                aria-label={`Deactivate ${d.name}`}
                disabled={deactivate.isPending}
                onClick={() => deactivate.mutate(d)}
              >
                Deactivate
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}

export { CreateTestPage as Screen };
