// The plans learners choose from on /checkout: prices, sale price, billing period, features, active.
import type { PricingPlanDto } from '@civics/sync-protocol';
import { useState } from 'react';
import { formatCents } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { withToasts } from '../ui/notify';
import { QueryTable } from '../ui/data-table';
import { useRevealForm } from '../ui/use-reveal-form';
import { PlanForm } from './plan-form';
import { PricingSection } from './pricing-section';
import { usePlans, useSavePlan } from './pricing-api';

const PERIODS: Record<string, string> = { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time' };

export function PlansSection() {
  const query = usePlans();
  const save = useSavePlan();
  // null: creating a new plan; a plan: editing it; undefined: no form open.
  const [editing, setEditing] = useState<PricingPlanDto | null | undefined>(undefined);
  const price = (cents: number) => formatCents(cents, 'USD', 'en');
  // The form opens above the list: on a phone that is far above the Edit button tapped.
  const form = useRevealForm<HTMLDivElement>(editing);

  return (
    <PricingSection
      name="plans"
      title="Plans"
      action={
        <Button variant="secondary" onClick={() => setEditing(null)}>
          New plan
        </Button>
      }
    >
      {editing !== undefined && (
        <div ref={form}>
          <Card title={editing ? `Edit ${editing.planName}` : 'New plan'} level={3}>
            <PlanForm
              key={editing?.id ?? 'new'}
              plan={editing}
              busy={save.isPending}
              onCancel={() => setEditing(undefined)}
              onSave={(values) =>
                save.mutate(
                  { id: editing?.id ?? null, values },
                  withToasts(
                    (saved) => `Saved ${saved.planName}`,
                    () => setEditing(undefined),
                  ),
                )
              }
            />
          </Card>
        </div>
      )}
      <QueryTable
        query={query}
        caption="Plans"
        columns={[
          { header: 'Plan', cell: (plan) => plan.planName },
          { header: 'Billing', cell: (plan) => PERIODS[plan.billingPeriod] ?? plan.billingPeriod },
          { header: 'Price', cell: (plan) => price(plan.originalPrice), nowrap: true },
          {
            header: 'Sale price',
            cell: (plan) => (plan.salePrice === null ? '—' : price(plan.salePrice)),
            nowrap: true,
          },
          { header: 'Features', cell: (plan) => plan.features.join(' · ') },
          { header: 'Active', cell: (plan) => (plan.isActive ? 'Yes' : 'No') },
        ]}
        actions={(plan) => (
          <Button variant="secondary" onClick={() => setEditing(plan)}>
            Edit {plan.planName}
          </Button>
        )}
      />
    </PricingSection>
  );
}
