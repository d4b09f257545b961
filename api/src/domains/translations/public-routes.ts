// GET /api/public/questions: what the signed-out print, demo and translation-test pages show.
// The official questions and answers are public-domain USCIS material and the translations are
// published beside them, so a whole bank is public; nothing about any user is. Rate limited,
// and cacheable for a few minutes, because anyone may call it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_TEST_VERSION,
  errorResponses,
  PublicQuestionsAnswer,
  PublicQuestionsQuery,
} from '@civics/sync-protocol';
import { listCategories, toQuestionDto, translationsFor } from '../content/repository.js';

export const PUBLIC_QUESTIONS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export const translationPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/public/questions',
    {
      config: { rateLimit: PUBLIC_QUESTIONS_RATE_LIMIT },
      schema: { querystring: PublicQuestionsQuery, response: { 200: PublicQuestionsAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const version = request.query.version ?? DEFAULT_TEST_VERSION;
      const language = request.query.language ?? 'vi';
      const rows = await app.db
        .selectFrom('questions')
        .selectAll()
        .where('version', '=', version)
        .where('isActive', '=', 1)
        .orderBy('officialNumber')
        .orderBy('id')
        .execute();
      const questions = rows.map(toQuestionDto);
      const translations = await translationsFor(
        app.db,
        questions.map((q) => q.id),
        language,
      );
      const byQuestion = new Map(translations.map((t) => [t.questionId, t]));
      for (const q of questions) {
        const t = byQuestion.get(q.id);
        q.translations = t
          ? { [language]: { questionText: t.questionText, options: t.options, explanation: t.explanation } }
          : {};
      }
      reply.header('Cache-Control', 'public, max-age=300');
      return { version, language, questions, categories: await listCategories(app.db) };
    },
  );
};
