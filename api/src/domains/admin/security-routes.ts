// /admin/security's API: a user's sessions (revoke one), the latest sign-in failures and
// rate-limit refusals, and the audit log.
import Type from 'typebox';
import {
  AdminSessionIdParams,
  AdminUserIdParams,
  AuditFilterQuery,
  AuditPage,
  AuditQuery,
  ClearLockoutsBody,
  LockoutsAnswer,
  MessageBody,
  SecurityEventsAnswer,
  SecurityEventsQuery,
  SessionsAnswer,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute, routeGroups, type RouteApp } from '../../plugins/route-options.js';
import { notFound } from '../../lib/http-error.js';
import { findUserById } from '../../services/accounts.js';
import { toCsv } from '../../lib/csv.js';
import { countAudit, listAudit, listAuditActors, type AuditFilter, type AuditRecord } from '../../services/audit.js';
import { auditSentence, resolveAuditNames } from '../../services/audit-sentences.js';
import { auditChanges } from '../../services/audit-values.js';
import { listSecurityEvents } from '../../services/security-events.js';
import { listUserSessions } from './sessions-repository.js';
import { revokeSession } from './user-actions.js';
import { recordAudit } from '../../services/audit.js';
import { listLockouts } from '../auth/throttle.js';
import type { Db } from '../../db/database.js';

const AUDIT_PAGE_SIZE = 25;
/** The most rows one CSV export holds (newest first): a filter narrows a longer log. */
export const AUDIT_EXPORT_LIMIT = 10_000;

const auditFilter = ({ entity, entityId, actor, from, to }: AuditFilter): AuditFilter => ({
  entity,
  entityId,
  actor,
  from,
  to,
});

/** The entries with their sentence and their changes, as the screen and the export show them. */
async function described(db: Db, entries: AuditRecord[]) {
  const names = await resolveAuditNames(db, entries);
  return entries.map((entry) => ({
    ...entry,
    summary: auditSentence(entry, names),
    changes: auditChanges(entry.before, entry.after),
  }));
}

export const adminSecurityRoutes = routeGroups(
  registerSessionRoutes,
  registerSignInSecurityRoutes,
  registerAuditRoutes,
);

/** A user's sessions, and ending one. */
function registerSessionRoutes(app: RouteApp) {
  app.get(
    '/api/admin/users/:id/sessions',
    guardedRoute(app.requireAdmin, { params: AdminUserIdParams, response: { 200: SessionsAnswer } }),
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw notFound('User not found');
      return { sessions: await listUserSessions(app.db, request.params.id, request.session.sessionId) };
    },
  );

  app.delete(
    '/api/admin/sessions/:sid',
    guardedRoute(app.requireAdmin, { params: AdminSessionIdParams, response: { 200: MessageBody } }),
    async (request) => {
      await revokeSession(app.db, currentUser(request), request.params.sid);
      return { message: 'Session ended' };
    },
  );
}

/** The latest sign-in failures and refusals, and the sign-in locks. */
function registerSignInSecurityRoutes(app: RouteApp) {
  app.get(
    '/api/admin/security/events',
    guardedRoute(app.requireAdmin, { querystring: SecurityEventsQuery, response: { 200: SecurityEventsAnswer } }),
    async (request) => ({ events: await listSecurityEvents(app.db, request.query.kind, request.query.username) }),
  );

  // Sign-in locks in force (issue 20): an admin sees which account is locked for which source and
  // may lift every lock of one name at once (an owner who wrote in, a false alarm).
  app.get(
    '/api/admin/security/lockouts',
    guardedRoute(app.requireAdmin, { response: { 200: LockoutsAnswer } }),
    async () => ({
      lockouts: (await listLockouts(app.db)).map(({ username, source, failures, lockedUntil }) => ({
        username,
        source,
        failures,
        lockedUntil: new Date(lockedUntil).toISOString(),
      })),
    }),
  );

  app.post(
    '/api/admin/security/lockouts/clear',
    guardedRoute(app.requireAdmin, { body: ClearLockoutsBody, response: { 200: MessageBody } }),
    async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const locks = (await listLockouts(app.db)).filter((lock) => lock.username === username);
      if (locks.length === 0) throw notFound('No sign-in lock for this name');
      await app.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('authThrottles')
          .where(
            'key',
            'in',
            locks.map((lock) => lock.key),
          )
          .execute();
        await recordAudit(trx, {
          actor: currentUser(request),
          action: 'lockout:clear',
          entity: 'sign-in-lock',
          entityId: username,
          before: locks.map(({ source, failures }) => ({ source, failures })),
        });
      });
      return { message: `Cleared ${locks.length} sign-in lock(s) for ${username}` };
    },
  );
}

/** The audit log, a page at a time or as a CSV export. */
function registerAuditRoutes(app: RouteApp) {
  app.get(
    '/api/admin/audit',
    guardedRoute(app.requireAdmin, { querystring: AuditQuery, response: { 200: AuditPage } }),
    async (request) => {
      const filter = auditFilter(request.query);
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? AUDIT_PAGE_SIZE;
      const items = await described(
        app.db,
        await listAudit(app.db, { ...filter, limit: pageSize, offset: (page - 1) * pageSize }),
      );
      return { items, total: await countAudit(app.db, filter), page, pageSize, actors: await listAuditActors(app.db) };
    },
  );

  // The same filters as the screen, as a spreadsheet: one line per entry, its sentence and changes.
  app.get(
    '/api/admin/audit/export.csv',
    guardedRoute(app.requireAdmin, { querystring: AuditFilterQuery, response: { 200: Type.String() } }),
    async (request, reply) => {
      const entries = await described(
        app.db,
        await listAudit(app.db, { ...auditFilter(request.query), limit: AUDIT_EXPORT_LIMIT }),
      );
      const rows = entries.map((entry) => ({
        when: entry.createdAt,
        actor: entry.actorName ?? 'system',
        action: entry.action,
        kind: entry.entity,
        record: entry.entityId,
        summary: entry.summary,
        changes: entry.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; '),
      }));
      const csv = toCsv(['when', 'actor', 'action', 'kind', 'record', 'summary', 'changes'], rows);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );
}
