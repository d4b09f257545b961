// A learner's own data (issue 14): GET /api/account/export (JSON with everything, or one CSV per
// kind of record) and DELETE /api/account (with the current password).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { AccountExport, AccountExportQuery, DeleteAccountBody, MessageBody } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.js';
import { checkCredentials } from '../auth/service.js';
import { signInAttempt } from '../auth/sign-in-source.js';
import type { Mailer } from '../../lib/mailer.js';
import { deleteAccountRows } from './delete-repository.js';
import { readAccountExport, readCsv } from './export-repository.js';

const day = () => new Date().toISOString().slice(0, 10);
const attachment = (name: string) => `attachment; filename="${name}"`;

export const accountDataRoutes: FastifyPluginAsyncTypebox<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/api/account/export',
    guardedRoute(app.requireUser, {
      querystring: AccountExportQuery,
      // 200 is the JSON below; a CSV (text/csv) is sent as text, past the JSON serializer.
      response: { 200: AccountExport },
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const { format = 'json', kind } = request.query;
      // The download is the learner's alone: no cache may keep it.
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        if (!kind)
          throw badRequest('Choose which records to download as CSV: kind=answers, sessions or tests', {
            kind: 'Choose answers, sessions or tests',
          });
        const csv = await readCsv(app.db, user.id, kind);
        // The typed reply only knows the JSON answer; a string with a text/csv type is sent as it is.
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(`civics-${kind}-${day()}.csv`))
          .send(csv);
      }
      if (kind)
        throw badRequest('kind is only for format=csv: the JSON holds every kind', { kind: 'Only with format=csv' });
      const data = await readAccountExport(app.db, user);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(`civics-my-data-${day()}.json`))
        .send(data);
    },
  );

  app.delete(
    '/api/account',
    guardedRoute(app.requireUser, { body: DeleteAccountBody, response: { 200: MessageBody } }),
    async (request) => {
      const user = currentUser(request);
      const attempt = await signInAttempt(app.db, mailer, request, user.username);
      const wrong = await checkCredentials(app.db, user.username, request.body.password, attempt).then(
        () => false,
        (error: unknown) => {
          // A lockout (429) is answered as it is; a wrong password must not read as "signed out" (401).
          if (error instanceof HttpError && error.statusCode === 401) return true;
          throw error;
        },
      );
      if (wrong) throw forbidden('The password is not correct. Your account was not deleted.');
      await app.db.transaction().execute((trx) => deleteAccountRows(trx, user));
      // The session row is gone with the others; this also clears the cookie in the browser.
      await request.session.destroy();
      return { message: 'Your account and all its data have been deleted.' };
    },
  );
};
