// The state of /admin/senators and /admin/governors: which panel is open (add, import, or one row's
// editor) with its save, and the official being retired with the last day the admin chose.
import { useState } from 'react';
import { withToasts } from '../ui/notify';
import { useRetireOfficial, useSaveOfficial, type OfficeKind, type OfficialRow } from './officials-api';

export type Editing = { mode: 'add' } | { mode: 'edit'; id: number } | { mode: 'import' } | null;

export const singularOf = (kind: OfficeKind) => (kind === 'senators' ? 'senator' : 'governor');

export function useOfficialEditing(kind: OfficeKind, rows: OfficialRow[] | undefined) {
  const one = singularOf(kind);
  const save = useSaveOfficial(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const editedRow = editing?.mode === 'edit' ? rows?.find((r) => r.id === editing.id) : undefined;
  const onSave = (body: Record<string, unknown>) =>
    save.mutate(
      { id: editedRow?.id, body },
      withToasts(
        () => (editedRow ? 'Changes saved' : `${one[0]!.toUpperCase()}${one.slice(1)} added`),
        () => setEditing(null),
      ),
    );
  return { editing, setEditing, editedRow, onSave, saving: save.isPending };
}

export type Retiring = ReturnType<typeof useRetiring>;

export function useRetiring(kind: OfficeKind) {
  const retire = useRetireOfficial(kind);
  const [official, setOfficial] = useState<OfficialRow | null>(null);
  const [retireOn, setRetireOn] = useState('');
  const start = (row: OfficialRow) => {
    setRetireOn('');
    setOfficial(row);
  };
  const confirm = () =>
    official &&
    retire.mutate(
      { id: official.id, effectiveDate: official.status === 'scheduled' ? undefined : retireOn || undefined },
      withToasts(
        () => `${official.name} retired`,
        () => setOfficial(null),
      ),
    );
  const cancel = () => setOfficial(null);
  return { official, retireOn, setRetireOn, start, confirm, cancel, busy: retire.isPending };
}
