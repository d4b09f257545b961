// Zelle and bank-transfer claims: the learner says "I sent it", an admin confirms or rejects.
import type { Insertable, Selectable } from 'kysely';
import type { ClaimStatus } from '@civics/sync-protocol';
import type { DbOrTrx, PaymentClaimsTable } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';

export type ClaimRow = Selectable<PaymentClaimsTable> & { planName: string };

const withPlanName = (db: DbOrTrx) =>
  db
    .selectFrom('paymentClaims')
    .innerJoin('pricingPlans', 'pricingPlans.id', 'paymentClaims.planId')
    .selectAll('paymentClaims')
    .select('pricingPlans.planName');

export async function insertClaim(db: DbOrTrx, claim: Insertable<PaymentClaimsTable>): Promise<number> {
  const row = await db.insertInto('paymentClaims').values(claim).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findClaim(db: DbOrTrx, id: number): Promise<ClaimRow | undefined> {
  return withPlanName(db).where('paymentClaims.id', '=', id).executeTakeFirst();
}

/** The claim with this id, or a 404. */
export async function existingClaim(db: DbOrTrx, id: number): Promise<ClaimRow> {
  const claim = await findClaim(db, id);
  if (!claim) throw notFound('Payment claim not found');
  return claim;
}

export function listUserClaims(db: DbOrTrx, userId: number): Promise<ClaimRow[]> {
  return withPlanName(db)
    .where('paymentClaims.userId', '=', userId)
    .orderBy('paymentClaims.id', 'desc')
    .limit(100)
    .execute();
}

export function findPendingClaimOfUser(db: DbOrTrx, userId: number): Promise<ClaimRow | undefined> {
  return withPlanName(db)
    .where('paymentClaims.userId', '=', userId)
    .where('paymentClaims.status', '=', 'pending')
    .executeTakeFirst();
}

export function listClaims(db: DbOrTrx, status: ClaimStatus | undefined) {
  let query = db
    .selectFrom('paymentClaims')
    .innerJoin('pricingPlans', 'pricingPlans.id', 'paymentClaims.planId')
    .innerJoin('users', 'users.id', 'paymentClaims.userId')
    .selectAll('paymentClaims')
    .select([
      'pricingPlans.planName',
      'users.username',
      'users.email as userEmail',
      'users.approvalLevel',
      'users.endDate',
    ]);
  if (status) query = query.where('paymentClaims.status', '=', status);
  // Pending claims oldest first (the queue); decided ones newest first.
  return query
    .orderBy('paymentClaims.id', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();
}

export async function countPendingClaims(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('paymentClaims')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Decides a pending claim once; answers false when it was no longer pending. */
export async function decideClaim(
  db: DbOrTrx,
  id: number,
  decision: { status: ClaimStatus; decidedAt: string; decidedBy: number | null; decisionNote: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentClaims')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
