import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CategoryCountDto,
  CategoryDto,
  QuestionDto,
  QuestionsQuery,
  TRANSLATION_PATH_SEGMENTS,
  TranslationDto,
  type TestVersion,
} from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { badRequest } from '../../lib/http-error.js';
import { listCategories, visibleQuestions } from './repository.js';
import { learnerQuestions, learnerTranslations } from './service.js';

const VersionQuery = Type.Object({
  version: Type.Optional(Type.Union([Type.Literal('2008'), Type.Literal('2025')])),
  t: Type.Optional(Type.String()),
});

function parseQuestionIds(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  let ids: unknown;
  try {
    ids = JSON.parse(raw);
  } catch {
    throw badRequest('questionIds must be a JSON array of question ids');
  }
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)))
    throw badRequest('questionIds must be a JSON array of question ids');
  return ids as number[];
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const versionOf = (request: { query: { version?: TestVersion } }, fallback: string) =>
    (request.query.version ?? fallback) as TestVersion;

  app.get(
    '/api/questions',
    guardedRoute(app.requireUser, { querystring: QuestionsQuery, response: { 200: Type.Array(QuestionDto) } }),
    async (request) => {
      const user = currentUser(request);
      const ids = parseQuestionIds(request.query.questionIds);
      let questions = await learnerQuestions(app.db, user, versionOf(request, user.testVersion));
      if (request.query.categoryId !== undefined)
        questions = questions.filter((q) => q.categoryId === request.query.categoryId);
      if (ids) questions = questions.filter((q) => ids.includes(q.id));
      return questions;
    },
  );

  app.get(
    '/api/translations/questions',
    guardedRoute(app.requireUser, { querystring: VersionQuery, response: { 200: Type.Array(QuestionDto) } }),
    async (request) => {
      const user = currentUser(request);
      return learnerQuestions(app.db, user, versionOf(request, user.testVersion), true);
    },
  );

  for (const [segment, language] of Object.entries(TRANSLATION_PATH_SEGMENTS)) {
    app.get(
      `/api/${segment}-translations/translations`,
      guardedRoute(app.requireUser, { querystring: VersionQuery, response: { 200: Type.Array(TranslationDto) } }),
      async (request) => {
        const user = currentUser(request);
        return learnerTranslations(app.db, user, versionOf(request, user.testVersion), language);
      },
    );
  }

  app.get('/api/categories', guardedRoute(app.requireUser, { response: { 200: Type.Array(CategoryDto) } }), async () =>
    listCategories(app.db),
  );

  app.get(
    '/api/categories/question-counts',
    guardedRoute(app.requireUser, { querystring: VersionQuery, response: { 200: Type.Array(CategoryCountDto) } }),
    async (request) => {
      const user = currentUser(request);
      const rows = await visibleQuestions(app.db, user, versionOf(request, user.testVersion));
      const counts = new Map<number, number>();
      for (const row of rows) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + 1);
      return (await listCategories(app.db)).map((c) => ({ categoryId: c.id, questionCount: counts.get(c.id) ?? 0 }));
    },
  );
};
