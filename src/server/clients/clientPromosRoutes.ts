import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { clientPromoSchema, clientPromosQuerySchema, projectSchema } from '../../shared/schemas/clients/clientExtras';
import { clientPromoCreateSchema, clientPromoUpdateSchema } from '../../shared/schemas/clients/clientPromo';
import { idField, idParam } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import { CLIENT_CARD_KEY } from './clientBonusesRoutes';
import {
  createClientPromo,
  deleteClientPromo,
  listClientPromos,
  listProjects,
  restoreClientPromo,
  updateClientPromo,
} from './clientPromosRepository';

// Client promos: /client_promos GET ?clientId; POST {clientId, promoId, sourceProjectId, comment};
// PUT /{id} {comment, usedCount}; DELETE /{id} (soft: 'Сделать не активным'); POST /{id} restores. The dialog's
// lists: GET /nik/projects here and GET /promos (pricing/promosRoutes.ts, with the promo screen's writes).

const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const createBody = clientPromoCreateSchema.extend({ clientId: idField('Укажите клиента') });
const one = { 200: clientPromoSchema, ...errorResponses };

export const clientPromosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/client_promos',
    {
      config: { operation: CLIENT_CARD_KEY },
      schema: {
        tags: ['promos'],
        summary: 'Промоакции клиента (неактивные — с showDeleted=true)',
        querystring: clientPromosQuerySchema,
        response: { 200: z.array(clientPromoSchema), ...errorResponses },
      },
    },
    async (request) => listClientPromos(app.db, request.query.clientId, request.query.showDeleted),
  );

  app.post(
    '/v1/client_promos',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionInsert' },
      schema: { tags: ['promos'], summary: 'Добавить промоакцию клиенту', body: createBody, response: one },
    },
    async (request) => createClientPromo(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/client_promos/:id',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionUpdate' },
      schema: {
        tags: ['promos'],
        summary: 'Изменить промоакцию клиента (только комментарий и число использований)',
        params: idParams,
        body: clientPromoUpdateSchema,
        response: one,
      },
    },
    async (request) => updateClientPromo(app.db, request.params.id, request.body),
  );

  app.delete(
    '/v1/client_promos/:id',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionDelete' },
      schema: {
        tags: ['promos'],
        summary: 'Сделать промоакцию клиента неактивной (мягкое удаление)',
        params: idParams,
        response: one,
      },
    },
    async (request) => deleteClientPromo(app.db, request.params.id),
  );

  app.post(
    '/v1/client_promos/:id',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionUpdate' },
      schema: { tags: ['promos'], summary: 'Восстановить промоакцию клиента', params: idParams, response: one },
    },
    async (request) => restoreClientPromo(app.db, request.params.id),
  );

  app.get(
    '/v1/nik/projects',
    {
      // A list of project names, as harmless as the reference books: a token is enough.
      config: { tokenOnly: true },
      schema: { tags: ['promos'], summary: 'Проекты', response: { 200: z.array(projectSchema), ...errorResponses } },
    },
    async () => listProjects(app.db),
  );
};
