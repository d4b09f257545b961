// PayPal Orders v2 (spec part 2 §7): setup (client token for card fields), create, capture. The
// spec's paths are /paypal/...; the same routes answer under /api/paypal/... for the web app's
// request helper, which prefixes /api. Who may buy and the admin's method switches are checked
// here, not only on the screen (issue 21).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  centsToDollars,
  PaymentPending,
  PaymentResult,
  PaypalOrderAnswer,
  PaypalOrderBody,
  PaypalOrderParams,
  PaypalSetupAnswer,
  planPrice,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import type { RouteApp } from '../../plugins/route-options.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';
import { defaultSdkBase } from '../../plugins/content-security.js';
import { findOrderByProviderId, insertOrder } from './orders-repository.js';
import { captureOrder } from './paypal-capture.js';
import { PaypalApiError, PaypalUnreachableError, type PaypalClient } from './paypal-client.js';
import { planForAmount } from './plan-price.js';
import { assertMayBuy, assertMethodOn } from './purchase-rules.js';
import { paymentRoute, type PaymentsContext } from './route-context.js';

const notConfigured = () => new HttpError(503, 'PayPal is not configured on this server');

function unavailable(error: unknown): HttpError {
  if (error instanceof PaypalUnreachableError)
    return new HttpError(502, 'PayPal did not answer in time. Please try again.');
  if (error instanceof PaypalApiError)
    return new HttpError(502, `PayPal refused the request (${error.errorName}). Please try again.`);
  throw error;
}

export const paypalRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (app, { context }) => {
  const paypal = (): PaypalClient => {
    if (!context.paypal) throw notConfigured();
    return context.paypal;
  };
  const sdkBase = context.paypalConfig
    ? (context.paypalConfig.sdkBase ?? defaultSdkBase(context.paypalConfig.apiBase))
    : '';

  for (const prefix of ['/paypal', '/api/paypal']) {
    app.get(`${prefix}/setup`, paymentRoute(app.requireUser, { response: { 200: PaypalSetupAnswer } }), async () => {
      try {
        return { clientToken: await paypal().generateClientToken(), clientId: context.paypalClientId ?? '', sdkBase };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw unavailable(error);
      }
    });

    registerCheckoutRoutes(app, context, prefix, paypal);
  }
};

/** Creating an order, then capturing it once the buyer approved, under one of the two prefixes. */
function registerCheckoutRoutes(
  app: RouteApp,
  context: PaymentsContext,
  prefix: string,
  paypal: () => PaypalClient,
): void {
  app.post(
    `${prefix}/order`,
    paymentRoute(app.requireUser, { body: PaypalOrderBody, response: { 200: PaypalOrderAnswer } }),
    async (request) => {
      const user = currentUser(request);
      const client = paypal();
      assertMayBuy(user);
      const method = request.body.method ?? 'paypal';
      await assertMethodOn(app.db, method, context.methods);
      if (request.body.intent.toUpperCase() !== 'CAPTURE')
        throw badRequest('Only the CAPTURE intent is supported', { intent: 'Only CAPTURE is supported' });
      const plan = await planForAmount(app.db, request.body);
      const amount = planPrice(plan);
      let created;
      try {
        created = await client.createOrder({
          amount: centsToDollars(amount),
          currency: plan.currency,
          referenceId: `plan-${plan.id}`,
          description: plan.planName,
        });
      } catch (error) {
        throw unavailable(error);
      }
      await insertOrder(app.db, {
        userId: user.id,
        planId: plan.id,
        provider: 'paypal',
        providerOrderId: created.id,
        amount,
        currency: plan.currency,
        status: 'created',
        captureId: null,
        createdAt: nowIso(),
        completedAt: null,
        method,
      });
      return { id: created.id, status: created.status };
    },
  );

  app.post(
    `${prefix}/order/:id/capture`,
    paymentRoute(app.requireUser, { params: PaypalOrderParams, response: { 200: PaymentResult, 202: PaymentPending } }),
    async (request, reply) => {
      const user = currentUser(request);
      const client = paypal();
      const order = await findOrderByProviderId(app.db, request.params.id);
      if (!order) throw notFound('Order not found');
      const answer = await captureOrder(
        { db: app.db, paypal: client, mailer: context.mailer },
        user.id,
        order,
        async () => {
          assertMayBuy(user);
          await assertMethodOn(app.db, order.method ?? 'paypal', context.methods);
        },
      );
      return reply.status(answer.status).send(answer.body);
    },
  );
}
