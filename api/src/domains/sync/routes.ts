import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PullAnswer, PullQuery, PushAnswer, PushBody } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { authCacheFor } from '../../plugins/session-store.js';
import { committerFor } from './group-commit.js';
import { pullChanges } from './pull.js';

export const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const committer = committerFor(app.db);
  const authCache = authCacheFor(app.db);

  app.post(
    '/api/sync/push',
    guardedRoute(app.requireUser, { body: PushBody, response: { 200: PushAnswer } }),
    async (request) => {
      const user = currentUser(request);
      const { clientId, ops } = request.body;
      // One transaction per batch (shared with the pushes that arrive at the same time, see
      // group-commit.ts): a crash midway applies nothing, and the device simply resends. The answer
      // waits for the commit.
      const { answer, changedUser } = await committer.submit({
        userId: user.id,
        clientId,
        ops,
        receivedAt: new Date().toISOString(),
      });
      // A language or "begin again" op changed the user row this process may have cached.
      if (changedUser) authCache.forgetUser(user.id);
      return answer;
    },
  );

  app.get(
    '/api/sync/pull',
    guardedRoute(app.requireUser, { querystring: PullQuery, response: { 200: PullAnswer } }),
    async (request) => pullChanges(app.db, currentUser(request), request.query.cursor),
  );
};
