import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { optionalField } from '../../shared/schemas/fields/formFields';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  invoiceDocumentSchema,
  invoiceDocumentsQuerySchema,
  invoiceDocumentUpdateSchema,
} from '../../shared/schemas/invoice';
import { FILE_NOT_FOUND } from '../../shared/schemas/orders/orderFiles';
import { partnerScopeOf } from '../auth/partnerScope';
import { AppError, notFound } from '../errors';
import { readStoredStream } from '../files/fileStorage';
import { detectKnownType } from '../files/fileTypes';
import { assertUploadSize, fileError, uploadedFileName, uploadMultipartOptions } from '../files/uploadedFile';
import { assertNotHeldByOther, requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import {
  createInvoiceDocument,
  deleteInvoiceDocument,
  listInvoiceDocuments,
  requireDocumentsInvoice,
  requireInvoiceDocument,
  updateInvoiceDocument,
} from './invoiceDocumentsRepository';
import { INVOICE_TAGS as tags } from './orderInvoicesRoutes';

// An invoice's documents, /order_invoice_documents — GET (orderInvoiceId, showDeleted), POST as form data (a
// PDF, JPEG or PNG file up to 10 MB, or an external link, and a comment), PUT and DELETE /{id}, and the stored file.

const KEY = WIDGET_KEYS.orderInvoices;
export const DOCUMENT_REQUIRED = 'Прикрепите файл или укажите ссылку';
export const DOCUMENT_WRONG_TYPE = 'Допустимы PDF, JPEG и PNG';
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const EXTERNAL_URL_MESSAGE = 'Укажите ссылку вида https://…';

/** Only web links: the console shows the link as one, and a javascript: or data: URL must never become a link. */
const webUrl = z.url({ protocol: /^https?$/, error: EXTERNAL_URL_MESSAGE }).max(2000, EXTERNAL_URL_MESSAGE);
const uploadSchema = z.object({
  orderInvoiceId: idParam('Некорректный номер счёта'),
  comment: optionalField(z.string().trim().max(1000, 'Не более 1000 символов')),
  externalUrl: optionalField(webUrl),
  /** The multipart part's own name does not reach the body; a console may send it as a field. */
  fileName: optionalField(z.string().trim().max(255, 'Не более 255 символов')),
  file: z
    .custom<Buffer>((value) => value instanceof Uint8Array && value.length > 0, { error: DOCUMENT_REQUIRED })
    .optional(),
});
const updateSchema = invoiceDocumentUpdateSchema.extend({ externalUrl: webUrl.nullable().optional() });
const idParamsSchema = z.object({ id: idParam('Некорректный номер документа') });
const documentAnswer = { 200: invoiceDocumentSchema, ...errorResponses };
const required = () =>
  new AppError(400, ERROR_CODES.validation, DOCUMENT_REQUIRED, {
    file: DOCUMENT_REQUIRED,
    externalUrl: DOCUMENT_REQUIRED,
  });

export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  type Caller = { authUser: Parameters<typeof partnerScopeOf>[1] };
  const scopeOf = (request: Caller) => partnerScopeOf(app.db, request.authUser);
  /** Documents change with their invoice: not while another operator holds the order. */
  const assertOrderFree = async (orderId: number, request: Caller) =>
    assertNotHeldByOther(await requireOrder(app.db, orderId), request.authUser?.id);

  app.get(
    '/v1/order_invoice_documents',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Документы счёта',
        querystring: invoiceDocumentsQuerySchema,
        response: { 200: z.array(invoiceDocumentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const invoice = await requireDocumentsInvoice(app.db, request.query.orderInvoiceId, await scopeOf(request));
      return listInvoiceDocuments(app.db, invoice.id, request.query.showDeleted);
    },
  );

  app.post(
    '/v1/order_invoice_documents',
    {
      config: { operation: KEY, flag: 'permissionInsert', multipartOptions: uploadMultipartOptions },
      schema: {
        tags,
        summary:
          'Добавить документ счёта (multipart: orderInvoiceId, comment, file — PDF, JPEG, PNG до 10 МБ — или externalUrl)',
        consumes: ['multipart/form-data'],
        body: uploadSchema,
        response: documentAnswer,
      },
    },
    async (request) => {
      const { orderInvoiceId, comment, externalUrl, fileName, file } = request.body;
      const invoice = await requireDocumentsInvoice(app.db, orderInvoiceId, await scopeOf(request));
      if (!file && !externalUrl) throw required();
      let stored = null;
      if (file) {
        assertUploadSize(file);
        const mimeType = detectKnownType(file);
        if (!mimeType || !DOCUMENT_TYPES.includes(mimeType)) throw fileError(DOCUMENT_WRONG_TYPE);
        stored = {
          bytes: file,
          mimeType,
          fileName: uploadedFileName(fileName, mimeType, `Документ счёта ${invoice.number.replace(/\//g, '-')}`),
        };
      }
      await assertOrderFree(invoice.orderId, request);
      return createInvoiceDocument(app.db, {
        invoiceId: invoice.id,
        orderId: invoice.orderId,
        comment: comment ?? null,
        externalUrl: externalUrl ?? null,
        file: stored,
        userId: request.authUser?.id ?? null,
      });
    },
  );

  app.get(
    '/v1/order_invoice_documents/:id/file',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Файл документа счёта',
        params: idParamsSchema,
        response: { 200: z.any().describe('Содержимое файла (Content-Type файла)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { document } = await requireInvoiceDocument(app.db, request.params.id, await scopeOf(request));
      if (!document.storedName) throw notFound(FILE_NOT_FOUND);
      const stored = await readStoredStream(app.db, document.storedName);
      if (!stored) throw notFound(FILE_NOT_FOUND);
      return reply
        .type(document.mimeType ?? 'application/octet-stream')
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(document.fileName ?? `document-${document.id}`)}`,
        )
        .send(stored.stream);
    },
  );

  app.put(
    '/v1/order_invoice_documents/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить комментарий и ссылку документа счёта',
        params: idParamsSchema,
        body: updateSchema,
        response: documentAnswer,
      },
    },
    async (request) => {
      const { document, orderId } = await requireInvoiceDocument(app.db, request.params.id, await scopeOf(request));
      // An absent comment clears it (the form always sends it); an absent link keeps the one there, null removes it.
      const externalUrl = request.body.externalUrl === undefined ? document.externalUrl : request.body.externalUrl;
      if (!document.storedName && !externalUrl) throw required();
      await assertOrderFree(orderId, request);
      return updateInvoiceDocument(app.db, document.id, { comment: request.body.comment ?? null, externalUrl });
    },
  );

  app.delete(
    '/v1/order_invoice_documents/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить документ счёта (мягко: deletedDate)',
        params: idParamsSchema,
        response: documentAnswer,
      },
    },
    async (request) => {
      const { document, orderId } = await requireInvoiceDocument(app.db, request.params.id, await scopeOf(request));
      await assertOrderFree(orderId, request);
      return deleteInvoiceDocument(app.db, document.id);
    },
  );
};
