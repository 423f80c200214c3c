import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  qrCodeBatchCreateSchema,
  qrCodeBatchDetailSchema,
  qrCodeBatchesFindSchema,
  qrCodeBatchesPageSchema,
  qrCodeBatchIdParamsSchema,
  qrCodeBatchPdfQuerySchema,
  qrCodeBatchSchema,
} from '../../shared/schemas/qrcodes';
import { AppError } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { createQrCodeBatch } from './qrCodeBatchCreation';
import {
  batchCodes,
  deleteQrCodeBatch,
  findQrCodeBatches,
  getQrCodeBatch,
  requireQrCodeBatch,
} from './qrCodeBatchesRepository';
import { qrCodeLabelsPdf } from './qrCodeLabelsPdf';

// The /qrcodes screen: batches of pre-printed QR labels (find, make, one with its codes, the label sheet as PDF,
// delete while unused). The tenant rule is the repository's.

export const QRCODES_KEY = 'qrcodes';
export const NO_UNUSED_CODES = 'Все коды партии уже использованы: печатать нечего';
const tags = ['qrcodes'];
const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

export const qrcodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/qrcodes/find',
    {
      config: { operation: QRCODES_KEY },
      schema: {
        tags,
        summary: 'Партии QR-кодов, новые первыми: партнёр, офис, число кодов и использованных, автор',
        body: qrCodeBatchesFindSchema,
        response: { 200: qrCodeBatchesPageSchema, ...errorResponses },
      },
    },
    async (request) => findQrCodeBatches(app.db, request.body),
  );

  app.post(
    '/v1/qrcodes',
    {
      config: { operation: QRCODES_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать партию уникальных 9-значных кодов (сотрудник партнёра — только своему партнёру)',
        body: qrCodeBatchCreateSchema,
        response: { 200: qrCodeBatchDetailSchema, ...errorResponses },
      },
    },
    async (request) => createQrCodeBatch(app.db, request.body, actor(request)),
  );

  app.get(
    '/v1/qrcodes/:id',
    {
      config: { operation: QRCODES_KEY },
      schema: {
        tags,
        summary: 'Партия QR-кодов с кодами и отметкой об использовании',
        params: qrCodeBatchIdParamsSchema,
        response: { 200: qrCodeBatchDetailSchema, ...errorResponses },
      },
    },
    async (request) => getQrCodeBatch(app.db, request.params.id),
  );

  app.get(
    '/v1/qrcodes/:id/pdf',
    {
      config: { operation: QRCODES_KEY },
      schema: {
        tags,
        summary: 'Лист этикеток партии (PDF A4); unusedOnly=true — только неиспользованные коды',
        params: qrCodeBatchIdParamsSchema,
        querystring: qrCodeBatchPdfQuerySchema,
        response: { 200: z.any().describe('Файл PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const batch = await requireQrCodeBatch(app.db, request.params.id);
      const codes = (await batchCodes(app.db, batch.id)).filter((c) => !request.query.unusedOnly || !c.used);
      if (codes.length === 0) throw new AppError(409, ERROR_CODES.ineligibleState, NO_UNUSED_CODES);
      const name = `QR-коды_партия_${batch.id}.pdf`;
      const pdf = await qrCodeLabelsPdf(
        codes.map((c) => c.code),
        batch,
        `QR-коды, партия № ${batch.id}`,
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="qr_codes_${batch.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(pdf);
    },
  );

  app.delete(
    '/v1/qrcodes/:id',
    {
      config: { operation: QRCODES_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить партию, пока ни один её код не использован',
        params: qrCodeBatchIdParamsSchema,
        response: { 200: qrCodeBatchSchema, ...errorResponses },
      },
    },
    async (request) => deleteQrCodeBatch(app.db, request.params.id, actor(request)),
  );
};
