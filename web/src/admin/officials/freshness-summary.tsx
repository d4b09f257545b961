// The dashboard's officials panel (issue 19): how many seats need the operator, how many are due
// within 7 days (those are also mailed to the admins daily), and the most urgent few, each linking
// to the screen where it is fixed. The full list is on the Senators, Governors and Officeholders screens.
import { Link } from 'react-router-dom';
import type { DashboardDto } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { dueText, screenOf, seatName } from './freshness-text';
import './officials.css';

export function FreshnessSummary({ stats }: { stats: DashboardDto }) {
  const report = stats.officialsToCheck;
  if (!report) return null;
  // Named first (issue 34 item 11): learners already miss these answers.
  const missing = report.first.filter((item) => item.reason === 'termEnded' || item.reason === 'emptySeat');
  return (
    <Card title="Officials to check" aria-label="Officials to check" className="officials-freshness">
      {report.total === 0 ? (
        <p className="admin-empty">Every seat has a holder and a term end more than 30 days away.</p>
      ) : (
        <div className="stack">
          {missing.length > 0 && (
            <p className="officials-missing" data-testid="successor-missing">
              <strong>Successor missing:</strong>{' '}
              {missing.map((item, i) => (
                <span key={`${item.kind}-${item.place}-${item.seat ?? ''}`}>
                  {i > 0 && ', '}
                  <Link to={screenOf(item)}>{seatName(item)}</Link>
                  {item.name && ` (${item.name}, ${dueText(item)})`}
                </span>
              ))}
              . Learners are told the new name is not in the app yet, and tests leave the question out.
            </p>
          )}
          <p>
            <strong>
              {report.total} seat{report.total === 1 ? '' : 's'} to check
            </strong>
            , {report.urgent} due now or within 7 days (mailed to the admins daily).
          </p>
          <ol aria-label="Most urgent seats">
            {report.first.map((item) => (
              <li
                key={`${item.kind}-${item.place}-${item.seat ?? ''}-${item.id ?? 'empty'}`}
                className={item.urgent ? 'officials-due officials-due-urgent' : 'officials-due'}
              >
                <Link to={screenOf(item)}>{seatName(item)}</Link>
                {item.name && <span> — {item.name}</span>}: {dueText(item)}
              </li>
            ))}
          </ol>
          <p className="officials-due-more">
            All of them: <Link to="/admin/senators">Senators</Link>, <Link to="/admin/governors">Governors</Link>,{' '}
            <Link to="/admin/officeholders">Officeholders</Link>
          </p>
        </div>
      )}
    </Card>
  );
}
