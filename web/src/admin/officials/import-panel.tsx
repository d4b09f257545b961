// Import: choose a congress-legislators file (legislators-current, JSON or YAML) or a governors
// JSON, see what would change (a dry run writes nothing), then apply it in one step.
import { useState, type ChangeEvent } from 'react';
import type { OfficialsImportResult, OfficialsImportRow } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { errorText } from '../lib/admin-api';
import { DataTable } from '../ui/data-table';
import { notifySuccess } from '../ui/notify';
import { useImportOfficials } from './officials-api';

type Change = 'Added' | 'Changed' | 'Retired';

const describeChanges = (row: OfficialsImportRow) =>
  Object.entries(row.changes ?? {})
    .map(([field, { from, to }]) => `${field}: ${from ?? '—'} → ${to ?? '—'}`)
    .join('; ');

function DiffTable({ result }: { result: OfficialsImportResult }) {
  const rows: Array<OfficialsImportRow & { change: Change; key: string }> = [
    ...result.added.map((r, i) => ({ ...r, change: 'Added' as const, key: `a${i}` })),
    ...result.changed.map((r, i) => ({ ...r, change: 'Changed' as const, key: `c${i}` })),
    ...result.retired.map((r, i) => ({ ...r, change: 'Retired' as const, key: `r${i}` })),
  ];
  if (rows.length === 0) return <p className="admin-empty">Nothing to change: the file matches the stored officials ({result.unchanged} unchanged).</p>;
  return (
    <DataTable
      caption="Changes in the file"
      rowKey={(r) => r.key}
      rows={rows}
      columns={[
        { header: 'Change', cell: (r) => r.change, nowrap: true },
        { header: 'State', cell: (r) => r.state, nowrap: true },
        { header: 'Name', cell: (r) => r.name },
        { header: 'Party', cell: (r) => r.party, nowrap: true },
        { header: 'Effective', cell: (r) => r.effectiveDate ?? '—', nowrap: true },
        { header: 'Details', cell: (r) => describeChanges(r) || (r.senateClass ? `Class ${r.senateClass}` : '') },
      ]}
    />
  );
}

export function ImportPanel({ onClose }: { onClose: () => void }) {
  const run = useImportOfficials();
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [preview, setPreview] = useState<OfficialsImportResult | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    run.reset();
    if (!chosen) return setFile(null);
    const next = { fileName: chosen.name, content: await chosen.text() };
    setFile(next);
    run.mutate({ ...next, dryRun: true }, { onSuccess: setPreview });
  }

  function apply() {
    if (!file) return;
    run.mutate(
      { ...file, dryRun: false },
      {
        onSuccess: (result) => {
          notifySuccess('Import applied', `${result.added.length} added, ${result.changed.length} changed, ${result.retired.length} retired.`);
          onClose();
        },
      },
    );
  }

  const changes = preview ? preview.added.length + preview.changed.length + preview.retired.length : 0;
  return (
    <Card title="Import officials">
      <div className="stack">
        <p className="admin-muted">
          legislators-current (JSON or YAML) from the congress-legislators project: its senators replace the stored ones seat by seat, from each term&apos;s start.
          Or a governors JSON (state, name, party, startDate). States the file does not list stay as they are.
        </p>
        <div className="field">
          <label className="field-label" htmlFor="officials-import-file">
            Officials file
          </label>
          <input id="officials-import-file" type="file" accept=".json,.yaml,.yml,application/json,text/yaml" onChange={(e) => void choose(e)} />
        </div>
        {run.isPending && <p className="admin-muted">Reading the file…</p>}
        {run.isError && <Notice tone="error">{errorText(run.error)}</Notice>}
        {preview && (
          <>
            <p>
              {preview.kind === 'senators' ? 'Senators' : 'Governors'}: {preview.added.length} added, {preview.changed.length} changed, {preview.retired.length} retired, {preview.unchanged} unchanged.
            </p>
            <DiffTable result={preview} />
          </>
        )}
        <div className="button-row">
          <Button onClick={apply} disabled={!preview || changes === 0 || run.isPending}>
            Apply
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Card>
  );
}
