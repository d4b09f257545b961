// The checkout's calls (spec part 2 §7, issue 10). The server decides prices and levels; these only ask.
import type {
  ClaimDto,
  PaymentHistory,
  PaymentMethodDto,
  PaymentPending,
  PaymentResult,
  PaypalOrderAnswer,
  PaypalSetupAnswer,
  PricingPlanDto,
} from '@civics/sync-protocol';
import { requestJson } from '../../lib/request';
import { planDollars } from './price';

export const fetchPlans = () => requestJson<PricingPlanDto[]>('GET', '/api/public/pricing');
export const fetchMethods = () => requestJson<PaymentMethodDto[]>('GET', '/api/public/payment-methods');
export const fetchHistory = () => requestJson<PaymentHistory>('GET', '/api/payments/history');

export interface ClaimInput {
  planId: number;
  method: 'zelle' | 'bank_transfer';
  fullName?: string;
  email?: string;
  phone?: string;
}
export const createClaim = (input: ClaimInput) => requestJson<ClaimDto>('POST', '/api/payments/claims', input);
export const cancelClaim = (id: number) => requestJson<ClaimDto>('POST', `/api/payments/claims/${id}/cancel`);

// The web app's request helper prefixes /api; the server answers the spec's /paypal/... there too.
export const fetchPaypalSetup = () => requestJson<PaypalSetupAnswer>('GET', '/api/paypal/setup');
export const createPaypalOrder = async (plan: PricingPlanDto, method: 'paypal' | 'card') =>
  (
    await requestJson<PaypalOrderAnswer>('POST', '/api/paypal/order', {
      amount: planDollars(plan),
      currency: plan.currency,
      intent: 'CAPTURE',
      planId: plan.id,
      method,
    })
  ).id;
/** 200 paid, or 202 PENDING: PayPal holds the payment and the server reads it back until PayPal decides. */
export const capturePaypalOrder = (orderId: string) =>
  requestJson<PaymentResult | PaymentPending>('POST', `/api/paypal/order/${encodeURIComponent(orderId)}/capture`);
