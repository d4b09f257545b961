// Payment methods: enabled or not, names, and the transfer details; the reason a method is still
// unavailable to learners (PayPal not configured, details missing) shows beside it.
import type { AdminPaymentMethodDto } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { MethodForm } from './method-form';
import { PricingSection } from './pricing-section';
import { useMethods, useSaveMethod } from './pricing-api';

const STATE_TEXT = {
  not_configured:
    'Not available to learners: not configured on the server (PayPal keys, or the transfer details below)',
  disabled: 'Turned off',
} as const;

export function MethodsSection() {
  const query = useMethods();
  const save = useSaveMethod();
  const [editing, setEditing] = useState<AdminPaymentMethodDto | null>(null);

  return (
    <PricingSection name="methods" title="Payment methods">
      {editing && (
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
      )}
      <QueryTable
        query={query}
        caption="Payment methods"
        columns={[
          { header: 'Method', cell: (method) => method.displayName },
          { header: 'Description', cell: (method) => method.description ?? '' },
          {
            header: 'State',
            cell: (method) =>
              method.unavailableReason ? STATE_TEXT[method.unavailableReason] : 'Available to learners',
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
