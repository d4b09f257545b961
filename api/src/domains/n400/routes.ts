// GET /api/n400/bundle: the N-400 interview content for the signed-in learner, in one translation
// language, with an ETag (a 304 when unchanged). Fetched by the N-400 practice when it opens and
// kept on the device, so the practice works offline afterwards.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { N400BundleQuery } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { forbidden } from '../../lib/http-error.js';
import { effectiveLevel } from '../../services/accounts.js';
import { learnerN400 } from './repository.js';

export const n400Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/n400/bundle',
    { onRequest: app.requireUser, schema: { querystring: N400BundleQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const level = effectiveLevel(user);
      if (level < 1) throw forbidden('Your account is not approved yet');
      const language = request.query.language ?? user.preferredLanguage;
      const body = JSON.stringify(await learnerN400(app.db, level, language));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').type('application/json');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    },
  );
};
