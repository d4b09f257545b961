// Registrations whose email was never verified hold their username and email for at most a week:
// then they are deleted (issue 13). Runs at start-up and every hour (app.ts); cheap when idle.
import type { Db } from '../../db/database.js';
import { DAY_MS, HOUR_MS } from './throttle.js';

export const UNVERIFIED_KEPT_MS = 7 * DAY_MS;
export const CLEANUP_INTERVAL_MS = HOUR_MS;

/** Deletes unverified learner accounts created before `now - 7 days`; answers how many went. */
export async function releaseStaleRegistrations(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNVERIFIED_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom('users')
    .where('emailVerified', '=', 0)
    .where('role', '!=', 'admin')
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  // Throttle rows older than a day count nothing any more.
  await db
    .deleteFrom('authThrottles')
    .where('lastAt', '<', now - DAY_MS)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
  return Number(result.numDeletedRows);
}

/** Starts the hourly cleanup after one run now; the timer never keeps the process alive. */
export async function startRegistrationCleanup(db: Db, log: (error: unknown) => void): Promise<() => void> {
  await releaseStaleRegistrations(db);
  const timer = setInterval(() => void releaseStaleRegistrations(db).catch(log), CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
