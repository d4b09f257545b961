// The whole configuration, read from the environment once. Every variable is listed in README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface AppConfig {
  databasePath: string;
  /** DATABASE_URL=postgres://…: PostgreSQL instead of the SQLite file at databasePath (issue 15). */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections per API process to PostgreSQL (default 10). */
  databasePoolSize: number;
  sessionSecret: string;
  production: boolean;
  /** Secure cookies: 'auto' sets Secure when the request came over HTTPS (behind a proxy too). */
  secureCookies: boolean | 'auto';
  /** TRUST_PROXY as Fastify's trustProxy takes it: false, a hop count, addresses/CIDRs, or true (every hop: warned). */
  trustProxy: TrustProxy;
  webRoot: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Production without SMTP_URL refuses to start unless MAIL_ALLOW_CONSOLE=true (mail is then only logged). */
  mailAllowConsole: boolean;
  /** Requests per window per client on login, register, verification and reset routes. */
  authRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /** Shown on the public Support page (GET /api/public/system-settings); unset, the page says whom to ask. */
  supportEmail: string | null;
  /** LibreTranslate server for auto-translate (issue 11); unset, auto-translate answers 503. */
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
  /** PayPal Orders v2 (issue 10); null when PAYPAL_CLIENT_ID or PAYPAL_CLIENT_SECRET is missing. */
  paypal: {
    clientId: string;
    clientSecret: string;
    apiBase: string;
    timeoutMs: number;
    /** PAYPAL_SDK_BASE: where the browser loads PayPal's JS SDK (unset: PayPal's own, sandbox or live). */
    sdkBase?: string;
    /** PAYPAL_WEBHOOK_ID: the webhook PayPal's verify-webhook-signature checks against; unset, webhooks are refused. */
    webhookId?: string | null;
  } | null;
  /** Web Push reminders (issue 33). Keys unset: made at first start and kept in the database. */
  push: {
    vapidPublicKey?: string;
    vapidPrivateKey?: string;
    /** VAPID_SUBJECT: the contact push services may write to (mailto: or https:). */
    subject: string;
    /** PUSH_SERVICE_HOSTS: the only hosts a reminder is ever sent to (a subscription elsewhere is refused). */
    allowedHosts: string[];
  };
  /** Zelle recipient and bank details for transfer instructions; an admin may override them. */
  paymentInstructions: {
    zelleRecipient?: string;
    zelleRecipientName?: string;
    bankName?: string;
    accountName?: string;
    accountNumber?: string;
    routingNumber?: string;
    swiftCode?: string;
  };
}

/**
 * The push services browsers subscribe with: Chrome and Edge's (FCM, WNS), Firefox's (Mozilla) and
 * Safari's (Apple). A host matches itself and its subdomains. Keeping to these means a subscription
 * a client made up can never point the server at another address.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,push.apple.com,notify.windows.com';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databasePath =
    env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH ?? './data/civics.sqlite');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// (unset, the API uses SQLite at DATABASE_PATH)');
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE ?? 10);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1)
    throw new Error('DATABASE_POOL_SIZE must be a whole number of at least 1');
  return {
    databasePath,
    databaseUrl,
    databasePoolSize,
    sessionSecret: env.SESSION_SECRET ?? persistentSecret(databasePath),
    production: env.NODE_ENV === 'production',
    secureCookies: env.COOKIE_SECURE === 'true' ? true : env.COOKIE_SECURE === 'false' ? false : 'auto',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : null,
    smtpUrl: env.SMTP_URL || undefined,
    mailAllowConsole: env.MAIL_ALLOW_CONSOLE === 'true',
    mailFrom: env.MAIL_FROM ?? 'U.S. Citizenship Test Practice <no-reply@localhost>',
    authRateLimit: {
      max: Number(env.AUTH_RATE_LIMIT_MAX ?? 30),
      windowMs: Number(env.AUTH_RATE_LIMIT_WINDOW_MS ?? 10 * 60 * 1000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    supportEmail: env.SUPPORT_EMAIL?.trim() || null,
    translateUrl: env.TRANSLATE_URL || undefined,
    translateApiKey: env.TRANSLATE_API_KEY || undefined,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            // The sandbox unless in production, so a developer's keys never move real money by accident.
            apiBase: (
              env.PAYPAL_API_BASE ||
              (env.NODE_ENV === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')
            ).replace(/\/+$/, ''),
            timeoutMs: Number(env.PAYPAL_TIMEOUT_MS ?? 15_000),
            ...(env.PAYPAL_SDK_BASE ? { sdkBase: env.PAYPAL_SDK_BASE.replace(/\/+$/, '') } : {}),
            webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || null,
          }
        : null,
    push: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { vapidPublicKey: env.VAPID_PUBLIC_KEY.trim(), vapidPrivateKey: env.VAPID_PRIVATE_KEY.trim() }
        : {}),
      subject: env.VAPID_SUBJECT?.trim() || `mailto:${env.SUPPORT_EMAIL?.trim() || 'no-reply@localhost'}`,
      allowedHosts: (env.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS)
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    paymentInstructions: Object.fromEntries(
      Object.entries({
        zelleRecipient: env.ZELLE_RECIPIENT,
        zelleRecipientName: env.ZELLE_RECIPIENT_NAME,
        bankName: env.BANK_NAME,
        accountName: env.BANK_ACCOUNT_NAME,
        accountNumber: env.BANK_ACCOUNT_NUMBER,
        routingNumber: env.BANK_ROUTING_NUMBER,
        swiftCode: env.BANK_SWIFT_CODE,
      }).filter(([, value]) => Boolean(value)),
    ),
  };
}

export type TrustProxy = boolean | number | string;

// proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits) && isIP(bits) !== 4) return false;
  return isIP(bits) === 4 || Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (issue 34). `true` trusts every hop, so the client's own X-Forwarded-For names the
 * source that sign-in limits count: it still works (the start-up log warns), but a hop count (`1`:
 * the address the proxy in front of us saw) or the proxy's addresses/CIDRs are the safe forms.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be false, a hop count (e.g. 1), or the proxy's addresses/CIDRs separated by commas (e.g. 10.0.0.1,192.168.0.0/16); not: ${bad.join(', ') || text}`,
    );
  }
  return entries.join(',');
}

/**
 * What Fastify is given. A hop count is turned into "trust the n nearest hops" (proxy-addr's and
 * Express's meaning): Fastify 5 itself trusts no hop for a number, so every client would share the
 * proxy's address and one stranger's guesses would lock sign-in for everyone behind it. Safe when
 * the server is reachable only through its proxies (HOST=127.0.0.1, the default).
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/** The start-up warning for a TRUST_PROXY that lets clients choose their own address, or undefined. */
export const trustProxyWarning = (trustProxy: TrustProxy): string | undefined =>
  trustProxy === true
    ? 'TRUST_PROXY=true trusts every X-Forwarded-For hop, so a client can choose the address that rate limits and sign-in locks count. Set TRUST_PROXY to the number of proxies in front of this server (usually 1) or to their addresses.'
    : undefined;

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
