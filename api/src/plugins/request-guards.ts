// Cross-cutting answers to issue 13:
// - a state-changing call (POST, PUT, PATCH, DELETE) must be JSON or carry X-Requested-With: an HTML
//   form (text/plain, urlencoded, multipart) from another site on the same host cannot send
//   either without a CORS preflight, which this server never grants;
// - API answers are `Cache-Control: no-store` unless a route chose its own caching (the content
//   bundle keeps `private, no-cache` with its ETag);
// - a 429 that knows when to retry says so in Retry-After.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CUSTOM_REQUEST_HEADER = 'x-requested-with';

const isJson = (contentType: string | undefined) => {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || Boolean(type?.startsWith('application/') && type.endsWith('+json'));
};

export function useRequestGuards(app: FastifyInstance): void {
  // preParsing runs after the route's own onRequest guards, so an anonymous caller still hears 401.
  app.addHook('preParsing', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isJson(request.headers['content-type']) || request.headers[CUSTOM_REQUEST_HEADER]) return;
    throw new HttpError(415, 'Send this request as JSON (Content-Type: application/json) or with the X-Requested-With header.');
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  app.addHook('onError', async (_request, reply, error) => {
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0) reply.header('Retry-After', String(retryAfter));
  });
}
