// Translation writes of spec part 2 §7 and auto-translate: admins only (401 anonymous, 403 others).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AutoTranslateAnswer,
  AutoTranslateStatus,
  AutoTranslateBody,
  ErrorBody,
  errorResponses,
  QuestionIdParams,
  TranslationDto,
  TranslationIdParams,
  TranslationTextsBody,
  TranslationWriteBody,
  type TranslationLanguage,
} from '@civics/sync-protocol';
import Type from 'typebox';
import { currentActor } from '../../plugins/auth.js';
import type { RouteApp } from '../../plugins/route-options.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { suggestTranslation } from './auto-translate.js';
import type { TranslationProvider } from './providers/provider.js';
import { findTranslationById } from '../content/translations-repository.js';
import { saveTranslation } from './save.js';

export interface TranslationAdminOptions {
  provider: TranslationProvider | null;
}

const saved = { 200: TranslationDto, 201: TranslationDto, ...errorResponses };

type Guard = { onRequest: RouteApp['requireAdmin'] };

export const translationAdminRoutes: FastifyPluginAsyncTypebox<TranslationAdminOptions> = async (app, { provider }) => {
  const guard = { onRequest: app.requireAdmin };
  registerCreateRoutes(app, guard);
  registerUpdateRoutes(app, guard);
  registerAutoTranslateRoutes(app, guard, provider);
};

function registerCreateRoutes(app: RouteApp, guard: Guard): void {
  // Creates: the general one names its language; the Korean and Spanish ones fix it.
  const creates: Array<[path: string, fixed: TranslationLanguage | null]> = [
    ['/api/translations', null],
    ['/api/translations/korean', 'ko'],
    ['/api/spanish-translations', 'es'],
  ];
  for (const [path, fixed] of creates) {
    app.post(path, { ...guard, schema: { body: TranslationWriteBody, response: saved } }, async (request, reply) => {
      const { questionId, language: given, ...input } = request.body;
      if (!fixed && !given)
        throw badRequest('language is required (vi, ko, zh, zh-TW or es)', { language: 'required' });
      if (fixed && given && given !== fixed)
        throw badRequest(`This call creates ${fixed} translations; language must be ${fixed}`, { language: fixed });
      const { translation } = await saveTranslation(app.db, currentActor(request), {
        questionId,
        language: fixed ?? given!,
        input,
        mode: 'create',
      });
      return reply.status(201).send(translation);
    });
  }
}

/** Changes to a translation, by its id or by its question. */
function registerUpdateRoutes(app: RouteApp, guard: Guard): void {
  app.put(
    '/api/translations/:id',
    { ...guard, schema: { params: TranslationIdParams, body: TranslationWriteBody, response: saved } },
    async (request) => {
      const existing = await findTranslationById(app.db, request.params.id);
      if (!existing) throw notFound(`Translation ${request.params.id} not found`);
      const { questionId, language, id, ...input } = request.body;
      if (
        questionId !== existing.questionId ||
        (language !== undefined && language !== existing.language) ||
        (id !== undefined && id !== existing.id)
      ) {
        throw badRequest(
          `questionId and language must be those of translation ${existing.id} (question ${existing.questionId}, ${existing.language})`,
        );
      }
      const language_ = existing.language as TranslationLanguage;
      return (
        await saveTranslation(app.db, currentActor(request), { questionId, language: language_, input, mode: 'update' })
      ).translation;
    },
  );

  // Keyed by question: saves the question's translation whether or not one existed.
  const upsertBy = async (
    request: FastifyRequest,
    questionId: number,
    language: TranslationLanguage,
    body: TranslationTextsBody,
  ) => {
    if (body.questionId !== undefined && body.questionId !== questionId)
      throw badRequest('questionId in the body must be the one in the path');
    if (body.language !== undefined && body.language !== language) throw badRequest(`language must be ${language}`);
    const { questionText, options, explanation } = body;
    return (
      await saveTranslation(app.db, currentActor(request), {
        questionId,
        language,
        input: { questionText, options, explanation },
        mode: 'upsert',
      })
    ).translation;
  };

  app.put(
    '/api/translations/chinese-traditional/:questionId',
    { ...guard, schema: { params: QuestionIdParams, body: TranslationTextsBody, response: saved } },
    (request) => upsertBy(request, request.params.questionId, 'zh-TW', request.body),
  );

  app.put(
    '/api/questions/:id/vietnamese',
    {
      ...guard,
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: TranslationTextsBody,
        response: saved,
      },
    },
    (request) => upsertBy(request, request.params.id, 'vi', request.body),
  );
}

/** Machine suggestions: whether a provider is configured, and one suggestion. */
function registerAutoTranslateRoutes(app: RouteApp, guard: Guard, provider: TranslationProvider | null): void {
  app.get(
    '/api/translations/auto-translate/status',
    { ...guard, schema: { response: { 200: AutoTranslateStatus, ...errorResponses } } },
    async () => ({ configured: provider !== null }),
  );

  app.post(
    '/api/translations/auto-translate',
    {
      ...guard,
      schema: {
        body: AutoTranslateBody,
        response: { 200: AutoTranslateAnswer, ...errorResponses, 502: ErrorBody, 503: ErrorBody },
      },
    },
    (request) => suggestTranslation(app.db, provider, request.body.questionId, request.body.targetLanguage),
  );
}
