import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import {
  FILE_NOT_FOUND,
  orderFileSchema,
  PHOTO_WRONG_TYPE,
  photoIdParamsSchema,
  photosQuerySchema,
  photoUpdateSchema,
} from '../../shared/schemas/orders/orderFiles';
import { notFound } from '../errors';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { readStoredStream } from './fileStorage';
import { detectImageType } from './fileTypes';
import {
  getOrderFile,
  getOrderFileRow,
  listOrderFiles,
  setOrderFileDeleted,
  updateOrderFile,
} from './orderFilesRepository';
import { orderUploadRoute } from './uploadedFile';

// The order's photos and videos (GET with showDeleted and source, POST multipart), a photo's comment and source,
// soft delete and restore, the bytes, and the client's photos.

const tags = ['order-photos'];
const KEY = WIDGET_KEYS.orderPhotos;
const MEDIA = ['photo', 'video'] as const;

export const orderPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The live file of a live order, or 404. */
  async function requireFile(photoId: number, kinds: readonly string[] = MEDIA) {
    const row = await getOrderFileRow(app.db, photoId);
    if (!row || !kinds.includes(row.kind)) throw notFound(FILE_NOT_FOUND);
    await requireOrder(app.db, row.orderId);
    return row;
  }

  app.get(
    '/v1/orders/:id/photos',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Фото и видео заявки',
        params: orderIdParamsSchema,
        querystring: photosQuerySchema,
        response: { 200: z.array(orderFileSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      return listOrderFiles(app.db, request.params.id, { kinds: [...MEDIA], ...request.query });
    },
  );

  app.get(
    '/v1/orders/:id/client_photos',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Фото, присланные клиентом',
        params: orderIdParamsSchema,
        response: { 200: z.array(orderFileSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      return listOrderFiles(app.db, request.params.id, { kinds: [...MEDIA], source: 'client' });
    },
  );

  orderUploadRoute(app, {
    url: '/v1/orders/:id/photos',
    tags,
    summary: 'Добавить фото (multipart: file, source, comment, fileName; JPEG, PNG, WebP, HEIC до 10 МБ)',
    operation: KEY,
    kind: 'photo',
    typeOf: detectImageType,
    wrongType: PHOTO_WRONG_TYPE,
    namePrefix: 'photo',
    takesSource: true,
  });

  app.put(
    '/v1/orders/photos/:photoId',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить комментарий и источник фото',
        params: photoIdParamsSchema,
        body: photoUpdateSchema,
        response: { 200: orderFileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await requireFile(request.params.photoId);
      await requireEditableOrder(app.db, row.orderId, request.authUser!.id);
      await updateOrderFile(app.db, row.id, { comment: request.body.comment ?? null, source: request.body.source });
      return (await getOrderFile(app.db, row.id))!;
    },
  );

  for (const [path, deleted] of [
    ['/v1/orders/photos/:photoId', true],
    ['/v1/orders/photos/:photoId/restore', false],
  ] as const) {
    app.route({
      method: deleted ? 'DELETE' : 'PUT',
      url: path,
      config: { operation: KEY, flag: deleted ? 'permissionDelete' : 'permissionUpdate' },
      schema: {
        tags,
        summary: deleted ? 'Удалить фото (мягко)' : 'Восстановить удалённое фото',
        params: photoIdParamsSchema,
        response: { 200: orderFileSchema, ...errorResponses },
      },
      handler: async (request) => {
        const userId = request.authUser!.id;
        const row = await requireFile(request.params.photoId);
        await requireEditableOrder(app.db, row.orderId, userId);
        if ((row.deletedDate !== null) !== deleted)
          await app.db.transaction((tx) => setOrderFileDeleted(tx, row, deleted, userId));
        return (await getOrderFile(app.db, row.id))!;
      },
    });
  }

  app.get(
    '/v1/orders/photos/:photoId/file',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Содержимое файла заявки (фото, видео, временный файл)',
        params: photoIdParamsSchema,
        response: { 200: z.any().describe('Содержимое файла (Content-Type файла)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await requireFile(request.params.photoId, ['photo', 'video', 'temporary']);
      // Streamed chunk by chunk: a 200 MB video is never held whole.
      const stored = await readStoredStream(app.db, row.storagePath);
      if (!stored) throw notFound(FILE_NOT_FOUND);
      return reply
        .type(row.mimeType)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .send(stored.stream);
    },
  );
};
