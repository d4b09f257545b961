// The latest payments, whatever the method, with "Record refund" for money given back in PayPal's
// dashboard or by transfer (issue 21): the learner's level goes back where the rules say, audited.
// Refunds PayPal reports by webhook are recorded without an admin.
import type { AdminPaymentDto } from '@civics/sync-protocol';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { formatDateTime } from '../lib/format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { learnerAndPlanColumns } from './payment-columns';
import { PricingSection } from './pricing-section';
import { useRecentPayments, useRecordRefund } from './pricing-api';

export function RecentPaymentsSection() {
  const query = useRecentPayments();
  const refund = useRecordRefund();
  const [chosen, setChosen] = useState<AdminPaymentDto | null>(null);
  const [reason, setReason] = useState('');
  // Asked for on "Record refund" with no reason (the server would refuse it with the same words).
  const [missingReason, setMissingReason] = useState(false);
  const reasonField = useRef<HTMLDivElement>(null);

  const close = () => {
    setChosen(null);
    setReason('');
    setMissingReason(false);
  };

  const run = () => {
    if (!chosen) return;
    if (!reason.trim()) {
      // As every form here: the focus goes to the field to fix, which reads its message.
      setMissingReason(true);
      reasonField.current?.querySelector('input')?.focus();
      return;
    }
    refund.mutate(
      { id: chosen.id, reason: reason.trim() },
      {
        ...withToasts((level) => `Refund recorded: ${chosen.user.username} is now level ${level.approvalLevel}`),
        onSettled: close,
      },
    );
  };

  return (
    <PricingSection name="recent-payments" title="Latest payments">
      <QueryTable
        query={query}
        empty="No payments yet."
        caption="Latest payments"
        columns={[
          ...learnerAndPlanColumns<AdminPaymentDto>(),
          { header: 'Method', cell: (row) => row.method },
          { header: 'Paid', cell: (row) => formatDateTime(row.createdAt), nowrap: true },
          {
            header: 'Refund',
            nowrap: true,
            cell: (row) =>
              row.refundedAt ? (
                `Refunded ${formatDateTime(row.refundedAt)}`
              ) : (
                <Button variant="secondary" onClick={() => setChosen(row)}>
                  Record refund
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={chosen !== null}
        title="Record a refund?"
        confirmLabel="Record refund"
        destructive
        busy={refund.isPending}
        onConfirm={run}
        onCancel={close}
      >
        <p>Only after the money was given back. The learner loses the time this payment bought.</p>
        <div ref={reasonField}>
          <TextField
            label="Reason (required)"
            hint="For example the PayPal refund id."
            required
            error={missingReason ? 'Please say why (for example the PayPal refund id)' : undefined}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissingReason(false);
            }}
          />
        </div>
      </ConfirmDialog>
    </PricingSection>
  );
}
