import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { orderIdQuerySchema } from '../../../shared/schemas/orders/orderEntity';
import {
  orderDocStatusBodySchema,
  orderDocStatusSchema,
  orderIdParamsSchema,
  partIdParamsSchema,
} from '../../../shared/schemas/orders/orderParts';
import { renderSummaryDoc, summaryDocDisposition } from '../../documents/summaryDocPdf';
import { errorResponses } from '../../plugins/errorResponses';
import {
  deleteOrderDocStatus,
  listOrderDocStatuses,
  orderDocSummary,
  setOrderDocStatus,
} from './orderDocStatusesRepository';

// An order's insurance-document statuses: GET and PUT /order_doc_type_statuses; DELETE /{id};
// POST /{orderId}/summary_doc.

const KEY = WIDGET_KEYS.orderDocuments;
const tags = ['order documents'];
const one = { 200: orderDocStatusSchema, ...errorResponses };

export const orderDocStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_doc_type_statuses',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Статусы страховых документов заявки',
        querystring: orderIdQuerySchema,
        response: { 200: z.array(orderDocStatusSchema), ...errorResponses },
      },
    },
    async (request) => listOrderDocStatuses(app.db, request.query.orderId),
  );

  app.put(
    '/v1/order_doc_type_statuses',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Установить статус документа (справочник 911) для типа (справочник 905)',
        body: orderDocStatusBodySchema,
        response: one,
      },
    },
    async (request) => setOrderDocStatus(app.db, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/order_doc_type_statuses/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Снять статус документа', params: partIdParamsSchema, response: one },
    },
    async (request) => deleteOrderDocStatus(app.db, request.params.id, request.authUser?.id ?? null),
  );

  app.post(
    '/v1/order_doc_type_statuses/:orderId/summary_doc',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Сводный документ по документам заявки (PDF)',
        params: orderIdParamsSchema,
        response: { 200: z.any().describe('Файл PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const summary = await orderDocSummary(app.db, request.params.orderId);
      const pdf = await renderSummaryDoc(summary);
      return reply
        .type('application/pdf')
        .header('content-disposition', summaryDocDisposition(summary.orderNumber))
        .send(pdf);
    },
  );
};
