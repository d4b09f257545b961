import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardDto, errorResponses } from '@civics/sync-protocol';
import { dashboardStats } from './dashboard-stats.js';

export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/dashboard',
    { onRequest: app.requireAdmin, schema: { response: { 200: DashboardDto, ...errorResponses } } },
    async () => dashboardStats(app.db),
  );
};
