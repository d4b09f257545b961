// /api/admin/senators and /api/admin/governors (list, add, correct, retire, portrait), the officials
// import with its preview (a dry run), and the freshness report. Admin only; every write is audited in its
// transaction, and every write changes the learners' bundle (its ETag is a hash of its body).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import {
  AdminGovernorDto,
  AdminSenatorDto,
  errorResponses,
  FreshnessReport,
  GovernorCreate,
  GovernorUpdate,
  OfficialIdParams,
  OfficialsImportBody,
  OfficialsImportResult,
  RetireQuery,
  SenatorCreate,
  SenatorUpdate,
} from '@civics/sync-protocol';
import { currentActor } from '../../plugins/auth.js';
import { guardedRoute, type RouteApp } from '../../plugins/route-options.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../../services/audit.js';
import { toAdminDto } from './admin-dto.js';
import { assertPastDateConfirmed, today } from './clock.js';
import { freshnessReport } from './freshness.js';
import { parseOfficialsFile } from './import-parse.js';
import { runImport } from './import-run.js';
import { findOfficial, listOfficials, updateOfficial, type OfficeKind, type OfficialValues } from './office.js';
import { PORTRAIT_MAX_BYTES, readPortrait, readUpload } from './portrait.js';
import { appoint, correct, retire } from './terms.js';

const OFFICES = [
  {
    kind: 'senator' as OfficeKind,
    path: '/api/admin/senators',
    Dto: AdminSenatorDto,
    Create: SenatorCreate,
    Update: SenatorUpdate,
  },
  {
    kind: 'governor' as OfficeKind,
    path: '/api/admin/governors',
    Dto: AdminGovernorDto,
    Create: GovernorCreate,
    Update: GovernorUpdate,
  },
];

type Office = (typeof OFFICES)[number];

export const adminOfficialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: only the portrait routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: PORTRAIT_MAX_BYTES, files: 1, fields: 5 } });

  for (const office of OFFICES) {
    registerOfficeRoutes(app, office);
    registerPortraitRoute(app, office);
  }
  registerImportRoutes(app);
};

/** List, add, correct and retire the officeholders of one office. */
function registerOfficeRoutes(app: RouteApp, { kind, path, Dto, Create, Update }: Office) {
  app.get(path, guardedRoute(app.requireAdmin, { response: { 200: Type.Array(Dto) } }), async () => {
    const day = today();
    return (await listOfficials(app.db, kind)).map((r) => toAdminDto(r, day));
  });

  app.post(path, guardedRoute(app.requireAdmin, { body: Create, response: { 201: Dto } }), async (request, reply) => {
    const body = request.body as SenatorCreate | GovernorCreate;
    const name = 'senatorName' in body ? body.senatorName : (body as GovernorCreate).governorName;
    const seat = 'senateClass' in body ? body.senateClass : null;
    assertPastDateConfirmed(body.validFrom, body.confirmPastDate);
    const created = await app.db.transaction().execute((trx) =>
      appoint(
        trx,
        {
          kind,
          state: body.state,
          name,
          party: body.partisanship,
          seat,
          validFrom: body.validFrom,
          inaugurationDay: body.inaugurationDay,
          termEnd: body.termEnd,
        },
        currentActor(request),
      ),
    );
    return reply.status(201).send(toAdminDto(created, today()));
  });

  app.put(
    `${path}/:id`,
    guardedRoute(app.requireAdmin, { params: OfficialIdParams, body: Update, response: { 200: Dto } }),
    async (request) => {
      const body = request.body as SenatorUpdate & GovernorUpdate;
      const current = await findOfficial(app.db, kind, request.params.id);
      if (current && body.validFrom !== current.validFrom)
        assertPastDateConfirmed(body.validFrom, body.confirmPastDate);
      const changes: OfficialValues = {
        name: body.senatorName ?? body.governorName,
        party: body.partisanship,
        seat: body.senateClass,
        validFrom: body.validFrom,
        inaugurationDay: body.inaugurationDay,
        termEnd: body.termEnd,
      };
      const updated = await app.db
        .transaction()
        .execute((trx) => correct(trx, kind, request.params.id, changes, currentActor(request)));
      return toAdminDto(updated, today());
    },
  );

  app.delete(
    `${path}/:id`,
    guardedRoute(app.requireAdmin, { params: OfficialIdParams, querystring: RetireQuery, response: { 200: Dto } }),
    async (request) => {
      const retired = await app.db
        .transaction()
        .execute((trx) => retire(trx, kind, request.params.id, request.query.effectiveDate, currentActor(request)));
      return toAdminDto(retired, today());
    },
  );
}

function registerPortraitRoute(app: RouteApp, { kind, path, Dto }: Office) {
  app.post(
    `${path}/:id/portrait`,
    guardedRoute(app.requireAdmin, { params: OfficialIdParams, response: { 200: Dto, 413: errorResponses[400] } }),
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(400, 'Send the portrait as multipart/form-data with a "file" field.');
      const row = await findOfficial(app.db, kind, request.params.id);
      if (!row) throw notFound(`No ${kind} with id ${request.params.id}`);
      const portrait = await readPortrait(await readUpload(() => request.file()));
      const updated = await app.db.transaction().execute(async (trx) => {
        await updateOfficial(trx, kind, row.id, {
          portraitData: portrait.data,
          portraitMimeType: portrait.mimeType,
          portraitFileName: portrait.fileName,
        });
        const after = (await findOfficial(trx, kind, row.id))!;
        await recordAudit(trx, {
          actor: currentActor(request),
          action: 'portrait',
          entity: kind,
          entityId: row.id,
          before: { portraitFileName: row.portraitFileName, portraitBytes: row.portraitData?.length ?? 0 },
          after: { portraitFileName: after.portraitFileName, portraitBytes: after.portraitData?.length ?? 0 },
        });
        return after;
      });
      return toAdminDto(updated, today());
    },
  );
}

/** The officials import (with its dry run) and the freshness report. */
function registerImportRoutes(app: RouteApp) {
  app.post(
    '/api/admin/officials/import',
    // The congress-legislators file is about 1 MB as JSON: room for it and its growth.
    {
      ...guardedRoute(app.requireAdmin, { body: OfficialsImportBody, response: { 200: OfficialsImportResult } }),
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request) => {
      const { fileName, content, dryRun = false, cancel = [], confirmPastDates = false } = request.body;
      const parsed = parseOfficialsFile(fileName, content, today());
      return runImport(app.db, parsed, { fileName, dryRun, cancel, confirmPastDates }, currentActor(request));
    },
  );

  app.get(
    '/api/admin/officials/freshness',
    guardedRoute(app.requireAdmin, { response: { 200: FreshnessReport } }),
    async () => freshnessReport(app.db),
  );
}
