// Counters in the database (auth_throttles), so every API process shares them and a restart
// forgets nothing. Keys are built from lower-cased names whether or not an account has that name:
// an unknown name is throttled exactly like a real one, so the answers tell nothing about which exist.
import type { DbOrTrx } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A 429 that says when to try again (and sets Retry-After through the error handler's headers). */
export class TooManyAttempts extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const nameKey = (kind: string, username: string) => `${kind}:${username.trim().toLowerCase()}`;

/** "30 seconds", "2 minutes", "3 hours": how long until the retry, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

interface WindowRule {
  /** At most this many uses per window. */
  max: number;
  windowMs: number;
  /** And at least this long between two uses. */
  minIntervalMs?: number;
  /** The message's subject, e.g. "verification codes". */
  what: string;
}

async function readRow(db: DbOrTrx, key: string) {
  const row = await db.selectFrom('authThrottles').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  return {
    count: Number(row.count),
    windowStartedAt: Number(row.windowStartedAt),
    lastAt: Number(row.lastAt),
    lockedUntil: row.lockedUntil === null ? null : Number(row.lockedUntil),
  };
}

async function writeRow(
  db: DbOrTrx,
  key: string,
  values: { count: number; windowStartedAt: number; lastAt: number; lockedUntil: number | null },
) {
  await db
    .insertInto('authThrottles')
    .values({ key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

/** Throws a TooManyAttempts when `key` is over its rule; otherwise counts this use. */
export async function takeFromWindow(db: DbOrTrx, key: string, rule: WindowRule, now = Date.now()): Promise<void> {
  const row = await readRow(db, key);
  const fresh = !row || now - row.windowStartedAt >= rule.windowMs;
  const count = fresh ? 0 : row.count;
  const windowStartedAt = fresh ? now : row.windowStartedAt;
  if (row && rule.minIntervalMs && now - row.lastAt < rule.minIntervalMs) {
    const wait = row.lastAt + rule.minIntervalMs - now;
    throw new TooManyAttempts(
      `Please wait ${waitText(wait)} before requesting more ${rule.what}.`,
      Math.ceil(wait / 1000),
    );
  }
  if (count >= rule.max) {
    const wait = windowStartedAt + rule.windowMs - now;
    throw new TooManyAttempts(
      `Too many ${rule.what} requested. Please try again in ${waitText(wait)}.`,
      Math.ceil(wait / 1000),
    );
  }
  await writeRow(db, key, { count: count + 1, windowStartedAt, lastAt: now, lockedUntil: null });
}

/** Gives back a use taken by takeFromWindow (the action it guarded did not happen). */
export async function giveBackToWindow(db: DbOrTrx, key: string, previousLastAt: number | null): Promise<void> {
  const row = await readRow(db, key);
  if (!row) return;
  await writeRow(db, key, { ...row, count: Math.max(0, row.count - 1), lastAt: previousLastAt ?? 0 });
}

export async function lastUseOf(db: DbOrTrx, key: string): Promise<number | null> {
  return (await readRow(db, key))?.lastAt ?? null;
}

export const clearThrottle = (db: DbOrTrx, key: string) =>
  db.deleteFrom('authThrottles').where('key', '=', key).execute();

// --- Lockout on password guessing, per account AND source (login, password reset, change password) ---
// Issue 20: a lock per account alone let anyone keep the owner out with a wrong guess every quarter
// hour. A lock now holds only for the source that guessed (its IP address), and a device the
// account signed in from before (its device cookie, see sign-in-source.ts) keeps a counter of its
// own that slows its answers down instead of refusing them.

/** Wrong tries allowed before any delay; then the lock doubles per wrong try, up to LOCK_MAX_MS. */
export const FREE_FAILURES = 5;
const LOCK_BASE_MS = 30_000;
const LOCK_MAX_MS = 15 * MINUTE_MS;
/** The longest a known device's answer is held back while its own counter is locked. */
export const KNOWN_DEVICE_MAX_DELAY_MS = 3_000;
/** A day without a wrong try forgets the earlier ones. */
const FAILURES_FORGOTTEN_AFTER_MS = DAY_MS;

/** Where sign-in attempts come from: an IP address, or a device the account signed in from before. */
export interface SignInSource {
  ip: string;
  /** Hash of the device cookie when the account signed in from this device before; otherwise null. */
  knownDevice: string | null;
}

export const LOCK_PREFIX = 'lock:';
const sourcePart = (source: SignInSource) => (source.knownDevice ? `device:${source.knownDevice}` : `ip:${source.ip}`);
export const lockKey = (username: string, source: SignInSource) => `${nameKey('lock', username)}|${sourcePart(source)}`;

// Issue 34: per-source locks alone let a guesser who changes address on every try (a botnet, or a
// client-written X-Forwarded-For behind a proxy trusted too far) guess without end. Every source
// that is not a known device shares one more counter per account: past ACCOUNT_CEILING wrong tries
// in its hour the account refuses every unknown source until the hour ends. The owner's known
// devices keep their own counters and still sign in.
export const ACCOUNT_CEILING = { max: 100, windowMs: HOUR_MS };
/** Shown in the admin's list of locks like any source (and lifted with the name's other locks). */
export const ANY_NEW_SOURCE = 'any-new-source';
export const ceilingKey = (username: string) => `${nameKey('lock', username)}|${ANY_NEW_SOURCE}`;
const lockedMessage = (lockedUntil: number, now: number) =>
  `Too many wrong attempts for this account. Please try again in ${waitText(lockedUntil - now)} (after ${new Date(lockedUntil).toISOString()}).`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throws a TooManyAttempts while the account (or unknown name) is locked for this source. A known
 * device is never refused: its answer is held back a little while its own counter is locked.
 */
export async function assertNotLocked(
  db: DbOrTrx,
  username: string,
  source: SignInSource,
  now = Date.now(),
): Promise<void> {
  if (!source.knownDevice) {
    const ceiling = await readRow(db, ceilingKey(username));
    if (ceiling?.lockedUntil && ceiling.lockedUntil > now)
      throw new TooManyAttempts(lockedMessage(ceiling.lockedUntil, now), Math.ceil((ceiling.lockedUntil - now) / 1000));
  }
  const row = await readRow(db, lockKey(username, source));
  if (!row?.lockedUntil || row.lockedUntil <= now) return;
  const wait = row.lockedUntil - now;
  if (source.knownDevice) {
    await sleep(Math.min(wait, KNOWN_DEVICE_MAX_DELAY_MS));
    return;
  }
  throw new TooManyAttempts(lockedMessage(row.lockedUntil, now), Math.ceil(wait / 1000));
}

/** Which lock a wrong try started: this source's, or the account's ceiling for every unknown source. */
export type LockStarted = 'source' | 'account' | null;

/**
 * Counts a wrong password or wrong security answers for this source (and, for an unknown source,
 * toward the account's ceiling); from the fifth on, the source waits longer each time. Answers
 * which lock this try started, so the owner is told by mail.
 */
export async function recordFailure(
  db: DbOrTrx,
  username: string,
  source: SignInSource,
  now = Date.now(),
): Promise<LockStarted> {
  const key = lockKey(username, source);
  const row = await readRow(db, key);
  const stale = !row || now - row.lastAt > FAILURES_FORGOTTEN_AFTER_MS;
  const count = (stale ? 0 : row.count) + 1;
  const lockedUntil =
    count >= FREE_FAILURES ? now + Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** (count - FREE_FAILURES)) : null;
  await writeRow(db, key, { count, windowStartedAt: stale ? now : row.windowStartedAt, lastAt: now, lockedUntil });
  if (!source.knownDevice && (await countTowardCeiling(db, username, now))) return 'account';
  return count === FREE_FAILURES ? 'source' : null;
}

/** One more wrong try from an unknown source in the account's hour; true when it reached the ceiling. */
async function countTowardCeiling(db: DbOrTrx, username: string, now: number): Promise<boolean> {
  const key = ceilingKey(username);
  const row = await readRow(db, key);
  const fresh = !row || now - row.windowStartedAt >= ACCOUNT_CEILING.windowMs;
  const windowStartedAt = fresh ? now : row.windowStartedAt;
  const count = (fresh ? 0 : row.count) + 1;
  const lockedUntil = count >= ACCOUNT_CEILING.max ? windowStartedAt + ACCOUNT_CEILING.windowMs : null;
  await writeRow(db, key, { count, windowStartedAt, lastAt: now, lockedUntil });
  return count === ACCOUNT_CEILING.max;
}

/** A right password ends this source's lockout (the account's ceiling runs out with its hour). */
export const clearFailures = (db: DbOrTrx, username: string, source: SignInSource) =>
  clearThrottle(db, lockKey(username, source));

export interface LockoutRow {
  key: string;
  username: string;
  source: string;
  failures: number;
  lockedUntil: number;
}

/** Every lock in force now, newest first (for /admin/security). */
export async function listLockouts(db: DbOrTrx, now = Date.now()): Promise<LockoutRow[]> {
  const rows = await db
    .selectFrom('authThrottles')
    .selectAll()
    .where('lockedUntil', '>', now)
    .orderBy('lastAt', 'desc')
    .limit(500)
    .execute();
  return rows
    .filter((row) => row.key.startsWith(LOCK_PREFIX) && row.key.includes('|'))
    .map((row) => {
      const rest = row.key.slice(LOCK_PREFIX.length);
      const bar = rest.lastIndexOf('|');
      return {
        key: row.key,
        username: rest.slice(0, bar),
        source: rest.slice(bar + 1),
        failures: Number(row.count),
        lockedUntil: Number(row.lockedUntil),
      };
    });
}
