// The password routes of authRoutes: a reset by security questions, and a change with the current
// password (signed in, or by name from the sign-in screen).
import {
  ChangePasswordBody,
  MessageBody,
  ResetQuestionsAnswer,
  ResetQuestionsBody,
  ResetVerifyBody,
  VerifyAndChangePasswordBody,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { rateLimitedRoute, type RouteApp } from '../../plugins/route-options.js';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.js';
import * as accounts from './service.js';
import { HOUR_MS, nameKey, takeFromWindow } from './throttle.js';
import { signInAttempt } from './sign-in-source.js';
import type { AuthRouteOptions } from './routes.js';

/** Reset questions shown per name and per IP address (the spec needs them shown, so they are rationed). */
const RESET_QUESTIONS_PER_NAME = { max: 10, windowMs: HOUR_MS, what: 'password resets' };
const RESET_QUESTIONS_PER_IP = { max: 30, windowMs: HOUR_MS, what: 'password resets' };

export function registerPasswordResetRoutes(app: RouteApp, { mailer, rateLimit, secret }: AuthRouteOptions) {
  app.post(
    '/api/password/reset/questions',
    rateLimitedRoute(rateLimit, { body: ResetQuestionsBody, response: { 200: ResetQuestionsAnswer } }),
    async (request) => {
      await takeFromWindow(app.db, `reset-ip:${request.ip}`, RESET_QUESTIONS_PER_IP);
      await takeFromWindow(app.db, nameKey('reset', request.body.username), RESET_QUESTIONS_PER_NAME);
      return accounts.securityQuestionsOf(app.db, request.body.username, secret);
    },
  );

  app.post(
    '/api/password/reset/verify',
    rateLimitedRoute(rateLimit, { body: ResetVerifyBody, response: { 200: MessageBody } }),
    async (request) => {
      const { username, answers, newPassword } = request.body;
      const attempt = await signInAttempt(app.db, mailer, request, username);
      await accounts.resetWithSecurityAnswers(
        app.db,
        username,
        [answers.answer1, answers.answer2, answers.answer3],
        newPassword,
        attempt,
      );
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
}

export function registerPasswordChangeRoutes(app: RouteApp, { mailer, rateLimit }: AuthRouteOptions) {
  app.post(
    '/api/user/verify-and-change-password',
    rateLimitedRoute(rateLimit, { body: VerifyAndChangePasswordBody, response: { 200: MessageBody } }),
    async (request) => {
      const { username, currentPassword, newPassword } = request.body;
      const user = await accounts.checkCredentials(
        app.db,
        username,
        currentPassword,
        await signInAttempt(app.db, mailer, request, username),
      );
      await accounts.setPassword(app.db, user.id, newPassword);
      return { message: 'Password changed successfully' };
    },
  );

  app.post(
    '/api/change-password',
    {
      ...rateLimitedRoute(rateLimit, { body: ChangePasswordBody, response: { 200: MessageBody } }),
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const { userId, currentPassword, newPassword } = request.body;
      if (userId !== undefined && userId !== user.id) throw forbidden('You can only change your own password');
      const attempt = await signInAttempt(app.db, mailer, request, user.username);
      const wrong = await accounts.checkCredentials(app.db, user.username, currentPassword, attempt).then(
        () => false,
        (error: unknown) => {
          // A lockout (429) is answered as it is; a wrong password keeps the spec's message.
          if (error instanceof HttpError && error.statusCode === 401) return true;
          throw error;
        },
      );
      if (wrong)
        throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      await accounts.setPassword(app.db, user.id, newPassword, request.session.sessionId);
      return { message: 'Password changed successfully' };
    },
  );
}
