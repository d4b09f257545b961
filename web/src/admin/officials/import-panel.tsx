// Import: choose a congress-legislators file (legislators-current, JSON or YAML), a governors JSON,
// or a CSV list; see what would change (a preview writes nothing), choose which future entries to
// keep and confirm past start days, then apply it in one step. The server checks every choice again.
import { useState } from 'react';
import type { OfficialsImportResult } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { errorText } from '../lib/admin-api';
import { FileField } from '../ui/file-field';
import { notifySuccess } from '../ui/notify';
import { ImportPreview } from './import-preview';
import { hasWork } from './import-rows';
import { useImportOfficials } from './officials-api';

export function ImportPanel({ onClose }: { onClose: () => void }) {
  const run = useImportOfficials();
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [preview, setPreview] = useState<OfficialsImportResult | null>(null);
  const [cancel, setCancel] = useState<number[]>([]);
  const [confirmPast, setConfirmPast] = useState(false);

  async function choose(chosen: File | null) {
    setPreview(null);
    setCancel([]);
    setConfirmPast(false);
    run.reset();
    if (!chosen) return setFile(null);
    const next = { fileName: chosen.name, content: await chosen.text() };
    setFile(next);
    run.mutate({ ...next, dryRun: true }, { onSuccess: setPreview });
  }

  /** A tick changes what the file would do (the file's own holder may take the seat): preview again. */
  function toggleKeep(id: number, keep: boolean) {
    if (!file) return;
    const next = keep ? cancel.filter((c) => c !== id) : [...cancel, id];
    setCancel(next);
    run.mutate({ ...file, dryRun: true, cancel: next }, { onSuccess: setPreview });
  }

  function apply() {
    if (!file) return;
    run.mutate(
      { ...file, dryRun: false, cancel, confirmPastDates: confirmPast },
      {
        onSuccess: (result) => {
          const cancelled = result.scheduled.filter((r) => !r.keep).length;
          notifySuccess(
            'Import applied',
            `${result.added.length} added, ${result.changed.length + result.cosmetic.length} changed, ${result.retired.length} retired, ${cancelled} cancelled, ${result.unchanged} confirmed.`,
          );
          onClose();
        },
      },
    );
  }

  const blocked =
    !preview || !hasWork(preview) || preview.badRows.length > 0 || (preview.pastDates.length > 0 && !confirmPast);
  return (
    <Card title="Import officials">
      <div className="stack">
        <p className="admin-muted">
          legislators-current (JSON or YAML) from the congress-legislators project, a governors JSON (state, name,
          party, startDate), or a CSV with a header row: state, name, party, takes office, term ends — and senate class
          for senators. Only the seats the file names change; states it does not list stay as they are.
        </p>
        <FileField
          label="Officials file"
          accept=".json,.yaml,.yml,.csv,.tsv,.txt,application/json,text/yaml,text/csv"
          onFile={(chosen) => void choose(chosen)}
        />
        {run.isPending && <p className="admin-muted">{preview ? 'Updating the preview…' : 'Reading the file…'}</p>}
        {run.isError && <Notice tone="error">{errorText(run.error)}</Notice>}
        {preview && (
          <ImportPreview
            result={preview}
            confirmPast={confirmPast}
            onConfirmPast={setConfirmPast}
            onToggleKeep={toggleKeep}
            cancel={cancel}
            busy={run.isPending}
          />
        )}
        <div className="button-row">
          <Button onClick={apply} disabled={blocked || run.isPending}>
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
