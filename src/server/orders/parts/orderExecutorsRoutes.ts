import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import {
  orderExecutorBodySchema,
  orderExecutorSchema,
  orderExecutorsQuerySchema,
} from '../../../shared/schemas/orders/orderParts';
import { errorResponses } from '../../plugins/errorResponses';
import { assignOrderExecutor, listOrderExecutors, removeOrderExecutor } from './orderExecutorsRepository';

// An order's executors: GET, POST, DELETE /order_executors (query officeId, orderId; body
// userId, orderId).

const KEY = WIDGET_KEYS.orderExecutors;
const tags = ['order executors'];
const one = { 200: orderExecutorSchema, ...errorResponses };

export const orderExecutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_executors',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Исполнители заявки: сотрудники офиса (по умолчанию офиса заявки) и назначенные',
        querystring: orderExecutorsQuerySchema,
        response: { 200: z.array(orderExecutorSchema), ...errorResponses },
      },
    },
    async (request) => listOrderExecutors(app.db, request.query.orderId, request.query.officeId),
  );

  app.post(
    '/v1/order_executors',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Назначить исполнителя (снятого ранее — восстановить)',
        body: orderExecutorBodySchema,
        response: one,
      },
    },
    async (request) => assignOrderExecutor(app.db, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/order_executors',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Снять исполнителя (мягкое удаление)', body: orderExecutorBodySchema, response: one },
    },
    async (request) => removeOrderExecutor(app.db, request.body, request.authUser?.id ?? null),
  );
};
