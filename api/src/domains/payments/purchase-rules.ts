// Who may buy a plan (issue 21), checked by the server on every payment route, not only the screen:
// an account waiting for approval (level 0) may not pay, because approval stays the admin's; an
// account that already has level 2 without an end date (lifetime, an admin's grant, admins) is not
// sold anything; a paid level 2 with an end date may renew (the period starts at the old end date).
import type { PurchaseStanding } from '@civics/sync-protocol';
import type { UserRow } from '../../db/database.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import type { MethodContext } from './methods-repository.js';
import { findMethodByName, unavailableReason } from './methods-repository.js';
import type { DbOrTrx } from '../../db/database.js';
import { PAID_LEVEL } from '../../services/plan-level.js';

export const AWAITING_APPROVAL =
  'Your account is waiting for an admin to approve it. An admin approves new accounts; a plan cannot be bought before that.';
export const ALREADY_UNLIMITED = 'Your account already has every feature with no end date. There is nothing to buy.';
export const METHOD_OFF = 'This payment method is turned off. Please choose another way to pay.';

export function purchaseStanding(user: Pick<UserRow, 'role' | 'approvalLevel' | 'endDate'>): PurchaseStanding {
  if (user.role === 'admin' || (user.approvalLevel >= PAID_LEVEL && user.endDate === null)) return 'unlimited';
  if (user.approvalLevel < 1) return 'awaiting_approval';
  return user.approvalLevel >= PAID_LEVEL ? 'renewal' : 'new';
}

/** Throws when this account may not buy: 403 waiting for approval, 409 already unlimited. */
export function assertMayBuy(user: Pick<UserRow, 'role' | 'approvalLevel' | 'endDate'>): void {
  const standing = purchaseStanding(user);
  if (standing === 'awaiting_approval') throw forbidden(AWAITING_APPROVAL);
  if (standing === 'unlimited') throw new HttpError(409, ALREADY_UNLIMITED);
}

/** Throws 403 when the admin turned this method off (or it cannot take money now). */
export async function assertMethodOn(db: DbOrTrx, name: string, context: MethodContext): Promise<void> {
  const method = await findMethodByName(db, name);
  if (!method || method.isActive !== 1 || unavailableReason(method, context)) throw forbidden(METHOD_OFF);
}
