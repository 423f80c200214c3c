import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VIDEO_CHUNK_BYTES } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errorCodes';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import {
  type ResumableChunkResult,
  resumableChunkQuerySchema,
  resumableChunkResultSchema,
  resumableQuerySchema,
  resumableStartedSchema,
  resumableStartSchema,
  resumableStatusSchema,
  UPLOAD_NOT_FOUND,
  UPLOAD_OFFSET_MISMATCH,
  VIDEO_WRONG_TYPE,
} from '../../shared/schemas/orders/orderFiles';
import { AppError, notFound } from '../errors';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { newStoragePath, readStoredHead, removeStored, writeStored, writeStoredAt } from './fileStorage';
import { detectVideoType } from './fileTypes';
import { createOrderFile, getOrderFile } from './orderFilesRepository';
import { createUpload, deleteUpload, getUpload, setReceivedSize, setUploadFile } from './orderUploadsRepository';
import { fileError } from './uploadedFile';

// The chunked video upload at /orders/{id}/resumable. POST starts it, PUT sends one chunk at the offset the server
// already has (else 409 with receivedSize in details, and the client resumes from there), GET tells how much arrived,
// DELETE cancels. The last chunk turns it into the order's video.

const tags = ['order-photos'];
const KEY = WIDGET_KEYS.orderPhotos;
/** The largest chunk taken; the console sends VIDEO_CHUNK_BYTES. */
const MAX_CHUNK_BYTES = 1024 * 1024;

const chunkBodySchema = z.custom<Buffer>((value) => value instanceof Uint8Array && value.length > 0, {
  error: 'Пустая часть файла',
});

export const orderUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Chunks arrive as raw bytes; this parser lives only in this plugin's scope.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES },
    (_request, body, done) => done(null, body),
  );

  const status = (upload: { id: string; receivedSize: number; fileId: number | null }) => ({
    uploadId: upload.id,
    receivedSize: upload.receivedSize,
    completed: upload.fileId !== null,
  });

  async function requireUpload(uploadId: string, orderId: number) {
    const upload = await getUpload(app.db, uploadId, orderId);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    return upload;
  }

  app.post(
    '/v1/orders/:id/resumable',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Начать загрузку видео частями (MP4, MOV, WebM до 200 МБ)',
        params: orderIdParamsSchema,
        body: resumableStartSchema,
        response: { 200: resumableStartedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const userId = request.authUser!.id;
      await requireEditableOrder(app.db, orderId, userId);
      const id = randomUUID();
      const storagePath = newStoragePath(orderId, id);
      const { fileName, mimeType, totalSize } = request.body;
      await app.db.transaction(async (tx) => {
        await writeStored(tx, storagePath, new Uint8Array(0));
        await createUpload(tx, { id, orderId, fileName, mimeType, totalSize, storagePath, userId });
      });
      return { uploadId: id, receivedSize: 0, chunkSize: VIDEO_CHUNK_BYTES };
    },
  );

  app.get(
    '/v1/orders/:id/resumable',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Сколько байт загрузки уже принято',
        params: orderIdParamsSchema,
        querystring: resumableQuerySchema,
        response: { 200: resumableStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      return status(await requireUpload(request.query.uploadId, request.params.id));
    },
  );

  app.put(
    '/v1/orders/:id/resumable',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Часть файла (application/octet-stream, до 1 МБ) с места offset',
        consumes: ['application/octet-stream'],
        params: orderIdParamsSchema,
        querystring: resumableChunkQuerySchema,
        body: chunkBodySchema,
        response: { 200: resumableChunkResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<ResumableChunkResult> => {
      const orderId = request.params.id;
      const userId = request.authUser!.id;
      const { uploadId, offset } = request.query;
      const chunk = request.body;
      await requireEditableOrder(app.db, orderId, userId);
      // The upload row stays locked while its chunk is written, so two requests for one offset cannot both land; the
      // chunk and receivedSize commit together, so what the server says it has is what it has.
      const outcome = await app.db.transaction(async (tx) => {
        const upload = await getUpload(tx, uploadId, orderId, { forUpdate: true });
        if (!upload) throw notFound(UPLOAD_NOT_FOUND);
        if (upload.fileId !== null || offset !== upload.receivedSize) {
          throw new AppError(409, ERROR_CODES.ineligibleState, UPLOAD_OFFSET_MISMATCH, {
            receivedSize: String(upload.receivedSize),
          });
        }
        if (offset + chunk.length > upload.totalSize) throw fileError('Часть выходит за объявленный размер файла');
        await writeStoredAt(tx, upload.storagePath, offset, chunk);
        const receivedSize = offset + chunk.length;
        await setReceivedSize(tx, upload.id, receivedSize);
        if (receivedSize < upload.totalSize) return { kind: 'partial' as const, receivedSize };
        const mimeType = detectVideoType(await readStoredHead(tx, upload.storagePath));
        if (!mimeType) {
          // Not a video after all: nothing of it is kept, and the upload cannot go on.
          await deleteUpload(tx, upload.id);
          await removeStored(tx, upload.storagePath);
          return { kind: 'wrongType' as const };
        }
        const fileId = await createOrderFile(tx, {
          orderId,
          kind: 'video',
          source: 'operator',
          fileName: upload.fileName,
          mimeType,
          size: upload.totalSize,
          storagePath: upload.storagePath,
          comment: null,
          userId,
        });
        await setUploadFile(tx, upload.id, fileId);
        return { kind: 'complete' as const, receivedSize, fileId };
      });
      if (outcome.kind === 'wrongType') throw fileError(VIDEO_WRONG_TYPE);
      if (outcome.kind === 'partial')
        return { uploadId, receivedSize: outcome.receivedSize, completed: false, file: null };
      return {
        uploadId,
        receivedSize: outcome.receivedSize,
        completed: true,
        file: await getOrderFile(app.db, outcome.fileId),
      };
    },
  );

  app.delete(
    '/v1/orders/:id/resumable',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Отменить загрузку',
        params: orderIdParamsSchema,
        querystring: resumableQuerySchema,
        response: { 200: resumableStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireOrder(app.db, request.params.id);
      // Locked, so a last chunk landing meanwhile cannot make these bytes the order's video as they go.
      const upload = await app.db.transaction(async (tx) => {
        const locked = await getUpload(tx, request.query.uploadId, request.params.id, { forUpdate: true });
        if (!locked) throw notFound(UPLOAD_NOT_FOUND);
        await deleteUpload(tx, locked.id);
        // A finished upload is the order's video now: only an unfinished one's bytes go.
        if (locked.fileId === null) await removeStored(tx, locked.storagePath);
        return locked;
      });
      return status(upload);
    },
  );
};
