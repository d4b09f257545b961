import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  LanguageBody,
  LoginBody,
  MessageBody,
  RegisterAnswer,
  RegisterBody,
  UserDto,
  VerificationCodeAnswer,
  VerifyEmailBody,
  LANGUAGES,
  REGISTRATION_LANGUAGES,
} from '@civics/sync-protocol';
import { validateLogin } from '@civics/sync-protocol/validation';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute, rateLimitedRoute, type RouteApp } from '../../plugins/route-options.js';
import { assertValid, badRequest } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { toUserDto, updateUser } from '../../services/accounts.js';
import * as accounts from './service.js';
import { resendVerificationCode, verifyEmail } from './verification.js';
import { recordLoginFailure } from '../../services/security-events.js';
import { rememberDevice, signInAttempt } from './sign-in-source.js';
import { registerPasswordChangeRoutes, registerPasswordResetRoutes } from './password-routes.js';

export interface AuthRouteOptions {
  mailer: Mailer;
  /** Development only: the code is put in the answer so a tester without mail can proceed. */
  exposeVerificationCode: boolean;
  rateLimit: { max: number; timeWindow: number };
  /** The session secret: decoy reset questions are derived from it. */
  secret: string;
  /** COOKIE_SECURE, for the device cookie a sign-in leaves (issue 20). */
  secureCookies: boolean | 'auto';
}

const SUPPORTED_LANGUAGES = new Set<string>([...LANGUAGES, ...REGISTRATION_LANGUAGES]);
/** The longest a session without 'Remember me' lives on the server. */
export const BROWSER_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  registerSignUpRoutes(app, options);
  registerSessionRoutes(app, options);
  registerPasswordResetRoutes(app, options);
  registerPasswordChangeRoutes(app, options);
};

/** Registration and e-mail verification. */
function registerSignUpRoutes(app: RouteApp, { mailer, exposeVerificationCode, rateLimit }: AuthRouteOptions) {
  const devCode = (code: string) => (exposeVerificationCode ? { _tempVerificationCode: code } : {});

  app.post(
    '/api/register',
    rateLimitedRoute(rateLimit, { body: RegisterBody, response: { 201: RegisterAnswer } }),
    async (request, reply) => {
      const { username, code, emailSent } = await accounts.register(app.db, mailer, request.body);
      return reply.status(201).send({
        message: 'Registration successful. Please verify your email. Please wait for approval within 24 hours',
        username,
        _emailSent: emailSent,
        ...devCode(code),
      });
    },
  );

  app.post(
    '/api/verify-email',
    rateLimitedRoute(rateLimit, { body: VerifyEmailBody, response: { 200: MessageBody } }),
    async (request) => ({
      message: await verifyEmail(app.db, request.body.username, request.body.verificationCode.trim()),
    }),
  );

  app.get(
    '/api/get-verification-code/:username',
    rateLimitedRoute(rateLimit, {
      params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 50 }) }),
      response: { 200: VerificationCodeAnswer },
    }),
    async (request) => {
      const { code } = await resendVerificationCode(app.db, mailer, request.params.username);
      // The same answer whether or not the name is waiting for verification (no enumeration).
      const message =
        'If this account is waiting for email verification, a new code has been sent to its email address. Earlier codes stay valid until they expire.';
      return {
        message,
        ...(exposeVerificationCode
          ? { _emailSent: code !== null, ...(code ? { _tempVerificationCode: code } : {}) }
          : {}),
      };
    },
  );
}

/** Sign-in, sign-out and the signed-in user. */
function registerSessionRoutes(app: RouteApp, { mailer, rateLimit, secureCookies }: AuthRouteOptions) {
  app.post(
    '/api/login',
    rateLimitedRoute(rateLimit, { body: LoginBody, response: { 200: UserDto } }),
    async (request, reply) => {
      assertValid(validateLogin(request.body));
      const attempt = await signInAttempt(app.db, mailer, request, request.body.username);
      const user = await accounts
        .login(app.db, request.body.username, request.body.password, attempt)
        .catch(recordLoginFailure(app.db, request, request.body.username));
      await rememberDevice(app.db, request, reply, user.id, secureCookies);
      // A new session id at login: a session id planted before sign-in is worthless.
      await request.session.regenerate();
      request.session.set('userId', user.id);
      if (!request.body.remember) {
        // 'Remember me' unchecked (a shared phone): a cookie that ends with the browser and a server
        // session of at most 12 hours. Checked keeps the 30-day cookie.
        request.session.set('endsAt', Date.now() + BROWSER_SESSION_MAX_MS);
        request.session.cookie.expires = null;
      }
      return toUserDto(user);
    },
  );

  app.post('/api/logout', { schema: { response: { 200: MessageBody } } }, async (request) => {
    await request.session.destroy();
    return { message: 'Logged out successfully' };
  });

  app.get('/api/user', guardedRoute(app.requireUser, { response: { 200: UserDto } }), async (request) =>
    toUserDto(currentUser(request)),
  );

  app.put(
    '/api/user/language',
    guardedRoute(app.requireUser, { body: LanguageBody, response: { 200: UserDto } }),
    async (request) => {
      const { language } = request.body;
      if (!SUPPORTED_LANGUAGES.has(language)) throw badRequest('Unsupported language');
      const user = currentUser(request);
      await updateUser(app.db, user.id, { preferredLanguage: language });
      return toUserDto({ ...user, preferredLanguage: language });
    },
  );
}
