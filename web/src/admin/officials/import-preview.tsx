// What an import would do, read top to bottom: bad rows (nothing applies while there is one), the
// changes that matter, the future entries the file does not confirm (ticked = keep), past start days
// to confirm, then spelling-only changes and ended terms, collapsed.
import type { OfficialsImportResult, OfficialsImportRow } from '@civics/sync-protocol';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import { DataTable } from '../ui/data-table';
import { describeChanges, rowsThatMatter, seatOf } from './import-rows';

interface ImportPreviewProps {
  result: OfficialsImportResult;
  confirmPast: boolean;
  onConfirmPast: (confirmed: boolean) => void;
  onToggleKeep: (id: number, keep: boolean) => void;
  /** The admin's unticked entries: the tick follows them at once, the preview catches up. */
  cancel: readonly number[];
  busy: boolean;
}

const lineOf = (row: OfficialsImportRow) => (row.line ? `line ${row.line}` : '');

function Summary({ result }: { result: OfficialsImportResult }) {
  const office = result.kind === 'senators' ? 'Senators' : 'Governors';
  const cancelled = result.scheduled.filter((r) => !r.keep).length;
  return (
    <p>
      {office} ({result.format}): {result.added.length} added, {result.changed.length} changed, {result.retired.length}{' '}
      retired
      {cancelled ? `, ${cancelled} cancelled` : ''}, {result.cosmetic.length} spelling only, {result.unchanged}{' '}
      unchanged.
    </p>
  );
}

function Scheduled({
  result,
  onToggleKeep,
  cancel,
  busy,
}: Pick<ImportPreviewProps, 'result' | 'onToggleKeep' | 'cancel' | 'busy'>) {
  if (result.scheduled.length === 0) return null;
  return (
    <fieldset className="officials-import-keep">
      <legend>Future entries the file does not confirm</legend>
      <p className="admin-muted">
        Entered by hand for a day still to come. Ticked entries are kept; an unticked one is cancelled when you apply.
      </p>
      {result.scheduled.map((row) => (
        <div key={row.id}>
          <CheckboxField
            label={`Keep ${row.name} (${seatOf(row)}, ${row.party}) from ${row.effectiveDate ?? 'today'}`}
            checked={!cancel.includes(row.id)}
            disabled={busy}
            onChange={(e) => onToggleKeep(row.id, e.target.checked)}
          />
          {row.fileHolder && (
            <p className="admin-muted officials-import-note">
              {row.keep
                ? `The file names ${row.fileHolder.name} for this seat from ${row.fileHolder.effectiveDate ?? 'today'} (line ${row.fileHolder.line ?? '?'}); they wait while this entry is kept.`
                : `${row.fileHolder.name} (line ${row.fileHolder.line ?? '?'}) takes this seat instead.`}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}

function PastDates({
  result,
  confirmPast,
  onConfirmPast,
}: Pick<ImportPreviewProps, 'result' | 'confirmPast' | 'onConfirmPast'>) {
  if (result.pastDates.length === 0) return null;
  return (
    <div className="stack officials-import-past">
      <Notice>
        {result.pastDates.length === 1
          ? 'One new holder takes office'
          : `${result.pastDates.length} new holders take office`}{' '}
        on a day already past: answers learners were already given would change.
        <ul>
          {result.pastDates.map((r) => (
            <li key={`${r.state}-${r.line}`}>
              {r.name} ({seatOf(r)}) from {r.effectiveDate} — {lineOf(r)}
            </li>
          ))}
        </ul>
      </Notice>
      <CheckboxField
        label="I confirm these dates in the past"
        checked={confirmPast}
        onChange={(e) => onConfirmPast(e.target.checked)}
      />
    </div>
  );
}

export function ImportPreview({ result, confirmPast, onConfirmPast, onToggleKeep, cancel, busy }: ImportPreviewProps) {
  const matter = rowsThatMatter(result);
  return (
    <div className="stack">
      <Summary result={result} />
      {result.badRows.length > 0 && (
        <Notice tone="error">
          {result.badRows.length === 1 ? 'One row' : `${result.badRows.length} rows`} cannot be read: nothing is applied
          until the file is corrected.
          <ul aria-label="Bad rows">
            {result.badRows.map((b) => (
              <li key={b.line}>
                Line {b.line}: {b.reason}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <h3 className="officials-import-heading">Changes that matter</h3>
      {matter.length === 0 ? (
        <p className="admin-empty">None: no term ends, no new holder, nothing cancelled.</p>
      ) : (
        <DataTable
          caption="Changes that matter"
          rowKey={(r) => r.key}
          rows={matter}
          columns={[
            { header: 'Change', cell: (r) => r.change, nowrap: true },
            { header: 'Seat', cell: (r) => seatOf(r), nowrap: true },
            { header: 'Name', cell: (r) => r.name },
            { header: 'Party', cell: (r) => r.party, nowrap: true },
            { header: 'Effective', cell: (r) => r.effectiveDate ?? '—', nowrap: true },
            { header: 'Details', cell: (r) => [describeChanges(r), lineOf(r)].filter(Boolean).join(' — ') },
          ]}
        />
      )}
      <Scheduled result={result} onToggleKeep={onToggleKeep} cancel={cancel} busy={busy} />
      <PastDates result={result} confirmPast={confirmPast} onConfirmPast={onConfirmPast} />
      {result.unchanged > 0 && (
        <p className="admin-muted">
          {result.unchanged} unchanged: applying confirms them and moves their &quot;as of&quot; date to today.
        </p>
      )}
      {result.cosmetic.length > 0 && (
        <details className="officials-import-more">
          <summary>Spelling only ({result.cosmetic.length})</summary>
          <ul>
            {result.cosmetic.map((r) => (
              <li key={`${r.id}-${r.line}`}>
                {seatOf(r)}: {describeChanges(r)} {r.line ? `(line ${r.line})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.endedSkipped.length > 0 && (
        <details className="officials-import-more">
          <summary>Ended terms skipped ({result.endedSkipped.length})</summary>
          <ul>
            {result.endedSkipped.map((r) => (
              <li key={`${r.state}-${r.line}`}>
                {r.name} ({seatOf(r)}): term ended {r.termEnd} — {lineOf(r)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
