import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AdminUserPatch, AdminUsersQuery, errorResponses, UserDto } from '@civics/sync-protocol';
import { currentUser } from '../../plugins/auth.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';
import { findUserById, listUsers, toUserDto, updateUser } from './repository.js';

export const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/users',
    { onRequest: app.requireAdmin, schema: { querystring: AdminUsersQuery, response: { 200: Type.Array(UserDto), ...errorResponses } } },
    async (request) => (await listUsers(app.db, request.query.pending === true)).map(toUserDto),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), body: AdminUserPatch, response: { 200: UserDto, ...errorResponses } },
    },
    async (request) => {
      const admin = currentUser(request);
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('User not found');
      const { approvalLevel, role, isApproved, endDate } = request.body;
      if (target.id === admin.id && role === 'user') throw badRequest('You cannot remove your own admin role');

      // Giving a level above 0 approves the account; taking approval away drops it to level 0.
      const approved = isApproved ?? (approvalLevel !== undefined ? approvalLevel > 0 : target.isApproved === 1);
      const level = approved ? (approvalLevel ?? Math.max(target.approvalLevel, 1)) : 0;
      const changes = {
        approvalLevel: level,
        isApproved: approved ? 1 : 0,
        approvedAt: approved ? (target.approvedAt ?? nowIso()) : null,
        ...(role !== undefined ? { role } : {}),
        ...(endDate !== undefined ? { endDate } : {}),
      };
      await updateUser(app.db, target.id, changes);
      return toUserDto({ ...target, ...changes });
    },
  );
};
