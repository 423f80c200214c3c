import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  MAX_TRAVEL_INVOICE_BYTES,
  TRAVEL_PAYMENT_MESSAGES,
  travelPaymentFindResultSchema,
  travelPaymentFindSchema,
  travelPaymentInputSchema,
  travelPaymentRefundSchema,
  travelPaymentSchema,
} from '../../shared/schemas/travel/travelPayments';
import { partnerScopeOf } from '../auth/partnerScope';
import { notFound } from '../errors';
import { readStoredStream, safeFileName } from '../files/fileStorage';
import { detectImageType, detectPdfType } from '../files/fileTypes';
import { fileError, uploadBodySchema } from '../files/uploadedFile';
import { errorResponses } from '../plugins/errorResponses';
import type { PaymentCaller } from './travelPaymentLifecycle';
import { findPayments, readPayment } from './travelPaymentRead';
import {
  confirmPayment,
  createPayment,
  deletePayment,
  invoiceOf,
  refundPayment,
  updatePayment,
  uploadPaymentInvoice,
} from './travelPaymentsRepository';

// Payments against travel policies (docs/travel-insurance.md). Every action answers the payment as it is afterwards,
// with the actions machines/travel/travelPaymentMachine allows; a stale action answers 409 INELIGIBLE_STATE. A
// partner's staff reach only payments of their partner's policies (others answer 404).

const KEY = 'vzr.payments';
const tags = ['vzr'];
const idParams = z.object({ id: idParam('Некорректный идентификатор платежа') });
const one = { 200: travelPaymentSchema, ...errorResponses };
const INVOICE_NOT_FOUND = 'Счёт не загружен';
const INVOICE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** One file of up to the limit + 1 byte kept (the extra byte tells 'too big'), so the answer is our 400, not a 413. */
const invoiceMultipartOptions = {
  limits: { fileSize: MAX_TRAVEL_INVOICE_BYTES + 1 },
  throwFileSizeLimit: false,
} as { limits: { fileSize: number } };
const invoiceBodySchema = z.object({
  file: uploadBodySchema.shape.file,
  /** The file's own name: the multipart part's name does not reach the body, so the console sends it too. */
  fileName: uploadBodySchema.shape.fileName,
});

/** PDF, JPEG or PNG by the file's first bytes, whatever its name says. */
const invoiceTypeOf = (bytes: Uint8Array) => {
  const type = detectPdfType(bytes) ?? detectImageType(bytes);
  return type && INVOICE_TYPES.has(type) ? type : null;
};

export const travelPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);
  const callerOf = async (request: FastifyRequest): Promise<PaymentCaller> => ({
    userId: request.authUser?.id ?? null,
    scope: await scopeOf(request),
  });
  const flag = (f: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({ operation: KEY, flag: f });

  app.post(
    '/v1/vzr/payments/find',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Платежи ВЗР: фильтры полис, статус, способ, касса, даты оплаты; поиск по номерам и плательщику',
        body: travelPaymentFindSchema,
        response: { 200: travelPaymentFindResultSchema, ...errorResponses },
      },
    },
    async (request) => findPayments(app.db, request.body, await scopeOf(request)),
  );

  app.get(
    '/v1/vzr/payments/:id',
    { config: { operation: KEY }, schema: { tags, summary: 'Платёж ВЗР', params: idParams, response: one } },
    async (request) => readPayment(app.db, request.params.id, await scopeOf(request)),
  );

  app.post(
    '/v1/vzr/payments',
    {
      config: flag('permissionInsert'),
      schema: {
        tags,
        summary: 'Принять платёж по выпущенному полису (не больше остатка к оплате)',
        body: travelPaymentInputSchema,
        response: one,
      },
    },
    async (request) => createPayment(app.db, request.body, await callerOf(request)),
  );

  app.put(
    '/v1/vzr/payments/:id',
    {
      config: flag('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить зарегистрированный платёж (полис не меняется)',
        params: idParams,
        body: travelPaymentInputSchema,
        response: one,
      },
    },
    async (request) => updatePayment(app.db, request.params.id, request.body, await callerOf(request)),
  );

  app.delete(
    '/v1/vzr/payments/:id',
    {
      config: flag('permissionDelete'),
      schema: { tags, summary: 'Удалить зарегистрированный платёж', params: idParams, response: one },
    },
    async (request) => deletePayment(app.db, request.params.id, await callerOf(request)),
  );

  app.put(
    '/v1/vzr/payments/:id/confirm',
    {
      config: flag('permissionUpdate'),
      schema: {
        tags,
        summary: 'Подтвердить платёж: оплата полиса (безналичный перевод — только со счётом)',
        params: idParams,
        response: one,
      },
    },
    async (request) => confirmPayment(app.db, request.params.id, await callerOf(request)),
  );

  app.put(
    '/v1/vzr/payments/:id/refund',
    {
      config: flag('permissionDelete'),
      schema: {
        tags,
        summary: 'Вернуть подтверждённый платёж (пока полис не начал действовать или аннулирован)',
        params: idParams,
        body: travelPaymentRefundSchema,
        response: one,
      },
    },
    async (request) => refundPayment(app.db, request.params.id, request.body.reason, await callerOf(request)),
  );

  app.post(
    '/v1/vzr/payments/:id/invoice',
    {
      config: { ...flag('permissionUpdate'), multipartOptions: invoiceMultipartOptions },
      schema: {
        tags,
        summary: 'Загрузить счёт плательщика (multipart: file, fileName; PDF, JPEG или PNG до 10 МБ)',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: invoiceBodySchema,
        response: one,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      // The payment is looked up first: another partner's answers 404 whatever file comes with it.
      await readPayment(app.db, request.params.id, caller.scope);
      const { file, fileName } = request.body;
      if (file.length > MAX_TRAVEL_INVOICE_BYTES) throw fileError(TRAVEL_PAYMENT_MESSAGES.invoiceSize);
      const mimeType = invoiceTypeOf(file);
      if (!mimeType) throw fileError(TRAVEL_PAYMENT_MESSAGES.invoiceType);
      const fallback = `invoice-${request.params.id}.${EXTENSIONS[mimeType]}`;
      const name = fileName ? safeFileName(fileName, fallback) : fallback;
      return uploadPaymentInvoice(app.db, request.params.id, { bytes: file, name, mimeType }, caller);
    },
  );

  app.get(
    '/v1/vzr/payments/:id/invoice',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Счёт плательщика (Content-Type файла)',
        params: idParams,
        response: { 200: z.any().describe('Содержимое файла'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(app.db, request.params.id, await scopeOf(request));
      const stored = invoice && (await readStoredStream(app.db, invoice.path));
      if (!invoice || !stored) throw notFound(INVOICE_NOT_FOUND);
      const asciiName = invoice.name.replace(/[^\w.-]/g, '_');
      return reply
        .type(invoice.mimeType)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=0')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(invoice.name)}`,
        )
        .send(stored.stream);
    },
  );
};
