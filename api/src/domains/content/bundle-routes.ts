// The offline content bundle: the learner's questions (personalised, translated into one
// language), categories, officials and study/test config, with an ETag so an unchanged bundle
// costs a 304.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { BundleQuery, type TestVersion } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { readSystemSettings } from '../settings/repository.js';
import { listCategories } from './repository.js';
import { learnerQuestions } from './service.js';

export const bundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/content/bundle', { onRequest: app.requireUser, schema: { querystring: BundleQuery } }, async (request, reply) => {
    const user = currentUser(request);
    const version = (request.query.version ?? user.testVersion) as TestVersion;
    const language = request.query.language ?? user.preferredLanguage;
    const [questions, categories, senators, governors, system] = await Promise.all([
      learnerQuestions(app.db, user, version, true),
      listCategories(app.db),
      app.db.selectFrom('senators').select(['id', 'state', 'stateName', 'senatorName', 'partisanship', 'inaugurationDay', 'portraitUrl', 'asOf']).where('isActive', '=', 1).orderBy('state').execute(),
      app.db.selectFrom('governors').select(['id', 'state', 'stateName', 'governorName', 'partisanship', 'inaugurationDay', 'asOf']).orderBy('state').execute(),
      readSystemSettings(app.db),
    ]);
    // Only the chosen language travels: the bundle stays small on a phone.
    for (const q of questions) {
      const chosen = q.translations?.[language];
      q.translations = chosen ? { [language]: chosen } : {};
    }
    const body = JSON.stringify({
      version,
      language,
      approvalLevel: user.role === 'admin' ? 2 : user.approvalLevel,
      state: user.state,
      questions,
      categories,
      senators,
      governors,
      studyModeConfig: system.studyModeConfig,
      testModeConfig: system.testModeConfig,
    });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').type('application/json');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });
};
