import { z } from 'zod';
import { entityIdSchema, idField, int32Field, softDeleteFields } from './fields/resourceFields';

// The universal reference screen (a reference: id, refId; a reference value: id, name, int1, sort, refId). Create
// and update bodies derive from the entity; every rule carries its Russian message.

const nameField = z
  .string({ error: 'Укажите название' })
  .trim()
  .min(1, 'Укажите название')
  .max(255, 'Название не длиннее 255 символов');

/** A reference book. */
export const refSchema = z.object({
  id: entityIdSchema,
  name: nameField,
  /** A stable machine name; null when the book has none (send null, not '', to clear it). */
  code: z
    .string({ error: 'Код — строка' })
    .trim()
    .min(1, 'Код не может быть пустым')
    .max(64, 'Код не длиннее 64 символов')
    .regex(/^[a-z0-9_.-]+$/, 'Код: строчные латинские буквы, цифры, «_», «.» и «-»')
    .nullable(),
  ...softDeleteFields,
});
export type Ref = z.infer<typeof refSchema>;

export const refCreateSchema = refSchema.omit({ id: true, createdAt: true, deletedDate: true }).partial({ code: true });
export type RefCreate = z.infer<typeof refCreateSchema>;
export const refUpdateSchema = refCreateSchema.partial();
export type RefUpdate = z.infer<typeof refUpdateSchema>;

/** A value of a reference book. */
export const refValueSchema = z.object({
  id: entityIdSchema,
  refId: idField('Укажите справочник'),
  name: nameField,
  int1: int32Field('Числовое значение — целое число').nullable(),
  sort: int32Field('Порядок сортировки — целое число').nullable(),
  ...softDeleteFields,
});
export type RefValue = z.infer<typeof refValueSchema>;

export const refValueCreateSchema = refValueSchema
  .omit({ id: true, createdAt: true, deletedDate: true })
  .partial({ int1: true, sort: true });
export type RefValueCreate = z.infer<typeof refValueCreateSchema>;
export const refValueUpdateSchema = refValueCreateSchema.partial();
export type RefValueUpdate = z.infer<typeof refValueUpdateSchema>;
