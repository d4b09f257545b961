import { Fragment, useState } from 'react';
import { Download } from 'lucide-react';
import type { AuditEntryDto, AuditPage } from '@civics/sync-protocol';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { Pagination } from '../ui/pagination';
import { QueryState } from '../ui/query-state';
import { formatDateTime } from '../lib/format';
import { AUDIT_PAGE_SIZE, auditExportHref, useAudit, type AuditFilters } from './security-api';

/** The kinds of record admins change, as the filter offers them. */
const KINDS = [
  { value: 'user', label: 'Accounts' },
  { value: 'session', label: 'Sessions' },
  { value: 'question', label: 'Questions' },
  { value: 'category', label: 'Categories' },
  { value: 'subcategory', label: 'Subcategories' },
  { value: 'translation', label: 'Translations' },
  { value: 'senator', label: 'Senators' },
  { value: 'governor', label: 'Governors' },
  { value: 'pricing_plan', label: 'Plans' },
  { value: 'payment_claim', label: 'Payments' },
  { value: 'system-settings', label: 'Settings' },
];

/** The fields that changed, shown when asked for: old value struck through, new value after it. */
function ChangeList({ entry }: { entry: AuditEntryDto }) {
  if (entry.changes.length === 0) return <p className="admin-muted">No field changed.</p>;
  return (
    <dl className="admin-diff">
      {entry.changes.map((change) => (
        <Fragment key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            {change.before !== null && (
              <del>
                <span className="visually-hidden">before: </span>
                {change.before}
              </del>
            )}
            {change.before !== null && change.after !== null && ' → '}
            {change.after !== null && (
              <ins>
                <span className="visually-hidden">after: </span>
                {change.after}
              </ins>
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function AuditEntry({ entry }: { entry: AuditEntryDto }) {
  return (
    <li className="admin-audit-entry">
      <p className="admin-audit-sentence">{entry.summary}</p>
      <p className="admin-muted admin-audit-sentence">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
      {entry.changes.length > 0 && (
        <details>
          <summary>Show the changes ({entry.changes.length})</summary>
          <ChangeList entry={entry} />
        </details>
      )}
    </li>
  );
}

const NO_FILTERS: AuditFilters = { entity: '', actor: '', from: '', to: '' };

/** Every admin write as a sentence with names, the changed fields on demand, filters and a CSV export. */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useAudit(filters, page);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };
  const actors = query.data?.actors ?? [];
  return (
    <Card title="Audit log">
      <div className="stack">
        <div className="admin-filters" role="group" aria-label="Filter the audit log">
          <SelectField
            label="Who"
            value={filters.actor}
            onChange={set('actor')}
            options={[
              { value: '', label: 'Everyone' },
              ...actors.map((name) => ({ value: name, label: name })),
              { value: 'system', label: 'The system' },
            ]}
          />
          <SelectField
            label="Kind"
            value={filters.entity}
            onChange={set('entity')}
            options={[{ value: '', label: 'Every kind' }, ...KINDS]}
          />
          <TextField label="From" type="date" value={filters.from} onChange={set('from')} />
          <TextField label="To" type="date" value={filters.to} onChange={set('to')} />
        </div>
        <p>
          <a className={buttonClass('secondary')} href={auditExportHref(filters)} download>
            <Download aria-hidden="true" size={18} /> Export as CSV
          </a>
        </p>
        <QueryState
          query={query}
          isEmpty={(answer: AuditPage) => answer.total === 0}
          empty="No admin changes match these filters."
        >
          {(answer: AuditPage) => (
            <>
              <ol className="admin-audit-list" aria-label="Audit log, newest first">
                {answer.items.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </ol>
              <Pagination page={answer.page} pageSize={AUDIT_PAGE_SIZE} total={answer.total} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
