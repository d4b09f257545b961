// /admin/pricing (issues 10, 21): payments waiting for confirmation first (they block a learner),
// PayPal orders to check and the latest payments (refunds), then the plans and the payment methods.
import { PageHeader } from '../ui/page-header';
import { ClaimsSection } from './claims-section';
import { MethodsSection } from './methods-section';
import { OrdersSection } from './orders-section';
import { RecentPaymentsSection } from './recent-payments-section';
import { PlansSection } from './plans-section';

export function Screen() {
  return (
    <section className="stack">
      <PageHeader
        title="Pricing and payments"
        description="Confirm Zelle and bank transfers, and set the plans and payment methods learners see on /checkout."
      />
      <ClaimsSection />
      <OrdersSection />
      <RecentPaymentsSection />
      <PlansSection />
      <MethodsSection />
    </section>
  );
}
