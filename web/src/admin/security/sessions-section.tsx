import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminSessionDto, AdminUsersPage } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { QueryTable } from '../ui/data-table';
import { withToasts } from '../ui/notify';
import { QueryState } from '../ui/query-state';
import { formatDateTime } from '../lib/format';
import { useRevokeSession, useSessions, useSessionsOwner, useUserLookup } from './security-api';

/** Finds a user by name, email, phone or username and opens their sessions. Opens holding `initial`. */
function UserLookup({ initial, onPick }: { initial: string; onPick: (id: number) => void }) {
  const [draft, setDraft] = useState(initial);
  const [search, setSearch] = useState('');
  const query = useUserLookup(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
  };
  return (
    <div className="stack">
      <form className="admin-filters" role="search" onSubmit={submit}>
        <TextField label="Find a user" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={100} />
        <div className="button-row">
          <Button type="submit">Find</Button>
        </div>
      </form>
      {search && (
        <QueryState query={query} isEmpty={(page: AdminUsersPage) => page.total === 0} empty="No user matches.">
          {(page: AdminUsersPage) => (
            <ul className="stack">
              {page.items.map((user) => (
                <li key={user.id}>
                  <Button variant="secondary" onClick={() => onPick(user.id)}>
                    {user.username} · {user.email} · {user.active_sessions} session(s)
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </div>
  );
}

/** Active sessions of one user (device, last seen) with revoke. The user is in the address (?user=). */
export function SessionsSection() {
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user')) || undefined;
  const sessions = useSessions(userId);
  const owner = useSessionsOwner(userId).data;
  const ownerName = userId === undefined ? '' : (owner?.username ?? '');
  const revoke = useRevokeSession();
  const [confirming, setConfirming] = useState<AdminSessionDto | null>(null);

  const pick = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('user', String(id));
    setParams(next);
  };

  return (
    <Card title="Active sessions">
      <div className="stack">
        {/* Keyed by the owner: the box holds the name of the user shown, also when opened from Users. */}
        <UserLookup key={ownerName} initial={ownerName} onPick={pick} />
        {userId === undefined ? (
          <p className="admin-empty">Find a user to see where they are signed in.</p>
        ) : (
          <section className="stack" aria-labelledby="sessions-owner-title">
            <h3 id="sessions-owner-title">{ownerName ? `Sessions of ${ownerName}` : 'Sessions'}</h3>
            <QueryTable
              query={sessions}
              empty={ownerName ? `${ownerName} has no active session.` : 'This user has no active session.'}
              caption={ownerName ? `Sessions of ${ownerName}` : 'Active sessions'}
              rowKey={(s) => s.sid}
              columns={[
                {
                  header: 'Device',
                  cell: (s) => (
                    <>
                      {s.device ?? 'Unknown browser'}
                      {s.current && <div className="admin-muted">this session (you)</div>}
                    </>
                  ),
                },
                { header: 'Signed in', nowrap: true, cell: (s) => formatDateTime(s.createdAt) },
                { header: 'Last seen', nowrap: true, cell: (s) => formatDateTime(s.lastSeenAt) },
              ]}
              actions={(s) => (
                <Button variant="destructive" onClick={() => setConfirming(s)} disabled={revoke.isPending}>
                  Revoke
                </Button>
              )}
            />
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="End this session?"
        confirmLabel="Revoke session"
        destructive
        busy={revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          revoke.mutate(confirming.sid, {
            ...withToasts(() => 'Session ended'),
            onSettled: () => setConfirming(null),
          })
        }
      >
        <p>
          {confirming?.current
            ? 'This is your own session: you will be signed out.'
            : 'That browser is signed out at its next request.'}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
