// The dashboard's reminders panel (issue 33): how many learners and devices have daily reminders on,
// and what the last sending round did. Counts only: the API never sends an endpoint or a key.
import { useQuery } from '@tanstack/react-query';
import type { ReminderStats } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { adminGet } from '../lib/admin-api';
import { formatDateTime } from '../lib/format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function RemindersSummary() {
  const query = useQuery({
    queryKey: ['admin', 'reminders'],
    queryFn: () => adminGet<ReminderStats>('/admin/reminders'),
  });
  // The figures are extra to the dashboard: while they load or if they fail, the rest still shows.
  if (!query.data) return null;
  const { learnersWithReminders, devices, lastRound } = query.data;
  return (
    <Card title="Daily reminders" aria-label="Daily reminders">
      <div className="stack" data-testid="reminders-summary">
        <p>
          <strong>{plural(learnersWithReminders, 'learner', 'learners')}</strong> with reminders on, on{' '}
          {plural(devices, 'device', 'devices')}.
        </p>
        <p>
          {lastRound
            ? `Last sending round ${formatDateTime(lastRound.at)}: ${lastRound.sent} sent, ${lastRound.removed} removed (the browser unsubscribed), ${lastRound.failed} failed (tried again later).`
            : 'No sending round has run yet.'}
        </p>
      </div>
    </Card>
  );
}
