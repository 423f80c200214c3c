import { z } from 'zod';
import { optionalText, requiredText } from './fields/formFields';
import { findRequestSchema } from './fields/paging';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from './fields/resourceFields';

// Divisions (/divisions): the departments comment recipients can be, the platform's (no partner) or a partner's.

export const DIVISION_NOT_FOUND = 'Подразделение не найдено';

export const divisionCardSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type DivisionCard = z.infer<typeof divisionCardSchema>;

/** POST /divisions and PUT /divisions/{id}. No partner: a platform division (platform staff only). */
export const divisionSaveSchema = z.object({
  name: requiredText('Укажите название подразделения').pipe(z.string().max(255, 'Название: не длиннее 255 символов')),
  partnerId: idField('Некорректный партнёр').nullable().default(null),
});
export type DivisionSave = z.output<typeof divisionSaveSchema>;
export type DivisionSaveInput = z.input<typeof divisionSaveSchema>;

export const divisionsFindSchema = findRequestSchema.extend({
  sortField: z.enum(['name', 'partnerName', 'id'], { error: 'Сортировка: name, partnerName или id' }).optional(),
  search: optionalText,
  partnerId: idField('Некорректный партнёр').optional(),
  showDeleted: z.boolean({ error: 'showDeleted: true или false' }).default(false),
});
export type DivisionsFind = z.output<typeof divisionsFindSchema>;
export const divisionsPageSchema = z.object({ divisions: z.array(divisionCardSchema), total: z.number().int() });
export type DivisionsPage = z.infer<typeof divisionsPageSchema>;
export const divisionIdParamsSchema = z.object({ id: idParam('Некорректное подразделение') });
