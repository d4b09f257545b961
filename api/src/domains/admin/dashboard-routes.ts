import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardDto } from '@civics/sync-protocol';
import { dashboardStats } from './dashboard-stats.js';
import { guardedRoute } from '../../plugins/route-options.js';

export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/dashboard', guardedRoute(app.requireAdmin, { response: { 200: DashboardDto } }), async () =>
    dashboardStats(app.db),
  );
};
