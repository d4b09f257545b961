import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicSystemSettingsDto, SettingsDto, SettingsPatch, SystemSettingsDto } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { readSystemSettings, readUserSettings, writeUserSettings } from './repository.js';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ supportEmail?: string | null }> = async (
  app,
  { supportEmail = null },
) => {
  app.get('/api/settings', guardedRoute(app.requireUser, { response: { 200: SettingsDto } }), async (request) =>
    readUserSettings(app.db, currentUser(request).id),
  );

  app.put(
    '/api/settings',
    guardedRoute(app.requireUser, { body: SettingsPatch, response: { 200: SettingsDto } }),
    async (request) => writeUserSettings(app.db, currentUser(request).id, request.body),
  );

  app.get(
    '/api/system-settings',
    guardedRoute(app.requireUser, { response: { 200: SystemSettingsDto } }),
    async (request) => {
      const settings = await readSystemSettings(app.db);
      // Registration policy is the admins' business only.
      if (currentUser(request).role !== 'admin') return { ...settings, userRegistrationConfig: undefined };
      return settings;
    },
  );

  app.get('/api/public/system-settings', { schema: { response: { 200: PublicSystemSettingsDto } } }, async () => {
    const settings = await readSystemSettings(app.db);
    return { test_mode_config: settings.testModeConfig, support_email: supportEmail };
  });
};
