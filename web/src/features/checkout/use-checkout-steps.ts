// Where the payment flow stands (plans, methods, a method's form, waiting, success) and how it moves:
// a pending transfer opens first, Back goes one step (from the plans, out to Settings), a payment
// refreshes the account and content before success shows.
import type { ClaimDto, PaymentMethodDto, PricingPlanDto } from '@civics/sync-protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { requestSync } from '../../sync/use-sync-engine';
import type { CheckoutData } from './use-checkout-data';

type Step =
  | { name: 'plans' }
  | { name: 'methods'; plan: PricingPlanDto }
  | { name: 'form'; plan: PricingPlanDto; method: PaymentMethodDto }
  | { name: 'waiting'; claim: ClaimDto }
  | { name: 'success'; level: number; endDate: string | null };

export function useCheckoutSteps(data: CheckoutData) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'plans' });

  // A transfer that still waits for an admin opens first, once.
  const openedPending = useRef(false);
  useEffect(() => {
    const pending = data.history?.claims.find((c) => c.status === 'pending');
    if (!pending || openedPending.current) return;
    openedPending.current = true;
    setStep((current) => (current.name === 'plans' ? { name: 'waiting', claim: pending } : current));
  }, [data.history]);

  const back = useCallback(() => {
    setStep((current) => {
      if (current.name === 'methods' || current.name === 'waiting') return { name: 'plans' };
      if (current.name === 'form') return { name: 'methods', plan: current.plan };
      void navigate(paths.settings);
      return current;
    });
  }, [navigate]);

  // The server raised the level; the app asks for the account again so Test mode opens at once,
  // and for the content again, which now holds every question.
  const paid = useCallback(async (endDate: string | null, level = 2) => {
    await useCurrentUserStore.getState().fetchUser({ force: true });
    void requestSync(true);
    setStep({ name: 'success', level, endDate });
  }, []);

  const restart = useCallback(() => {
    void data.reloadHistory();
    setStep({ name: 'plans' });
  }, [data]);

  return { step, setStep, back, paid, restart };
}
