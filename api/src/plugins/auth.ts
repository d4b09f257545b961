// Authorization on the server for every route (DESIGN.md §5). The guards run at onRequest, before
// validation: an anonymous caller hears 401 whatever it sent. The session and the user row are
// cached for a few seconds (AuthCache in session-store.ts: a push a second per device would
// otherwise read both on every request); every write request through this process invalidates
// what it may have changed before its answer leaves, so an approval, role change, password
// change, disable or sign-out applies at once here (and within AUTH_CACHE_TTL_MS elsewhere).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/database.js';
import { findUserById } from '../services/accounts.js';
import { applyPlanExpiry } from '../services/plan-level.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { authCacheFor, SessionActivity } from './session-store.js';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Day (ms) the session was last extended; see slideExpiry. */
    seenAt?: number;
    /** Set when 'Remember me' was unchecked: the session ends then (or with the browser). */
    endsAt?: number;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user as the audit log names whoever acted: the id and the name, nothing more. */
export function currentActor(request: FastifyRequest): { id: number; username: string } {
  const { id, username } = currentUser(request);
  return { id, username };
}

export default fp(async (app) => {
  app.decorateRequest('user', null);

  const DAY_MS = 24 * 60 * 60 * 1000;
  // A learner who keeps studying stays signed in: once a day the session is saved again, which
  // restarts its 30-day cookie, without writing the session on every request.
  function slideExpiry(request: FastifyRequest) {
    const seenAt = request.session.get('seenAt') ?? 0;
    if (Date.now() - seenAt > DAY_MS) {
      request.session.set('seenAt', Date.now());
      request.session.cookie.maxAge = 30 * DAY_MS;
    }
  }

  const activity = new SessionActivity(app.db);
  const cache = authCacheFor(app.db);

  async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
    const userId = request.session.get('userId');
    if (userId === undefined) return null;
    let user = cache.getUser(userId);
    if (!user) {
      const version = cache.version;
      user = await findUserById(app.db, userId);
      if (user) cache.putUser(user, version);
    }
    // A disabled account's sessions are deleted when it is disabled; this refuses any that remain.
    if (!user || user.disabledAt) return null;
    const endsAt = request.session.get('endsAt');
    if (endsAt === undefined) slideExpiry(request);
    else if (endsAt < Date.now()) return null;
    // A session not remembered keeps a browser-session cookie (no Expires) whenever it is re-sent.
    else request.session.cookie.expires = null;
    await activity.touch(request.session.sessionId, request.headers['user-agent']);
    // A paid plan whose end date passed is back at level 1 before any route sees the user.
    const current = await applyPlanExpiry(app.db, user);
    // The plan just expired (a write): the next request reads the row again.
    if (current !== user) cache.forgetUser(user.id);
    return current;
  }

  // Invalidation before the answer leaves (onSend, not onResponse: the caller's next request must
  // not race it). A learner's write may change their own row or sessions (password, profile,
  // sign-out, deleting the account); an admin's may change anyone's (approve, level, disable,
  // delete, end sessions); an anonymous one may be a password reset or a payment notice. The sync
  // push is the hot path and forgets its user itself when an op changed the user row (routes.ts).
  // Safe by default: a new write route needs no registration here.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (request.routeOptions.url === '/api/sync/push') return;
    if (request.user && request.user.role !== 'admin') cache.forgetUser(request.user.id);
    else cache.clear();
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin') throw forbidden("You don't have permission to access this admin area.");
  });
});
