// @fastify/session store in our own database: a restart logs nobody out, and several API
// processes can share one database (DESIGN.md §4).
import type { Session } from 'fastify';
import type { Db } from '../db/database.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export class SqliteSessionStore {
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + DEFAULT_TTL_MS;
    const row = { sid, userId: (session as { userId?: number }).userId ?? null, data: JSON.stringify(session), expiresAt: expires };
    this.db
      .insertInto('sessions')
      .values(row)
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
