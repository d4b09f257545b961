import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { GovernorDto, SenatorDto } from '@civics/sync-protocol';

// Officials are public facts (and the panels of study mode read them offline), so no sign-in is needed.
export const officialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/senators', { schema: { response: { 200: Type.Array(SenatorDto) } } }, async () => {
    const rows = await app.db.selectFrom('senators').selectAll().where('isActive', '=', 1).orderBy('state').orderBy('senatorName').execute();
    return rows.map((row) => ({ ...row, isActive: row.isActive === 1 }));
  });

  app.get('/api/governors', { schema: { response: { 200: Type.Array(GovernorDto) } } }, async () =>
    app.db.selectFrom('governors').selectAll().orderBy('state').execute(),
  );
};
