// /admin/pricing's calls: plans, payment methods and the Zelle / bank-transfer claims to confirm.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminClaimDto,
  AdminOrderDto,
  AdminPaymentDto,
  AdminMethodPatch,
  AdminPaymentMethodDto,
  AdminPlanBody,
  AdminPlanPatch,
  PricingPlanDto,
} from '@civics/sync-protocol';
import { adminGet, adminSend } from '../lib/admin-api';

const keys = {
  plans: ['admin', 'pricing', 'plans'],
  methods: ['admin', 'pricing', 'methods'],
  claims: ['admin', 'pricing', 'claims'],
  orders: ['admin', 'pricing', 'orders'],
  recent: ['admin', 'pricing', 'recent'],
} as const;

export const useProblemOrders = () =>
  useQuery({
    queryKey: keys.orders,
    queryFn: () => adminGet<AdminOrderDto[]>('/admin/payments/orders'),
    refetchInterval: 60_000,
  });
export const useRecentPayments = () =>
  useQuery({ queryKey: keys.recent, queryFn: () => adminGet<AdminPaymentDto[]>('/admin/payments/recent') });

/** "Check with PayPal now": reads the order back and settles what PayPal says. */
export function useReconcileOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminSend<{ outcome: string; order: AdminOrderDto }>('POST', `/admin/payments/orders/${id}/reconcile`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.orders }),
        client.invalidateQueries({ queryKey: keys.recent }),
      ]),
  });
}

/** Records a refund made in PayPal's dashboard (or returned by transfer): the level goes back, audited. */
export function useRecordRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminSend<{ approvalLevel: number; endDate: string | null }>('POST', `/admin/payments/${id}/refund`, { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.recent }),
  });
}

export const usePlans = () =>
  useQuery({ queryKey: keys.plans, queryFn: () => adminGet<PricingPlanDto[]>('/admin/pricing/plans') });
export const useMethods = () =>
  useQuery({ queryKey: keys.methods, queryFn: () => adminGet<AdminPaymentMethodDto[]>('/admin/payment-methods') });
export const usePendingClaims = () =>
  useQuery({
    queryKey: keys.claims,
    queryFn: () => adminGet<AdminClaimDto[]>('/admin/payments/claims?status=pending'),
    refetchInterval: 30_000,
  });

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AdminPlanBody | AdminPlanPatch }) =>
      id === null
        ? adminSend<PricingPlanDto>('POST', '/admin/pricing/plans', values)
        : adminSend<PricingPlanDto>('PATCH', `/admin/pricing/plans/${id}`, values),
    onSettled: () => client.invalidateQueries({ queryKey: keys.plans }),
  });
}

export function useSaveMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminMethodPatch }) =>
      adminSend<AdminPaymentMethodDto>('PATCH', `/admin/payment-methods/${id}`, patch),
    onSettled: () => client.invalidateQueries({ queryKey: keys.methods }),
  });
}

const DECISION_REFRESHES = [
  keys.claims,
  keys.recent,
  keys.orders,
  ['admin', 'dashboard'],
  ['admin', 'users'],
  ['admin', 'user'],
] as const;

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'confirm' | 'reject'; note?: string }) =>
      decision === 'confirm'
        ? adminSend<AdminClaimDto>('POST', `/admin/payments/claims/${id}/confirm`)
        : adminSend<AdminClaimDto>('POST', `/admin/payments/claims/${id}/reject`, note ? { note } : {}),
    // A confirmed claim is a payment (Latest payments) and a learner's new level (the users lists).
    onSettled: () => Promise.all(DECISION_REFRESHES.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
