import { z } from 'zod';
import { flag, optionalField, requiredText } from '../fields/formFields';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Document templates administered on the partner card (the order card prints them: orders/orderDocuments.ts).

export const DOC_TEMPLATE_NOT_FOUND = 'Шаблон документа не найден';

export const docTemplateAdminSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema.nullable(),
  serviceId: entityIdSchema.nullable(),
  serviceName: z.string().nullable(),
  name: z.string(),
  body: z.string(),
  wheelsWidthDiffer: z.boolean(),
  createdDate: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type DocTemplateAdmin = z.infer<typeof docTemplateAdminSchema>;

/** PUT /partner_doc_templates/{id}: wheelsWidthDiffer is false when absent (seed §5). */
export const docTemplateUpdateSchema = z.object({
  name: requiredText('Укажите название шаблона').pipe(z.string().max(255, 'Название: не длиннее 255 символов')),
  body: requiredText('Укажите текст шаблона').pipe(z.string().max(100_000, 'Текст: не длиннее 100 000 символов')),
  serviceId: optionalField(idField('Некорректная услуга')),
  wheelsWidthDiffer: flag,
});
export type DocTemplateUpdate = z.output<typeof docTemplateUpdateSchema>;
/** POST /partner_doc_templates: the same plus the partner (none: a common template, platform staff only). */
export const docTemplateCreateSchema = docTemplateUpdateSchema.extend({
  partnerId: optionalField(idField('Некорректный партнёр')),
});
export type DocTemplateCreate = z.output<typeof docTemplateCreateSchema>;
export const docTemplateIdParamsSchema = z.object({ id: idParam('Некорректный шаблон документа') });

export const docFontSchema = z.object({ name: z.string(), file: z.string() });
export type DocFont = z.infer<typeof docFontSchema>;
