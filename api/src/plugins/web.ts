// Serves the built web app from the same process; unknown non-API paths get index.html so the
// client router can answer them (its own 404 card included).
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
        if (path.includes('/assets/') || path.includes('/locales/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // With index: false the static plugin refuses the root folder itself; the shell answers it.
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
