// GET/PUT /api/admin/system-settings: the study/test configuration and the registration default
// (spec part 1 §3). The learners' GET /api/system-settings and the public variant read the same row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SystemSettingsDto, SystemSettingsUpdate } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { nowIso } from '../../lib/json.js';
import { ensureSystemSettings } from '../../db/seed-settings.js';
import { readSystemSettings } from '../settings/repository.js';
import { recordAudit } from '../../services/audit.js';

export const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/system-settings',
    guardedRoute(app.requireAdmin, { response: { 200: SystemSettingsDto } }),
    async () => readSystemSettings(app.db),
  );

  app.put(
    '/api/admin/system-settings',
    guardedRoute(app.requireAdmin, { body: SystemSettingsUpdate, response: { 200: SystemSettingsDto } }),
    async (request) => {
      const actor = currentUser(request);
      const { studyModeConfig, testModeConfig, userRegistrationConfig } = request.body;
      return app.db.transaction().execute(async (trx) => {
        await ensureSystemSettings(trx);
        const before = await readSystemSettings(trx);
        await trx
          .updateTable('systemSettings')
          .set({
            ...(studyModeConfig ? { studyModeConfig: JSON.stringify(studyModeConfig) } : {}),
            ...(testModeConfig ? { testModeConfig: JSON.stringify(testModeConfig) } : {}),
            ...(userRegistrationConfig ? { userRegistrationConfig: JSON.stringify(userRegistrationConfig) } : {}),
            updatedAt: nowIso(),
            updatedBy: actor.id,
          })
          .where('id', '=', 1)
          .execute();
        const after = await readSystemSettings(trx);
        const { updatedAt: _beforeAt, updatedBy: _beforeBy, ...beforeValues } = before;
        const { updatedAt: _afterAt, updatedBy: _afterBy, ...afterValues } = after;
        await recordAudit(trx, {
          actor,
          action: 'update',
          entity: 'system-settings',
          entityId: 1,
          before: beforeValues,
          after: afterValues,
        });
        return after;
      });
    },
  );
};
