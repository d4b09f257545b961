// The officials screens' panel (issue 19): every seat of this screen that needs the operator,
// grouped by reason, most urgent group first — ended terms and empty seats, then terms ending
// within 30 days without a successor, then seats with no term end recorded.
import { Link } from 'react-router-dom';
import { FRESHNESS_REASONS, type FreshnessItem } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { QueryState } from '../ui/query-state';
import { dueText, REASON_TITLES, screenOf, seatName } from './freshness-text';
import { useFreshness } from './officials-api';
import './officials.css';

function Item({ item }: { item: FreshnessItem }) {
  return (
    <li className={item.urgent ? 'officials-due officials-due-urgent' : 'officials-due'}>
      <Link to={screenOf(item)}>{seatName(item)}</Link>
      {item.name && <span> — {item.name}</span>}: {dueText(item)}
      {item.urgent && (
        <span className="officials-due-badge">{item.reason === 'endingSoon' ? 'due within 7 days' : 'act now'}</span>
      )}
    </li>
  );
}

function Groups({ items }: { items: FreshnessItem[] }) {
  return (
    <div className="stack">
      {FRESHNESS_REASONS.map((reason) => {
        const group = items.filter((i) => i.reason === reason);
        if (group.length === 0) return null;
        const id = `freshness-${reason}`;
        return (
          <section key={reason} aria-labelledby={id} className="officials-due-group">
            <h3 id={id}>
              {REASON_TITLES[reason]} ({group.length})
            </h3>
            <ul>
              {group.map((item) => (
                <Item key={`${item.kind}-${item.place}-${item.seat ?? ''}-${item.id ?? 'empty'}`} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function FreshnessPanel({ kind }: { kind: FreshnessItem['kind'] }) {
  const query = useFreshness();
  const plural = kind === 'officeholder' ? 'offices' : `${kind}s' seats`;
  return (
    <Card title="Seats to check" aria-label="Seats to check" className="officials-freshness">
      <QueryState
        query={query}
        isEmpty={(r) => !r.items.some((i) => i.kind === kind)}
        empty={`Every one of the ${plural} has a holder and a term end more than 30 days away.`}
      >
        {(report) => <Groups items={report.items.filter((i) => i.kind === kind)} />}
      </QueryState>
    </Card>
  );
}
