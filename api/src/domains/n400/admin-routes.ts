// The admin's N-400 texts (issue 32): GET /api/admin/n400 lists every item with its translations;
// PATCH /api/admin/n400/:kind/:id edits an item's English or hides it; PUT
// /api/admin/n400/:kind/:id/translations/:language corrects a translation and marks it reviewed.
// POST /api/admin/n400/:kind adds an item, POST /api/admin/n400/:kind/import a file of them in the
// seed's shape, PUT /api/admin/n400/:kind/order sets their order (admin-catalog.ts).
// Admins only (401 anonymous, 403 learners); each write is audited. Learners get the change with
// their next GET /api/n400/bundle (its ETag changes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
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
import { currentUser } from '../../plugins/auth.js';
import Type from 'typebox';
import { createN400Item, importN400Items, orderN400Items } from './admin-catalog.js';
import { listN400ForAdmin, saveN400Translation, updateN400Item } from './admin-repository.js';

const RECORDS = { part9: N400Part9Record, vocabulary: N400VocabularyRecord, personal: N400PersonalRecord } as const;

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

  for (const kind of ['part9', 'vocabulary', 'personal'] as const) {
    app.post(
      `/api/admin/n400/${kind}`,
      { ...guard, schema: { body: RECORDS[kind], response: { 201: N400AdminItemDto, ...errorResponses } } },
      async (request, reply) =>
        reply.code(201).send(await createN400Item(app.db, actorOf(request), kind, request.body)),
    );
    app.post(
      `/api/admin/n400/${kind}/import`,
      {
        ...guard,
        schema: {
          body: Type.Array(RECORDS[kind], { minItems: 1, maxItems: N400_IMPORT_MAX }),
          response: { 200: N400ImportAnswer, ...errorResponses },
        },
      },
      async (request) => importN400Items(app.db, actorOf(request), kind, request.body),
    );
  }

  app.put(
    '/api/admin/n400/:kind/order',
    {
      ...guard,
      schema: { params: N400KindParams, body: N400OrderBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await orderN400Items(app.db, actorOf(request), request.params.kind, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
