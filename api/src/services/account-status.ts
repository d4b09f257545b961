// Whether an account may sign in. Called by the login service once the password is known to be
// right, so a wrong password never learns that an account is disabled.
import type { UserRow } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';

export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';

export function assertMaySignIn(user: Pick<UserRow, 'disabledAt'>): void {
  if (user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
}
