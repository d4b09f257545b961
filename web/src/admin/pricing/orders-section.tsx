// PayPal orders that need an admin (issue 21): a capture PayPal holds (PENDING), a capture whose
// answer never came, and a captured amount that does not match the plan. Each says what to do.
// The server also reads held and unanswered orders back on its own every few minutes.
import type { AdminOrderDto } from '@civics/sync-protocol';
import { formatCents } from '../../i18n/format';
import { Button } from '../../ui/button';
import { formatDateTime } from '../lib/format';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { learnerAndPlanColumns } from './payment-columns';
import { PricingSection } from './pricing-section';
import { useProblemOrders, useReconcileOrder } from './pricing-api';

function whatToDo(order: AdminOrderDto): string {
  if (order.status === 'amount_mismatch') {
    const took =
      order.paidAmount === null
        ? 'an unknown amount'
        : formatCents(order.paidAmount, order.paidCurrency ?? order.currency, 'en');
    return `PayPal took ${took}, the plan costs ${formatCents(order.amount, order.currency, 'en')}. No level was given. Refund it in PayPal, or grant the level by hand in Users and write to the learner.`;
  }
  if (order.status === 'pending')
    return 'PayPal holds this payment for review. Nothing to do unless it stays pending for days: then look it up in PayPal.';
  return 'A capture was sent but PayPal\'s answer never came. "Check with PayPal" settles it from PayPal\'s record.';
}

export function OrdersSection() {
  const query = useProblemOrders();
  const reconcile = useReconcileOrder();
  const check = (order: AdminOrderDto) =>
    reconcile.mutate(
      order.id,
      withToasts((answer) => `PayPal order ${order.providerOrderId}: ${answer.outcome.replace('_', ' ')}`),
    );

  return (
    <PricingSection name="orders" title="PayPal orders to check">
      <QueryTable
        query={query}
        empty="No PayPal orders need attention."
        caption="PayPal orders to check"
        columns={[
          { header: 'PayPal order', cell: (row) => <strong>{row.providerOrderId}</strong>, nowrap: true },
          ...learnerAndPlanColumns<AdminOrderDto>(),
          {
            header: 'Status',
            cell: (row) => (row.status === 'created' ? 'no answer from PayPal' : row.status.replace('_', ' ')),
          },
          { header: 'What to do', cell: whatToDo },
          {
            header: 'Last checked',
            cell: (row) => (row.checkedAt ? formatDateTime(row.checkedAt) : 'never'),
            nowrap: true,
          },
        ]}
        actions={(row) => (
          <Button variant="secondary" disabled={reconcile.isPending} onClick={() => check(row)}>
            Check with PayPal
          </Button>
        )}
      />
    </PricingSection>
  );
}
