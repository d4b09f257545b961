// Pricing plans (spec part 2 §3): prices in cents, features as a JSON list.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PricingPlanDto } from '@civics/sync-protocol';
import type { DbOrTrx, PricingPlansTable } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';

export type PlanRow = Selectable<PricingPlansTable>;

export async function listPlans(db: DbOrTrx, options: { activeOnly: boolean }): Promise<PlanRow[]> {
  let query = db.selectFrom('pricingPlans').selectAll();
  if (options.activeOnly) query = query.where('isActive', '=', 1);
  return query.orderBy('originalPrice').orderBy('id').execute();
}

export function findPlan(db: DbOrTrx, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('pricingPlans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPlan(db: DbOrTrx, plan: Insertable<PricingPlansTable>): Promise<number> {
  const row = await db.insertInto('pricingPlans').values(plan).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: DbOrTrx, id: number, changes: Updateable<PricingPlansTable>): Promise<void> {
  await db.updateTable('pricingPlans').set(changes).where('id', '=', id).execute();
}

export function toPlanDto(row: PlanRow): PricingPlanDto {
  return {
    id: row.id,
    planName: row.planName,
    description: row.description,
    originalPrice: row.originalPrice,
    salePrice: row.salePrice,
    currency: row.currency,
    billingPeriod: row.billingPeriod,
    features: parseJson<string[]>(row.features, []),
    isActive: row.isActive === 1,
  };
}
