import type { AdminUserDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { DataTable, type Column } from '../ui/data-table';
import { formatDateTime, formatWaiting, hoursSince, levelLabel } from '../lib/format';

interface UsersTableProps {
  users: AdminUserDto[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onApprove: (user: AdminUserDto, level: 1 | 2) => void;
  onManage: (user: AdminUserDto) => void;
  busy: boolean;
}

export const isWaiting = (user: AdminUserDto) => user.role !== 'admin' && !user.is_approved;

export function UsersTable({ users, selected, onToggle, onApprove, onManage, busy }: UsersTableProps) {
  const columns: Column<AdminUserDto>[] = [
    {
      header: 'Select',
      cell: (user) =>
        // The app's checkbox (a 24 px box, the word beside it tappable too), named by whose row it is.
        isWaiting(user) ? (
          <CheckboxField
            label="Select"
            aria-label={`Select ${user.username}`}
            checked={selected.has(user.id)}
            onChange={() => onToggle(user.id)}
          />
        ) : null,
    },
    {
      header: 'User',
      cell: (user) => (
        <>
          <strong>{user.username}</strong>
          {user.full_name && <div>{user.full_name}</div>}
          <div className="admin-muted">{user.email}</div>
          <div className="admin-muted">{user.cellphone}</div>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (user) => (
        <>
          <div>{levelLabel(user)}</div>
          {!user.email_verified && <div className="admin-muted">Email not verified</div>}
          {user.disabled_at && <div className="field-error">Disabled</div>}
          {user.end_date && <div className="admin-muted">Ends {user.end_date.slice(0, 10)}</div>}
        </>
      ),
    },
    {
      header: 'Registered',
      nowrap: true,
      cell: (user) => (
        <>
          <div>{formatDateTime(user.created_at)}</div>
          {isWaiting(user) && (
            <div className={hoursSince(user.created_at) > 24 ? 'field-error' : 'admin-muted'}>
              waiting {formatWaiting(hoursSince(user.created_at))}
            </div>
          )}
        </>
      ),
    },
    { header: 'Last sign-in', nowrap: true, cell: (user) => formatDateTime(user.last_login) },
  ];
  const actions = (user: AdminUserDto) => (
    <div className="button-row">
      {isWaiting(user) && (
        <>
          <Button onClick={() => onApprove(user, 1)} disabled={busy} aria-label={`Approve L1: ${user.username}`}>
            Approve L1
          </Button>
          <Button
            variant="secondary"
            onClick={() => onApprove(user, 2)}
            disabled={busy}
            aria-label={`Approve L2: ${user.username}`}
          >
            Approve L2
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={() => onManage(user)} aria-label={`Manage ${user.username}`}>
        Manage
      </Button>
    </div>
  );
  return <DataTable caption="Users" columns={columns} rows={users} actions={actions} />;
}
