// The payments domain (issue 10): public plans and methods, PayPal, transfer claims, admin pricing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminClaimRoutes } from './admin-claim-routes.js';
import { adminOrderRoutes } from './admin-order-routes.js';
import { adminPlanRoutes } from './admin-plan-routes.js';
import { claimRoutes } from './claim-routes.js';
import { createPaypalClient } from './paypal-client.js';
import { paypalRoutes } from './paypal-routes.js';
import { paypalWebhookRoutes } from './paypal-webhook-routes.js';
import { startReconcileJob } from './reconcile-job.js';
import { publicPaymentRoutes } from './public-routes.js';
import { methodContext, type PaymentsContext, type PaymentsOptions } from './route-context.js';

export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentsOptions> = async (app, { config, mailer }) => {
  const context: PaymentsContext = {
    mailer,
    paypal: config.paypal ? createPaypalClient(config.paypal) : null,
    paypalClientId: config.paypal?.clientId ?? null,
    paypalConfig: config.paypal,
    methods: methodContext(config),
  };
  await app.register(publicPaymentRoutes, { context });
  await app.register(paypalRoutes, { context });
  await app.register(claimRoutes, { context });
  await app.register(adminPlanRoutes, { context });
  await app.register(adminClaimRoutes, { context });
  await app.register(paypalWebhookRoutes, { context });
  await app.register(adminOrderRoutes, { context });
  if (context.paypal) {
    const stop = startReconcileJob({ db: app.db, paypal: context.paypal, mailer }, (error) =>
      app.log.error({ err: error }, 'PayPal read-back failed'),
    );
    app.addHook('onClose', async () => stop());
  }
};
