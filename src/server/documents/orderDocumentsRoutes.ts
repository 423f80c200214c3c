import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  docIdParamsSchema,
  docPlaceholderSchema,
  docTemplateSchema,
  docTemplatesQuerySchema,
  generateDocsSchema,
  orderDocumentSchema,
  sendSignLinksSchema,
  signedDocSchema,
  signLinkSchema,
  verifySmsCodeSchema,
} from '../../shared/schemas/orders/orderDocuments';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import { notFound } from '../errors';
import { readStored } from '../files/fileStorage';
import { errorResponses } from '../plugins/errorResponses';
import { listPlaceholders, listTemplatesForOrder } from './docTemplatesRepository';
import { documentFile, generateOrderDocuments, listOrderDocuments } from './orderDocumentsRepository';
import { createSignLink, listSignedDocs, verifySignCode } from './signLinksRepository';

// An order's documents: POST /v2/orders/{id}/docs, generate_and_send_links, sms_code/verify;
// GET /partner_doc_templates/placeholders; GET /orders/{id}/signed_doc_urls; and the calls the print section
// needs around them (the templates for an order, the order's documents, a document's PDF).

const KEY = WIDGET_KEYS.orderDocuments;
const tags = ['order documents'];
const documents = { 200: z.array(orderDocumentSchema), ...errorResponses };

/** RFC 5987 for the Russian name, an ASCII fallback for old clients. */
function inlineDisposition(fileName: string, docId: number): string {
  return `inline; filename="document-${docId}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const orderDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/partner_doc_templates/placeholders',
    {
      config: { anyOf: [{ operation: KEY }, { operation: 'partners' }] },
      schema: {
        tags,
        summary: 'Подстановки, которые понимают шаблоны документов',
        response: { 200: z.array(docPlaceholderSchema), ...errorResponses },
      },
    },
    async () => listPlaceholders(),
  );

  app.get(
    '/v1/partner_doc_templates',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Шаблоны документов для заявки: общие, её партнёра и её сервиса',
        querystring: docTemplatesQuerySchema,
        response: { 200: z.array(docTemplateSchema), ...errorResponses },
      },
    },
    async (request) => listTemplatesForOrder(app.db, request.query.orderId),
  );

  app.post(
    '/v2/orders/:id/docs',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Сформировать документы заявки по шаблонам (PDF)',
        params: orderIdParamsSchema,
        body: generateDocsSchema,
        response: documents,
      },
    },
    async (request) => generateOrderDocuments(app.db, request.params.id, request.body.templateIds, userId(request)),
  );

  app.get(
    '/v1/orders/:id/docs',
    {
      config: { operation: KEY },
      schema: { tags, summary: 'Сформированные документы заявки', params: orderIdParamsSchema, response: documents },
    },
    async (request) => listOrderDocuments(app.db, request.params.id),
  );

  app.get(
    '/v1/orders/docs/:docId/file',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Файл документа (application/pdf)',
        params: docIdParamsSchema,
        response: { 200: z.any().describe('Файл PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await documentFile(app.db, request.params.docId);
      // A generated document is a small PDF: read whole.
      const pdf = await readStored(app.db, file.storagePath);
      if (!pdf) throw notFound('Файл документа не найден');
      return reply
        .type('application/pdf')
        .header('content-disposition', inlineDisposition(file.fileName, request.params.docId))
        .send(pdf);
    },
  );

  app.post(
    '/v2/orders/:id/docs/generate_and_send_links',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Отправить клиенту ссылку на подписание документов с кодом из СМС',
        params: orderIdParamsSchema,
        body: sendSignLinksSchema,
        response: { 200: signLinkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { smsCode, ...link } = await createSignLink(app.db, {
        orderId: request.params.id,
        ...request.body,
        userId: userId(request),
      });
      await app.sms.send({
        phone: request.body.phone,
        text: `Код для подписания документов по заявке: ${smsCode}. Ссылка: ${link.url}`,
      });
      return link;
    },
  );

  app.post(
    '/v2/orders/:id/docs/sms_code/verify',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Подтвердить подписание кодом из СМС',
        params: orderIdParamsSchema,
        body: verifySmsCodeSchema,
        response: { 200: z.array(signedDocSchema), ...errorResponses },
      },
    },
    async (request) => verifySignCode(app.db, { orderId: request.params.id, ...request.body, userId: userId(request) }),
  );

  app.get(
    '/v1/orders/:id/signed_doc_urls',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Подписанные документы заявки со ссылками на файлы',
        params: orderIdParamsSchema,
        response: { 200: z.array(signedDocSchema), ...errorResponses },
      },
    },
    async (request) => listSignedDocs(app.db, request.params.id),
  );
};
