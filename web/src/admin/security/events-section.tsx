import { useState, type FormEvent } from 'react';
import { Card } from '../../ui/card';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { QueryTable } from '../ui/data-table';
import { formatDateTime } from '../lib/format';
import { useSecurityEvents } from './security-api';

const KIND_LABEL: Record<string, string> = { login_failed: 'Sign-in failed', rate_limited: 'Rate limit' };

/** Sign-in failures (one row each) and rate-limit refusals (one row per source and minute, counted) of the last 90 days, newest first. */
export function EventsSection() {
  const [kind, setKind] = useState('');
  // One account's failures (issue 34): a flood on one name no longer hides in everyone's newest 500.
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const query = useSecurityEvents(kind, account);
  const showAccount = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim());
  };
  return (
    <Card title="Sign-in failures and rate-limit refusals">
      <div className="stack">
        <form className="stack" onSubmit={showAccount} role="search" aria-label="One account's events">
          <TextField
            label="Account (username)"
            hint="Empty: every account"
            value={typed}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Show this account
          </Button>
        </form>
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
        <QueryTable
          query={query}
          empty={
            account
              ? `No failed sign-ins or refusals recorded for ${account}.`
              : 'No failed sign-ins or refusals recorded.'
          }
          caption="Sign-in failures and rate-limit refusals"
          columns={[
            { header: 'When', nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
            { header: 'Kind', nowrap: true, cell: (e) => KIND_LABEL[e.kind] ?? e.kind },
            { header: 'Username tried', cell: (e) => e.username ?? '—' },
            { header: 'IP', nowrap: true, cell: (e) => e.ip ?? '—' },
            { header: 'Reason', cell: (e) => e.reason },
            { header: 'Times', nowrap: true, cell: (e) => String(e.count) },
          ]}
        />
      </div>
    </Card>
  );
}
