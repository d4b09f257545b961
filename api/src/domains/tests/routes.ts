// Admin fixed tests and test attempts (issue 9): /api/admin/test-definitions (DELETE deactivates:
// attempts keep naming it) and /api/admin/test-attempts with a CSV export.
import Type from 'typebox';
import {
  AdminContentIdParams,
  TestAttemptPage,
  TestAttemptsQuery,
  TestDefinitionDto,
  TestDefinitionInput,
  TestDefinitionsQuery,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute, routeGroups, type RouteApp } from '../../plugins/route-options.js';
import { changeAudited, createAudited, findOr404 } from '../../services/audited-writes.js';
import type { DbOrTrx } from '../../db/database.js';
import { attemptsCsv, listTestAttempts } from './attempts-repository.js';
import {
  checkTestDefinition,
  deactivateTestDefinition,
  findTestDefinition,
  insertTestDefinition,
  listTestDefinitions,
  toTestDefinitionDto,
  updateTestDefinition,
} from './definitions-repository.js';

const CSV_MAX_ROWS = 50_000;

/** The fixed tests as the API answers with them and the audit log keeps them. */
const definitions = {
  entity: 'test-definition',
  notFoundMessage: 'Test not found',
  find: async (db: DbOrTrx, id: number) => {
    const row = await findTestDefinition(db, id);
    return row && toTestDefinitionDto(row);
  },
};

export const testAdminRoutes = routeGroups(registerDefinitionReads, registerDefinitionWrites, registerAttemptRoutes);

function registerDefinitionReads(app: RouteApp) {
  app.get(
    '/api/admin/test-definitions',
    guardedRoute(app.requireAdmin, {
      querystring: TestDefinitionsQuery,
      response: { 200: Type.Array(TestDefinitionDto) },
    }),
    async (request) => listTestDefinitions(app.db, request.query),
  );

  app.get(
    '/api/admin/test-definitions/:id',
    guardedRoute(app.requireAdmin, { params: AdminContentIdParams, response: { 200: TestDefinitionDto } }),
    async (request) => findOr404(app.db, definitions, request.params.id),
  );
}

/** Create, edit and deactivate a fixed test, each audited in its transaction. */
function registerDefinitionWrites(app: RouteApp) {
  app.post(
    '/api/admin/test-definitions',
    guardedRoute(app.requireAdmin, { body: TestDefinitionInput, response: { 201: TestDefinitionDto } }),
    async (request, reply) => {
      const created = await createAudited(app.db, currentActor(request), definitions, async (trx) => {
        await checkTestDefinition(trx, request.body);
        return insertTestDefinition(trx, request.body);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/test-definitions/:id',
    guardedRoute(app.requireAdmin, {
      params: AdminContentIdParams,
      body: TestDefinitionInput,
      response: { 200: TestDefinitionDto },
    }),
    async (request) => {
      const target = { id: request.params.id, action: 'update' };
      return changeAudited(app.db, currentActor(request), definitions, target, async (trx, before) => {
        await checkTestDefinition(trx, request.body);
        await updateTestDefinition(trx, before.id, request.body);
      });
    },
  );

  app.delete(
    '/api/admin/test-definitions/:id',
    guardedRoute(app.requireAdmin, { params: AdminContentIdParams, response: { 200: TestDefinitionDto } }),
    async (request) => {
      const target = { id: request.params.id, action: 'deactivate' };
      return changeAudited(app.db, currentActor(request), definitions, target, (trx, before) =>
        deactivateTestDefinition(trx, before.id),
      );
    },
  );
}

/** The learners' test attempts, a page at a time or as a CSV export. */
function registerAttemptRoutes(app: RouteApp) {
  const guard = { onRequest: app.requireAdmin };

  app.get(
    '/api/admin/test-attempts',
    guardedRoute(app.requireAdmin, { querystring: TestAttemptsQuery, response: { 200: TestAttemptPage } }),
    async (request) => listTestAttempts(app.db, request.query),
  );

  app.get(
    '/api/admin/test-attempts.csv',
    { ...guard, schema: { querystring: TestAttemptsQuery } },
    async (request, reply) => {
      const { items } = await listTestAttempts(app.db, request.query, CSV_MAX_ROWS);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="test-attempts-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(attemptsCsv(items));
    },
  );
}
