// @fastify/session store in our own database: a restart logs nobody out, and several API
// processes can share one database (DESIGN.md §4).
import type { Session } from 'fastify';
import type { Db, UserRow } from '../db/database.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The admin's "last seen" is precise to a minute; finer would cost a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 300;

/**
 * How long this process trusts what it read of a session or a user without asking the database
 * again. Every change made through THIS process invalidates its entry at once (logout, a saved
 * session, and every write request: see plugins/auth.ts). A change made elsewhere — another API
 * process on the same database, or a script — is not seen here until the entry is this old: a
 * session revoked on process B still works on process A for at most this long. Short enough that
 * a signed-out or disabled account stops within seconds everywhere; long enough that a device
 * pushing every second costs no session or user read.
 */
export const AUTH_CACHE_TTL_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;

interface Cached<T> {
  value: T;
  readAt: number;
}

/** The sessions and users this process read recently (sid → session, userId → user row). */
export class AuthCache {
  private readonly sessions = new Map<string, Cached<{ data: Session; userId: number | null }>>();
  private readonly users = new Map<number, Cached<UserRow>>();
  /**
   * Moves on every invalidation. A reader takes it before its database read and puts what it read
   * only if it has not moved: a read that began before a write must not cache what the write changed.
   */
  private generation = 0;

  constructor(readonly ttlMs = AUTH_CACHE_TTL_MS) {}

  /** Take before reading from the database; pass to putSession / putUser. */
  get version(): number {
    return this.generation;
  }

  private fresh<T>(entry: Cached<T> | undefined): T | undefined {
    return entry && Date.now() - entry.readAt < this.ttlMs ? entry.value : undefined;
  }

  getSession(sid: string): Session | undefined {
    const data = this.fresh(this.sessions.get(sid))?.data;
    // A copy: @fastify/session builds its request session from it and must not share state.
    return data ? ({ ...data, cookie: { ...data.cookie } } as Session) : undefined;
  }

  putSession(sid: string, data: Session, readAtVersion: number): void {
    if (readAtVersion !== this.generation) return;
    if (this.sessions.size >= AUTH_CACHE_MAX) this.sessions.clear();
    this.sessions.set(sid, {
      value: { data, userId: (data as { userId?: number }).userId ?? null },
      readAt: Date.now(),
    });
  }

  getUser(id: number): UserRow | undefined {
    return this.fresh(this.users.get(id));
  }

  putUser(user: UserRow, readAtVersion: number): void {
    if (readAtVersion !== this.generation) return;
    if (this.users.size >= AUTH_CACHE_MAX) this.users.clear();
    this.users.set(user.id, { value: user, readAt: Date.now() });
  }

  forgetSession(sid: string): void {
    this.generation += 1;
    this.sessions.delete(sid);
  }

  /** The user's row and every session of theirs (a password change deletes the others). */
  forgetUser(userId: number): void {
    this.generation += 1;
    this.users.delete(userId);
    for (const [sid, entry] of this.sessions) if (entry.value.userId === userId) this.sessions.delete(sid);
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.users.clear();
  }
}

const caches = new WeakMap<Db, AuthCache>();
/** One cache per database handle, so the session store and the auth guard share it without wiring. */
export function authCacheFor(db: Db): AuthCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AuthCache()));
  return cache;
}

export class SqliteSessionStore {
  constructor(
    private readonly db: Db,
    /** Shared with the auth guard (plugins/auth.ts), which invalidates it on writes. */
    readonly cache = authCacheFor(db),
  ) {}

  set(sid: string, session: Session, callback: Callback): void {
    // A session not remembered (auth login) ends at its own time, whatever its cookie says.
    const endsAt = (session as { endsAt?: number }).endsAt;
    const expires =
      endsAt ?? (session.cookie?.expires ? new Date(session.cookie.expires).getTime() : Date.now() + DEFAULT_TTL_MS);
    const row = {
      sid,
      userId: (session as { userId?: number }).userId ?? null,
      data: JSON.stringify(session),
      expiresAt: expires,
    };
    const now = Date.now();
    this.cache.forgetSession(sid);
    this.db
      .insertInto('sessions')
      .values({ ...row, createdAt: now, lastSeenAt: now })
      // created_at, last_seen_at and user_agent belong to the first save and to touch().
      .onConflict((oc) =>
        oc.column('sid').doUpdateSet({ userId: row.userId, data: row.data, expiresAt: row.expiresAt }),
      )
      .execute()
      // Forgotten again once written: a read that raced the write must not keep the old data.
      .then(() => (this.cache.forgetSession(sid), callback()), callback);
  }

  get(sid: string, callback: GetCallback): void {
    const cached = this.cache.getSession(sid);
    if (cached) return callback(null, cached);
    const version = this.cache.version;
    this.db
      .selectFrom('sessions')
      .select(['data', 'expiresAt'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then(
        (row) => {
          if (!row || row.expiresAt < Date.now()) return callback(null, null);
          const session = JSON.parse(row.data) as Session;
          // Only a session that lasts beyond the cache's lifetime is kept (an expiring one is read again).
          if (row.expiresAt > Date.now() + this.cache.ttlMs) this.cache.putSession(sid, session, version);
          callback(null, this.cache.getSession(sid) ?? session);
        },
        (error: unknown) => callback(error),
      );
  }

  destroy(sid: string, callback: Callback): void {
    this.cache.forgetSession(sid);
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => (this.cache.forgetSession(sid), callback()), callback);
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
