// The Content-Security-Policy (DESIGN.md §5, issue 21), built from the configuration: 'self'
// everywhere; when PayPal is configured, the /checkout document alone also allows PayPal's JS SDK,
// its frames and its API, as PayPal's CSP guide lists them (developer.paypal.com/sdk/js/best-practices:
// *.paypal.com and *.paypalobjects.com for script, frame, child, connect, img and style; the same
// hosts serve the sandbox and live). PAYPAL_SDK_BASE (a local fake in tests) adds its own origin.
// A CSP binds the document it came with, so the web app loads /checkout as a document of its own.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

type Directives = Record<string, string[]>;

/** The policy every document gets: nothing from another origin. */
export const BASE_DIRECTIVES: Readonly<Directives> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
};

/** PayPal's documented origins (the same for sandbox and live: www.sandbox.paypal.com is under *.paypal.com). */
export const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The script PayPal's React wrapper loads: PayPal's live one only with PayPal's live API, else the sandbox's. */
export function defaultSdkBase(apiBase: string): string {
  return /^https:\/\/api(-m)?\.paypal\.com$/.test(apiBase)
    ? 'https://www.paypal.com/sdk/js'
    : 'https://www.sandbox.paypal.com/sdk/js';
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The /checkout document's directives: the base plus PayPal (and a configured SDK base's origin). */
export function checkoutDirectives(sdkBase: string): Directives {
  const origins = [...PAYPAL_ORIGINS];
  const sdkOrigin = new URL(sdkBase).origin;
  if (!origins.some((o) => matchesWildcard(o, sdkOrigin))) origins.push(sdkOrigin);
  const add = (name: string, extra: string[]) => [...(BASE_DIRECTIVES[name] ?? ["'self'"]), ...extra];
  return {
    ...BASE_DIRECTIVES,
    // PayPal's guide asks for 'unsafe-inline' next to its hosts (its SDK injects inline code); only this document gets it.
    'script-src': add('script-src', [...origins, "'unsafe-inline'"]),
    'frame-src': add('frame-src', origins),
    'child-src': ["'self'", ...origins],
    'connect-src': add('connect-src', origins),
    'img-src': add('img-src', origins),
    'style-src': add('style-src', origins),
  };
}

function matchesWildcard(pattern: string, origin: string): boolean {
  const [scheme, host] = pattern.split('://');
  const url = new URL(origin);
  if (`${url.protocol}` !== `${scheme}:`) return false;
  return host!.startsWith('*.') ? url.hostname.endsWith(host!.slice(1)) : url.hostname === host;
}

/** /checkout and anything below it (the screen's own steps), never /checkoutx. */
export const isCheckoutPath = (url: string) => /^\/checkout(?:[/?#]|$)/.test(url);

export function useContentSecurityPolicy(app: FastifyInstance, config: Pick<AppConfig, 'paypal'>): void {
  const base = serializePolicy({ ...BASE_DIRECTIVES });
  const checkout = config.paypal
    ? serializePolicy(checkoutDirectives(config.paypal.sdkBase ?? defaultSdkBase(config.paypal.apiBase)))
    : base;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', isCheckoutPath(request.url) ? checkout : base);
  });
}
