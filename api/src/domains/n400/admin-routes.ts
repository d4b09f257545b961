// The admin's N-400 texts (issue 32): GET /api/admin/n400 lists every item with its translations;
// PATCH /api/admin/n400/:kind/:id edits an item's English or hides it; PUT
// /api/admin/n400/:kind/:id/translations/:language corrects a translation and marks it reviewed.
// Admins only (401 anonymous, 403 learners); each write is audited. Learners get the change with
// their next GET /api/n400/bundle (its ETag changes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  N400AdminItemDto,
  N400AdminList,
  N400ItemParams,
  N400ItemPatch,
  N400TranslationBody,
  N400TranslationParams,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { listN400ForAdmin, saveN400Translation, updateN400Item } from './admin-repository.js';

export const n400AdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = { onRequest: app.requireAdmin };
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, username: user.username };
  };

  app.get(
    '/api/admin/n400',
    { ...guard, schema: { response: { 200: N400AdminList, ...errorResponses } } },
    async () => ({
      items: await listN400ForAdmin(app.db),
    }),
  );

  app.patch(
    '/api/admin/n400/:kind/:id',
    {
      ...guard,
      schema: { params: N400ItemParams, body: N400ItemPatch, response: { 200: N400AdminItemDto, ...errorResponses } },
    },
    async (request) => updateN400Item(app.db, actorOf(request), request.params.kind, request.params.id, request.body),
  );

  app.put(
    '/api/admin/n400/:kind/:id/translations/:language',
    {
      ...guard,
      schema: {
        params: N400TranslationParams,
        body: N400TranslationBody,
        response: { 200: N400AdminItemDto, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, id, language } = request.params;
      return saveN400Translation(app.db, actorOf(request), kind, id, language, request.body);
    },
  );
};
