// Serves the built web app from the same process; unknown non-API paths get index.html so the
// client router can answer them (its own 404 card included).
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { acceptLanguageTags, pickInterfaceLanguage } from '@civics/sync-protocol/languages';

/** The device keeps the learner's interface language here too, so a page drawn ahead is in it. */
export const INTERFACE_LANGUAGE_COOKIE = 'civicsLang';

/** The public pages drawn ahead at build time (web/scripts/prerender.mjs), by path. */
const PRERENDERED: Record<string, string> = {
  '/': 'index',
  '/auth': 'auth',
  '/login': 'login',
  '/introduction': 'introduction',
  '/language-select': 'language-select',
  '/how-to-use': 'how-to-use',
  '/support': 'support',
};

/** The shell for a page: drawn ahead in the visitor's language when there is one, else the empty shell. */
function shellFile(webRoot: string, request: FastifyRequest): string {
  const page = PRERENDERED[request.url.split('?')[0]!];
  if (!page) return 'index.html';
  const cookie = pickInterfaceLanguage([request.cookies?.[INTERFACE_LANGUAGE_COOKIE] ?? '']);
  const language = cookie ?? pickInterfaceLanguage(acceptLanguageTags(request.headers['accept-language'])) ?? 'en';
  const file = `prerendered/${language}/${page}.html`;
  return existsSync(join(webRoot, file)) ? file : 'index.html';
}

export default fp<{ webRoot: string | null }>(async (app, { webRoot }) => {
  const hasWeb = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets and the content-addressed text folder (/locales/<id>/) never change; the shell
        // and the service worker must always be revalidated.
        if (path.includes('/assets/') || path.includes('/locales/'))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // With index: false the static plugin refuses the root folder itself; the shell answers it.
    app.get('/', (request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .sendFile(shellFile(webRoot, request)),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language');
    return reply.sendFile(shellFile(webRoot!, request));
  });
});
