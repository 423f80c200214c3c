import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  divisionCardSchema,
  divisionIdParamsSchema,
  divisionSaveSchema,
  divisionsFindSchema,
  divisionsPageSchema,
} from '../../shared/schemas/divisions';
import { errorResponses } from '../plugins/errorResponses';
import { createDivision, findDivisions, setDivisionDeleted, updateDivision } from './divisionsRepository';

// The /divisions screen: POST /divisions/find, POST /divisions, PUT and DELETE /divisions/{id}, POST
// /divisions/{id}/restore on the 'divisions' key (house REST style). GET /divisions, the comment form's choice, is
// the orders area's (orders/parts/orderCommentsRoutes.ts).

const KEY = 'divisions';
const tags = ['divisions'];
const one = { 200: divisionCardSchema, ...errorResponses };

export const divisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.post(
    '/v1/divisions/find',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Подразделения: страница списка',
        body: divisionsFindSchema,
        response: { 200: divisionsPageSchema, ...errorResponses },
      },
    },
    async (request) => findDivisions(app.db, request.body),
  );

  app.post(
    '/v1/divisions',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать подразделение', body: divisionSaveSchema, response: one },
    },
    async (request) => createDivision(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/divisions/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить подразделение',
        params: divisionIdParamsSchema,
        body: divisionSaveSchema,
        response: one,
      },
    },
    async (request) => updateDivision(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/divisions/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить подразделение (мягко)', params: divisionIdParamsSchema, response: one },
    },
    async (request) => setDivisionDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/divisions/:id/restore',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить подразделение', params: divisionIdParamsSchema, response: one },
    },
    async (request) => setDivisionDeleted(app.db, request.params.id, false, actor(request)),
  );
};
