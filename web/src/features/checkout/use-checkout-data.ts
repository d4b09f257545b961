// Plans, payment methods and the learner's own payments, loaded together when checkout opens.
import type { PaymentHistory, PaymentMethodDto, PricingPlanDto } from '@civics/sync-protocol';
import { useCallback, useEffect, useState } from 'react';
import { fetchHistory, fetchMethods, fetchPlans } from './checkout-api';

export interface CheckoutData {
  status: 'loading' | 'error' | 'ready';
  plans: PricingPlanDto[];
  methods: PaymentMethodDto[];
  history: PaymentHistory | null;
  reload: () => void;
  reloadHistory: () => Promise<PaymentHistory | null>;
}

export function useCheckoutData(): CheckoutData {
  const [status, setStatus] = useState<CheckoutData['status']>('loading');
  const [plans, setPlans] = useState<PricingPlanDto[]>([]);
  const [methods, setMethods] = useState<PaymentMethodDto[]>([]);
  const [history, setHistory] = useState<PaymentHistory | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([fetchPlans(), fetchMethods(), fetchHistory()])
      .then(([p, m, h]) => {
        if (!live) return;
        setPlans(p);
        setMethods(m);
        setHistory(h);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [attempt]);

  const reloadHistory = useCallback(async () => {
    try {
      const fresh = await fetchHistory();
      setHistory(fresh);
      return fresh;
    } catch {
      return null; // Offline for a moment: the next check tries again.
    }
  }, []);

  const reload = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  return { status, plans, methods, history, reload, reloadHistory };
}
