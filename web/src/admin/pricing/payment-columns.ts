// The columns the payment tables (claims, PayPal orders, latest payments) share: who paid, and
// for which plan how much, in the currency paid.
import { formatCents } from '../../i18n/format';
import type { Column } from '../ui/data-table';

interface PaymentRow {
  user: { username: string; email: string };
  planName: string;
  amount: number;
  currency: string;
}

export function learnerAndPlanColumns<Row extends PaymentRow>(): Column<Row>[] {
  return [
    { header: 'Learner', cell: (row) => `${row.user.username} (${row.user.email})` },
    { header: 'Plan', cell: (row) => `${row.planName}, ${formatCents(row.amount, row.currency, 'en')}` },
  ];
}
