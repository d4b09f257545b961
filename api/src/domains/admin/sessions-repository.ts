// The admin's view of the `sessions` table: list a user's sessions, end one or all of them.
import type { AdminSessionDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

const iso = (ms: number | null): string | null => (ms == null ? null : new Date(Number(ms)).toISOString());

/** Live sessions of a user, most recently used first. */
export async function listUserSessions(db: DbOrTrx, userId: number, currentSid?: string): Promise<AdminSessionDto[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['sid', 'userId', 'userAgent', 'createdAt', 'lastSeenAt', 'expiresAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>=', Date.now())
    .orderBy('lastSeenAt', 'desc')
    .execute();
  return rows.map((row) => ({
    sid: row.sid,
    userId,
    device: row.userAgent,
    createdAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    expiresAt: iso(row.expiresAt) ?? '',
    current: row.sid === currentSid,
  }));
}

export const findSession = (db: DbOrTrx, sid: string) =>
  db
    .selectFrom('sessions')
    .select(['sid', 'userId', 'userAgent', 'createdAt', 'lastSeenAt'])
    .where('sid', '=', sid)
    .executeTakeFirst();

/** Ends every session of a user at once; answers how many there were. */
export async function endUserSessions(db: DbOrTrx, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: DbOrTrx, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** userId → number of live sessions, for the users list. */
export async function countLiveSessions(db: DbOrTrx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['userId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', 'in', userIds)
    .where('expiresAt', '>=', Date.now())
    .groupBy('userId')
    .execute();
  return new Map(rows.map((row) => [Number(row.userId), Number(row.n)]));
}
