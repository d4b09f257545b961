// The officials by state: who serves now, who takes over on which day, and (on request) who retired.
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../ui/data-table';
import type { OfficeKind, OfficialRow } from './officials-api';
import { statusText } from './official-values';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase();

interface OfficialsTableProps {
  kind: OfficeKind;
  rows: OfficialRow[];
  onEdit: (row: OfficialRow) => void;
  onRetire: (row: OfficialRow) => void;
}

export function OfficialsTable({ kind, rows, onEdit, onRetire }: OfficialsTableProps) {
  const columns: Column<OfficialRow>[] = [
    { header: 'State', cell: (r) => r.stateName, nowrap: true },
    {
      header: 'Name',
      cell: (r) => (
        <span className="officials-name">
          {r.portrait ? (
            <img className="officials-thumb" src={r.portrait} alt="" />
          ) : (
            <span className="officials-thumb" aria-hidden="true">
              {initials(r.name)}
            </span>
          )}
          {r.name}
        </span>
      ),
    },
    { header: 'Party', cell: (r) => r.party, nowrap: true },
    ...(kind === 'senators'
      ? [{ header: 'Seat', cell: (r: OfficialRow) => (r.senateClass ? `Class ${r.senateClass}` : '—'), nowrap: true }]
      : []),
    { header: 'Status', cell: statusText, nowrap: true },
    { header: 'In office since', cell: (r) => r.inaugurationDay ?? '—', nowrap: true },
    { header: 'Term ends', cell: (r) => r.termEnd ?? '—', nowrap: true },
  ];
  const actions = (r: OfficialRow) => (
    <span className="button-row">
      <Button variant="secondary" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
        Edit
      </Button>
      {r.status !== 'retired' && (
        <Button
          variant="ghost"
          onClick={() => onRetire(r)}
          aria-label={`${r.status === 'scheduled' ? 'Cancel' : 'Retire'} ${r.name}`}
        >
          {r.status === 'scheduled' ? 'Cancel' : 'Retire'}
        </Button>
      )}
    </span>
  );
  return (
    <DataTable
      caption={kind === 'senators' ? 'Senators by state' : 'Governors by state'}
      columns={columns}
      rows={rows}
      actions={actions}
    />
  );
}

/** By state name, then seat, then start day (a successor right under the holder they replace). */
export const byState = (a: OfficialRow, b: OfficialRow) =>
  a.stateName.localeCompare(b.stateName) ||
  (a.senateClass ?? 0) - (b.senateClass ?? 0) ||
  (a.validFrom ?? '').localeCompare(b.validFrom ?? '');
