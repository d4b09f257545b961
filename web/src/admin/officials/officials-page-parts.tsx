// The pieces of /admin/senators and /admin/governors: one row's editor with its portrait upload,
// the retire (or cancel a scheduled successor) dialog, and the filtered list.
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { withToasts } from '../ui/notify';
import { OfficialForm } from './official-form';
import type { OfficeKind, OfficialRow, useUploadPortrait } from './officials-api';
import { byState, OfficialsTable } from './officials-table';
import { PortraitUpload } from './portrait-upload';
import type { Retiring } from './use-officials-page';

interface EditOfficialCardProps {
  kind: OfficeKind;
  row: OfficialRow;
  upload: ReturnType<typeof useUploadPortrait>;
  saving: boolean;
  onSave: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

export function EditOfficialCard({ kind, row, upload, saving, onSave, onCancel }: EditOfficialCardProps) {
  return (
    <Card title={`Edit ${row.name}`}>
      <div className="officials-edit">
        <OfficialForm key={row.id} kind={kind} row={row} busy={saving} onSave={onSave} onCancel={onCancel} />
        <PortraitUpload
          key={`${row.id}-${row.portrait?.length ?? 0}`}
          name={row.name}
          current={row.portrait}
          busy={upload.isPending}
          onUpload={(file) =>
            upload.mutate(
              { id: row.id, file },
              withToasts(() => 'Portrait uploaded'),
            )
          }
        />
      </div>
    </Card>
  );
}

export function RetireDialog({ retiring }: { retiring: Retiring }) {
  const official = retiring.official;
  const scheduled = official?.status === 'scheduled';
  return (
    <ConfirmDialog
      open={official !== null}
      title={scheduled ? `Cancel ${official.name}?` : `Retire ${official?.name ?? ''}?`}
      confirmLabel={scheduled ? 'Cancel the change' : 'Retire'}
      destructive
      busy={retiring.busy}
      onConfirm={retiring.confirm}
      onCancel={retiring.cancel}
    >
      {scheduled ? (
        <p>{official.name} will not take office; the current holder keeps the seat.</p>
      ) : (
        <TextField
          label="Last day in office is before"
          type="date"
          hint="Empty: from today learners no longer see this person."
          value={retiring.retireOn}
          onChange={(e) => retiring.setRetireOn(e.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}

interface FilteredOfficialsProps {
  kind: OfficeKind;
  rows: OfficialRow[];
  state: string;
  showRetired: boolean;
  onEdit: (row: OfficialRow) => void;
  onRetire: (row: OfficialRow) => void;
}

export function FilteredOfficials({ kind, rows, state, showRetired, onEdit, onRetire }: FilteredOfficialsProps) {
  const shown = rows
    .filter((r) => (!state || r.state === state) && (showRetired || r.status !== 'retired'))
    .sort(byState);
  return shown.length ? (
    <OfficialsTable kind={kind} rows={shown} onEdit={onEdit} onRetire={onRetire} />
  ) : (
    <p className="admin-empty">No {kind} match this filter.</p>
  );
}
