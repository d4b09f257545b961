// Email verification codes (spec part 1 §5 with DESIGN.md §5). A resend adds a code and keeps the
// ones already sent valid until they expire, so nobody can void the code in a learner's inbox;
// it is limited per account (once a minute, five a day) and never restores the attempt budget,
// which belongs to the name (auth_throttles) and is spent by wrong codes, whichever code they aimed at.
import { LIMITS } from '@civics/sync-protocol/constants';
import { isVerificationCode } from '@civics/sync-protocol/validation';
import type { Db, DbOrTrx, UserRow } from '../../db/database.js';
import { hashCode, newVerificationCode } from '../../lib/verification-code.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { updateUser } from '../../services/accounts.js';
import { verificationMail } from './verification-mail.js';
import { findAccountByUsername } from './lookup.js';
import { clearThrottle, DAY_MS, giveBackToWindow, lastUseOf, MINUTE_MS, nameKey, takeFromWindow } from './throttle.js';

export const RESEND_RULE = { max: 5, windowMs: DAY_MS, minIntervalMs: MINUTE_MS, what: 'verification codes' };
const INVALID_CODE = 'Invalid verification code';
const TOO_MANY = 'Too many wrong attempts. Please request a new verification code.';

export const mailNotSent = () =>
  new HttpError(503, 'We could not send the verification email right now. Please try again in a few minutes.');

const attemptsKey = (username: string) => nameKey('verify', username);
const resendKey = (username: string) => nameKey('resend', username);

/** Stores a new code for the account (older ones stay valid) and answers it in clear, for the mail. */
export async function addVerificationCode(
  db: DbOrTrx,
  userId: number,
  now = Date.now(),
): Promise<{ code: string; id: number }> {
  const code = newVerificationCode();
  // Codes are kept a day after they expire: the resend limit counts them.
  await db
    .deleteFrom('emailVerificationCodes')
    .where('userId', '=', userId)
    .where('createdAt', '<', now - DAY_MS)
    .execute();
  const row = await db
    .insertInto('emailVerificationCodes')
    .values({
      userId,
      codeHash: hashCode(code),
      expiresAt: now + LIMITS.verificationCodeTtlMinutes * 60_000,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { code, id: row.id };
}

/**
 * GET /api/get-verification-code/:username. Unknown, already verified and pending names are
 * throttled and answered alike; only a pending account gets a mail. A mail that could not be
 * sent is a 503 and leaves no new code behind.
 */
export async function resendVerificationCode(
  db: Db,
  mailer: Mailer,
  username: string,
): Promise<{ code: string | null }> {
  const key = resendKey(username);
  const previousUse = await lastUseOf(db, key);
  await takeFromWindow(db, key, RESEND_RULE);
  const user = await findAccountByUsername(db, username);
  if (!user || user.emailVerified) return { code: null };
  // After the attempt budget was spent every code is void: a new code starts a new budget.
  // While tries remain, a resend leaves the count as it is.
  if (!(await hasLiveCode(db, user.id))) await clearThrottle(db, attemptsKey(username));
  const { code, id } = await addVerificationCode(db, user.id);
  if (!(await mailer.send(verificationMail(user.username, user.email, code, user.preferredLanguage)))) {
    await db.deleteFrom('emailVerificationCodes').where('id', '=', id).execute();
    await giveBackToWindow(db, key, previousUse);
    throw mailNotSent();
  }
  return { code };
}

/** Whether the account holds a code that has not expired yet. */
export async function hasLiveCode(db: DbOrTrx, userId: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('emailVerificationCodes')
    .select('id')
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * POST /api/verify-email. Any live code of the account works. Unknown names, verified accounts
 * and wrong or expired codes answer the same message and spend the same budget, so the answer
 * never tells whether a name exists.
 */
export async function verifyEmail(db: Db, username: string, code: string, now = Date.now()): Promise<string> {
  if (!isVerificationCode(code))
    throw badRequest('Verification code must be exactly 6 digits', {
      verificationCode: 'Verification code must be exactly 6 digits',
    });
  const key = attemptsKey(username);
  const row = await db
    .selectFrom('authThrottles')
    .select(['count', 'windowStartedAt'])
    .where('key', '=', key)
    .executeTakeFirst();
  // Wrong tries are forgotten a day after the first of them.
  const spent = row && now - Number(row.windowStartedAt) < DAY_MS ? Number(row.count) : 0;
  if (spent >= LIMITS.verificationMaxAttempts) throw badRequest(TOO_MANY);
  const user = await findAccountByUsername(db, username);
  const match =
    user && !user.emailVerified
      ? await db
          .selectFrom('emailVerificationCodes')
          .select('id')
          .where('userId', '=', user.id)
          .where('codeHash', '=', hashCode(code))
          .where('expiresAt', '>', now)
          .executeTakeFirst()
      : undefined;
  if (!user || !match) {
    await takeFromWindow(
      db,
      key,
      { max: Number.MAX_SAFE_INTEGER, windowMs: DAY_MS, what: 'verification attempts' },
      now,
    );
    const attempts = spent + 1;
    if (attempts >= LIMITS.verificationMaxAttempts) {
      // The fifth wrong try voids every code: a new one must be requested.
      if (user)
        await db
          .updateTable('emailVerificationCodes')
          .set({ expiresAt: now })
          .where('userId', '=', user.id)
          .where('expiresAt', '>', now)
          .execute();
      throw badRequest(TOO_MANY);
    }
    throw badRequest(INVALID_CODE);
  }
  await markVerified(db, user);
  await clearThrottle(db, key);
  return 'Email verified successfully. You can now log in.';
}

async function markVerified(db: Db, user: UserRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      emailVerified: 1,
      emailVerificationCodeHash: null,
      emailVerificationExpiry: null,
      emailVerificationAttempts: 0,
    });
    await trx.deleteFrom('emailVerificationCodes').where('userId', '=', user.id).execute();
  });
}
