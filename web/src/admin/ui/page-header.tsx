import type { ReactNode } from 'react';

/** The title row of an admin screen, with its actions (buttons, links) on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="admin-page-header">
      <div>
        <h1>{title}</h1>
        {description && <p className="admin-muted">{description}</p>}
      </div>
      {actions && <div className="button-row">{actions}</div>}
    </header>
  );
}
