import { z } from 'zod';
import { optionalField, optionalText, requiredText } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';
import { optionalInn, optionalKpp } from './partners';

// Partner legal entities administered on /partners/legal, /partners/legal/:partnerLegalId and
// /partners/legal/create/:partnerId. The invoice editor's own reads stay in invoice.ts.

export const PARTNER_LEGAL_NOT_FOUND_MESSAGE = 'Юридическое лицо не найдено';

export const partnerLegalCardSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  partnerName: z.string(),
  name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  /** VAT percent; null: works without VAT. */
  nds: z.number().nullable(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type PartnerLegalCard = z.infer<typeof partnerLegalCardSchema>;

const NDS_MESSAGE = 'НДС: число от 0 до 100';

/** PUT /partner_legals/{id}: the entity's data; an empty VAT means 'без НДС'. */
export const partnerLegalUpdateSchema = z.object({
  name: requiredText('Укажите название юридического лица').pipe(
    z.string().max(255, 'Название: не длиннее 255 символов'),
  ),
  inn: optionalInn,
  kpp: optionalKpp,
  nds: optionalField(z.coerce.number({ error: NDS_MESSAGE }).min(0, NDS_MESSAGE).max(100, NDS_MESSAGE)),
});
export type PartnerLegalUpdate = z.output<typeof partnerLegalUpdateSchema>;
/** POST /partner_legals: the same plus the partner (forced to the caller's own for partner staff). */
export const partnerLegalCreateSchema = partnerLegalUpdateSchema.extend({ partnerId: idField('Укажите партнёра') });
export type PartnerLegalCreate = z.output<typeof partnerLegalCreateSchema>;
export type PartnerLegalCreateInput = z.input<typeof partnerLegalCreateSchema>;

/** POST /partner_legals/find: paged, by name or INN, of one partner, deleted ones on request. */
export const partnerLegalsFindSchema = findRequestSchema.extend({
  sortField: z.enum(['name', 'partnerName', 'id'], { error: 'Сортировка: name, partnerName или id' }).optional(),
  search: optionalText,
  partnerId: idField('Некорректный партнёр').optional(),
  showDeleted: z.boolean({ error: 'showDeleted: true или false' }).default(false),
});
export type PartnerLegalsFind = z.output<typeof partnerLegalsFindSchema>;
export const partnerLegalsPageSchema = z.object({
  partnerLegals: z.array(partnerLegalCardSchema),
  total: z.number().int(),
});
export type PartnerLegalsPage = z.infer<typeof partnerLegalsPageSchema>;
export const partnerLegalIdParamsSchema = z.object({ id: idParam('Некорректное юридическое лицо') });
