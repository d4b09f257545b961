import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, PullAnswer, PullQuery, PushAnswer, PushBody, type OpResult } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { SYNC_LIMITS } from '@civics/sync-protocol';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { applyOp, openApplyContext } from './apply.js';
import { pullChanges } from './pull.js';

export const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/sync/push', { onRequest: app.requireUser, schema: { body: PushBody, response: { 200: PushAnswer, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const { clientId, ops } = request.body;
    const receivedAt = new Date().toISOString();
    // One transaction per batch: a crash midway applies nothing, and the device simply resends.
    return app.db.transaction().execute(async (trx) => {
      const client = await trx.selectFrom('syncClients').selectAll().where('clientId', '=', clientId).executeTakeFirst();
      if (client && client.userId !== user.id) throw forbidden('This device id belongs to another account');
      if (!client) await trx.insertInto('syncClients').values({ clientId, userId: user.id, lastSeq: 0 }).execute();
      const results: OpResult[] = [];
      let highest = client?.lastSeq ?? 0;
      // A seq rises by one per op: one far beyond the device's last would make every later op look old.
      const ceiling = highest + SYNC_LIMITS.maxSeqAhead;
      const tooFar = ops.find((op) => op.seq > ceiling);
      if (tooFar) throw badRequest(`Invalid ops: seq ${tooFar.seq} is more than ${SYNC_LIMITS.maxSeqAhead} ahead of this device's last seq (${highest})`);
      const context = await openApplyContext(trx, user.id, clientId, receivedAt);
      for (const op of [...ops].sort((a, b) => a.seq - b.seq)) {
        results.push(await applyOp(trx, context, op));
        highest = Math.max(highest, op.seq);
      }
      await trx.updateTable('syncClients').set({ lastSeq: highest }).where('clientId', '=', clientId).execute();
      return { appliedThroughSeq: highest, results };
    });
  });

  app.get('/api/sync/pull', { onRequest: app.requireUser, schema: { querystring: PullQuery, response: { 200: PullAnswer, ...errorResponses } } }, async (request) =>
    pullChanges(app.db, currentUser(request), request.query.cursor),
  );
};
