// /api/admin/users...: the admin's account management (issue 9). Admin only: 401 anonymous, 403
// everyone else (the guard runs before validation). The actions live in domains/admin/user-actions.ts.
import Type from 'typebox';
import {
  AdminUserDto,
  AdminUserIdParams,
  AdminUserPatch,
  AdminUsersListQuery,
  AdminUsersPage,
  ApproveBody,
  BulkApproveAnswer,
  BulkApproveBody,
  EndedSessionsAnswer,
  UndoApproveAnswer,
  UndoApproveBody,
  UserDto,
  VerificationCodeAnswer,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute, routeGroups, type RouteApp } from '../../plugins/route-options.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { recordAudit } from '../../services/audit.js';
import { countLiveSessions } from '../admin/sessions-repository.js';
import {
  approveUsers,
  patchUser,
  setDisabled,
  signOutEverywhere,
  undoApprovals,
  UNDO_APPROVAL_MS,
  type Approval,
} from '../admin/user-actions.js';
import { searchUsers, toAdminUserDto } from '../admin/user-search.js';
import { addVerificationCode, mailNotSent } from '../auth/verification.js';
import { verificationMail } from '../auth/verification-mail.js';
import { sendApprovalMails } from './approval-mail.js';
import { findUserById, listUsers, toUserDto } from '../../services/accounts.js';

const withUser = { params: AdminUserIdParams };

/** buildApp decorates the app with its mailer (tests read what it sent). */
const mailerOf = (app: object): Mailer => (app as { mailer: Mailer }).mailer;

async function adminDto(app: RouteApp, id: number) {
  const user = await findUserById(app.db, id);
  if (!user) throw notFound('User not found');
  return toAdminUserDto(user, (await countLiveSessions(app.db, [id])).get(id) ?? 0);
}

// After the approval is stored: the learners who were waiting hear of it in their language.
const mailApproved = (app: RouteApp, approval: Approval) =>
  sendApprovalMails(mailerOf(app), approval.newlyApproved, app.log);

export const adminUserRoutes = routeGroups(registerUserReads, registerApprovalRoutes, registerAccountActions);

/** The list, one user, and the admin's edit of a user. */
function registerUserReads(app: RouteApp) {
  // Without `page`: the spec's plain array (GET ?pending=true keeps working for existing clients).
  // With `page`: {items, total, page, pageSize} with search and filters.
  app.get(
    '/api/admin/users',
    guardedRoute(app.requireAdmin, {
      querystring: AdminUsersListQuery,
      response: { 200: Type.Union([AdminUsersPage, Type.Array(UserDto)]) },
    }),
    async (request) => {
      const query = request.query;
      if (query.page === undefined && Object.keys(query).every((key) => key === 'pending')) {
        return (await listUsers(app.db, query.pending === true)).map(toUserDto);
      }
      return searchUsers(app.db, query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    guardedRoute(app.requireAdmin, { ...withUser, response: { 200: AdminUserDto } }),
    async (request) => adminDto(app, request.params.id),
  );

  app.patch(
    '/api/admin/users/:id',
    guardedRoute(app.requireAdmin, { ...withUser, body: AdminUserPatch, response: { 200: UserDto } }),
    async (request) => toUserDto(await patchUser(app.db, currentUser(request), request.params.id, request.body)),
  );
}

/** Approve one or many waiting learners, and undo a recent approval. */
function registerApprovalRoutes(app: RouteApp) {
  app.post(
    '/api/admin/users/:id/approve',
    guardedRoute(app.requireAdmin, { ...withUser, body: ApproveBody, response: { 200: AdminUserDto } }),
    async (request) => {
      const approval = await approveUsers(app.db, currentUser(request), [request.params.id], request.body.level).catch(
        (error: unknown) => {
          // One id: an unknown user is a 404, not the bulk route's 400.
          if (error instanceof Error && error.message.startsWith('Unknown user')) throw notFound('User not found');
          throw error;
        },
      );
      await mailApproved(app, approval);
      return adminDto(app, request.params.id);
    },
  );

  app.post(
    '/api/admin/users/bulk-approve',
    guardedRoute(app.requireAdmin, { body: BulkApproveBody, response: { 200: BulkApproveAnswer } }),
    async (request) => {
      const approval = await approveUsers(app.db, currentUser(request), request.body.ids, request.body.level);
      await mailApproved(app, approval);
      const sessions = await countLiveSessions(app.db, request.body.ids);
      return {
        approved: approval.users.length,
        users: approval.users.map((user) => toAdminUserDto(user, sessions.get(user.id) ?? 0)),
        undoUntil: new Date(Date.now() + UNDO_APPROVAL_MS).toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/users/undo-approve',
    guardedRoute(app.requireAdmin, { body: UndoApproveBody, response: { 200: UndoApproveAnswer } }),
    async (request) => {
      const users = await undoApprovals(app.db, currentUser(request), request.body.ids);
      const sessions = await countLiveSessions(app.db, request.body.ids);
      return { restored: users.length, users: users.map((user) => toAdminUserDto(user, sessions.get(user.id) ?? 0)) };
    },
  );
}

/** Disable, enable, sign out everywhere, and resend the verification mail. */
function registerAccountActions(app: RouteApp) {
  app.post(
    '/api/admin/users/:id/disable',
    guardedRoute(app.requireAdmin, { ...withUser, response: { 200: AdminUserDto } }),
    async (request) => {
      const { user } = await setDisabled(app.db, currentUser(request), request.params.id, true);
      return toAdminUserDto(user, 0);
    },
  );

  app.post(
    '/api/admin/users/:id/enable',
    guardedRoute(app.requireAdmin, { ...withUser, response: { 200: AdminUserDto } }),
    async (request) => {
      await setDisabled(app.db, currentUser(request), request.params.id, false);
      return adminDto(app, request.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/sign-out',
    guardedRoute(app.requireAdmin, { ...withUser, response: { 200: EndedSessionsAnswer } }),
    async (request) => {
      const ended = await signOutEverywhere(app.db, currentUser(request), request.params.id);
      return { message: `Signed out of ${ended} session(s).`, endedSessions: ended };
    },
  );

  app.post(
    '/api/admin/users/:id/resend-verification',
    guardedRoute(app.requireAdmin, { ...withUser, response: { 200: VerificationCodeAnswer } }),
    async (request) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('User not found');
      if (target.emailVerified) throw badRequest('This email address is already verified.');
      // The code is only mailed: the admin never sees it, so it still proves the learner owns the
      // address. An admin's resend is audited instead of counted against the learner's own limit.
      const mailer = mailerOf(app);
      const { code, id } = await addVerificationCode(app.db, target.id);
      const emailSent = await mailer.send(
        verificationMail(target.username, target.email, code, target.preferredLanguage),
      );
      if (!emailSent) {
        await app.db.deleteFrom('emailVerificationCodes').where('id', '=', id).execute();
        throw mailNotSent();
      }
      await recordAudit(app.db, {
        actor: currentUser(request),
        action: 'resend-verification',
        entity: 'user',
        entityId: target.id,
        after: { email: target.email },
      });
      return { message: `A new verification code was sent to ${target.email}.`, _emailSent: true };
    },
  );
}
