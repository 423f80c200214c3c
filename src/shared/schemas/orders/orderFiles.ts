import { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES } from '../../constants';
import { optionalField, optionalText, requiredText } from '../fields/formFields';
import { entityIdSchema, idParam, unixSecondsSchema } from '../fields/resourceFields';

// The order's photos and videos, the chunked video upload and the temporary files. One contract for the server's routes
// and the console's calls. Timestamps are unix seconds.

export const ORDER_FILE_KINDS = ['photo', 'video', 'temporary'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

/** Who took the photo: the operator, the client (client photos) or the executor on site. */
export const PHOTO_SOURCES = ['operator', 'client', 'executor'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];
export const PHOTO_SOURCE_NAMES: Record<PhotoSource, string> = {
  operator: 'Оператор',
  client: 'Клиент',
  executor: 'Исполнитель',
};

export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

export const PHOTO_TOO_BIG = 'Файл слишком большой (не более 10 МБ)';
export const PHOTO_WRONG_TYPE = 'Допустимы только изображения JPEG, PNG, WebP, HEIC';
export const VIDEO_TOO_BIG = 'Файл слишком большой (не более 200 МБ)';
export const VIDEO_WRONG_TYPE = 'Допустимы только видео MP4, MOV, WebM';
export const FILE_REQUIRED = 'Прикрепите файл';
export const FILE_NOT_FOUND = 'Файл не найден';
export const UPLOAD_NOT_FOUND = 'Загрузка не найдена';
export const UPLOAD_OFFSET_MISMATCH = 'Часть файла пришла не с того места: продолжите с принятого размера';

/** What the console checks before sending a photo (the server checks the bytes themselves). */
export function photoUploadError(file: { type: string; size: number }): string | null {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_BIG;
  return (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ? null : PHOTO_WRONG_TYPE;
}

/** What a video upload is refused for before its first byte (the server checks the bytes once they all came). */
export function videoUploadError(file: { type: string; size: number }): string | null {
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_BIG;
  return (VIDEO_MIME_TYPES as readonly string[]).includes(file.type) ? null : VIDEO_WRONG_TYPE;
}

export const orderFileSchema = z.object({
  id: entityIdSchema,
  orderId: entityIdSchema,
  kind: z.enum(ORDER_FILE_KINDS),
  source: z.enum(PHOTO_SOURCES),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  comment: z.string().nullable(),
  userFio: z.string().nullable(),
  createdDate: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
  /** The bytes (GET, with the token): the console loads them into an object URL. */
  url: z.string(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

const sourceField = z.enum(PHOTO_SOURCES, { error: 'Источник: operator, client или executor' });

export const photosQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
  source: sourceField.optional(),
});

/** The form fields of POST /orders/{id}/photos and /temporaryFiles beside the file itself. */
export const fileUploadFieldsSchema = z.object({
  source: optionalField(sourceField),
  comment: optionalField(z.string().trim().max(1000, 'Не более 1000 символов')),
  /** The file's own name: the multipart part's name does not reach the body, so the console sends it too. */
  fileName: optionalField(z.string().trim().max(255, 'Не более 255 символов')),
});

/** PUT /orders/photos/{photoId}: the comment (absent clears it) and the source (absent keeps it). */
export const photoUpdateSchema = z.object({ comment: optionalText, source: sourceField.optional() });
export type PhotoUpdate = z.input<typeof photoUpdateSchema>;

export const photoIdParamsSchema = z.object({ photoId: idParam('Некорректный идентификатор файла') });
export const fileIdParamsSchema = z.object({ fileId: idParam('Некорректный идентификатор файла') });

// --- The chunked video upload (ANY /orders/{id}/resumable).

export const resumableStartSchema = z.object({
  fileName: requiredText('Укажите имя файла').max(255, 'Не более 255 символов'),
  mimeType: z.enum(VIDEO_MIME_TYPES, { error: VIDEO_WRONG_TYPE }),
  totalSize: z
    .number({ error: 'Укажите размер файла' })
    .int('Укажите размер файла')
    .positive('Пустой файл')
    .max(MAX_VIDEO_BYTES, VIDEO_TOO_BIG),
});
export type ResumableStart = z.infer<typeof resumableStartSchema>;

export const resumableStartedSchema = z.object({
  uploadId: z.string(),
  receivedSize: z.number(),
  chunkSize: z.number(),
});
export type ResumableStarted = z.infer<typeof resumableStartedSchema>;

export const resumableQuerySchema = z.object({ uploadId: z.uuid({ error: 'Некорректный идентификатор загрузки' }) });
export const resumableChunkQuerySchema = resumableQuerySchema.extend({
  offset: z.coerce
    .number({ error: 'Некорректное смещение' })
    .int('Некорректное смещение')
    .min(0, 'Некорректное смещение'),
});

export const resumableStatusSchema = z.object({
  uploadId: z.string(),
  receivedSize: z.number(),
  completed: z.boolean(),
});
export type ResumableStatus = z.infer<typeof resumableStatusSchema>;

export const resumableChunkResultSchema = resumableStatusSchema.extend({ file: orderFileSchema.nullable() });
export type ResumableChunkResult = z.infer<typeof resumableChunkResultSchema>;
