// Dashboard panel: what needs checking before learners are told something outdated — officials
// whose term has ended with no successor entered, data older than six months, and time-sensitive
// answers (President, Speaker ...) whose as-of date is older than six months.
import { Link } from 'react-router-dom';
import type { FreshnessReport } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { QueryState } from '../ui/query-state';
import { useFreshness } from './officials-api';
import './officials.css';

const REASONS = { termEnded: 'term ended', stale: 'checked more than 6 months ago' } as const;

function Report({ report }: { report: FreshnessReport }) {
  const { officials, questions } = report;
  return (
    <div className="stack">
      <p className="admin-muted">
        {officials.length} officials and {questions.length} time-sensitive answers need checking (older than {report.staleBefore}).
      </p>
      {officials.length > 0 && (
        <ul aria-label="Officials to check">
          {officials.map((o) => (
            <li key={`${o.kind}-${o.id}`}>
              <Link to={`/admin/${o.kind}s`}>
                {o.name} ({o.kind}, {o.state})
              </Link>
              : {o.reasons.map((r) => REASONS[r]).join(', ')}
              {o.termEnd ? `; term end ${o.termEnd}` : ''}; as of {o.asOf.slice(0, 10)}
            </li>
          ))}
        </ul>
      )}
      {questions.length > 0 && (
        <ul aria-label="Answers to check">
          {questions.map((q) => (
            <li key={q.id}>
              <Link to="/admin/questions">
                {q.version} #{q.officialNumber}
              </Link>{' '}
              {q.questionText} — as of {q.asOf ?? 'unknown'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FreshnessPanel() {
  const query = useFreshness();
  return (
    <Card title="Officials and answers to check" aria-label="Officials and answers to check" className="officials-freshness">
      <QueryState query={query} isEmpty={(r) => r.officials.length === 0 && r.questions.length === 0} empty="Everything is up to date.">
        {(report) => <Report report={report} />}
      </QueryState>
    </Card>
  );
}
