// The learner's side of Zelle / bank transfer (issue 10): say "I am sending it" and get the
// instructions with a reference; see the claim wait for an admin; see past payments.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomInt } from 'node:crypto';
import { ClaimBody, ClaimDto, PaymentHistory, PaymentIdParams, planPrice } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';
import type { DbOrTrx } from '../../db/database.js';
import {
  decideClaim,
  existingClaim,
  findClaim,
  findPendingClaimOfUser,
  insertClaim,
  listUserClaims,
} from './claims-repository.js';
import { toClaimDto } from './claim-dto.js';
import { payerDetails } from './claim-input.js';
import { findMethodByName, listMethods, unavailableReason } from './methods-repository.js';
import { findPlan } from './plans-repository.js';
import { listUserReceipts, toPaymentDto } from './receipts-repository.js';
import { paymentRoute, type PaymentsContext } from './route-context.js';
import { assertMayBuy, METHOD_OFF, purchaseStanding } from './purchase-rules.js';

// No 0/O or 1/I: the learner copies it by hand into a banking app.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () =>
  `CV-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

async function unusedReference(db: DbOrTrx): Promise<string> {
  for (;;) {
    const reference = newReference();
    if (!(await db.selectFrom('paymentClaims').select('id').where('reference', '=', reference).executeTakeFirst()))
      return reference;
  }
}

export const claimRoutes: FastifyPluginAsyncTypebox<{ context: PaymentsContext }> = async (app, { context }) => {
  app.post(
    '/api/payments/claims',
    paymentRoute(app.requireUser, { body: ClaimBody, response: { 201: ClaimDto } }),
    async (request, reply) => {
      const user = currentUser(request);
      assertMayBuy(user);
      const payer = payerDetails(request.body, user.fullName);
      const plan = await findPlan(app.db, request.body.planId);
      if (!plan || plan.isActive !== 1)
        throw badRequest('This plan is not available', { planId: 'This plan is not available' });
      const method = await findMethodByName(app.db, payer.method);
      // The same 403 and text as PayPal and card (issue 34): one refusal for every switched-off method.
      if (!method || method.isActive !== 1 || unavailableReason(method, context.methods)) throw forbidden(METHOD_OFF);
      const claimId = await app.db.transaction().execute(async (trx) => {
        if (await findPendingClaimOfUser(trx, user.id)) return null;
        return insertClaim(trx, {
          userId: user.id,
          planId: plan.id,
          ...payer,
          amount: planPrice(plan),
          currency: plan.currency,
          reference: await unusedReference(trx),
          status: 'pending',
          createdAt: nowIso(),
          decidedAt: null,
          decidedBy: null,
          decisionNote: null,
        });
      });
      if (claimId === null)
        throw conflict('You already have a payment waiting for confirmation. Cancel it first to choose another plan.');
      const claim = await findClaim(app.db, claimId);
      return reply.status(201).send(toClaimDto(claim!, method, context.methods));
    },
  );

  app.post(
    '/api/payments/claims/:id/cancel',
    paymentRoute(app.requireUser, { params: PaymentIdParams, response: { 200: ClaimDto } }),
    async (request) => {
      const user = currentUser(request);
      const claim = await existingClaim(app.db, request.params.id);
      if (claim.userId !== user.id) throw forbidden('This payment claim belongs to another account');
      const decided = await decideClaim(app.db, claim.id, {
        status: 'cancelled',
        decidedAt: nowIso(),
        decidedBy: null,
        decisionNote: null,
      });
      if (!decided) throw conflict('This payment claim was already decided');
      const method = await findMethodByName(app.db, claim.method);
      return toClaimDto((await findClaim(app.db, claim.id))!, method, context.methods);
    },
  );

  app.get(
    '/api/payments/history',
    paymentRoute(app.requireUser, { response: { 200: PaymentHistory } }),
    async (request) => {
      const user = currentUser(request);
      const methods = new Map((await listMethods(app.db, { activeOnly: false })).map((m) => [m.name, m]));
      const [receipts, claims] = await Promise.all([
        listUserReceipts(app.db, user.id),
        listUserClaims(app.db, user.id),
      ]);
      return {
        payments: receipts.map(toPaymentDto),
        claims: claims.map((c) => toClaimDto(c, methods.get(c.method), context.methods)),
        standing: purchaseStanding(user),
      };
    },
  );
};
