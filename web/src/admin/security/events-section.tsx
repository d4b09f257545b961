import { useState } from 'react';
import type { SecurityEventDto, SecurityEventsAnswer } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { formatDateTime } from '../lib/format';
import { useSecurityEvents } from './security-api';

const KIND_LABEL: Record<string, string> = { login_failed: 'Sign-in failed', rate_limited: 'Rate limit' };

/** Sign-in failures (one row each) and rate-limit refusals (one row per source and minute, counted) of the last 90 days, newest first. */
export function EventsSection() {
  const [kind, setKind] = useState('');
  const query = useSecurityEvents(kind);
  return (
    <Card title="Sign-in failures and rate-limit refusals">
      <div className="stack">
        <SelectField
          label="Show"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          options={[
            { value: '', label: 'Both' },
            { value: 'login_failed', label: 'Sign-in failures' },
            { value: 'rate_limited', label: 'Rate-limit refusals' },
          ]}
        />
        <QueryState query={query} isEmpty={(answer: SecurityEventsAnswer) => answer.events.length === 0} empty="No failed sign-ins or refusals recorded.">
          {(answer: SecurityEventsAnswer) => (
            <DataTable<SecurityEventDto>
              caption="Sign-in failures and rate-limit refusals"
              rows={answer.events}
              rowKey={(e) => e.id}
              columns={[
                { header: 'When', nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
                { header: 'Kind', nowrap: true, cell: (e) => KIND_LABEL[e.kind] ?? e.kind },
                { header: 'Username tried', cell: (e) => e.username ?? '—' },
                { header: 'IP', nowrap: true, cell: (e) => e.ip ?? '—' },
                { header: 'Reason', cell: (e) => e.reason },
                { header: 'Times', nowrap: true, cell: (e) => String(e.count) },
              ]}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
