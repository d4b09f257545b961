// PayPal's webhook (issue 21): PAYMENT.CAPTURE.COMPLETED, .DENIED and .REFUNDED update the same
// order record the capture call and the read-back settle. PayPal calls it without a session, so
// every event is first checked with PayPal's own verify-webhook-signature call against our
// webhook id; a bad signature is refused with 400 and changes nothing. What the event says is
// not trusted beyond naming the order: the order is read back from PayPal and that is applied.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { findOrderByCaptureId, findOrderByProviderId, type OrderRow } from './orders-repository.js';
import { reconcileOrder } from './paypal-capture.js';
import { PaypalApiError, PaypalUnreachableError } from './paypal-client.js';
import { paymentErrorResponses, type PaymentsContext } from './route-context.js';

const HANDLED = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.REVERSED',
];

const WebhookEvent = Type.Object(
  {
    id: Type.String({ maxLength: 100 }),
    event_type: Type.String({ maxLength: 100 }),
    resource: Type.Object({}, { additionalProperties: true }),
  },
  { additionalProperties: true },
);

interface EventResource {
  id?: string;
  supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
  links?: Array<{ rel?: string; href?: string }>;
}

/** The order an event is about: by PayPal's order id, else by the capture (a refund links "up" to its capture). */
async function orderOf(
  context: PaymentsContext,
  db: Parameters<typeof findOrderByProviderId>[0],
  eventType: string,
  resource: EventResource,
): Promise<OrderRow | undefined> {
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  if (orderId) {
    const order = await findOrderByProviderId(db, orderId);
    if (order) return order;
  }
  const captureId =
    eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED'
      ? (resource.supplementary_data?.related_ids?.capture_id ??
        resource.links
          ?.find((l) => l.rel === 'up')
          ?.href?.split('/')
          .pop())
      : resource.id;
  return captureId ? findOrderByCaptureId(db, captureId) : undefined;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const paypalWebhookRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (
  app,
  { context },
) => {
  for (const path of ['/paypal/webhook', '/api/paypal/webhook']) {
    app.post(
      path,
      {
        schema: {
          body: WebhookEvent,
          response: {
            200: Type.Object({ received: Type.Boolean(), applied: Type.String() }),
            ...paymentErrorResponses,
          },
        },
      },
      async (request) => {
        const paypal = context.paypal;
        const webhookId = context.paypalConfig?.webhookId;
        if (!paypal || !webhookId) throw new HttpError(503, 'PayPal webhooks are not configured on this server');
        const h = request.headers;
        const signature = {
          auth_algo: header(h['paypal-auth-algo']),
          cert_url: header(h['paypal-cert-url']),
          transmission_id: header(h['paypal-transmission-id']),
          transmission_sig: header(h['paypal-transmission-sig']),
          transmission_time: header(h['paypal-transmission-time']),
          webhook_id: webhookId,
        };
        if (!signature.transmission_id || !signature.transmission_sig)
          throw badRequest('Missing PayPal transmission headers');
        let verified: boolean;
        try {
          verified = await paypal.verifyWebhookSignature(signature, request.body);
        } catch (error) {
          if (error instanceof PaypalUnreachableError || error instanceof PaypalApiError)
            throw new HttpError(502, 'PayPal could not verify this webhook now; PayPal sends it again later.');
          throw error;
        }
        if (!verified) throw badRequest('The webhook signature did not verify');
        if (!HANDLED.includes(request.body.event_type)) return { received: true, applied: 'ignored' };
        const order = await orderOf(context, app.db, request.body.event_type, request.body.resource as EventResource);
        if (!order) return { received: true, applied: 'unknown_order' };
        try {
          const settlement = await reconcileOrder({ db: app.db, paypal, mailer: context.mailer }, order);
          return { received: true, applied: settlement.kind };
        } catch (error) {
          if (error instanceof PaypalUnreachableError || error instanceof PaypalApiError)
            throw new HttpError(502, 'PayPal did not answer the read-back; PayPal sends the webhook again later.');
          throw error;
        }
      },
    );
  }
};
