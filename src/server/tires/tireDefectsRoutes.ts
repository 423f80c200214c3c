import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  barcodeCheckQuerySchema,
  barcodeCheckSchema,
  tireDefectLineSchema,
  tireDefectsCreateSchema,
  tireDefectsQuerySchema,
  tireDefectsUpdateSchema,
} from '../../shared/schemas/tires';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { isBarcodeUnique, listTireDefects, saveTireDefects } from './tireDefectsRepository';

// The tyre defect lines of an order (GET, POST new lines, PUT edited lines) and the barcode check the defect form calls
// while a barcode is typed. Both writes answer the order's lines as they are now.

const tags = ['tire-defects'];
const KEY = WIDGET_KEYS.tireDefects;
const linesResponse = { 200: z.array(tireDefectLineSchema), ...errorResponses };

export const tireDefectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/tire_defects',
    {
      config: { operation: KEY },
      schema: { tags, summary: 'Дефекты шин заявки', querystring: tireDefectsQuerySchema, response: linesResponse },
    },
    async (request) => {
      await requireOrder(app.db, request.query.orderId);
      return listTireDefects(app.db, request.query.orderId);
    },
  );

  app.get(
    '/v1/tire_defects/barcode_check',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Свободен ли штрихкод (excludeId: строка, которую правят)',
        querystring: barcodeCheckQuerySchema,
        response: { 200: barcodeCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { barcode, excludeId } = request.query;
      return { barcode, barcodeIsUniqueInDB: await isBarcodeUnique(app.db, barcode, excludeId) };
    },
  );

  async function save(
    orderId: number,
    lines: Parameters<typeof saveTireDefects>[2],
    userId: number,
    mode: 'create' | 'update',
  ) {
    await requireEditableOrder(app.db, orderId, userId);
    await app.db.transaction((tx) => saveTireDefects(tx, orderId, lines, userId, mode));
    return listTireDefects(app.db, orderId);
  }

  app.post(
    '/v1/tire_defects',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Добавить строки дефектов шин', body: tireDefectsCreateSchema, response: linesResponse },
    },
    async (request) => save(request.body.orderId, request.body.lines, request.authUser!.id, 'create'),
  );

  app.put(
    '/v1/tire_defects',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить строки дефектов шин (каждая со своим id)',
        body: tireDefectsUpdateSchema,
        response: linesResponse,
      },
    },
    async (request) => save(request.body.orderId, request.body.lines, request.authUser!.id, 'update'),
  );
};
