import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  errorResponses,
  GovernorDto,
  OfficialIdParams,
  RepresentativeDto,
  RepresentativesQuery,
  RESIDENCE_CODES,
  SenatorDto,
} from '@civics/sync-protocol';
import { badRequest, notFound } from '../../lib/http-error.js';
import { backfillOfficialSeats } from './backfill.js';
import { seedTerritoryGovernors } from './territory-governors.js';
import { today } from './clock.js';
import { listOfficials, type OfficeKind } from './office.js';
import { statusOn } from './terms.js';
import { listRepresentatives } from './representatives.js';

// Officials are public facts (and the panels of study mode read them offline), so no sign-in is
// needed. The lists answer who serves today: a successor appears on the day they take office.
export const officialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await backfillOfficialSeats(app.db);
  await seedTerritoryGovernors(app.db);

  const serving = async (kind: OfficeKind) => {
    const day = today();
    return (await listOfficials(app.db, kind)).filter((r) => statusOn(r, day) === 'current');
  };

  app.get('/api/senators', { schema: { response: { 200: Type.Array(SenatorDto) } } }, async () => {
    const rows = await serving('senator');
    return rows
      .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name))
      .map((r) => ({
        id: r.id,
        state: r.state,
        stateName: r.stateName,
        senatorName: r.name,
        partisanship: r.party,
        inaugurationDay: r.inaugurationDay,
        portraitUrl: r.portraitData ? `/api/senators/${r.id}/portrait` : null,
        portraitData: r.portraitData,
        portraitFileName: r.portraitFileName,
        portraitMimeType: r.portraitMimeType,
        isActive: true,
        asOf: r.asOf,
      }));
  });

  app.get('/api/governors', { schema: { response: { 200: Type.Array(GovernorDto) } } }, async () =>
    (await serving('governor')).map((r) => ({
      id: r.id,
      state: r.state,
      stateName: r.stateName,
      governorName: r.name,
      partisanship: r.party,
      inaugurationDay: r.inaugurationDay,
      portrait: r.portraitFileName,
      portraitMimeType: r.portraitMimeType,
      portraitData: r.portraitData,
      asOf: r.asOf,
    })),
  );

  // The districts a learner chooses from in Settings (issue 19): public facts like the lists above.
  app.get(
    '/api/representatives',
    {
      schema: {
        querystring: RepresentativesQuery,
        response: { 200: Type.Array(RepresentativeDto), ...errorResponses },
      },
    },
    async (request) => {
      const { state } = request.query;
      if (!RESIDENCE_CODES.includes(state))
        throw badRequest('Please choose a U.S. state, D.C. or a territory', {
          state: 'Please choose a U.S. state, D.C. or a territory',
        });
      return listRepresentatives(app.db, state);
    },
  );

  // The image itself, for panels that show another state's officials (the bundle carries portraits
  // only for the learner's own state, to stay small).
  for (const kind of ['senator', 'governor'] as const) {
    app.get(`/api/${kind}s/:id/portrait`, { schema: { params: OfficialIdParams } }, async (request, reply) => {
      const row = (await listOfficials(app.db, kind, { id: request.params.id }))[0];
      if (!row?.portraitData || !row.portraitMimeType) throw notFound('No portrait');
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type(row.portraitMimeType)
        .send(Buffer.from(row.portraitData, 'base64'));
    });
  }
};
