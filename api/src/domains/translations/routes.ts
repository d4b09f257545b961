// The translations domain: every translation call of spec part 2 §7 (reads, admin writes,
// auto-translate) and the public read behind the print and demo pages.
import type { FastifyPluginAsync } from 'fastify';
import { translationAdminRoutes } from './admin-routes.js';
import { createTranslationProvider, type ProviderConfig } from './providers/choose-provider.js';
import { translationPublicRoutes } from './public-routes.js';
import { translationReadRoutes } from './read-routes.js';

export const translationRoutes: FastifyPluginAsync<ProviderConfig> = async (app, config) => {
  await app.register(translationReadRoutes);
  await app.register(translationAdminRoutes, { provider: createTranslationProvider(config) });
  await app.register(translationPublicRoutes);
};
