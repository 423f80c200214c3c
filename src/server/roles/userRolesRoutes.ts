import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  userRoleCreateSchema,
  userRoleIdParamsSchema,
  userRoleSchema,
  userRolesOfUserParamsSchema,
} from '../../shared/schemas/userRoles';
import { errorResponses } from '../plugins/errorResponses';
import { grantUserRole, listUserRoles, revokeUserRole, roleCallerOf } from './userRolesRepository';

// A user's roles. A grant or a revoke drops the user's cached permissions in this process and in every other one on the
// database (realtime/realtimePlugin.ts), so it holds on the next request.

const KEY = 'roles';
const tags = ['roles'];
const binding = { 200: userRoleSchema, ...errorResponses };

export const userRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user_roles/users/:customerId',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Роли пользователя',
        params: userRolesOfUserParamsSchema,
        response: { 200: z.array(userRoleSchema), ...errorResponses },
      },
    },
    async (request) => listUserRoles(app.db, request.params.customerId, await roleCallerOf(app.db, request.authUser)),
  );

  app.post(
    '/v1/user_roles',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Назначить пользователю роль', body: userRoleCreateSchema, response: binding },
    },
    async (request) => {
      const granted = await grantUserRole(app.db, request.body, await roleCallerOf(app.db, request.authUser));
      app.permissionCache.invalidate(granted.userId);
      return granted;
    },
  );

  app.delete(
    '/v1/user_roles/:userRoleId',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Снять роль с пользователя', params: userRoleIdParamsSchema, response: binding },
    },
    async (request) => {
      const revoked = await revokeUserRole(
        app.db,
        request.params.userRoleId,
        await roleCallerOf(app.db, request.authUser),
      );
      app.permissionCache.invalidate(revoked.userId);
      return revoked;
    },
  );
};
