// @fastify/session store in our own database: a restart logs nobody out, and several API
// processes can share one database (DESIGN.md §4).
import type { Session } from 'fastify';
import type { Db } from '../db/database.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The admin's "last seen" is precise to a minute; finer would cost a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 300;

export class SqliteSessionStore {
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    // A session not remembered (auth login) ends at its own time, whatever its cookie says.
    const endsAt = (session as { endsAt?: number }).endsAt;
    const expires = endsAt ?? (session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + DEFAULT_TTL_MS);
    const row = { sid, userId: (session as { userId?: number }).userId ?? null, data: JSON.stringify(session), expiresAt: expires };
    const now = Date.now();
    this.db
      .insertInto('sessions')
      .values({ ...row, createdAt: now, lastSeenAt: now })
      // created_at, last_seen_at and user_agent belong to the first save and to touch().
      .onConflict((oc) => oc.column('sid').doUpdateSet({ userId: row.userId, data: row.data, expiresAt: row.expiresAt }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('sessions')
      .select(['data', 'expiresAt'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || row.expiresAt < Date.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as Session);
      }, (error: unknown) => callback(error));
  }

  destroy(sid: string, callback: Callback): void {
    this.db.deleteFrom('sessions').where('sid', '=', sid).execute().then(() => callback(), callback);
  }

  /** Removes expired sessions; called at start. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<', Date.now()).execute();
  }
}

/** Records when each session was last used, and from which browser, for the admin's session list. */
export class SessionActivity {
  /** sid → when this process last wrote its last-seen time (a cache, so it may be lost freely). */
  private readonly touched = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /**
   * Records that the session was used, and from which browser, at most once a minute per session
   * (DESIGN.md §4: no database write on every request).
   */
  async touch(sid: string, userAgent: string | undefined): Promise<void> {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < LAST_SEEN_RESOLUTION_MS) return;
    // A bounded cache: forgetting simply means one more write for that session.
    if (this.touched.size > 10_000) this.touched.clear();
    this.touched.set(sid, now);
    await this.db
      .updateTable('sessions')
      .set({ lastSeenAt: now, userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null })
      .where('sid', '=', sid)
      .execute();
  }
}
