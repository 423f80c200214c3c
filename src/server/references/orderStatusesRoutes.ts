import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderStatusBindingCreateSchema,
  orderStatusBindingIdParamsSchema,
  orderStatusBindingSchema,
  orderStatusBindingsQuerySchema,
  orderStatusBindingUpdateSchema,
} from '../../shared/schemas/orderStatusBindings';
import { errorResponses } from '../plugins/errorResponses';
import {
  createOrderStatusBinding,
  deleteOrderStatusBinding,
  listOrderStatusBindings,
  makeOrderStatusBindingPrimary,
  updateOrderStatusBinding,
} from './orderStatusesRepository';

// Order status bindings: GET ?serviceId&sourceRefValueId; POST; PUT /{id}; PUT /{id}/primary; DELETE /{id}. They are
// set on the services screen ('Статусы заявок'), so its key governs them; platform data, partner staff change none.

const KEY = 'services';
const tags = ['order statuses'];
const params = orderStatusBindingIdParamsSchema;
const one = { 200: orderStatusBindingSchema, ...errorResponses };
const write = (flag: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: KEY,
  flag,
  platformOnly: true,
});

export const orderStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/order_statuses',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Статусы заявок услуги из источника, по порядку, с основным',
        querystring: orderStatusBindingsQuerySchema,
        response: { 200: z.array(orderStatusBindingSchema), ...errorResponses },
      },
    },
    async (request) => listOrderStatusBindings(app.db, request.query.serviceId, request.query.sourceRefValueId),
  );

  app.post(
    '/v1/order_statuses',
    {
      config: write('permissionInsert'),
      schema: {
        tags,
        summary: 'Привязать статус к услуге и источнику',
        body: orderStatusBindingCreateSchema,
        response: one,
      },
    },
    async (request) => createOrderStatusBinding(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/order_statuses/:id',
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить привязку статуса (статус, порядок)',
        params,
        body: orderStatusBindingUpdateSchema,
        response: one,
      },
    },
    async (request) => updateOrderStatusBinding(app.db, request.params.id, request.body, actor(request)),
  );

  app.put(
    '/v1/order_statuses/:id/primary',
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Сделать статус основным для услуги и источника', params, response: one },
    },
    async (request) => makeOrderStatusBindingPrimary(app.db, request.params.id, actor(request)),
  );

  app.delete(
    '/v1/order_statuses/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Удалить привязку статуса', params, response: one },
    },
    async (request) => deleteOrderStatusBinding(app.db, request.params.id, actor(request)),
  );
};
