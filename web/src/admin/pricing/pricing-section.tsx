// One titled part of /admin/pricing (claims, orders, payments, plans, methods): its h2 names the
// section for screen readers, with the section's own button (e.g. "New plan") beside it.
import type { ReactNode } from 'react';

interface PricingSectionProps {
  /** Makes the heading's id, `<name>-title`. */
  name: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export function PricingSection({ name, title, action, children }: PricingSectionProps) {
  const heading = <h2 id={`${name}-title`}>{title}</h2>;
  return (
    <section className="stack" aria-labelledby={`${name}-title`}>
      {action ? (
        <div className="admin-page-header">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
