// The import preview's rows in the order an operator should read them: the changes that matter
// first (terms that end, new holders, future entries cancelled, party switches and new term ends),
// spelling-only changes apart, last (issue 19).
import type { OfficialsImportResult, OfficialsImportRow } from '@civics/sync-protocol';

export type ChangeKind = 'Term ends' | 'New holder' | 'Cancelled' | 'Changed';

export interface PreviewRow extends OfficialsImportRow {
  change: ChangeKind;
  key: string;
}

const tag = (rows: readonly OfficialsImportRow[], change: ChangeKind, prefix: string): PreviewRow[] =>
  rows.map((r, i) => ({ ...r, change, key: `${prefix}${r.id ?? ''}-${i}` }));

/** The changes that matter, most consequential first; within a kind, by state. */
export function rowsThatMatter(result: OfficialsImportResult): PreviewRow[] {
  const byState = (rows: PreviewRow[]) => [...rows].sort((a, b) => a.state.localeCompare(b.state));
  return [
    ...byState(tag(result.retired, 'Term ends', 'r')),
    ...byState(tag(result.added, 'New holder', 'a')),
    ...byState(
      tag(
        result.scheduled.filter((r) => !r.keep),
        'Cancelled',
        'x',
      ),
    ),
    ...byState(tag(result.changed, 'Changed', 'c')),
  ];
}

/** "party: Democrat → Democratic; termEnd: — → 2031-01-03". */
export const describeChanges = (row: OfficialsImportRow): string =>
  Object.entries(row.changes ?? {})
    .map(([field, { from, to }]) => `${FIELD_NAMES[field] ?? field}: ${from ?? '—'} → ${to ?? '—'}`)
    .join('; ');

const FIELD_NAMES: Record<string, string> = { party: 'Party', termEnd: 'Term end', name: 'Name' };

/** Anything the apply would write: a change, a cancellation, or holders whose as-of date it refreshes. */
export const hasWork = (result: OfficialsImportResult): boolean =>
  result.added.length + result.changed.length + result.cosmetic.length + result.retired.length + result.unchanged > 0 ||
  result.scheduled.some((r) => !r.keep);

export const seatOf = (row: Pick<OfficialsImportRow, 'state' | 'senateClass'>): string =>
  row.senateClass ? `${row.state}, class ${row.senateClass}` : row.state;
