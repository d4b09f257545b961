// The admin's side of reconciliation (issue 21): PayPal orders that need a look (held, unanswered,
// mismatched amounts), a "check with PayPal now" read-back, the latest payments, and recording a
// refund made in PayPal's dashboard (which lowers the level, audited).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AdminOrderDto, AdminPaymentDto, PaymentIdParams, RefundBody } from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import type { RouteApp } from '../../plugins/route-options.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import type { DbOrTrx } from '../../db/database.js';
import { findOrder, listProblemOrders, type OrderRow } from './orders-repository.js';
import { reconcileOrder } from './paypal-capture.js';
import { PaypalApiError, PaypalUnreachableError } from './paypal-client.js';
import { findReceipt, toPaymentDto } from './receipts-repository.js';
import { refundReceipt } from './refund.js';
import { paymentRoute, type PaymentsContext } from './route-context.js';

async function toAdminOrders(db: DbOrTrx, rows: OrderRow[]): Promise<AdminOrderDto[]> {
  if (rows.length === 0) return [];
  const users = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where('id', 'in', [...new Set(rows.map((r) => r.userId))])
        .execute()
    ).map((u) => [u.id, u]),
  );
  const plans = new Map(
    (await db.selectFrom('pricingPlans').select(['id', 'planName']).execute()).map((p) => [p.id, p.planName]),
  );
  return rows.map((r) => ({
    id: r.id,
    providerOrderId: r.providerOrderId,
    status: r.status,
    method: r.method,
    planName: plans.get(r.planId) ?? '',
    amount: r.amount,
    currency: r.currency,
    paidAmount: r.paidAmount,
    paidCurrency: r.paidCurrency,
    createdAt: r.createdAt,
    checkedAt: r.checkedAt,
    user: users.get(r.userId) ?? { id: r.userId, username: '', email: '' },
  }));
}

export const adminOrderRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (app, { context }) => {
  registerOrderRoutes(app, context);
  registerPaymentRoutes(app);
};

/** PayPal orders that need a look, and checking one with PayPal now. */
function registerOrderRoutes(app: RouteApp, context: PaymentsContext): void {
  app.get(
    '/api/admin/payments/orders',
    paymentRoute(app.requireAdmin, { response: { 200: Type.Array(AdminOrderDto) } }),
    async () => toAdminOrders(app.db, await listProblemOrders(app.db)),
  );

  app.post(
    '/api/admin/payments/orders/:id/reconcile',
    paymentRoute(app.requireAdmin, {
      params: PaymentIdParams,
      response: { 200: Type.Object({ outcome: Type.String(), order: AdminOrderDto }) },
    }),
    async (request) => {
      if (!context.paypal) throw new HttpError(503, 'PayPal is not configured on this server');
      const order = await findOrder(app.db, request.params.id);
      if (!order) throw notFound('Order not found');
      let outcome: string;
      try {
        outcome = (await reconcileOrder({ db: app.db, paypal: context.paypal, mailer: context.mailer }, order)).kind;
      } catch (error) {
        if (error instanceof PaypalUnreachableError || error instanceof PaypalApiError)
          throw new HttpError(502, 'PayPal did not answer. Please try again in a minute.');
        throw error;
      }
      const [fresh] = await toAdminOrders(app.db, [(await findOrder(app.db, order.id))!]);
      return { outcome, order: fresh! };
    },
  );
}

/** The latest payments, and recording a refund made in PayPal's dashboard. */
function registerPaymentRoutes(app: RouteApp): void {
  app.get(
    '/api/admin/payments/recent',
    paymentRoute(app.requireAdmin, { response: { 200: Type.Array(AdminPaymentDto) } }),
    async () => {
      const rows = await app.db
        .selectFrom('payments')
        .innerJoin('users', 'users.id', 'payments.userId')
        .selectAll('payments')
        .select(['users.username', 'users.email'])
        .orderBy('payments.id', 'desc')
        .limit(50)
        .execute();
      return rows.map((r) => ({ ...toPaymentDto(r), user: { id: r.userId, username: r.username, email: r.email } }));
    },
  );

  app.post(
    '/api/admin/payments/:id/refund',
    paymentRoute(app.requireAdmin, {
      params: PaymentIdParams,
      body: RefundBody,
      response: {
        200: Type.Object({ approvalLevel: Type.Integer(), endDate: Type.Union([Type.Null(), Type.String()]) }),
      },
    }),
    async (request) => {
      const admin = currentActor(request);
      const receipt = await findReceipt(app.db, request.params.id);
      if (!receipt) throw notFound('Payment not found');
      const reason = request.body.reason.trim();
      if (!reason)
        throw new HttpError(400, 'Please say why (for example the PayPal refund id)', { reason: 'Required' });
      const done = await app.db.transaction().execute((trx) => refundReceipt(trx, receipt, { actor: admin, reason }));
      if (!done) throw conflict('This payment was already refunded');
      const user = await app.db
        .selectFrom('users')
        .select(['approvalLevel', 'endDate'])
        .where('id', '=', receipt.userId)
        .executeTakeFirstOrThrow();
      return user;
    },
  );
}
