import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESIDENCE_CODES, UserDto, UserProfilePatch } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { guardedRoute } from '../../plugins/route-options.js';
import { badRequest } from '../../lib/http-error.js';
import { findRepresentative } from '../officials/representatives.js';
import { toUserDto, updateUser } from '../../services/accounts.js';

const DISTRICT_MESSAGE = 'Please choose a congressional district of your state';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/api/user',
    guardedRoute(app.requireUser, { body: UserProfilePatch, response: { 200: UserDto } }),
    async (request) => {
      const user = currentUser(request);
      const { state, testVersion, fullName, congressionalDistrict } = request.body;
      if (state != null && !RESIDENCE_CODES.includes(state))
        throw badRequest('Please choose a U.S. state, D.C. or a territory', {
          state: 'Please choose a U.S. state, D.C. or a territory',
        });
      // A district belongs to a state: it must be one of that state's seats, and a new state without
      // a district clears the old one (district 3 of Texas means nothing in Ohio).
      const nextState = state !== undefined ? state : user.state;
      if (
        congressionalDistrict != null &&
        (!nextState || !(await findRepresentative(app.db, nextState, congressionalDistrict)))
      ) {
        throw badRequest(DISTRICT_MESSAGE, { congressionalDistrict: DISTRICT_MESSAGE });
      }
      const stateChanged = state !== undefined && state !== user.state;
      const district = congressionalDistrict !== undefined ? congressionalDistrict : stateChanged ? null : undefined;
      const changes = {
        ...(state !== undefined ? { state } : {}),
        ...(district !== undefined ? { congressionalDistrict: district } : {}),
        ...(testVersion !== undefined ? { testVersion } : {}),
        ...(fullName !== undefined ? { fullName: fullName.trim() || null } : {}),
      };
      await updateUser(app.db, user.id, changes);
      return toUserDto({ ...user, ...changes });
    },
  );
};
