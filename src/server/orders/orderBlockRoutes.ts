import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { isAllowed } from '../../shared/permissions';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { orderBlockSchema } from '../../shared/schemas/orders/orderEntity';
import { errorResponses } from '../plugins/errorResponses';
import { releaseOrder, takeOrder } from './orderBlockRepository';

// Order block and unblock: an operator takes the order into work, and lets it go. Letting go of
// an order someone else holds needs order.block with permissionDelete.

const tags = ['orders'];
const params = z.object({ orderId: idParam('Некорректный номер заявки') });

export const orderBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/order_block/:orderId',
    {
      config: { operation: WIDGET_KEYS.orderBlock },
      schema: {
        tags,
        summary: 'Взять заявку в работу (заблокировать для других)',
        params,
        response: { 200: orderBlockSchema, ...errorResponses },
      },
    },
    async (request) => app.db.transaction((tx) => takeOrder(tx, request.params.orderId, request.authUser!.id)),
  );

  app.delete(
    '/v1/order_block/:orderId',
    {
      config: { operation: WIDGET_KEYS.orderBlock },
      schema: { tags, summary: 'Освободить заявку', params, response: { 200: orderBlockSchema, ...errorResponses } },
    },
    async (request) => {
      const granted = await app.permissionCache.get(request.authUser!.id);
      const mayReleaseOthers = isAllowed(granted, WIDGET_KEYS.orderBlock, ['permissionDelete']);
      return app.db.transaction((tx) =>
        releaseOrder(tx, request.params.orderId, request.authUser!.id, mayReleaseOthers),
      );
    },
  );
};
