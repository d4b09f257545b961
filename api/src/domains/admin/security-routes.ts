// /admin/security's API: a user's sessions (revoke one), the latest sign-in failures and
// rate-limit refusals, and the audit log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSessionIdParams,
  AdminUserIdParams,
  AuditPage,
  AuditQuery,
  ClearLockoutsBody,
  errorResponses,
  LockoutsAnswer,
  MessageBody,
  SecurityEventsAnswer,
  SecurityEventsQuery,
  SessionsAnswer,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { notFound } from '../../lib/http-error.js';
import { findUserById } from '../users/repository.js';
import { countAudit, listAudit } from './audit.js';
import { listSecurityEvents } from './security-events.js';
import { listUserSessions } from './sessions-repository.js';
import { revokeSession } from './user-actions.js';
import { recordAudit } from './audit.js';
import { listLockouts } from '../auth/throttle.js';

const AUDIT_PAGE_SIZE = 25;

export const adminSecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/users/:id/sessions',
    { onRequest: app.requireAdmin, schema: { params: AdminUserIdParams, response: { 200: SessionsAnswer, ...errorResponses } } },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw notFound('User not found');
      return { sessions: await listUserSessions(app.db, request.params.id, request.session.sessionId) };
    },
  );

  app.delete(
    '/api/admin/sessions/:sid',
    { onRequest: app.requireAdmin, schema: { params: AdminSessionIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await revokeSession(app.db, currentUser(request), request.params.sid);
      return { message: 'Session ended' };
    },
  );

  app.get(
    '/api/admin/security/events',
    { onRequest: app.requireAdmin, schema: { querystring: SecurityEventsQuery, response: { 200: SecurityEventsAnswer, ...errorResponses } } },
    async (request) => ({ events: await listSecurityEvents(app.db, request.query.kind) }),
  );

  // Sign-in locks in force (issue 20): an admin sees which account is locked for which source and
  // may lift every lock of one name at once (an owner who wrote in, a false alarm).
  app.get(
    '/api/admin/security/lockouts',
    { onRequest: app.requireAdmin, schema: { response: { 200: LockoutsAnswer, ...errorResponses } } },
    async () => ({
      lockouts: (await listLockouts(app.db)).map(({ username, source, failures, lockedUntil }) => ({ username, source, failures, lockedUntil: new Date(lockedUntil).toISOString() })),
    }),
  );

  app.post(
    '/api/admin/security/lockouts/clear',
    { onRequest: app.requireAdmin, schema: { body: ClearLockoutsBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const locks = (await listLockouts(app.db)).filter((lock) => lock.username === username);
      if (locks.length === 0) throw notFound('No sign-in lock for this name');
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('authThrottles').where('key', 'in', locks.map((lock) => lock.key)).execute();
        await recordAudit(trx, { actor: currentUser(request), action: 'lockout:clear', entity: 'sign-in-lock', entityId: username, before: locks.map(({ source, failures }) => ({ source, failures })) });
      });
      return { message: `Cleared ${locks.length} sign-in lock(s) for ${username}` };
    },
  );

  app.get(
    '/api/admin/audit',
    { onRequest: app.requireAdmin, schema: { querystring: AuditQuery, response: { 200: AuditPage, ...errorResponses } } },
    async (request) => {
      const { entity, entityId } = request.query;
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? AUDIT_PAGE_SIZE;
      const items = await listAudit(app.db, { entity, entityId, limit: pageSize, offset: (page - 1) * pageSize });
      return { items, total: await countAudit(app.db, { entity, entityId }), page, pageSize };
    },
  );
};
