// Translation reads of spec part 2 §7 for any signed-in user. They reuse the content domain's
// service, so they respect the learner's level and test version exactly like GET /api/questions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  errorResponses,
  QuestionDto,
  TranslationDto,
  TranslationListQuery,
  TranslationsQuery,
  type TestVersion,
  type TranslationLanguage,
} from '@civics/sync-protocol';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { notFound } from '../../lib/http-error.js';
import { learnerQuestions, learnerTranslations } from '../content/service.js';
import { findQuestion } from '../content/translations-repository.js';

const listResponse = { 200: Type.Array(TranslationDto), ...errorResponses };

export const translationReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const forLearner = (
    request: FastifyRequest & { query: { version?: TestVersion } },
    language: TranslationLanguage,
  ) => {
    const user = currentUser(request);
    return learnerTranslations(app.db, user, (request.query.version ?? user.testVersion) as TestVersion, language);
  };

  app.get(
    '/api/translations',
    { onRequest: app.requireUser, schema: { querystring: TranslationsQuery, response: listResponse } },
    (request) => forLearner(request, request.query.language),
  );

  const fixedLanguage: Array<[path: string, language: TranslationLanguage]> = [
    ['/api/translations/korean', 'ko'],
    ['/api/spanish-translations', 'es'],
  ];
  for (const [path, language] of fixedLanguage) {
    app.get(
      path,
      { onRequest: app.requireUser, schema: { querystring: TranslationListQuery, response: listResponse } },
      (request) => forLearner(request, language),
    );
  }

  // The spec's client reads this one with no-cache headers and expects the answer never to be cached.
  app.get(
    '/api/translations/chinese-traditional',
    { onRequest: app.requireUser, schema: { querystring: TranslationListQuery, response: listResponse } },
    async (request, reply) => {
      reply
        .header('Cache-Control', 'no-cache, no-store, must-revalidate')
        .header('Pragma', 'no-cache')
        .header('Expires', '0');
      return forLearner(request, 'zh-TW');
    },
  );

  const vietnameseQuestions = async (request: FastifyRequest, version: TestVersion) => {
    const questions = await learnerQuestions(app.db, currentUser(request), version, true);
    for (const q of questions) q.translations = q.translations?.vi ? { vi: q.translations.vi } : {};
    return questions;
  };

  app.get(
    '/api/vi-translations/questions',
    guardedRoute(app.requireUser, { querystring: TranslationListQuery, response: { 200: Type.Array(QuestionDto) } }),
    (request) =>
      vietnameseQuestions(request, (request.query.version ?? currentUser(request).testVersion) as TestVersion),
  );

  app.get(
    '/api/vi-translations/question/:id',
    guardedRoute(app.requireUser, {
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      response: { 200: QuestionDto },
    }),
    async (request) => {
      // Looked up among the learner's own questions of that question's bank: one they may not see is "not found".
      const question = await findQuestion(app.db, request.params.id);
      const found =
        question &&
        (await vietnameseQuestions(request, question.version as TestVersion)).find((q) => q.id === request.params.id);
      if (!found) throw notFound(`Question ${request.params.id} not found`);
      return found;
    },
  );
};
