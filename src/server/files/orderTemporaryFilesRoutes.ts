import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Zippable, zip } from 'fflate';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import { FILE_NOT_FOUND, fileIdParamsSchema, orderFileSchema } from '../../shared/schemas/orders/orderFiles';
import { notFound } from '../errors';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { readStored, removeStored, safeFileName } from './fileStorage';
import { detectKnownType } from './fileTypes';
import {
  deleteOrderFileRow,
  getOrderFileRow,
  listOrderFileRows,
  listOrderFiles,
  orderNumberOf,
} from './orderFilesRepository';
import { orderUploadRoute } from './uploadedFile';

// Temporary files of an order (any type, up to 10 MB), removed for good when deleted,
// and all of them at once as 'Заявка_<number>.zip'.

const tags = ['order-temporary-files'];
const KEY = WIDGET_KEYS.orderPhotos;
export const NO_TEMPORARY_FILES = 'У заявки нет временных файлов';

/** fflate's zip on its worker threads, so a large archive does not hold the event loop. */
const zipAsync = (entries: Zippable) =>
  new Promise<Uint8Array>((resolve, reject) =>
    zip(entries, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
  );

/** 'фото.jpg', 'фото (2).jpg', ...: a zip keeps one entry per name. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export const orderTemporaryFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/orders/:id/temporaryFiles',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Временные файлы заявки',
        params: orderIdParamsSchema,
        response: { 200: z.array(orderFileSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      return listOrderFiles(app.db, request.params.id, { kinds: ['temporary'] });
    },
  );

  orderUploadRoute(app, {
    url: '/v1/orders/:id/temporaryFiles',
    tags,
    summary: 'Добавить временный файл (multipart: file, comment, fileName; до 10 МБ)',
    operation: KEY,
    kind: 'temporary',
    // Served back with this type: only types recognised from the bytes, never one the sender claimed.
    typeOf: (bytes: Uint8Array) => detectKnownType(bytes) ?? 'application/octet-stream',
    namePrefix: 'file',
    takesSource: false,
  });

  app.delete(
    '/v1/orders/temporaryFiles/:fileId',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить временный файл',
        params: fileIdParamsSchema,
        response: { 200: z.object({ id: z.number(), deleted: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.authUser!.id;
      const row = await getOrderFileRow(app.db, request.params.fileId);
      if (row?.kind !== 'temporary') throw notFound(FILE_NOT_FOUND);
      await requireEditableOrder(app.db, row.orderId, userId);
      await app.db.transaction(async (tx) => {
        await deleteOrderFileRow(tx, row, userId);
        await removeStored(tx, row.storagePath);
      });
      return { id: row.id, deleted: true as const };
    },
  );

  app.get(
    '/v1/orders/:id/temporaryFiles/createZip',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Временные файлы заявки одним архивом Заявка_<номер>.zip',
        params: orderIdParamsSchema,
        response: { 200: z.any().describe('Архив ZIP (application/zip)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      await requireOrder(app.db, orderId);
      const rows = await listOrderFileRows(app.db, orderId, 'temporary');
      if (rows.length === 0) throw notFound(NO_TEMPORARY_FILES);
      const taken = new Set<string>();
      const entries: Zippable = {};
      for (const row of rows) {
        const bytes = await readStored(app.db, row.storagePath);
        if (bytes) entries[uniqueName(safeFileName(row.fileName, `file-${row.id}`), taken)] = new Uint8Array(bytes);
      }
      const number = (await orderNumberOf(app.db, orderId)) ?? String(orderId);
      const name = `Заявка_${number}.zip`;
      const asciiName = `order_${number.replace(/[^\w.-]/g, '_')}.zip`;
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(Buffer.from(await zipAsync(entries)));
    },
  );
};
