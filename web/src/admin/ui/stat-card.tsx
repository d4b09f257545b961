import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One dashboard figure; the whole card links to the screen where it can be acted on. */
export function StatCard({
  label,
  value,
  to,
  detail,
}: {
  label: string;
  value: ReactNode;
  to: string;
  detail?: ReactNode;
}) {
  return (
    <Link to={to} className="admin-stat">
      <span className="admin-stat-label">{label}</span>
      <span className="admin-stat-value">{value}</span>
      {detail && <span className="admin-stat-detail">{detail}</span>}
    </Link>
  );
}
