// The admin's N-400 texts (issue 32): GET /api/admin/n400 lists every item with its translations;
// PATCH /api/admin/n400/:kind/:id edits an item's English or hides it; PUT
// /api/admin/n400/:kind/:id/translations/:language corrects a translation and marks it reviewed.
// POST /api/admin/n400/:kind adds an item, POST /api/admin/n400/:kind/import a file of them in the
// seed's shape, PUT /api/admin/n400/:kind/order sets their order (admin-catalog.ts).
// Admins only (401 anonymous, 403 learners); each write is audited. Learners get the change with
// their next GET /api/n400/bundle (its ETag changes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  N400AdminItemDto,
  N400AdminList,
  N400_IMPORT_MAX,
  N400ImportAnswer,
  N400ItemParams,
  N400ItemPatch,
  N400KindParams,
  N400OrderBody,
  N400Part9Record,
  N400PersonalRecord,
  N400VocabularyRecord,
  N400TranslationBody,
  N400TranslationParams,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import Type from 'typebox';
import { createN400Item, importN400Items, orderN400Items } from './admin-catalog.js';
import { listN400ForAdmin, saveN400Translation, updateN400Item } from './admin-repository.js';

const RECORDS = { part9: N400Part9Record, vocabulary: N400VocabularyRecord, personal: N400PersonalRecord } as const;

export const n400AdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/n400', guardedRoute(app.requireAdmin, { response: { 200: N400AdminList } }), async () => ({
    items: await listN400ForAdmin(app.db),
  }));

  app.patch(
    '/api/admin/n400/:kind/:id',
    guardedRoute(app.requireAdmin, {
      params: N400ItemParams,
      body: N400ItemPatch,
      response: { 200: N400AdminItemDto },
    }),
    async (request) =>
      updateN400Item(app.db, currentActor(request), request.params.kind, request.params.id, request.body),
  );

  app.put(
    '/api/admin/n400/:kind/:id/translations/:language',
    guardedRoute(app.requireAdmin, {
      params: N400TranslationParams,
      body: N400TranslationBody,
      response: { 200: N400AdminItemDto },
    }),
    async (request) => {
      const { kind, id, language } = request.params;
      return saveN400Translation(app.db, currentActor(request), kind, id, language, request.body);
    },
  );

  for (const kind of ['part9', 'vocabulary', 'personal'] as const) {
    app.post(
      `/api/admin/n400/${kind}`,
      guardedRoute(app.requireAdmin, { body: RECORDS[kind], response: { 201: N400AdminItemDto } }),
      async (request, reply) =>
        reply.code(201).send(await createN400Item(app.db, currentActor(request), kind, request.body)),
    );
    app.post(
      `/api/admin/n400/${kind}/import`,
      guardedRoute(app.requireAdmin, {
        body: Type.Array(RECORDS[kind], { minItems: 1, maxItems: N400_IMPORT_MAX }),
        response: { 200: N400ImportAnswer },
      }),
      async (request) => importN400Items(app.db, currentActor(request), kind, request.body),
    );
  }

  app.put(
    '/api/admin/n400/:kind/order',
    guardedRoute(app.requireAdmin, { params: N400KindParams, body: N400OrderBody, response: { 204: Type.Null() } }),
    async (request, reply) => {
      await orderN400Items(app.db, currentActor(request), request.params.kind, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
