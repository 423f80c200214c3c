import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { showDeletedQuerySchema } from '../../../shared/schemas/fields/resourceFields';
import {
  damagedItemBodySchema,
  damagedItemSchema,
  orderIdParamsSchema,
  partIdParamsSchema,
} from '../../../shared/schemas/orders/orderParts';
import { errorResponses } from '../../plugins/errorResponses';
import {
  createDamagedItem,
  deleteDamagedItem,
  listDamagedItems,
  updateDamagedItem,
} from './orderDamagedItemsRepository';

// An order's damaged items under /damaged_items/orders. GET and POST
// /damaged_items/orders/{orderId}; PUT and DELETE /damaged_items/{id} (soft).

const KEY = WIDGET_KEYS.orderDamagedItems;
const tags = ['order damaged items'];
const one = { 200: damagedItemSchema, ...errorResponses };

export const orderDamagedItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/damaged_items/orders/:orderId',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Повреждённое имущество по заявке (удалённое — с showDeleted=true)',
        params: orderIdParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(damagedItemSchema), ...errorResponses },
      },
    },
    async (request) => listDamagedItems(app.db, request.params.orderId, request.query.showDeleted),
  );

  app.post(
    '/v1/damaged_items/orders/:orderId',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить повреждённое имущество',
        params: orderIdParamsSchema,
        body: damagedItemBodySchema,
        response: one,
      },
    },
    async (request) => createDamagedItem(app.db, request.params.orderId, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/damaged_items/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить повреждённое имущество',
        params: partIdParamsSchema,
        body: damagedItemBodySchema,
        response: one,
      },
    },
    async (request) => updateDamagedItem(app.db, request.params.id, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/damaged_items/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить повреждённое имущество (мягко)', params: partIdParamsSchema, response: one },
    },
    async (request) => deleteDamagedItem(app.db, request.params.id, request.authUser?.id ?? null),
  );
};
