// The plan cards (spec part 2 §2): billing label, price in dollars, the saving on sale, features.
import type { PricingPlanDto } from '@civics/sync-protocol';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../i18n/format';
import { Button } from '../../ui/button';
import { catalogText } from './catalog-text';
import { planPriceText, planSaving } from './price';

const BILLING_KEYS = { monthly: 'billing.monthly', yearly: 'billing.yearly', 'one-time': 'billing.one-time' } as const;
/** The spec: monthly and yearly as named, anything else is a one-time payment. */
export const billingKey = (period: string) =>
  BILLING_KEYS[period as keyof typeof BILLING_KEYS] ?? BILLING_KEYS['one-time'];

export function PlanList({ plans, onChoose }: { plans: PricingPlanDto[]; onChoose: (plan: PricingPlanDto) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="checkout-plans" aria-label={t('title')}>
      {plans.map((plan) => {
        const saving = planSaving(plan);
        return (
          <li key={plan.id} className="card checkout-plan">
            <h2 className="card-title">{catalogText(t, plan.planName)}</h2>
            <p className="checkout-billing">{t(billingKey(plan.billingPeriod))}</p>
            <p className="checkout-price">
              <strong>{planPriceText(plan)}</strong>
              {saving > 0 && (
                <>
                  {' '}
                  <s className="checkout-was">
                    {t('plan.was', { price: formatCents(plan.originalPrice, plan.currency) })}
                  </s>{' '}
                  <span className="badge">{t('plan.save', { amount: formatCents(saving, plan.currency) })}</span>
                </>
              )}
            </p>
            {plan.description && <p>{catalogText(t, plan.description)}</p>}
            <ul className="checkout-features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" size={16} /> {catalogText(t, feature)}
                </li>
              ))}
            </ul>
            <Button block onClick={() => onChoose(plan)}>
              {t('plan.choose', { name: catalogText(t, plan.planName) })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
