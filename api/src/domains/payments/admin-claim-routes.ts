// Admins confirm (or reject) Zelle and bank-transfer claims once the money is in the account; a
// confirmation raises the level exactly as a captured PayPal payment does.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AdminClaimDto, ClaimDecisionBody, ClaimsQuery, PaymentIdParams } from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import type { RouteApp } from '../../plugins/route-options.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { DbOrTrx } from '../../db/database.js';
import { recordAudit } from '../../services/audit.js';
import { decideClaim, existingClaim, listClaims } from './claims-repository.js';
import { toClaimDto } from './claim-dto.js';
import { completePayment, sendReceipt } from './complete-payment.js';
import { listMethods, type MethodContext } from './methods-repository.js';
import { findPlan } from './plans-repository.js';
import { paymentRoute, type PaymentsContext } from './route-context.js';

async function adminClaims(
  db: DbOrTrx,
  methods: MethodContext,
  filter: { status?: Parameters<typeof listClaims>[1]; id?: number },
) {
  const methodRows = new Map((await listMethods(db, { activeOnly: false })).map((m) => [m.name, m]));
  const rows = (await listClaims(db, filter.status)).filter((r) => filter.id === undefined || r.id === filter.id);
  return rows.map((row) => ({
    ...toClaimDto(row, methodRows.get(row.method), methods),
    user: {
      id: row.userId,
      username: row.username,
      email: row.userEmail,
      approvalLevel: row.approvalLevel,
      endDate: row.endDate,
    },
  }));
}

/** One claim as the admin list shows it. */
type OneClaim = (id: number) => Promise<Awaited<ReturnType<typeof adminClaims>>[number]>;

export const adminClaimRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (app, { context }) => {
  const oneClaim = async (id: number) => (await adminClaims(app.db, context.methods, { id }))[0]!;

  app.get(
    '/api/admin/payments/claims',
    paymentRoute(app.requireAdmin, { querystring: ClaimsQuery, response: { 200: Type.Array(AdminClaimDto) } }),
    async (request) => adminClaims(app.db, context.methods, { status: request.query.status }),
  );

  registerConfirmRoute(app, context, oneClaim);
  registerRejectRoute(app, oneClaim);
};

/** Confirming a claim: the money arrived, so the level rises and a receipt is mailed. */
function registerConfirmRoute(app: RouteApp, context: PaymentsContext, oneClaim: OneClaim): void {
  app.post(
    '/api/admin/payments/claims/:id/confirm',
    paymentRoute(app.requireAdmin, { params: PaymentIdParams, response: { 200: AdminClaimDto } }),
    async (request) => {
      const actor = currentActor(request);
      const claim = await existingClaim(app.db, request.params.id);
      const plan = await findPlan(app.db, claim.planId);
      if (!plan) throw notFound('Plan not found');
      const now = new Date();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const decided = await decideClaim(trx, claim.id, {
          status: 'confirmed',
          decidedAt: now.toISOString(),
          decidedBy: actor.id,
          decisionNote: null,
        });
        if (!decided) return null;
        const paid = await completePayment(
          trx,
          {
            userId: claim.userId,
            plan,
            method: claim.method,
            amount: claim.amount,
            currency: claim.currency,
            source: 'claim',
            sourceId: String(claim.id),
          },
          now,
        );
        await recordAudit(trx, {
          actor,
          action: 'confirm',
          entity: 'payment_claim',
          entityId: claim.id,
          before: { status: claim.status },
          after: { status: 'confirmed', receiptId: paid.receipt.id },
        });
        await recordAudit(trx, {
          actor,
          action: 'upgrade',
          entity: 'user',
          entityId: claim.userId,
          before: paid.before,
          after: { approvalLevel: paid.approvalLevel, endDate: paid.endDate },
        });
        return paid;
      });
      if (!outcome) throw conflict('This payment claim was already decided');
      const user = await app.db
        .selectFrom('users')
        .select(['email', 'preferredLanguage'])
        .where('id', '=', claim.userId)
        .executeTakeFirst();
      if (user) await sendReceipt(context.mailer, user.email, outcome.receipt, user.preferredLanguage);
      return oneClaim(claim.id);
    },
  );
}

/** Rejecting a claim, with the admin's note. */
function registerRejectRoute(app: RouteApp, oneClaim: OneClaim): void {
  app.post(
    '/api/admin/payments/claims/:id/reject',
    paymentRoute(app.requireAdmin, {
      params: PaymentIdParams,
      body: ClaimDecisionBody,
      response: { 200: AdminClaimDto },
    }),
    async (request) => {
      const admin = currentActor(request);
      const claim = await existingClaim(app.db, request.params.id);
      const note = request.body.note?.trim() || null;
      const decided = await app.db.transaction().execute(async (trx) => {
        if (
          !(await decideClaim(trx, claim.id, {
            status: 'rejected',
            decidedAt: new Date().toISOString(),
            decidedBy: admin.id,
            decisionNote: note,
          }))
        )
          return false;
        await recordAudit(trx, {
          actor: admin,
          action: 'reject',
          entity: 'payment_claim',
          entityId: claim.id,
          before: { status: claim.status },
          after: { status: 'rejected', note },
        });
        return true;
      });
      if (!decided) throw conflict('This payment claim was already decided');
      return oneClaim(claim.id);
    },
  );
}
