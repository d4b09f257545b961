// Where a sign-in attempt comes from (issue 20): the IP address, and the device cookie that a
// successful sign-in leaves in the browser. A device the account signed in from before is "known":
// its wrong tries are counted apart from everyone else's and slowed, never locked out by them.
// Only a hash of the cookie is stored, beside the account it signed in to.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import { findAccountByUsername } from './lookup.js';
import { HOUR_MS, nameKey, takeFromWindow, type LockStarted, type SignInSource } from './throttle.js';
import { lockoutMail } from './lockout-mail.js';

export const DEVICE_COOKIE = 'civicsDevice';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const hashDevice = (value: string) => createHash('sha256').update(value).digest('hex');

/** The source of an attempt on `username`'s account. */
export async function signInSource(db: DbOrTrx, request: FastifyRequest, username: string): Promise<SignInSource> {
  const cookie = request.cookies[DEVICE_COOKIE];
  if (!cookie || cookie.length > 100) return { ip: request.ip, knownDevice: null };
  const deviceHash = hashDevice(cookie);
  const user = await findAccountByUsername(db, username);
  if (!user) return { ip: request.ip, knownDevice: null };
  const known = await db
    .selectFrom('knownSignInDevices')
    .select('userId')
    .where('userId', '=', user.id)
    .where('deviceHash', '=', deviceHash)
    .executeTakeFirst();
  return { ip: request.ip, knownDevice: known ? deviceHash : null };
}

/** After a right password: the browser keeps (or gets) its device cookie and the account knows it. */
export async function rememberDevice(
  db: DbOrTrx,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean | 'auto',
): Promise<void> {
  let value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 100) {
    value = randomBytes(24).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secure === 'auto' ? request.protocol === 'https' : secure,
      path: '/api/',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  const values = { userId, deviceHash: hashDevice(value), lastSignInAt: Date.now() };
  await db
    .insertInto('knownSignInDevices')
    .values(values)
    .onConflict((oc) => oc.columns(['userId', 'deviceHash']).doUpdateSet({ lastSignInAt: values.lastSignInAt }))
    .execute();
}

/** At most one lockout mail per account an hour, however many sources are locked. */
const LOCKOUT_MAIL_RULE = { max: 1, windowMs: HOUR_MS, what: 'lockout notices' };

/**
 * Tells the account's owner that wrong tries locked it for a source, or for every new source (the
 * account's ceiling, issue 34: its own mail, once per locked hour). Never throws.
 */
export async function mailLockoutToOwner(
  db: DbOrTrx,
  mailer: Mailer,
  username: string,
  source: SignInSource,
  lock: NonNullable<LockStarted>,
  log: (error: unknown) => void,
): Promise<void> {
  try {
    const user = await findAccountByUsername(db, username);
    if (!user?.email) return;
    await takeFromWindow(db, nameKey(lock === 'account' ? 'ceilingmail' : 'lockmail', username), LOCKOUT_MAIL_RULE);
    await mailer.send(lockoutMail({ ...user, email: user.email }, source, lock));
  } catch (error) {
    // A second lock within the hour (429 from the mail rule) or a mail failure: the sign-in answer is unchanged.
    if ((error as { statusCode?: number }).statusCode !== 429) log(error);
  }
}

/** What a password check needs to know about the attempt: its source, and how to tell the owner of a lock. */
export interface SignInAttempt {
  source: SignInSource;
  onLocked: (lock: NonNullable<LockStarted>) => Promise<void>;
}

export async function signInAttempt(
  db: DbOrTrx,
  mailer: Mailer,
  request: FastifyRequest,
  username: string,
): Promise<SignInAttempt> {
  const source = await signInSource(db, request, username);
  return {
    source,
    onLocked: (lock) =>
      mailLockoutToOwner(db, mailer, username, source, lock, (error) =>
        request.log.error({ err: error }, 'could not mail a lockout notice'),
      ),
  };
}
