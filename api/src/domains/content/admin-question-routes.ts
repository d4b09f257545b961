// Admin questions (issue 9): list, read, create, edit and deactivate. Every write is checked by
// the seed validator's rules first (nothing stored on bad input), runs in one transaction with its
// audit entry, and changes the learner's bundle (its ETag hashes the body).
import {
  AdminContentIdParams,
  AdminQuestionCreateBody,
  AdminQuestionImportBody,
  AdminQuestionImportResult,
  AdminQuestionDto,
  AdminQuestionPage,
  AdminQuestionsQuery,
  AdminQuestionUpdate,
  SeedImportBody,
  SeedImportResult,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute, routeGroups, type RouteApp } from '../../plugins/route-options.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../../services/audit.js';
import { importSeedQuestions } from './admin-seed-import.js';
import { createQuestion } from './create-question.js';
import { checkQuestionReferences, checkQuestionShape } from './admin-question-rules.js';
import {
  draftOf,
  findQuestion,
  listAdminQuestions,
  toAdminQuestionDto,
  updateQuestion,
} from './admin-questions-repository.js';
import type { DbOrTrx } from '../../db/database.js';

/** The question with this id, or a 404. */
async function existingQuestion(db: DbOrTrx, id: number) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound('Question not found');
  return row;
}

export const adminQuestionRoutes = routeGroups(
  registerQuestionReads,
  registerQuestionCreation,
  registerQuestionUpdates,
);

function registerQuestionReads(app: RouteApp) {
  app.get(
    '/api/admin/questions',
    guardedRoute(app.requireAdmin, { querystring: AdminQuestionsQuery, response: { 200: AdminQuestionPage } }),
    async (request) => listAdminQuestions(app.db, request.query),
  );

  app.get(
    '/api/admin/questions/:id',
    guardedRoute(app.requireAdmin, { params: AdminContentIdParams, response: { 200: AdminQuestionDto } }),
    async (request) => {
      return toAdminQuestionDto(await existingQuestion(app.db, request.params.id));
    },
  );
}

/** One new question, or a file of them. */
function registerQuestionCreation(app: RouteApp) {
  // Accepts the spec's shapes (question-input.ts); a Vietnamese block is stored as the question's
  // Vietnamese translation in the same transaction.
  app.post(
    '/api/admin/questions',
    guardedRoute(app.requireAdmin, { body: AdminQuestionCreateBody, response: { 201: AdminQuestionDto } }),
    async (request, reply) => {
      const actor = currentActor(request);
      const created = await app.db.transaction().execute((trx) => createQuestion(trx, actor, request.body));
      return reply.status(201).send(created);
    },
  );

  // A file of questions in the spec's shape: all are created in one transaction, or none; the
  // first refused one is named by its place in the file.
  app.post(
    '/api/admin/questions/import',
    guardedRoute(app.requireAdmin, { body: AdminQuestionImportBody, response: { 200: AdminQuestionImportResult } }),
    async (request) => {
      const actor = currentActor(request);
      const { version, questions } = request.body;
      const created = await app.db.transaction().execute(async (trx) => {
        const done = [];
        for (const [index, item] of questions.entries()) {
          const { id: _foreignId, ...question } = item;
          try {
            if (question.version !== undefined && question.version !== version)
              throw badRequest(`It is a ${question.version} question; this import is into the ${version} bank`);
            const dto = await createQuestion(trx, actor, {
              ...question,
              version,
              subcategoryId: question.subcategoryId ?? null,
            });
            done.push({
              id: dto.id,
              version: dto.version,
              officialNumber: dto.officialNumber,
              questionText: dto.questionText,
            });
          } catch (error) {
            throw error instanceof HttpError
              ? new HttpError(error.statusCode, `Question ${index + 1} of the file: ${error.message}`, error.fields)
              : error;
          }
        }
        return done;
      });
      return { created };
    },
  );
}

/** Edit a question, bring the reference banks in, deactivate a question. */
function registerQuestionUpdates(app: RouteApp) {
  app.put(
    '/api/admin/questions/:id',
    guardedRoute(app.requireAdmin, {
      params: AdminContentIdParams,
      body: AdminQuestionUpdate,
      response: { 200: AdminQuestionDto },
    }),
    async (request) => {
      const admin = currentActor(request);
      return app.db.transaction().execute(async (trx) => {
        const row = await existingQuestion(trx, request.params.id);
        const before = toAdminQuestionDto(row);
        const draft = draftOf(row, request.body);
        checkQuestionShape(
          draft,
          before.options.map((o) => o.id),
        );
        await checkQuestionReferences(trx, draft);
        const { row: saved, changed } = await updateQuestion(trx, row, request.body);
        const after = toAdminQuestionDto(saved);
        if (changed)
          await recordAudit(trx, {
            actor: admin,
            action: 'update',
            entity: 'question',
            entityId: row.id,
            before,
            after,
          });
        return after;
      });
    },
  );

  // Reference data reaches an existing database only through this explicit, audited import.
  app.post(
    '/api/admin/questions/import-seed',
    guardedRoute(app.requireAdmin, { body: SeedImportBody, response: { 200: SeedImportResult } }),
    async (request) => importSeedQuestions(app.db, request.body.dryRun, currentActor(request)),
  );

  // Never a hard delete: learners' answers (some still offline on a device) refer to the question,
  // and an admin can bring it back with PUT {isActive: true}.
  app.delete(
    '/api/admin/questions/:id',
    guardedRoute(app.requireAdmin, { params: AdminContentIdParams, response: { 200: AdminQuestionDto } }),
    async (request) => {
      const admin = currentActor(request);
      return app.db.transaction().execute(async (trx) => {
        const row = await existingQuestion(trx, request.params.id);
        const before = toAdminQuestionDto(row);
        const after = toAdminQuestionDto((await updateQuestion(trx, row, { isActive: false })).row);
        await recordAudit(trx, {
          actor: admin,
          action: 'deactivate',
          entity: 'question',
          entityId: row.id,
          before,
          after,
        });
        return after;
      });
    },
  );
}
