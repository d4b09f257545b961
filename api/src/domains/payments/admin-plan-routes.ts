// /admin/pricing, server side: plans (prices in cents) and payment methods. Every write is audited
// in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AdminMethodPatch,
  AdminPaymentMethodDto,
  AdminPlanBody,
  AdminPlanPatch,
  PaymentIdParams,
  PricingPlanDto,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import type { RouteApp } from '../../plugins/route-options.js';
import { badRequest } from '../../lib/http-error.js';
import { changeAudited, createAudited, type AuditedRows } from '../../services/audited-writes.js';
import { findMethod, listMethods, toAdminMethodDto, updateMethod } from './methods-repository.js';
import { findPlan, insertPlan, listPlans, toPlanDto, updatePlan } from './plans-repository.js';
import { paymentRoute, type PaymentsContext } from './route-context.js';

const SALE_TOO_HIGH = 'The sale price must be lower than the original price';

function checkPrices(originalPrice: number, salePrice: number | null | undefined): void {
  if (originalPrice <= 0)
    throw badRequest('The price must be more than $0.00', { originalPrice: 'The price must be more than $0.00' });
  if (salePrice != null && (salePrice <= 0 || salePrice >= originalPrice))
    throw badRequest(SALE_TOO_HIGH, { salePrice: SALE_TOO_HIGH });
}

/** The plans as the API answers with them and the audit log keeps them. */
const plans: AuditedRows<PricingPlanDto> = {
  entity: 'pricing_plan',
  notFoundMessage: 'Plan not found',
  find: async (db, id) => {
    const row = await findPlan(db, id);
    return row && toPlanDto(row);
  },
};

const cleanFeatures = (features: string[]) => features.map((f) => f.trim()).filter(Boolean);

export const adminPlanRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (app, { context }) => {
  registerPlanListAndCreate(app);
  registerPlanUpdate(app);
  registerMethodRoutes(app, context);
};

/** The plans, and a new plan. */
function registerPlanListAndCreate(app: RouteApp): void {
  app.get(
    '/api/admin/pricing/plans',
    paymentRoute(app.requireAdmin, { response: { 200: Type.Array(PricingPlanDto) } }),
    async () => (await listPlans(app.db, { activeOnly: false })).map(toPlanDto),
  );

  app.post(
    '/api/admin/pricing/plans',
    paymentRoute(app.requireAdmin, { body: AdminPlanBody, response: { 201: PricingPlanDto } }),
    async (request, reply) => {
      const body = request.body;
      checkPrices(body.originalPrice, body.salePrice);
      const planName = body.planName.trim();
      if (!planName) throw badRequest('Please enter a plan name', { planName: 'Please enter a plan name' });
      const created = await createAudited(app.db, currentActor(request), plans, (trx) =>
        insertPlan(trx, {
          planName,
          description: body.description?.trim() || null,
          originalPrice: body.originalPrice,
          salePrice: body.salePrice ?? null,
          currency: body.currency ?? 'USD',
          billingPeriod: body.billingPeriod,
          features: JSON.stringify(cleanFeatures(body.features)),
          isActive: body.isActive === false ? 0 : 1,
        }),
      );
      return reply.status(201).send(created);
    },
  );
}

/** A change to a plan. */
function registerPlanUpdate(app: RouteApp): void {
  app.patch(
    '/api/admin/pricing/plans/:id',
    paymentRoute(app.requireAdmin, {
      params: PaymentIdParams,
      body: AdminPlanPatch,
      response: { 200: PricingPlanDto },
    }),
    async (request) => {
      const body = request.body;
      const target = { id: request.params.id, action: 'update' };
      return changeAudited(app.db, currentActor(request), plans, target, async (trx, before) => {
        const originalPrice = body.originalPrice ?? before.originalPrice;
        const salePrice = body.salePrice !== undefined ? body.salePrice : before.salePrice;
        checkPrices(originalPrice, salePrice);
        if (body.planName !== undefined && !body.planName.trim())
          throw badRequest('Please enter a plan name', { planName: 'Please enter a plan name' });
        await updatePlan(trx, before.id, {
          ...(body.planName !== undefined ? { planName: body.planName.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
          originalPrice,
          salePrice,
          ...(body.billingPeriod !== undefined ? { billingPeriod: body.billingPeriod } : {}),
          ...(body.features !== undefined ? { features: JSON.stringify(cleanFeatures(body.features)) } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive ? 1 : 0 } : {}),
        });
      });
    },
  );
}

/** The payment methods, and a change to one. */
function registerMethodRoutes(app: RouteApp, context: PaymentsContext): void {
  const methods: AuditedRows<AdminPaymentMethodDto> = {
    entity: 'payment_method',
    notFoundMessage: 'Payment method not found',
    find: async (db, id) => {
      const row = await findMethod(db, id);
      return row && toAdminMethodDto(row, context.methods);
    },
  };

  app.get(
    '/api/admin/payment-methods',
    paymentRoute(app.requireAdmin, { response: { 200: Type.Array(AdminPaymentMethodDto) } }),
    async () => (await listMethods(app.db, { activeOnly: false })).map((row) => toAdminMethodDto(row, context.methods)),
  );

  app.patch(
    '/api/admin/payment-methods/:id',
    paymentRoute(app.requireAdmin, {
      params: PaymentIdParams,
      body: AdminMethodPatch,
      response: { 200: AdminPaymentMethodDto },
    }),
    async (request) => {
      const body = request.body;
      const target = { id: request.params.id, action: 'update' };
      return changeAudited(app.db, currentActor(request), methods, target, async (trx, before) => {
        if (body.displayName !== undefined && !body.displayName.trim())
          throw badRequest('Please enter a display name', { displayName: 'Please enter a display name' });
        await updateMethod(trx, before.id, {
          ...(body.displayName !== undefined ? { displayName: body.displayName.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
          ...(body.isEnabled !== undefined ? { isEnabled: body.isEnabled ? 1 : 0 } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive ? 1 : 0 } : {}),
          ...(body.instructions !== undefined ? { instructions: JSON.stringify(body.instructions) } : {}),
        });
      });
    },
  );
}
