import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { orderIdQuerySchema } from '../../../shared/schemas/orders/orderEntity';
import {
  checklistCreateSchema,
  checklistUpdateSchema,
  orderChecklistItemSchema,
  partIdParamsSchema,
} from '../../../shared/schemas/orders/orderParts';
import { errorResponses } from '../../plugins/errorResponses';
import {
  createChecklistItem,
  deleteChecklistItem,
  listOrderChecklist,
  updateChecklistItem,
} from './orderChecklistRepository';

// An order's checklist: GET /order_checklist_items?orderId; POST; PUT /{id} with checked; DELETE /{id}. The
// console sends only the changed lines (checklistChanges in machines/orders/checklistMachine.ts): a new line set to
// yes or no is created, a stored line changed to yes or no is updated, one put back to not set is deleted.

const KEY = WIDGET_KEYS.orderChecklist;
const tags = ['order checklist'];
const one = { 200: orderChecklistItemSchema, ...errorResponses };

export const orderChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_checklist_items',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Чек-лист заявки: каждый пункт справочника 910 (id и checked — null, пока пункт не отмечен)',
        querystring: orderIdQuerySchema,
        response: { 200: z.array(orderChecklistItemSchema), ...errorResponses },
      },
    },
    async (request) => listOrderChecklist(app.db, request.query.orderId),
  );

  app.post(
    '/v1/order_checklist_items',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Отметить пункт чек-листа впервые', body: checklistCreateSchema, response: one },
    },
    async (request) => createChecklistItem(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/order_checklist_items/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить отметку пункта чек-листа',
        params: partIdParamsSchema,
        body: checklistUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      updateChecklistItem(app.db, request.params.id, request.body.checked, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/order_checklist_items/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Снять отметку пункта чек-листа', params: partIdParamsSchema, response: one },
    },
    async (request) => deleteChecklistItem(app.db, request.params.id, request.authUser?.id ?? null),
  );
};
