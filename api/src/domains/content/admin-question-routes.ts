// Admin questions (issue 9): list, read, create, edit and deactivate. Every write is checked by
// the seed validator's rules first (nothing stored on bad input), runs in one transaction with its
// audit entry, and changes the learner's bundle (its ETag hashes the body).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminContentIdParams,
  AdminQuestionCreateBody,
  AdminQuestionImportBody,
  AdminQuestionImportResult,
  AdminQuestionDto,
  AdminQuestionPage,
  AdminQuestionsQuery,
  AdminQuestionUpdate,
  errorResponses,
  SeedImportBody,
  SeedImportResult,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
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

export const auditActor = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

/** The question with this id, or a 404. */
async function existingQuestion(db: DbOrTrx, id: number) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound('Question not found');
  return row;
}

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export const adminQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerQuestionReads(app);
  registerQuestionCreation(app);
  registerQuestionUpdates(app);
};

function registerQuestionReads(app: App) {
  const guard = { onRequest: app.requireAdmin };

  app.get(
    '/api/admin/questions',
    { ...guard, schema: { querystring: AdminQuestionsQuery, response: { 200: AdminQuestionPage, ...errorResponses } } },
    async (request) => listAdminQuestions(app.db, request.query),
  );

  app.get(
    '/api/admin/questions/:id',
    { ...guard, schema: { params: AdminContentIdParams, response: { 200: AdminQuestionDto, ...errorResponses } } },
    async (request) => {
      return toAdminQuestionDto(await existingQuestion(app.db, request.params.id));
    },
  );
}

/** One new question, or a file of them. */
function registerQuestionCreation(app: App) {
  const guard = { onRequest: app.requireAdmin };

  // Accepts the spec's shapes (question-input.ts); a Vietnamese block is stored as the question's
  // Vietnamese translation in the same transaction.
  app.post(
    '/api/admin/questions',
    { ...guard, schema: { body: AdminQuestionCreateBody, response: { 201: AdminQuestionDto, ...errorResponses } } },
    async (request, reply) => {
      const actor = auditActor(currentUser(request));
      const created = await app.db.transaction().execute((trx) => createQuestion(trx, actor, request.body));
      return reply.status(201).send(created);
    },
  );

  // A file of questions in the spec's shape: all are created in one transaction, or none; the
  // first refused one is named by its place in the file.
  app.post(
    '/api/admin/questions/import',
    {
      ...guard,
      schema: { body: AdminQuestionImportBody, response: { 200: AdminQuestionImportResult, ...errorResponses } },
    },
    async (request) => {
      const actor = auditActor(currentUser(request));
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
function registerQuestionUpdates(app: App) {
  const guard = { onRequest: app.requireAdmin };

  app.put(
    '/api/admin/questions/:id',
    {
      ...guard,
      schema: {
        params: AdminContentIdParams,
        body: AdminQuestionUpdate,
        response: { 200: AdminQuestionDto, ...errorResponses },
      },
    },
    async (request) => {
      const admin = currentUser(request);
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
            actor: auditActor(admin),
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
    { ...guard, schema: { body: SeedImportBody, response: { 200: SeedImportResult, ...errorResponses } } },
    async (request) => importSeedQuestions(app.db, request.body.dryRun, auditActor(currentUser(request))),
  );

  // Never a hard delete: learners' answers (some still offline on a device) refer to the question,
  // and an admin can bring it back with PUT {isActive: true}.
  app.delete(
    '/api/admin/questions/:id',
    { ...guard, schema: { params: AdminContentIdParams, response: { 200: AdminQuestionDto, ...errorResponses } } },
    async (request) => {
      const admin = currentUser(request);
      return app.db.transaction().execute(async (trx) => {
        const row = await existingQuestion(trx, request.params.id);
        const before = toAdminQuestionDto(row);
        const after = toAdminQuestionDto((await updateQuestion(trx, row, { isActive: false })).row);
        await recordAudit(trx, {
          actor: auditActor(admin),
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
