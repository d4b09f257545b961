// The admin core's routes beside the users' (domains/users/admin-routes.ts): dashboard, security
// (sessions, sign-in failures, audit log) and system settings. Admin only: 401 / 403 before validation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminDashboardRoutes } from './dashboard-routes.js';
import { adminSecurityRoutes } from './security-routes.js';
import { adminSettingsRoutes } from './settings-routes.js';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminSecurityRoutes);
  await app.register(adminSettingsRoutes);
};
