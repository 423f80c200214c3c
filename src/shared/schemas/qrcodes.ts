import { z } from 'zod';
import { BARCODE_LENGTH } from '../constants';
import { optionalField } from './fields/formFields';
import { findRequestSchema } from './fields/paging';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from './fields/resourceFields';

// QR labels printed ahead (/qrcodes): a batch of unique codes of the tyre barcode's length for a partner (and
// optionally one of its offices). A code is used once a stored tyre carries it as its barcode.

export const QR_BATCH_NOT_FOUND = 'Партия QR-кодов не найдена';
export const QR_BATCH_USED = 'Коды партии уже использованы на шинах: такую партию удалить нельзя';
export const QR_OFFICE_NOT_FOUND = 'Офис не найден';
export const QR_OFFICE_OF_OTHER_PARTNER = 'Офис другого партнёра';
/** The most codes one batch holds (one request, one transaction, a PDF of a few dozen pages). */
export const QR_BATCH_MAX = 1000;
export const QR_CODE_LENGTH = BARCODE_LENGTH;
const COUNT_REQUIRED = 'Укажите количество кодов';
const COUNT_RANGE = `Количество кодов — от 1 до ${QR_BATCH_MAX}`;
const COUNT_INTEGER = 'Количество кодов — целое число';

/** A row of POST /qrcodes/find, and the header of GET /qrcodes/{id}. */
export const qrCodeBatchSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  partnerName: z.string().nullable(),
  officeId: entityIdSchema.nullable(),
  officeName: z.string().nullable(),
  comment: z.string().nullable(),
  count: z.number().int(),
  /** Codes a stored tyre carries as its barcode. */
  usedCount: z.number().int(),
  createdByUserId: entityIdSchema.nullable(),
  createdByName: z.string().nullable(),
  createdAt: unixSecondsSchema,
});
export type QrCodeBatch = z.infer<typeof qrCodeBatchSchema>;

export const qrCodeSchema = z.object({
  id: entityIdSchema,
  code: z.string(),
  used: z.boolean(),
  /** The order of the tyre that carries the code. */
  orderId: entityIdSchema.nullable(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

/** GET /qrcodes/{id}: the batch with its codes in the order they were made. */
export const qrCodeBatchDetailSchema = qrCodeBatchSchema.extend({ codes: z.array(qrCodeSchema) });
export type QrCodeBatchDetail = z.infer<typeof qrCodeBatchDetailSchema>;

/** POST /qrcodes/find: newest first; a partner's staff always get their own partner's batches. */
export const qrCodeBatchesFindSchema = findRequestSchema.extend({
  sortField: z.enum(['createdAt', 'id'], { error: 'Сортировка: createdAt или id' }).optional(),
  partnerId: idField('Некорректный партнёр').optional(),
  officeId: idField('Некорректный офис').optional(),
});
export type QrCodeBatchesFind = z.output<typeof qrCodeBatchesFindSchema>;
export const qrCodeBatchesPageSchema = z.object({ items: z.array(qrCodeBatchSchema), total: z.number().int() });
export type QrCodeBatchesPage = z.infer<typeof qrCodeBatchesPageSchema>;

/** POST /qrcodes, and the console's 'Создать коды' form. A partner's staff always make their own partner's. */
export const qrCodeBatchCreateSchema = z.object({
  partnerId: idField('Выберите партнёра'),
  officeId: optionalField(idField('Некорректный офис')),
  count: z.number({ error: COUNT_REQUIRED }).int(COUNT_INTEGER).min(1, COUNT_RANGE).max(QR_BATCH_MAX, COUNT_RANGE),
  comment: optionalField(
    z.string({ error: 'Ожидается текст' }).trim().max(500, 'Комментарий: не длиннее 500 символов'),
  ),
});
export type QrCodeBatchCreate = z.output<typeof qrCodeBatchCreateSchema>;
export type QrCodeBatchCreateInput = z.input<typeof qrCodeBatchCreateSchema>;

export const qrCodeBatchIdParamsSchema = z.object({ id: idParam('Некорректная партия QR-кодов') });
/** GET /qrcodes/{id}/pdf?unusedOnly=true prints only the codes no tyre carries yet. */
export const qrCodeBatchPdfQuerySchema = z.object({
  unusedOnly: z.stringbool({ error: 'unusedOnly: true или false' }).default(false),
});
