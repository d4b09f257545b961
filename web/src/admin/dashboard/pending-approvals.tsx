import { Link } from 'react-router-dom';
import type { DashboardDto, PendingApprovalDto } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { DataTable } from '../ui/data-table';
import { formatDateTime, formatWaiting, hoursSince } from '../lib/format';

/** The approval queue with the 24-hour promise: oldest first, overdue ones marked. */
export function PendingApprovals({ stats }: { stats: DashboardDto }) {
  const more = stats.pendingTotal - stats.pendingApprovals.length;
  return (
    <Card title="Waiting for approval">
      {stats.pendingApprovals.length === 0 ? (
        <p className="admin-empty">Nobody is waiting for approval.</p>
      ) : (
        <div className="stack">
          <DataTable<PendingApprovalDto>
            caption="Accounts waiting for approval, oldest first"
            rows={stats.pendingApprovals}
            columns={[
              {
                header: 'User',
                cell: (row) => (
                  <>
                    {row.username}
                    {row.fullName && <div className="admin-muted">{row.fullName}</div>}
                  </>
                ),
              },
              {
                header: 'Email',
                cell: (row) => (
                  <>
                    {row.email}
                    {!row.emailVerified && <div className="admin-muted">not verified yet</div>}
                  </>
                ),
              },
              { header: 'Registered', nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
              {
                header: 'Waiting',
                nowrap: true,
                // From the registration time, as the users list counts it: the server's rounded hours
                // (0.1 h steps) made the two screens disagree by minutes.
                cell: (row) => {
                  const hours = hoursSince(row.createdAt);
                  return (
                    <span className={hours > 24 ? 'field-error' : undefined}>
                      {formatWaiting(hours)}
                      {hours > 24 && ' (over 24 h)'}
                    </span>
                  );
                },
              },
            ]}
          />
          <p>
            <Link to="/admin/users">Review and approve{more > 0 ? ` (${more} more waiting)` : ''}</Link>
          </p>
        </div>
      )}
    </Card>
  );
}
