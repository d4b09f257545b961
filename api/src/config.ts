// The whole configuration, read from the environment once. Every variable is listed in README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface AppConfig {
  databasePath: string;
  sessionSecret: string;
  production: boolean;
  /** Secure cookies: 'auto' sets Secure when the request came over HTTPS (behind a proxy too). */
  secureCookies: boolean | 'auto';
  trustProxy: boolean;
  webRoot: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Requests per window per client on login, register, verification and reset routes. */
  authRateLimit: { max: number; windowMs: number };
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databasePath = env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH ?? './data/civics.sqlite');
  return {
    databasePath,
    sessionSecret: env.SESSION_SECRET ?? persistentSecret(databasePath),
    production: env.NODE_ENV === 'production',
    secureCookies: env.COOKIE_SECURE === 'true' ? true : env.COOKIE_SECURE === 'false' ? false : 'auto',
    trustProxy: env.TRUST_PROXY === 'true',
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : null,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Civics Practice <no-reply@localhost>',
    authRateLimit: {
      max: Number(env.AUTH_RATE_LIMIT_MAX ?? 30),
      windowMs: Number(env.AUTH_RATE_LIMIT_WINDOW_MS ?? 10 * 60 * 1000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** Without SESSION_SECRET, a secret is made once and kept beside the database so restarts keep sessions. */
function persistentSecret(databasePath: string): string {
  if (databasePath === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dirname(databasePath), 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
