// buildApp(config): the whole server, ready to listen or to be called with inject() in tests.
import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fastifyTrustProxy, trustProxyWarning, type AppConfig } from './config.js';
import { migrateToLatest, openDatabase, type Db } from './db/database.js';
import { seedContent } from './db/seed.js';
import { sharedSerializerFactory } from './plugins/shared-serializers.js';
import { assertMailTransport, createMailer, type Mailer } from './lib/mailer.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import authPlugin from './plugins/auth.js';
import webPlugin from './plugins/web.js';
import { authRoutes } from './domains/auth/routes.js';
import { adminUserRoutes } from './domains/users/admin-routes.js';
import { adminRoutes } from './domains/admin/routes.js';
import { profileRoutes } from './domains/users/profile-routes.js';
import { contentRoutes } from './domains/content/routes.js';
import { bundleRoutes } from './domains/content/bundle-routes.js';
import { settingsRoutes } from './domains/settings/routes.js';
import { officialsRoutes } from './domains/officials/routes.js';
import { adminOfficialsRoutes } from './domains/officials/admin-routes.js';
import { adminOfficeholderRoutes } from './domains/officials/officeholder-routes.js';
import { syncRoutes } from './domains/sync/routes.js';
import { progressRoutes } from './domains/sync/progress-routes.js';
import { paymentRoutes } from './domains/payments/routes.js';
import { adminQuestionRoutes } from './domains/content/admin-question-routes.js';
import { adminCategoryRoutes } from './domains/content/admin-category-routes.js';
import { testAdminRoutes } from './domains/tests/routes.js';
import { translationRoutes } from './domains/translations/routes.js';
import { accountDataRoutes } from './domains/account-data/routes.js';
import { reminderRoutes } from './domains/reminders/routes.js';
import { n400Routes } from './domains/n400/routes.js';
import { n400AdminRoutes } from './domains/n400/admin-routes.js';
import { startRegistrationCleanup } from './domains/auth/unverified-cleanup.js';
import { startFreshnessMailJob } from './domains/officials/freshness-mail.js';
import { startLevelEndingJob } from './domains/payments/level-ending-mail.js';

export type { AppConfig } from './config.js';
export { loadConfig } from './config.js';
export { ensureAdmin } from './db/seed.js';

/** The app with the decorations callers use (tests read the mailer and the database). */
export type CivicsApp = FastifyInstance & { mailer: Mailer; db: Db };

export interface BuildOptions {
  mailer?: Mailer;
  logger?: boolean;
  /** Migrations and the first-start seed already ran (cluster workers: the primary ran them once). */
  databaseReady?: boolean;
  /** Told of every route as it is registered (the generated bad-input suite walks their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Issue 33: the https agent reminders are pushed with (tests trust their fake push service's certificate). */
  pushAgent?: Agent;
  /** Issue 33: false keeps this app from running reminder rounds on its own timer (tests drive them). */
  reminderRounds?: boolean;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<CivicsApp> {
  // Production refuses to start without a way to deliver mail (or an explicit MAIL_ALLOW_CONSOLE).
  if (!options.mailer) assertMailTransport(config);
  const db = openDatabase({ path: config.databasePath, url: config.databaseUrl, poolSize: config.databasePoolSize });
  if (!options.databaseReady) {
    await migrateToLatest(db);
    await seedContent(db);
  }

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Unknown fields are refused where a schema says so, never silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const proxyWarning = trustProxyWarning(config.trustProxy);
  if (proxyWarning) app.log.warn(proxyWarning);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (line) => app.log.info(line) });
  app.decorate('mailer', mailer);

  await app.register(dbPlugin, { db });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(authPlugin);

  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
  await app.register(authRoutes, {
    mailer,
    exposeVerificationCode: !config.production,
    rateLimit,
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
  });
  // Unverified registrations older than a week are released now and every hour.
  const stopCleanup = await startRegistrationCleanup(db, (error) =>
    app.log.error({ err: error }, 'registration cleanup failed'),
  );
  app.addHook('onClose', async () => stopCleanup());
  // Hourly: the admins' mail when an official's seat is due within 7 days (once a day), and a
  // learner's "your level ends soon" (once per ending). Several processes send each mail once.
  const stopFreshnessMail = startFreshnessMailJob({ db, mailer }, (error) =>
    app.log.error({ err: error }, 'officials freshness mail failed'),
  );
  const stopLevelEnding = startLevelEndingJob({ db, mailer }, (error) =>
    app.log.error({ err: error }, 'level-ending mail failed'),
  );
  app.addHook('onClose', async () => (stopFreshnessMail(), stopLevelEnding()));
  await app.register(profileRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminRoutes);
  await app.register(contentRoutes);
  await app.register(bundleRoutes);
  await app.register(settingsRoutes, { supportEmail: config.supportEmail });
  await app.register(officialsRoutes);
  await app.register(adminOfficialsRoutes);
  await app.register(adminOfficeholderRoutes);
  await app.register(syncRoutes);
  await app.register(progressRoutes);
  await app.register(paymentRoutes, { config, mailer });
  await app.register(adminQuestionRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(testAdminRoutes);
  await app.register(translationRoutes, { translateUrl: config.translateUrl, translateApiKey: config.translateApiKey });
  await app.register(accountDataRoutes, { mailer });
  await app.register(reminderRoutes, {
    push: config.push,
    agent: options.pushAgent,
    rounds: options.reminderRounds ?? true,
  });
  await app.register(n400Routes);
  await app.register(n400AdminRoutes);
  await app.register(webPlugin, { webRoot: config.webRoot });

  return app as unknown as CivicsApp;
}
