// Zelle and bank-transfer payments waiting for an admin: confirm once the money is in the account
// (the learner gets level 2 and a receipt), or reject with a note.
import type { AdminClaimDto } from '@civics/sync-protocol';
import { useState } from 'react';
import { formatCents } from '../../i18n/format';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { formatDateTime } from '../lib/format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { learnerAndPlanColumns } from './payment-columns';
import { PricingSection } from './pricing-section';
import { useDecideClaim, usePendingClaims } from './pricing-api';

const METHOD_LABELS: Record<string, string> = { zelle: 'Zelle', bank_transfer: 'Bank transfer' };

export function ClaimsSection() {
  const query = usePendingClaims();
  const decide = useDecideClaim();
  const [pending, setPending] = useState<{ claim: AdminClaimDto; decision: 'confirm' | 'reject' } | null>(null);
  const [note, setNote] = useState('');

  const run = () => {
    if (!pending) return;
    const { claim, decision } = pending;
    decide.mutate(
      { id: claim.id, decision, note: note.trim() || undefined },
      {
        ...withToasts(() =>
          decision === 'confirm' ? `Confirmed: ${claim.user.username} now has level 2` : `Rejected ${claim.reference}`,
        ),
        onSettled: () => {
          setPending(null);
          setNote('');
        },
      },
    );
  };

  return (
    <PricingSection name="claims" title="Payments waiting for confirmation">
      <QueryTable
        query={query}
        empty="No payments are waiting."
        caption="Payments waiting for confirmation"
        columns={[
          { header: 'Reference', cell: (row) => <strong>{row.reference}</strong>, nowrap: true },
          ...learnerAndPlanColumns<AdminClaimDto>(),
          { header: 'Method', cell: (row) => METHOD_LABELS[row.method] ?? row.method },
          {
            header: 'Payer',
            cell: (row) => [row.payerName, row.payerEmail, row.payerPhone].filter(Boolean).join(', '),
          },
          { header: 'Sent', cell: (row) => formatDateTime(row.createdAt), nowrap: true },
        ]}
        actions={(row) => (
          <div className="button-row">
            <Button onClick={() => setPending({ claim: row, decision: 'confirm' })}>Confirm {row.reference}</Button>
            <Button variant="secondary" onClick={() => setPending({ claim: row, decision: 'reject' })}>
              Reject
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'confirm' ? 'Confirm this payment?' : 'Reject this payment?'}
        confirmLabel={pending?.decision === 'confirm' ? 'Confirm payment' : 'Reject payment'}
        destructive={pending?.decision === 'reject'}
        busy={decide.isPending}
        onConfirm={run}
        onCancel={() => setPending(null)}
      >
        {pending?.decision === 'confirm' ? (
          <p>
            Only confirm when {formatCents(pending.claim.amount, pending.claim.currency, 'en')} with reference{' '}
            {pending.claim.reference} is in the account. {pending.claim.user.username} gets level 2 at once and a
            receipt by email.
          </p>
        ) : (
          <TextField label="Note for the learner (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </ConfirmDialog>
    </PricingSection>
  );
}
