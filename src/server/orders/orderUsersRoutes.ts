import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  orderHistorySchema,
  orderIdParamsSchema,
  orderUserBodySchema,
  orderUserSchema,
} from '../../shared/schemas/orders/orderEntity';
import { errorResponses } from '../plugins/errorResponses';
import { requireEditableOrder, requireOrder } from './orderAccess';
import { listOrderHistory } from './orderHistoryRepository';
import { ORDER_READ } from './orderReadAccess';
import {
  addOrderUser,
  listOrderUsers,
  ORDER_USER_ROLES,
  type OrderUserPath,
  removeOrderUser,
} from './orderUsersRepository';

// The order's history and its people: responsible users, revision executors and revision editors (one route set
// per role, the same rules). Adding and removing people changes the order: refused while another operator holds it.

const tags = ['orders'];
const rowParams = orderIdParamsSchema.extend({ rowId: idParam('Некорректный идентификатор записи') });
const KEY = WIDGET_KEYS.orderResponsibles;

export const orderUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/orders/:id/history',
    {
      config: { anyOf: ORDER_READ },
      schema: {
        tags,
        summary: 'История заявки, новые сверху',
        params: orderIdParamsSchema,
        response: { 200: z.array(orderHistorySchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      return listOrderHistory(app.db, request.params.id);
    },
  );

  for (const path of Object.keys(ORDER_USER_ROLES) as OrderUserPath[]) {
    app.get(
      `/v1/orders/:id/${path}`,
      {
        config: { operation: KEY },
        schema: {
          tags,
          summary: `Пользователи заявки: ${path}`,
          params: orderIdParamsSchema,
          response: { 200: z.array(orderUserSchema), ...errorResponses },
        },
      },
      async (request) => {
        await requireOrder(app.db, request.params.id);
        return listOrderUsers(app.db, request.params.id, path);
      },
    );

    app.post(
      `/v1/orders/:id/${path}`,
      {
        config: { operation: KEY, flag: 'permissionInsert' },
        schema: {
          tags,
          summary: `Добавить пользователя: ${path}`,
          params: orderIdParamsSchema,
          body: orderUserBodySchema,
          response: { 200: orderUserSchema, ...errorResponses },
        },
      },
      async (request) =>
        app.db.transaction(async (tx) => {
          const userId = request.authUser!.id;
          await requireEditableOrder(tx, request.params.id, userId, { forUpdate: true });
          return addOrderUser(tx, request.params.id, path, request.body.userId, userId);
        }),
    );

    app.delete(
      `/v1/orders/:id/${path}/:rowId`,
      {
        config: { operation: KEY, flag: 'permissionDelete' },
        schema: {
          tags,
          summary: `Убрать пользователя: ${path}`,
          params: rowParams,
          response: { 200: orderUserSchema, ...errorResponses },
        },
      },
      async (request) =>
        app.db.transaction(async (tx) => {
          const userId = request.authUser!.id;
          await requireEditableOrder(tx, request.params.id, userId, { forUpdate: true });
          return removeOrderUser(tx, request.params.id, path, request.params.rowId, userId);
        }),
    );
  }
};
