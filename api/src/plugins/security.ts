// Cookies, database-backed sessions, security headers and rate limiting (DESIGN.md §5).
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import session from '@fastify/session';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../config.js';
import { SqliteSessionStore } from './session-store.js';
import { recordRateLimited } from '../services/security-events.js';
import { useStrictBodyValidation } from './strict-validation.js';
import { useRequestGuards } from './request-guards.js';
import { useContentSecurityPolicy } from './content-security.js';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export default fp<{ config: AppConfig }>(async (app, { config }) => {
  useStrictBodyValidation(app);
  useRequestGuards(app);
  // The CSP is ours (content-security.ts): built from the configuration, wider on /checkout only.
  // No upgrade-insecure-requests: the app is often served over plain HTTP on a LAN or localhost.
  await app.register(helmet, { contentSecurityPolicy: false });
  useContentSecurityPolicy(app, config);
  await app.register(cookie);
  const store = new SqliteSessionStore(app.db);
  await store.prune();
  await app.register(session, {
    secret: config.sessionSecret,
    cookieName: 'sessionId',
    saveUninitialized: false,
    // Saved only when changed: a write per request would cost every call a database write.
    // The auth guard slides the 30-day expiry once a day instead (plugins/auth.ts).
    rolling: false,
    store,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: THIRTY_DAYS_MS, path: '/' },
  });
  await app.register(rateLimit, {
    global: false,
    // Refusals are listed on /admin/security.
    onExceeded: (request) => recordRateLimited(app.db, request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 60000)} minute(s) and try again.`,
    }),
  });
});
