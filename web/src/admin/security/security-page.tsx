// /admin/security: sessions per user with revoke, sign-in locks with lift, the sign-in failures and
// rate-limit refusals (counted per source and minute), and the audit log with before/after.
import { PageHeader } from '../ui/page-header';
import { AuditSection } from './audit-section';
import { EventsSection } from './events-section';
import { LockoutsSection } from './lockouts-section';
import { SessionsSection } from './sessions-section';

export function Screen() {
  return (
    <section className="stack">
      <PageHeader
        title="Security"
        description="Who is signed in where, who failed to sign in, and every change admins made."
      />
      <SessionsSection />
      <LockoutsSection />
      <EventsSection />
      <AuditSection />
    </section>
  );
}
