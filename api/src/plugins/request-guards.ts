// Cross-cutting request rules (issues 13 and 20):
// - a state-changing call (POST, PUT, PATCH, DELETE) is refused when the browser says it came from
//   another origin: Sec-Fetch-Site cross-site or same-site (a sibling subdomain or another port is
//   not us), or an Origin header naming another host. A request carrying neither header is allowed:
//   no browser sends a cross-origin POST without them, and a client written to the spec (POST
//   /api/logout with no body) must work. The rule is matched on the route Fastify resolved
//   (routeOptions.url, decoded and normalized), so `/%61pi/...` and `/paypal/...` are guarded alike;
// - API answers are `Cache-Control: no-store` unless a route chose its own caching (the content
//   bundle keeps `private, no-cache` with its ETag);
// - a 429 that knows when to retry says so in Retry-After.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sent by the web client for older servers; no longer required. */
export const CUSTOM_REQUEST_HEADER = 'x-requested-with';
export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** Routes whose answers are personal or state: never stored by a browser or proxy cache. */
const isApiRoute = (url: string | undefined) =>
  url === undefined || url.startsWith('/api/') || url.startsWith('/paypal/');

/** host[:port] without a default port (browsers leave it out of Origin; some clients keep it in Host). */
const hostKey = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Why a state-changing request is refused as cross-site, or null when it may go on. */
export function crossSiteReason(request: FastifyRequest): string | null {
  const site = header(request, 'sec-fetch-site')?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const origin = header(request, 'origin')?.trim();
  if (origin === undefined) return null;
  // The host is compared, not the scheme: behind a TLS proxy without TRUST_PROXY this server sees
  // http while the page is https. A page on another scheme is 'same-site' to Fetch Metadata anyway.
  let host: string | null = null;
  try {
    host = origin === 'null' ? null : hostKey(new URL(origin).host);
  } catch {
    host = null;
  }
  return host !== null && host === hostKey(request.host) ? null : `Origin: ${origin.slice(0, 100)}`;
}

export function useRequestGuards(app: FastifyInstance): void {
  // preParsing runs after the route's own onRequest guards, so an anonymous caller still hears 401.
  app.addHook('preParsing', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (crossSiteReason(request) !== null) throw new HttpError(403, CROSS_SITE_MESSAGE);
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiRoute(request.routeOptions.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });

  app.addHook('onError', async (_request, reply, error) => {
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0) reply.header('Retry-After', String(retryAfter));
  });
}
