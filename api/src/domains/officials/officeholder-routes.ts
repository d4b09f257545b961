// /api/admin/officeholders: the President, Vice President, Speaker and Chief Justice with their
// dates. Admin only; a new holder is scheduled from an effective date (a past one must be
// confirmed), a scheduled one can be cancelled; every write is audited in its transaction and
// changes the learners' bundle (its ETag is a hash of its body).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AdminOfficeholderDto,
  OfficeholderCreate,
  OfficialIdParams,
  type OfficeholderOffice,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { today } from './clock.js';
import {
  cancelOfficeholder,
  listOfficeholders,
  officeholderStatus,
  scheduleOfficeholder,
  type OfficeholderRow,
} from './officeholders.js';

const toDto = (r: OfficeholderRow, day: string): AdminOfficeholderDto => ({
  id: r.id,
  office: r.office as OfficeholderOffice,
  name: r.name,
  party: r.party,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
  asOf: r.asOf,
  status: officeholderStatus(r, day),
});

export const adminOfficeholderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/officeholders',
    guardedRoute(app.requireAdmin, { response: { 200: Type.Array(AdminOfficeholderDto) } }),
    async () => {
      const day = today();
      return (await listOfficeholders(app.db)).map((r) => toDto(r, day));
    },
  );

  app.post(
    '/api/admin/officeholders',
    guardedRoute(app.requireAdmin, { body: OfficeholderCreate, response: { 201: AdminOfficeholderDto } }),
    async (request, reply) => {
      const created = await app.db
        .transaction()
        .execute((trx) => scheduleOfficeholder(trx, request.body, currentActor(request)));
      return reply.status(201).send(toDto(created, today()));
    },
  );

  app.delete(
    '/api/admin/officeholders/:id',
    guardedRoute(app.requireAdmin, { params: OfficialIdParams, response: { 200: AdminOfficeholderDto } }),
    async (request) => {
      const cancelled = await app.db
        .transaction()
        .execute((trx) => cancelOfficeholder(trx, request.params.id, currentActor(request)));
      return toDto(cancelled, today());
    },
  );
};
