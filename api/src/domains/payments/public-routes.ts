// GET /api/public/pricing and /api/public/payment-methods (spec part 2 §7): no sign-in needed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PaymentMethodDto, PricingPlanDto } from '@civics/sync-protocol';
import { listMethods, toMethodDto } from './methods-repository.js';
import { listPlans, toPlanDto } from './plans-repository.js';
import type { PaymentsContext } from './route-context.js';

export const publicPaymentRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (
  app,
  { context },
) => {
  app.get('/api/public/pricing', { schema: { response: { 200: Type.Array(PricingPlanDto) } } }, async () =>
    (await listPlans(app.db, { activeOnly: true })).map(toPlanDto),
  );

  app.get('/api/public/payment-methods', { schema: { response: { 200: Type.Array(PaymentMethodDto) } } }, async () =>
    (await listMethods(app.db, { activeOnly: true })).map((row) => toMethodDto(row, context.methods)),
  );
};
