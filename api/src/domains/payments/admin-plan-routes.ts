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
import { badRequest, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../../services/audit.js';
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
      const created = await app.db.transaction().execute(async (trx) => {
        const id = await insertPlan(trx, {
          planName,
          description: body.description?.trim() || null,
          originalPrice: body.originalPrice,
          salePrice: body.salePrice ?? null,
          currency: body.currency ?? 'USD',
          billingPeriod: body.billingPeriod,
          features: JSON.stringify(cleanFeatures(body.features)),
          isActive: body.isActive === false ? 0 : 1,
        });
        const plan = toPlanDto((await findPlan(trx, id))!);
        await recordAudit(trx, {
          actor: currentActor(request),
          action: 'create',
          entity: 'pricing_plan',
          entityId: id,
          after: plan,
        });
        return plan;
      });
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
      return app.db.transaction().execute(async (trx) => {
        const before = await findPlan(trx, request.params.id);
        if (!before) throw notFound('Plan not found');
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
        const after = toPlanDto((await findPlan(trx, before.id))!);
        await recordAudit(trx, {
          actor: currentActor(request),
          action: 'update',
          entity: 'pricing_plan',
          entityId: before.id,
          before: toPlanDto(before),
          after,
        });
        return after;
      });
    },
  );
}

/** The payment methods, and a change to one. */
function registerMethodRoutes(app: RouteApp, context: PaymentsContext): void {
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
      return app.db.transaction().execute(async (trx) => {
        const before = await findMethod(trx, request.params.id);
        if (!before) throw notFound('Payment method not found');
        if (body.displayName !== undefined && !body.displayName.trim())
          throw badRequest('Please enter a display name', { displayName: 'Please enter a display name' });
        await updateMethod(trx, before.id, {
          ...(body.displayName !== undefined ? { displayName: body.displayName.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
          ...(body.isEnabled !== undefined ? { isEnabled: body.isEnabled ? 1 : 0 } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive ? 1 : 0 } : {}),
          ...(body.instructions !== undefined ? { instructions: JSON.stringify(body.instructions) } : {}),
        });
        const after = toAdminMethodDto((await findMethod(trx, before.id))!, context.methods);
        await recordAudit(trx, {
          actor: currentActor(request),
          action: 'update',
          entity: 'payment_method',
          entityId: before.id,
          before: toAdminMethodDto(before, context.methods),
          after,
        });
        return after;
      });
    },
  );
}
