import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import {
  tireStorageByClientQuerySchema,
  tireStorageByOrderQuerySchema,
  tireStorageOrderSchema,
} from '../../shared/schemas/tires';
import { getClientRow } from '../clients/clientsRepository';
import { notFound } from '../errors';
import { requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { CLIENT_NOT_FOUND } from '../vehicles/vehiclesRepository';
import { tireStorageQrPdf } from './tireStorageQrPdf';
import {
  listStorageOrdersByClient,
  listStorageOrdersByOrder,
  STORAGE_ORDER_NOT_FOUND,
  storageLabels,
} from './tireStorageRepository';

// The tyre storage orders of a client or of an order (createdDate ascending), and the
// QR labels of a storage order as a PDF. Their status changes through PUT /orders/{id} (the order's own route).

const tags = ['tire-storage'];
const KEY = WIDGET_KEYS.tireStorage;
const listResponse = { 200: z.array(tireStorageOrderSchema), ...errorResponses };

export const tireStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/tire_storage/by_client',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Заявки на хранение шин клиента',
        querystring: tireStorageByClientQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      if (!(await getClientRow(app.db, request.query.clientId))) throw notFound(CLIENT_NOT_FOUND);
      return listStorageOrdersByClient(app.db, request.query.clientId);
    },
  );

  app.get(
    '/v1/tire_storage/by_order',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Заявки на хранение шин по заявке',
        querystring: tireStorageByOrderQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      await requireOrder(app.db, request.query.orderId);
      return listStorageOrdersByOrder(app.db, request.query.orderId);
    },
  );

  app.get(
    '/v1/tire_storage/qr_code/generate_pdf/:id',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'QR-коды шин заявки на хранение (PDF)',
        params: orderIdParamsSchema,
        response: { 200: z.any().describe('Файл PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const labels = await storageLabels(app.db, request.params.id);
      if (!labels) throw notFound(STORAGE_ORDER_NOT_FOUND);
      const name = `QR-коды_${labels[0].orderNumber}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="qr_codes.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(await tireStorageQrPdf(labels));
    },
  );
};
