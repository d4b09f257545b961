// /admin/senators and /admin/governors: the officials by state with scheduled successors; add an
// election winner with the day they take office, correct a row, upload a portrait, retire, import.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../ui/notify';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { FreshnessPanel } from './freshness-panel';
import { ImportPanel } from './import-panel';
import { OfficialForm } from './official-form';
import {
  useOfficials,
  useRetireOfficial,
  useSaveOfficial,
  useUploadPortrait,
  type OfficeKind,
  type OfficialRow,
} from './officials-api';
import { byState, OfficialsTable } from './officials-table';
import { PortraitUpload } from './portrait-upload';
import './officials.css';

const places = (kind: OfficeKind) => [
  ...US_STATES.filter(([c]) => c !== 'DC'),
  ...(kind === 'governors' ? US_TERRITORIES : []),
];
const stateFilter = (kind: OfficeKind) => [
  { value: '', label: 'All states' },
  ...places(kind).map(([value, label]) => ({ value, label })),
];

type Editing = { mode: 'add' } | { mode: 'edit'; id: number } | { mode: 'import' } | null;

export function OfficialsPage({ kind }: { kind: OfficeKind }) {
  const one = kind === 'senators' ? 'senator' : 'governor';
  const query = useOfficials(kind);
  const save = useSaveOfficial(kind);
  const retire = useRetireOfficial(kind);
  const upload = useUploadPortrait(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<OfficialRow | null>(null);
  const [retireOn, setRetireOn] = useState('');
  // The state filter lives in the address, so the freshness lists can link to one state's seats.
  const [search, setSearch] = useSearchParams();
  const state = search.get('state') ?? '';
  const setState = (code: string) => setSearch(code ? { state: code } : {}, { replace: true });
  const [showRetired, setShowRetired] = useState(false);
  const editedRow = editing?.mode === 'edit' ? query.data?.find((r) => r.id === editing.id) : undefined;

  const onSave = (body: Record<string, unknown>) =>
    save.mutate(
      { id: editedRow?.id, body },
      {
        onSuccess: () => {
          notifySuccess(editedRow ? 'Changes saved' : `${one[0]!.toUpperCase()}${one.slice(1)} added`);
          setEditing(null);
        },
        onError: (error) => notifyError(error),
      },
    );

  const confirmRetire = () =>
    retiring &&
    retire.mutate(
      { id: retiring.id, effectiveDate: retiring.status === 'scheduled' ? undefined : retireOn || undefined },
      {
        onSuccess: () => (notifySuccess(`${retiring.name} retired`), setRetiring(null)),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <section className="stack">
      <PageHeader
        title={kind === 'senators' ? 'Senators' : 'Governors'}
        description="Learners' answers name whoever serves on their device's day: enter a winner with the day they take office."
        actions={
          <>
            <Button onClick={() => setEditing({ mode: 'add' })}>Add {one}</Button>
            <Button variant="secondary" onClick={() => setEditing({ mode: 'import' })}>
              Import file
            </Button>
          </>
        }
      />
      {editing?.mode === 'import' && <ImportPanel onClose={() => setEditing(null)} />}
      {editing?.mode === 'add' && (
        <Card title={`Add ${one}`}>
          <OfficialForm kind={kind} busy={save.isPending} onSave={onSave} onCancel={() => setEditing(null)} />
        </Card>
      )}
      {editedRow && (
        <Card title={`Edit ${editedRow.name}`}>
          <div className="officials-edit">
            <OfficialForm
              key={editedRow.id}
              kind={kind}
              row={editedRow}
              busy={save.isPending}
              onSave={onSave}
              onCancel={() => setEditing(null)}
            />
            <PortraitUpload
              key={`${editedRow.id}-${editedRow.portrait?.length ?? 0}`}
              name={editedRow.name}
              current={editedRow.portrait}
              busy={upload.isPending}
              onUpload={(file) =>
                upload.mutate(
                  { id: editedRow.id, file },
                  { onSuccess: () => notifySuccess('Portrait uploaded'), onError: (error) => notifyError(error) },
                )
              }
            />
          </div>
        </Card>
      )}
      <FreshnessPanel kind={one} />
      <div className="admin-filters">
        <SelectField
          label="State"
          options={stateFilter(kind)}
          value={state}
          onChange={(e) => setState(e.target.value)}
        />
        <CheckboxField label="Show retired" checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} />
      </div>
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={`No ${kind} stored yet: add one or import a file.`}
      >
        {(rows) => {
          const shown = rows
            .filter((r) => (!state || r.state === state) && (showRetired || r.status !== 'retired'))
            .sort(byState);
          return shown.length ? (
            <OfficialsTable
              kind={kind}
              rows={shown}
              onEdit={(r) => setEditing({ mode: 'edit', id: r.id })}
              onRetire={(r) => (setRetireOn(''), setRetiring(r))}
            />
          ) : (
            <p className="admin-empty">No {kind} match this filter.</p>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={retiring !== null}
        title={retiring?.status === 'scheduled' ? `Cancel ${retiring.name}?` : `Retire ${retiring?.name ?? ''}?`}
        confirmLabel={retiring?.status === 'scheduled' ? 'Cancel the change' : 'Retire'}
        destructive
        busy={retire.isPending}
        onConfirm={confirmRetire}
        onCancel={() => setRetiring(null)}
      >
        {retiring?.status === 'scheduled' ? (
          <p>{retiring.name} will not take office; the current holder keeps the seat.</p>
        ) : (
          <TextField
            label="Last day in office is before"
            type="date"
            hint="Empty: from today learners no longer see this person."
            value={retireOn}
            onChange={(e) => setRetireOn(e.target.value)}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
