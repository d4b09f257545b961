import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminUserDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../ui/notify';
import { QueryState } from '../ui/query-state';
import { formatDateTime, levelLabel } from '../lib/format';
import { UserEditForm } from './user-edit-form';
import { useUser, useUserAction, type UserAction } from './users-api';

type Confirmable = 'disable' | 'sign-out';

const CONFIRM_TEXT: Record<Confirmable, { title: string; label: string; text: string }> = {
  disable: {
    title: 'Disable this account?',
    label: 'Disable account',
    text: 'The user is signed out everywhere at once and cannot sign in until enabled again.',
  },
  'sign-out': {
    title: 'Sign out everywhere?',
    label: 'Sign out everywhere',
    text: 'Every session of this user ends now; they can sign in again.',
  },
};

/** Who the account is, its state, and when it was last used. */
function UserSummary({ user }: { user: AdminUserDto }) {
  return (
    <>
      <p>
        <strong>{user.username}</strong> {user.full_name && `(${user.full_name})`} · {user.email} · {levelLabel(user)}
        {user.disabled_at && <span className="field-error"> · Disabled since {formatDateTime(user.disabled_at)}</span>}
      </p>
      <p className="admin-muted">
        Registered {formatDateTime(user.created_at)} · last sign-in {formatDateTime(user.last_login)} ·{' '}
        {user.active_sessions} active session(s) · <Link to={`/admin/security?user=${user.id}`}>See sessions</Link>
      </p>
    </>
  );
}

/** Everything an admin can do to one account. */
export function UserPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useUser(id);
  const action = useUserAction();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);

  const run = (next: UserAction, done: string) =>
    action.mutate(next, {
      onSuccess: () => notifySuccess(done),
      onError: (error) => notifyError(error),
      onSettled: () => setConfirming(null),
    });

  return (
    <Card title="Manage account" aria-label="Manage account">
      <QueryState query={query}>
        {(user: AdminUserDto) => (
          <div className="stack">
            <UserSummary user={user} />
            {/* Keyed by the saved values, so the form shows what the server now holds after a save. */}
            <UserEditForm
              key={`${user.approval_level}-${user.is_approved}-${user.role}-${user.end_date}`}
              user={user}
              busy={action.isPending}
              onSave={(patch) => run({ kind: 'patch', id: user.id, patch }, `Saved ${user.username}`)}
            />
            <div className="button-row">
              {!user.email_verified && (
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    run({ kind: 'resend-verification', id: user.id }, `Verification code sent to ${user.email}`)
                  }
                >
                  Resend verification
                </Button>
              )}
              <Button variant="secondary" disabled={action.isPending} onClick={() => setConfirming('sign-out')}>
                Sign out everywhere
              </Button>
              {user.disabled_at ? (
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => run({ kind: 'enable', id: user.id }, `${user.username} can sign in again`)}
                >
                  Enable account
                </Button>
              ) : (
                <Button variant="destructive" disabled={action.isPending} onClick={() => setConfirming('disable')}>
                  Disable account
                </Button>
              )}
              <Button variant="ghost" onClick={onClose}>
                Close
              </Button>
            </div>
            <ConfirmDialog
              open={confirming !== null}
              title={confirming ? CONFIRM_TEXT[confirming].title : ''}
              confirmLabel={confirming ? CONFIRM_TEXT[confirming].label : ''}
              destructive
              busy={action.isPending}
              onCancel={() => setConfirming(null)}
              onConfirm={() =>
                confirming === 'disable'
                  ? run({ kind: 'disable', id: user.id }, `${user.username} is disabled`)
                  : run({ kind: 'sign-out', id: user.id }, `${user.username} is signed out everywhere`)
              }
            >
              <p>{confirming ? CONFIRM_TEXT[confirming].text : ''}</p>
            </ConfirmDialog>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
