import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errorCodes';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import {
  FILE_REQUIRED,
  fileUploadFieldsSchema,
  type OrderFile,
  orderFileSchema,
  PHOTO_TOO_BIG,
} from '../../shared/schemas/orders/orderFiles';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { requireEditableOrder } from '../orders/orderAccess';
import { errorResponses } from '../plugins/errorResponses';
import { newStoragePath, safeFileName, writeStored } from './fileStorage';
import { createOrderFile, getOrderFile, type NewOrderFile } from './orderFilesRepository';

// A file sent as multipart form data (photos, temporary files): the app-wide multipart plugin puts the file's bytes
// into body.file (attachFieldsToBody 'keyValues'); the routes raise its size limit to ours and check it themselves,
// so an oversized file gets a 400 with the message the console shows instead of a bare 413.

/** Route config: one file of up to MAX_PHOTO_BYTES + 1 bytes kept (the extra byte tells 'too big'), never thrown. */
export const uploadMultipartOptions = { limits: { fileSize: MAX_PHOTO_BYTES + 1 }, throwFileSizeLimit: false } as {
  limits: { fileSize: number };
};

export const uploadBodySchema = fileUploadFieldsSchema.extend({
  file: z.custom<Buffer>((value) => value instanceof Uint8Array && value.length > 0, { error: FILE_REQUIRED }),
});

/** VALIDATION_ERROR with the message both as the error's and as the file field's. */
export const fileError = (message: string) => new AppError(400, ERROR_CODES.validation, message, { file: message });

export function assertUploadSize(bytes: Uint8Array) {
  if (bytes.length > MAX_PHOTO_BYTES) throw fileError(PHOTO_TOO_BIG);
}

/**
 * POST {url} with a multipart file for an order's files (photos, temporary files): the order must be one the user
 * may change, the size is checked, and the type comes from the bytes (`typeOf` answers null for a refused type).
 */
export function orderUploadRoute(
  app: FastifyInstance,
  options: {
    url: string;
    tags: string[];
    summary: string;
    operation: string;
    kind: 'photo' | 'temporary';
    typeOf: (bytes: Uint8Array) => string | null;
    /** The message when `typeOf` refuses the file. */
    wrongType?: string;
    /** The generated name's start when the console sends none. */
    namePrefix: string;
    /** Photos say where they came from; other files are always the operator's. */
    takesSource: boolean;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    options.url,
    {
      config: { operation: options.operation, flag: 'permissionInsert', multipartOptions: uploadMultipartOptions },
      schema: {
        tags: options.tags,
        summary: options.summary,
        consumes: ['multipart/form-data'],
        params: orderIdParamsSchema,
        body: uploadBodySchema,
        response: { 200: orderFileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const userId = request.authUser!.id;
      await requireEditableOrder(app.db, orderId, userId);
      const { file, source = 'operator', comment, fileName } = request.body;
      assertUploadSize(file);
      const mimeType = options.typeOf(file);
      if (!mimeType) throw fileError(options.wrongType ?? 'Недопустимый тип файла');
      return storeOrderFile(app.db, file, {
        orderId,
        kind: options.kind,
        source: options.takesSource ? source : 'operator',
        fileName: uploadedFileName(fileName, mimeType, options.namePrefix),
        mimeType,
        comment: comment || null,
        userId,
      });
    },
  );
}

/** Stores the bytes, the row and its history line in one transaction: a refused row leaves no bytes behind. */
export async function storeOrderFile(
  db: Db,
  bytes: Uint8Array,
  values: Omit<NewOrderFile, 'storagePath' | 'size'>,
): Promise<OrderFile> {
  const storagePath = newStoragePath(values.orderId);
  const id = await db.transaction(async (tx) => {
    await writeStored(tx, storagePath, bytes);
    return createOrderFile(tx, { ...values, storagePath, size: bytes.length });
  });
  return (await getOrderFile(db, id))!;
}

/** The name a file is listed under: the one the console sent, or a generated one with the type's extension. */
export function uploadedFileName(given: string | undefined, mimeType: string, kind: string): string {
  const generated = `${kind}-${new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-')}.${EXTENSIONS[mimeType] ?? 'bin'}`;
  return given ? safeFileName(given, generated) : generated;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};
