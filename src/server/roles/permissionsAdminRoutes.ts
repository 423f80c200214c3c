import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  operationPermissionsParamsSchema,
  partnerPermissionsParamsSchema,
  partnerPermissionsSaveSchema,
  permissionBodySchema,
  permissionRowSchema,
  permissionsSaveSchema,
  rolePermissionsParamsSchema,
  userPermissionsParamsSchema,
} from '../../shared/schemas/roles/permissionsAdmin';
import { errorResponses } from '../plugins/errorResponses';
import { adminCallerOf, requirePlatformStaff } from './adminCaller';
import {
  createPermission,
  permissionsOfOperation,
  permissionsOfPartner,
  permissionsOfRole,
  permissionsOfUser,
  type SavedPermissions,
  savePermissions,
} from './permissionsAdminRepository';

// Permissions of a role, a user or a partner, and who holds an operation; creating and saving them. After a save the
// cached permissions are dropped — the one user's, or everyone's when a role's or a partner's changed (their holders
// are many) — here and in every other process, so the change holds on the very next request.

const tags = ['roles'];
const rows = { 200: z.array(permissionRowSchema), ...errorResponses };
const rule = (operation: string, flag?: 'permissionInsert' | 'permissionUpdate') => ({ operation, flag });

export const permissionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: { authUser: Parameters<typeof adminCallerOf>[1] }) =>
    adminCallerOf(app.db, request.authUser);
  const applied = (saved: SavedPermissions) => {
    app.permissionCache.invalidate(saved.onlyUserId);
    return saved.rows;
  };

  app.get(
    '/v1/permissions/roles/:roleId',
    {
      config: { anyOf: [rule('permissions'), rule('roles')] },
      schema: {
        tags,
        summary: 'Права роли (roleId < 1 — пустой список)',
        params: rolePermissionsParamsSchema,
        response: rows,
      },
    },
    async (request) => permissionsOfRole(app.db, request.params.roleId, await callerOf(request)),
  );

  app.get(
    '/v1/permissions/users/:userId',
    {
      config: { anyOf: [rule('permissions'), rule('users')] },
      schema: { tags, summary: 'Собственные права пользователя', params: userPermissionsParamsSchema, response: rows },
    },
    async (request) => permissionsOfUser(app.db, request.params.userId, await callerOf(request)),
  );

  app.get(
    '/v1/permissions/partners/:partnerId',
    {
      config: { operation: 'partner.permissions' },
      schema: { tags, summary: 'Права партнёра', params: partnerPermissionsParamsSchema, response: rows },
    },
    async (request) => permissionsOfPartner(app.db, request.params.partnerId, await callerOf(request)),
  );

  app.get(
    '/v1/permissions/operations/:id',
    {
      config: { operation: 'operations.permissions' },
      schema: {
        tags,
        summary: 'Кто имеет права на операцию',
        params: operationPermissionsParamsSchema,
        response: rows,
      },
    },
    async (request) => permissionsOfOperation(app.db, request.params.id, await callerOf(request)),
  );

  app.post(
    '/v1/permissions',
    {
      config: { anyOf: [rule('permissions', 'permissionInsert'), rule('roles', 'permissionUpdate')] },
      schema: {
        tags,
        summary: 'Выдать право роли, пользователю или партнёру',
        body: permissionBodySchema,
        response: { 200: permissionRowSchema, ...errorResponses },
      },
    },
    async (request) => applied(await createPermission(app.db, request.body, await callerOf(request)))[0],
  );

  app.put(
    '/v1/permissions',
    {
      config: { anyOf: [rule('permissions', 'permissionUpdate'), rule('roles', 'permissionUpdate')] },
      schema: {
        tags,
        summary: 'Сохранить изменённые права (только изменённые строки)',
        body: permissionsSaveSchema,
        response: rows,
      },
    },
    async (request) => applied(await savePermissions(app.db, request.body, await callerOf(request))),
  );

  app.post(
    '/v1/permissions/partners',
    {
      config: { operation: 'partner.permissions', flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Сохранить изменённые права партнёров',
        body: partnerPermissionsSaveSchema,
        response: rows,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      requirePlatformStaff(caller);
      return applied(await savePermissions(app.db, request.body, caller));
    },
  );
};
