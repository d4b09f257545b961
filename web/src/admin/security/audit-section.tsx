import { useState } from 'react';
import type { AuditEntryDto, AuditPage } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { DataTable } from '../ui/data-table';
import { Pagination } from '../ui/pagination';
import { QueryState } from '../ui/query-state';
import { formatDateTime } from '../lib/format';
import { AUDIT_PAGE_SIZE, useAudit } from './security-api';

const Json = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? <span className="admin-muted">—</span> : <pre className="admin-json">{JSON.stringify(value, null, 2)}</pre>;

/** Every admin write: who, what, before and after, when. */
export function AuditSection() {
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const query = useAudit(entity.trim(), page);
  return (
    <Card title="Audit log">
      <div className="stack">
        <TextField
          label="Kind of record"
          hint="For example user, question, senator, system-settings; empty for all."
          value={entity}
          maxLength={50}
          onChange={(e) => {
            setEntity(e.target.value);
            setPage(1);
          }}
        />
        <QueryState query={query} isEmpty={(answer: AuditPage) => answer.total === 0} empty="No admin changes recorded yet.">
          {(answer: AuditPage) => (
            <>
              <DataTable<AuditEntryDto>
                caption="Audit log"
                rows={answer.items}
                rowKey={(e) => e.id}
                columns={[
                  { header: 'When', nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
                  { header: 'Who', cell: (e) => e.actorName ?? 'system' },
                  { header: 'What', cell: (e) => `${e.action} ${e.entity}${e.entityId ? ` #${e.entityId}` : ''}` },
                  { header: 'Before', cell: (e) => <Json value={e.before} /> },
                  { header: 'After', cell: (e) => <Json value={e.after} /> },
                ]}
              />
              <Pagination page={answer.page} pageSize={AUDIT_PAGE_SIZE} total={answer.total} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
