// Payment methods: enabled or not, names, and the transfer details; the reason a method is still
// unavailable to learners (PayPal not configured, details missing) shows beside it.
import type { AdminPaymentMethodDto } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { useRevealForm } from '../ui/use-reveal-form';
import { MethodForm } from './method-form';
import { PricingSection } from './pricing-section';
import { useMethods, useSaveMethod } from './pricing-api';

/** Why learners cannot use the method, and where the admin puts it right. */
function stateText(method: AdminPaymentMethodDto): string {
  if (method.unavailableReason === 'disabled') return 'Turned off';
  if (method.unavailableReason !== 'not_configured') return 'Available to learners';
  if (method.name === 'card' || method.name === 'paypal')
    return 'Not available to learners: the PayPal keys are not set on the server';
  if (method.name === 'zelle' || method.name === 'bank_transfer')
    return `Not available to learners: the transfer details are missing (add them with "Edit ${method.displayName}")`;
  return 'Not available to learners: not configured on the server';
}

export function MethodsSection() {
  const query = useMethods();
  const save = useSaveMethod();
  const [editing, setEditing] = useState<AdminPaymentMethodDto | null>(null);
  // The form opens above the list: on a phone that is far above the Edit button tapped.
  const form = useRevealForm<HTMLDivElement>(editing);

  return (
    <PricingSection name="methods" title="Payment methods">
      {editing && (
        <div ref={form}>
          <Card title={`Edit ${editing.displayName}`} level={3}>
            <MethodForm
              key={editing.id}
              method={editing}
              busy={save.isPending}
              onCancel={() => setEditing(null)}
              onSave={(patch) =>
                save.mutate(
                  { id: editing.id, patch },
                  withToasts(
                    (saved) => `Saved ${saved.displayName}`,
                    () => setEditing(null),
                  ),
                )
              }
            />
          </Card>
        </div>
      )}
      <QueryTable
        query={query}
        caption="Payment methods"
        columns={[
          { header: 'Method', cell: (method) => method.displayName },
          { header: 'Description', cell: (method) => method.description ?? '' },
          {
            header: 'State',
            cell: stateText,
          },
        ]}
        actions={(method) => (
          <Button variant="secondary" onClick={() => setEditing(method)}>
            Edit {method.displayName}
          </Button>
        )}
      />
    </PricingSection>
  );
}
