import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import {
  expiredByTypeQuerySchema,
  expiredCommunicationGroupSchema,
  expiredCommunicationSchema,
  orderCommunicationCreateSchema,
  orderCommunicationSchema,
  orderPartsQuerySchema,
  partIdParamsSchema,
} from '../../../shared/schemas/orders/orderParts';
import { errorResponses } from '../../plugins/errorResponses';
import {
  createOrderCommunication,
  deleteOrderCommunication,
  listExpiredByType,
  listExpiredGroups,
  listOrderCommunications,
} from './orderCommunicationsRepository';

// Contacts with the client about an order: GET /order_communications?orderId; POST; DELETE /{id};
// GET /expired; GET /expired/by_type?typeRefValueId&officeId (the screens /contacts/expired and
// /contacts/expired/:code/:type).

const KEY = WIDGET_KEYS.orderCommunications;
const EXPIRED_KEY = 'contacts.expired';
const tags = ['order communications'];
const one = { 200: orderCommunicationSchema, ...errorResponses };

export const orderCommunicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_communications',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Контакты с клиентом по заявке, новые первыми (удалённые — с showDeleted=true)',
        querystring: orderPartsQuerySchema,
        response: { 200: z.array(orderCommunicationSchema), ...errorResponses },
      },
    },
    async (request) => listOrderCommunications(app.db, request.query.orderId, request.query.showDeleted),
  );

  app.post(
    '/v1/order_communications',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary:
          'Добавить контакт (можно и по заблокированной или архивной заявке); дата следующего — DD.MM.YYYY HH:mm в поясе заявки',
        body: orderCommunicationCreateSchema,
        response: one,
      },
    },
    async (request) => createOrderCommunication(app.db, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/order_communications/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить контакт (мягко)', params: partIdParamsSchema, response: one },
    },
    async (request) => deleteOrderCommunication(app.db, request.params.id, request.authUser?.id ?? null),
  );

  app.get(
    '/v1/order_communications/expired',
    {
      config: { operation: EXPIRED_KEY },
      schema: {
        tags,
        summary: 'Просроченные коммуникации: открытые заявки, чей последний контакт просрочен, по офисам и типам',
        response: { 200: z.array(expiredCommunicationGroupSchema), ...errorResponses },
      },
    },
    async () => listExpiredGroups(app.db),
  );

  app.get(
    '/v1/order_communications/expired/by_type',
    {
      config: { operation: EXPIRED_KEY },
      schema: {
        tags,
        summary: 'Просроченные контакты офиса одного типа (офис 0 — заявки без офиса), самые давние первыми',
        querystring: expiredByTypeQuerySchema,
        response: { 200: z.array(expiredCommunicationSchema), ...errorResponses },
      },
    },
    async (request) => listExpiredByType(app.db, request.query.typeRefValueId, request.query.officeId),
  );
};
