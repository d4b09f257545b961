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
import { bundleOfficials } from '../officials/bundle-officials.js';
import { addAnswerVariants } from './answer-variants.js';
import { bundleWindow } from '../officials/clock.js';
import { findRepresentative } from '../officials/representatives.js';
import { addOfficeholderVariants } from '../officials/officeholders.js';
import { addOfficeChanges } from '../officials/office-changes.js';
import { learnerTestDefinitions } from '../tests/definitions-repository.js';

export const bundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/content/bundle',
    { onRequest: app.requireUser, schema: { querystring: BundleQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const version = (request.query.version ?? user.testVersion) as TestVersion;
      const language = request.query.language ?? user.preferredLanguage;
      const district = user.congressionalDistrict ?? null;
      const [questions, categories, { senators, governors }, system, representative] = await Promise.all([
        // As of the first day the device may be on; answerVariants carry the later days.
        learnerQuestions(app.db, user, version, true, bundleWindow().from),
        listCategories(app.db),
        bundleOfficials(app.db, user),
        readSystemSettings(app.db),
        // The learner's own Representative: with it the representative question is answered and scored.
        user.state && district !== null ? findRepresentative(app.db, user.state, district) : null,
      ]);
      // The admin's fixed tests offered to this learner (only those whose questions they receive).
      const testDefinitions = await learnerTestDefinitions(
        app.db,
        user,
        version,
        questions.map((q) => q.id),
      );
      // Only the chosen language travels: the bundle stays small on a phone.
      for (const q of questions) {
        const chosen = q.translations?.[language];
        q.translations = chosen ? { [language]: chosen } : {};
      }
      // Senators/governor answers of the change days after yesterday, for the device to pick by its day.
      await addAnswerVariants(app.db, user, questions, language);
      await addOfficeholderVariants(app.db, questions);
      // Terms that end: the device stops teaching the outgoing name the day after (issue 34 item 11).
      await addOfficeChanges(app.db, user, questions);
      const body = JSON.stringify({
        version,
        language,
        approvalLevel: user.role === 'admin' ? 2 : user.approvalLevel,
        state: user.state,
        representative,
        questions,
        categories,
        senators,
        governors,
        studyModeConfig: system.studyModeConfig,
        testModeConfig: system.testModeConfig,
        testDefinitions,
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').type('application/json');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    },
  );
};
