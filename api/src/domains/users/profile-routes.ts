import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, RESIDENCE_CODES, UserDto, UserProfilePatch } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { badRequest } from '../../lib/http-error.js';
import { toUserDto, updateUser } from './repository.js';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch('/api/user', { onRequest: app.requireUser, schema: { body: UserProfilePatch, response: { 200: UserDto, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const { state, testVersion, fullName } = request.body;
    if (state != null && !RESIDENCE_CODES.includes(state)) throw badRequest('Please choose a U.S. state, D.C. or a territory', { state: 'Please choose a U.S. state, D.C. or a territory' });
    const changes = {
      ...(state !== undefined ? { state } : {}),
      ...(testVersion !== undefined ? { testVersion } : {}),
      ...(fullName !== undefined ? { fullName: fullName.trim() || null } : {}),
    };
    await updateUser(app.db, user.id, changes);
    return toUserDto({ ...user, ...changes });
  });
};
