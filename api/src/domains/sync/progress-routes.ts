// The spec's direct calls (part 1 §7). Each becomes a server-made op, applied by the same code as
// a device's pushed op, so an online-only client and the offline app agree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { randomUUID } from 'node:crypto';
import { errorResponses, MessageBody, StudySessionPayload, type SyncOpType } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { effectiveLevel } from '../../services/accounts.js';
import { applyOp, openApplyContext } from './apply.js';
import type { Db } from '../../db/database.js';

const SERVER_CLIENT = 'server';

/** Applies server-made ops in one transaction: all of them or, on a rejection, none. */
async function applyNow(db: Db, userId: number, ...ops: Array<[SyncOpType, unknown]>) {
  await db.transaction().execute(async (trx) => {
    const context = await openApplyContext(trx, userId, SERVER_CLIENT);
    for (const [type, payload] of ops) {
      const result = await applyOp(trx, context, {
        id: randomUUID(),
        seq: 0,
        type,
        payload,
        at: new Date().toISOString(),
      });
      if (result.status === 'rejected') throw badRequest(result.reason ?? 'Rejected');
    }
  });
}

const ProgressBody = Type.Object(
  {
    questionId: Type.Integer({ minimum: 1 }),
    isCorrect: Type.Boolean(),
    studyTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  },
  { additionalProperties: false },
);
const { completedAt: _completedAt, ...sessionFields } = StudySessionPayload.properties;
const StudySessionBody = Type.Object(sessionFields, { additionalProperties: false });
const StartStudyBody = Type.Object(
  {
    questionsCount: Type.Integer({ minimum: 3, maximum: 20 }),
    categoryFilters: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
const StartTestBody = Type.Object(
  {
    questionsCount: Type.Integer({ minimum: 5, maximum: 128 }),
    language: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
const ok = { 200: MessageBody, ...errorResponses };

export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user-progress',
    { onRequest: app.requireUser, schema: { body: ProgressBody, response: ok } },
    async (request) => {
      const { questionId, isCorrect, studyTime } = request.body;
      await applyNow(app.db, currentUser(request).id, [
        'answer.record',
        { questionId, isCorrect, studyTime: studyTime ?? 0, answeredAt: new Date().toISOString() },
      ]);
      return { message: 'Progress saved' };
    },
  );

  app.post(
    '/api/user-study-session',
    { onRequest: app.requireUser, schema: { body: StudySessionBody, response: ok } },
    async (request) => {
      await applyNow(app.db, currentUser(request).id, [
        'study-session.record',
        { ...request.body, completedAt: new Date().toISOString() },
      ]);
      return { message: 'Study session saved' };
    },
  );

  app.post(
    '/api/start-study',
    { onRequest: app.requireUser, schema: { body: StartStudyBody, response: ok } },
    async (request) => {
      const { questionsCount, categoryFilters, language } = request.body;
      const user = currentUser(request);
      if (effectiveLevel(user) < 1) throw forbidden('Your account is not approved yet');
      const settings: [SyncOpType, unknown] = [
        'settings.update',
        { studyModeSettings: { questionsCount, ...(categoryFilters ? { categoryFilters } : {}) } },
      ];
      await applyNow(
        app.db,
        user.id,
        settings,
        ...(language ? [['user.language', { language }] as [SyncOpType, unknown]] : []),
      );
      return { message: 'Study started' };
    },
  );

  app.post(
    '/api/start-test',
    { onRequest: app.requireUser, schema: { body: StartTestBody, response: ok } },
    async (request) => {
      const user = currentUser(request);
      if (effectiveLevel(user) < 2)
        throw forbidden(
          'You need approval level 2 or higher to access Test Mode. Please contact administrator for upgrade.',
        );
      await applyNow(app.db, user.id, [
        'settings.update',
        { testModeSettings: { questionsCount: request.body.questionsCount } },
      ]);
      return { message: 'Test started' };
    },
  );

  app.delete('/api/user-progress/reset', { onRequest: app.requireUser, schema: { response: ok } }, async (request) => {
    const user = currentUser(request);
    await applyNow(
      app.db,
      user.id,
      ['progress.reset', {}],
      ['settings.update', { studyModeSettings: { currentBatchIndex: 0 } }],
    );
    return { message: 'Progress reset' };
  });
};
