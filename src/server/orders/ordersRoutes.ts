import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '../../shared/schemas/fields/resourceFields';
import {
  createLinkedParamsSchema,
  ORDER_NOT_FOUND,
  orderEntitySchema,
  orderFindListResponseSchema,
  orderFindListSchema,
  orderFindResponseSchema,
  orderFindSchema,
  orderIdParamsSchema,
  orderSaveBodySchema,
} from '../../shared/schemas/orders/orderEntity';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { pushAboutOrder } from '../realtime/pushAboutOrder';
import { pushTexts } from '../realtime/pushTexts';
import { ORDER_READ } from './orderReadAccess';
import { createLinkedOrder, createOrder, deleteOrder, updateOrder } from './orderSaveRepository';
import { findOrders, findOrdersByValues, getOrderEntity } from './ordersRepository';

// Orders: the lists (find with scopes and filters, find_list by pasted values), the order
// itself, creation (also linked to another order), the whole-form update and the soft delete. Every change locks the
// order's row and writes its history line in the same transaction.

const tags = ['orders'];
const showIsPaidQuerySchema = z.object({ showIsPaid: z.enum(['true', 'false']).optional() });
const linkedBodySchema = z.object({ orderId: idField('Укажите заявку') });

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/orders/find',
    {
      config: { anyOf: ORDER_READ },
      schema: {
        tags,
        summary: 'Заявки: активные, архив или все, с фильтрами; новые сверху',
        querystring: showIsPaidQuerySchema,
        body: orderFindSchema,
        response: { 200: orderFindResponseSchema, ...errorResponses },
      },
    },
    async (request) => findOrders(app.db, request.body),
  );

  app.post(
    '/v1/orders/find_list',
    {
      config: { operation: 'orders.find.by.values' },
      schema: {
        tags,
        summary: 'Заявки по списку значений: номер, телефон клиента, госномер, лид Carmen',
        body: orderFindListSchema,
        response: { 200: orderFindListResponseSchema, ...errorResponses },
      },
    },
    async (request) => findOrdersByValues(app.db, request.body.values),
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { anyOf: ORDER_READ },
      schema: {
        tags,
        summary: 'Заявка',
        params: orderIdParamsSchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const order = await getOrderEntity(app.db, request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  );

  app.post(
    '/v1/orders',
    {
      config: {
        anyOf: [
          { operation: 'orders.create', flag: 'permissionInsert' },
          { operation: 'tire.fitting.order', flag: 'permissionInsert' },
          { operation: 'loss.adjustment.order', flag: 'permissionInsert' },
        ],
      },
      schema: {
        tags,
        summary: 'Создать заявку',
        body: orderSaveBodySchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) => app.db.transaction((tx) => createOrder(tx, request.body, request.authUser!.id)),
  );

  app.put(
    '/v1/orders/:id',
    {
      config: {
        anyOf: [
          { operation: 'orders.view', flag: 'permissionUpdate' },
          { operation: 'tire.fitting.order', flag: 'permissionUpdate' },
          { operation: 'loss.adjustment.order', flag: 'permissionUpdate' },
        ],
      },
      schema: {
        tags,
        summary: 'Сохранить заявку (вся форма); смена статуса пишется в историю отдельной строкой',
        params: orderIdParamsSchema,
        body: orderSaveBodySchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.authUser!.id;
      let statusChanged = false;
      const order = await app.db.transaction((tx) =>
        updateOrder(tx, request.params.id, request.body, userId, () => {
          statusChanged = true;
        }),
      );
      if (statusChanged) {
        pushAboutOrder(app, order.id, {
          kind: 'orderStatus',
          body: pushTexts.orderStatus(order.number, order.statusRefValueName ?? ''),
          actorUserId: userId,
        });
      }
      return order;
    },
  );

  app.delete(
    '/v1/orders/:id',
    {
      config: { operation: 'orders.view', flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить заявку (мягкое удаление)',
        params: orderIdParamsSchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) => app.db.transaction((tx) => deleteOrder(tx, request.params.id, request.authUser!.id)),
  );

  app.post(
    '/v1/orders/create/linked/:type',
    {
      config: { operation: 'orders.create', flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать связанную заявку сервиса {type} (код или id) для того же клиента и автомобиля',
        params: createLinkedParamsSchema,
        body: linkedBodySchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) =>
      app.db.transaction((tx) =>
        createLinkedOrder(tx, request.body.orderId, request.params.type, request.authUser!.id),
      ),
  );
};
