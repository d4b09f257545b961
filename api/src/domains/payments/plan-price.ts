// The server never trusts the browser's amount (issue 10): it must be one plan's price.
import { planPrice } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { findPlan, listPlans, type PlanRow } from './plans-repository.js';

export const AMOUNT_MISMATCH = 'Amount does not match any plan';

/** "49.99" or 49.99 → 4999; anything that is not a positive amount with at most two decimals → null. */
export function dollarsToCents(amount: string | number): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/**
 * The plan this amount pays for: with planId that plan's current price; without it, exactly one
 * active plan must charge this amount. Anything else is a 400 and nothing is stored.
 */
export async function planForAmount(
  db: DbOrTrx,
  input: { amount: string | number; currency: string; planId?: number | undefined },
): Promise<PlanRow> {
  const cents = dollarsToCents(input.amount);
  if (cents === null)
    throw badRequest('Please send the amount as dollars, for example 49.99', { amount: 'Invalid amount' });
  const currency = input.currency.toUpperCase();
  if (input.planId !== undefined) {
    const plan = await findPlan(db, input.planId);
    if (!plan || plan.isActive !== 1)
      throw badRequest('This plan is not available', { planId: 'This plan is not available' });
    if (planPrice(plan) !== cents || plan.currency !== currency)
      throw badRequest(AMOUNT_MISMATCH, { amount: AMOUNT_MISMATCH });
    return plan;
  }
  const matches = (await listPlans(db, { activeOnly: true })).filter(
    (p) => planPrice(p) === cents && p.currency === currency,
  );
  if (matches.length !== 1) throw badRequest(AMOUNT_MISMATCH, { amount: AMOUNT_MISMATCH });
  return matches[0]!;
}
