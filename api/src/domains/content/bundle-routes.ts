// The offline content bundle: the learner's questions (personalised, translated into one
// language), categories, officials and study/test config, with an ETag so an unchanged bundle
// costs a 304.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import type { Static } from 'typebox';
import { BundleQuery, ContentBundle, type BundleQuestion, type TestVersion } from '@civics/sync-protocol';
import type { Db, UserRow } from '../../db/database.js';
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

/** The learner's bundle: what the route serializes with the ContentBundle schema (sync-protocol). */
export async function buildBundle(db: Db, user: UserRow, query: Static<typeof BundleQuery>): Promise<ContentBundle> {
  const version = (query.version ?? user.testVersion) as TestVersion;
  const language = query.language ?? user.preferredLanguage;
  const district = user.congressionalDistrict ?? null;
  const [questions, categories, { senators, governors }, system, representative] = await Promise.all([
    // As of the first day the device may be on; answerVariants carry the later days.
    learnerQuestions(db, user, version, true, bundleWindow().from),
    listCategories(db),
    bundleOfficials(db, user),
    readSystemSettings(db),
    // The learner's own Representative: with it the representative question is answered and scored.
    user.state && district !== null ? findRepresentative(db, user.state, district) : null,
  ]);
  // The admin's fixed tests offered to this learner (only those whose questions they receive).
  const testDefinitions = await learnerTestDefinitions(
    db,
    user,
    version,
    questions.map((q) => q.id),
  );
  // Only the chosen language travels: the bundle stays small on a phone.
  const bundleQuestions: BundleQuestion[] = questions.map((q) => {
    const chosen = q.translations?.[language];
    return { ...q, translations: chosen ? { [language]: chosen } : {} };
  });
  // Senators/governor answers of the change days after yesterday, for the device to pick by its day.
  await addAnswerVariants(db, user, bundleQuestions, language);
  await addOfficeholderVariants(db, bundleQuestions);
  // Terms that end: the device stops teaching the outgoing name the day after (issue 34 item 11).
  await addOfficeChanges(db, user, bundleQuestions);
  return {
    version,
    language,
    approvalLevel: user.role === 'admin' ? 2 : user.approvalLevel,
    state: user.state,
    representative,
    questions: bundleQuestions,
    categories,
    senators,
    governors,
    studyModeConfig: system.studyModeConfig,
    testModeConfig: system.testModeConfig,
    testDefinitions,
  };
}

export const bundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/content/bundle',
    { onRequest: app.requireUser, schema: { querystring: BundleQuery, response: { 200: ContentBundle } } },
    async (request, reply) => {
      // Serialized here, by the route's response schema, to hash it: an unchanged bundle costs a 304.
      // The JSON text then goes out as it is (Fastify sends a string without serializing it again).
      const body = reply.serialize(await buildBundle(app.db, currentUser(request), request.query)) as string;
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const raw = reply as FastifyReply;
      raw.header('ETag', etag).header('Cache-Control', 'private, no-cache').type('application/json');
      if (request.headers['if-none-match'] === etag) return raw.status(304).send();
      return raw.send(body);
    },
  );
};
