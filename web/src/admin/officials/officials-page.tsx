// /admin/senators and /admin/governors: the officials by state with scheduled successors; add an
// election winner with the day they take office, correct a row, upload a portrait, retire, import.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { useRevealForm } from '../ui/use-reveal-form';
import { FreshnessPanel } from './freshness-panel';
import { ImportPanel } from './import-panel';
import { OfficialForm } from './official-form';
import { useOfficials, useUploadPortrait, type OfficeKind } from './officials-api';
import { EditOfficialCard, FilteredOfficials, RetireDialog } from './officials-page-parts';
import { singularOf, useOfficialEditing, useRetiring } from './use-officials-page';
import './officials.css';

const places = (kind: OfficeKind) => [
  ...US_STATES.filter(([c]) => c !== 'DC'),
  ...(kind === 'governors' ? US_TERRITORIES : []),
];
const stateFilter = (kind: OfficeKind) => [
  { value: '', label: 'All states' },
  ...places(kind).map(([value, label]) => ({ value, label })),
];

export function OfficialsPage({ kind }: { kind: OfficeKind }) {
  const one = singularOf(kind);
  const query = useOfficials(kind);
  const upload = useUploadPortrait(kind);
  const { editing, setEditing, editedRow, onSave, saving } = useOfficialEditing(kind, query.data);
  const retiring = useRetiring(kind);
  // The state filter lives in the address, so the freshness lists can link to one state's seats.
  const [search, setSearch] = useSearchParams();
  const state = search.get('state') ?? '';
  const setState = (code: string) => setSearch(code ? { state: code } : {}, { replace: true });
  const [showRetired, setShowRetired] = useState(false);
  // The edit card opens above the list, maybe far above the row's Edit on a phone.
  const editCard = useRevealForm<HTMLDivElement>(editedRow?.id ?? null);

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
          <OfficialForm kind={kind} busy={saving} onSave={onSave} onCancel={() => setEditing(null)} />
        </Card>
      )}
      {editedRow && (
        <div ref={editCard}>
          <EditOfficialCard
            kind={kind}
            row={editedRow}
            upload={upload}
            saving={saving}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        </div>
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
        {(rows) => (
          <FilteredOfficials
            kind={kind}
            rows={rows}
            state={state}
            showRetired={showRetired}
            onEdit={(r) => setEditing({ mode: 'edit', id: r.id })}
            onRetire={retiring.start}
          />
        )}
      </QueryState>
      <RetireDialog retiring={retiring} />
    </section>
  );
}
