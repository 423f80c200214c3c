import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { moveServiceSchema, orderEntitySchema, orderFieldSchema } from '../../shared/schemas/orders/orderEntity';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { findService, listOrderFields, SERVICE_NOT_FOUND } from './orderFieldsRepository';
import { ORDER_READ } from './orderReadAccess';
import { moveOrderService } from './orderSaveRepository';

// Each service's own fields (the order form builds its service block from them), and
// moving an order to another service.

const tags = ['orders'];
const serviceIdParams = z.object({ id: idParam('Некорректный сервис') });
const orderIdParams = z.object({ orderId: idParam('Некорректный номер заявки') });

export const orderFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_fields/services/:id',
    {
      config: { anyOf: ORDER_READ },
      schema: {
        tags,
        summary: 'Поля заявки сервиса',
        params: serviceIdParams,
        response: { 200: z.array(orderFieldSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await findService(app.db, request.params.id))) throw notFound(SERVICE_NOT_FOUND);
      return listOrderFields(app.db, request.params.id);
    },
  );

  app.post(
    '/v1/order_fields/move_service/:orderId',
    {
      config: { operation: WIDGET_KEYS.orderMoveService, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Перенести заявку в другой сервис (значения полей, которых у него нет, удаляются)',
        params: orderIdParams,
        body: moveServiceSchema,
        response: { 200: orderEntitySchema, ...errorResponses },
      },
    },
    async (request) =>
      app.db.transaction((tx) =>
        moveOrderService(tx, request.params.orderId, request.body.serviceId, request.authUser!.id),
      ),
  );
};
