import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  possibleParentsQuerySchema,
  roleCreateSchema,
  roleIdParamsSchema,
  roleSchema,
  rolesQuerySchema,
  roleUpdateSchema,
} from '../../shared/schemas/roles/roles';
import { errorResponses } from '../plugins/errorResponses';
import { adminCallerOf } from './adminCaller';
import {
  createRole,
  listRoles,
  listTemplates,
  possibleParents,
  requireVisibleRole,
  setRoleDeleted,
  updateRole,
} from './rolesRepository';

// Roles: list, possible parents, templates, create (optionally from a template), update, delete and restore. A change
// of a role (its parent, its deletion) changes what its holders and its children's holders may do: every cached
// permission is dropped, here and in every other process, so it holds on the next request.

const KEY = 'roles';
const tags = ['roles'];
const one = { 200: roleSchema, ...errorResponses };
const many = { 200: z.array(roleSchema), ...errorResponses };
/** The role selectors of the users and permissions screens read the list too. */
const ROLE_READERS = ['roles', 'users', 'permissions', 'partner.permissions'].map((operation) => ({ operation }));

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: { authUser: Parameters<typeof adminCallerOf>[1] }) =>
    adminCallerOf(app.db, request.authUser);

  app.get(
    '/v1/roles',
    {
      config: { anyOf: ROLE_READERS },
      schema: {
        tags,
        summary: 'Роли (без partnerId — роли без партнёра; удалённые — с showDeleted=true)',
        querystring: rolesQuerySchema,
        response: many,
      },
    },
    async (request) => listRoles(app.db, request.query, await callerOf(request)),
  );

  app.get(
    '/v1/roles/possible_parents',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Роли, которые могут быть родительскими (без циклов)',
        querystring: possibleParentsQuerySchema,
        response: many,
      },
    },
    async (request) => possibleParents(app.db, request.query, await callerOf(request)),
  );

  app.get(
    '/v1/roles/templates',
    { config: { operation: KEY }, schema: { tags, summary: 'Шаблоны ролей', response: many } },
    async (request) => listTemplates(app.db, await callerOf(request)),
  );

  app.get(
    '/v1/roles/:id',
    {
      config: { anyOf: ROLE_READERS },
      schema: { tags, summary: 'Роль (карточка роли)', params: roleIdParamsSchema, response: one },
    },
    async (request) => requireVisibleRole(app.db, request.params.id, await callerOf(request)),
  );

  app.post(
    '/v1/roles',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать роль (с templateRoleId — с правами шаблона)',
        body: roleCreateSchema,
        response: one,
      },
    },
    async (request) => createRole(app.db, request.body, await callerOf(request)),
  );

  app.put(
    '/v1/roles/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Изменить роль', params: roleIdParamsSchema, body: roleUpdateSchema, response: one },
    },
    async (request) => {
      const role = await updateRole(app.db, request.params.id, request.body, await callerOf(request));
      app.permissionCache.invalidate();
      return role;
    },
  );

  app.delete(
    '/v1/roles/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить роль (мягко)', params: roleIdParamsSchema, response: one },
    },
    async (request) => {
      const role = await setRoleDeleted(app.db, request.params.id, true, await callerOf(request));
      app.permissionCache.invalidate();
      return role;
    },
  );

  app.put(
    '/v1/roles/restore/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить удалённую роль', params: roleIdParamsSchema, response: one },
    },
    async (request) => {
      const role = await setRoleDeleted(app.db, request.params.id, false, await callerOf(request));
      app.permissionCache.invalidate();
      return role;
    },
  );
};
