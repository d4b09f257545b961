// /admin/security: sessions per user with revoke, the latest sign-in failures and rate-limit
// refusals, and the audit log with before/after.
import { PageHeader } from '../ui/page-header';
import { AuditSection } from './audit-section';
import { EventsSection } from './events-section';
import { SessionsSection } from './sessions-section';

export function Screen() {
  return (
    <section className="stack">
      <PageHeader title="Security" description="Who is signed in where, who failed to sign in, and every change admins made." />
      <SessionsSection />
      <EventsSection />
      <AuditSection />
    </section>
  );
}
