// /admin and /admin/dashboard. Every figure links to the screen where it can be acted on. Other
// areas add figures here (one StatCard each) or panels in dashboard-panels.ts.
import type { DashboardDto } from '@civics/sync-protocol';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { StatCard } from '../ui/stat-card';
import { formatDateTime, percent } from '../lib/format';
import { useDashboard } from './dashboard-api';
import { dashboardPanels } from './dashboard-panels';
import { PendingApprovals } from './pending-approvals';

function Figures({ stats }: { stats: DashboardDto }) {
  const { learnersByLevel: levels } = stats;
  return (
    <div className="admin-stats">
      <StatCard
        label="Waiting for approval"
        value={stats.pendingTotal}
        to="/admin/users"
        detail="oldest first, answer within 24 h"
      />
      <StatCard label="Level 1 learners" value={levels.level1} to="/admin/users-management?level=1&approval=approved" />
      <StatCard label="Level 2 learners" value={levels.level2} to="/admin/users-management?level=2&approval=approved" />
      <StatCard label="Admins" value={levels.admins} to="/admin/users-management?role=admin" />
      <StatCard
        label="Active in 7 days"
        value={stats.activeLearners.days7}
        to="/admin/users-management?role=user"
        detail={`${stats.activeLearners.days30} in 30 days`}
      />
      <StatCard label="Answers synced today" value={stats.answersSyncedToday} to="/admin/users-management?role=user" />
      <StatCard
        label="Tests taken"
        value={stats.tests.taken}
        to="/admin/test-instances"
        detail={`pass rate ${percent(stats.tests.passRate)}`}
      />
      {stats.openPaymentClaims !== undefined && (
        <StatCard label="Open payment claims" value={stats.openPaymentClaims} to="/admin/pricing" />
      )}
    </div>
  );
}

export function Screen() {
  const query = useDashboard();
  return (
    <section className="stack">
      <PageHeader
        title="Dashboard"
        description={query.data ? `As of ${formatDateTime(query.data.generatedAt)}` : undefined}
      />
      <QueryState query={query}>
        {(stats: DashboardDto) => (
          <>
            <Figures stats={stats} />
            <PendingApprovals stats={stats} />
            {dashboardPanels.map((Panel, index) => (
              <Panel key={index} stats={stats} />
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
