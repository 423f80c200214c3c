import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationBodySchema, operationIdParamsSchema, operationSchema } from '../../shared/schemas/roles/operations';
import { errorResponses } from '../plugins/errorResponses';
import { adminCallerOf, requirePlatformStaff } from './adminCaller';
import { createOperation, deleteOperation, listOperations, updateOperation } from './operationsRepository';

// Operations: the permission screens read them; only platform staff add, rename or delete one. Deleting one takes
// its permissions with it, so every cached permission is dropped.

const KEY = 'operations';
const tags = ['roles'];
const one = { 200: operationSchema, ...errorResponses };
const READERS = ['operations', 'permissions', 'partner.permissions', 'operations.permissions', 'roles'].map(
  (operation) => ({ operation }),
);

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platformCaller = async (request: { authUser: Parameters<typeof adminCallerOf>[1] }) => {
    const caller = await adminCallerOf(app.db, request.authUser);
    requirePlatformStaff(caller);
    return caller;
  };

  app.get(
    '/v1/operations',
    {
      config: { anyOf: READERS },
      schema: { tags, summary: 'Операции', response: { 200: z.array(operationSchema), ...errorResponses } },
    },
    async () => listOperations(app.db),
  );

  app.post(
    '/v1/operations',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать операцию', body: operationBodySchema, response: one },
    },
    async (request) => createOperation(app.db, request.body, await platformCaller(request)),
  );

  app.put(
    '/v1/operations/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить операцию',
        params: operationIdParamsSchema,
        body: operationBodySchema,
        response: one,
      },
    },
    async (request) => {
      const updated = await updateOperation(app.db, request.params.id, request.body, await platformCaller(request));
      app.permissionCache.invalidate();
      return updated;
    },
  );

  app.delete(
    '/v1/operations/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить операцию (с её правами)', params: operationIdParamsSchema, response: one },
    },
    async (request) => {
      const deleted = await deleteOperation(app.db, request.params.id, await platformCaller(request));
      app.permissionCache.invalidate();
      return deleted;
    },
  );
};
