// Re-seed as an explicit action: first a dry run lists what the reference banks would add or
// change (questions an admin edited are only listed), then Apply writes it in one go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { errorText } from '../lib/admin-api';
import { notifySuccess } from '../ui/notify';
import { contentKeys, importSeed } from './content-api';

const KIND_LABEL = { added: 'Added', changed: 'Changed', 'skipped-admin-edit': 'Kept (edited by an admin)' } as const;

export function SeedImportPanel() {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: importSeed,
    onSuccess: async (result) => {
      if (!result.applied) return;
      notifySuccess(
        'Reference questions imported',
        `${result.changes.filter((c) => c.kind !== 'skipped-admin-edit').length} questions written`,
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
    },
  });
  const result = run.data;
  const writable = result?.changes.filter((c) => c.kind !== 'skipped-admin-edit').length ?? 0;
  return (
    <Card title="Reference questions">
      <p className="admin-muted">
        Compare the built-in question banks with the database. Questions an admin created or edited are never
        overwritten.
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={() => run.mutate(true)} disabled={run.isPending}>
          Check for differences
        </Button>
        {result?.dryRun && writable > 0 && (
          <Button onClick={() => run.mutate(false)} disabled={run.isPending}>
            Apply {writable} changes
          </Button>
        )}
      </div>
      {run.isError && <Notice tone="error">{errorText(run.error)}</Notice>}
      {result && result.changes.length === 0 && <p>The database matches the reference banks.</p>}
      {result && result.changes.length > 0 && (
        <ul>
          {result.changes.map((c) => (
            <li key={c.questionId}>
              {c.version} question {c.officialNumber}: {KIND_LABEL[c.kind]}
              {c.fields.length > 0 ? ` (${c.fields.join(', ')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
