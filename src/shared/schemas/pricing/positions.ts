import { z } from 'zod';
import { entityIdSchema, softDeleteFields } from '../fields/resourceFields';

// Nomenclature positions (GET/POST /nomenclature, PUT/DELETE /nomenclature/{id}, POST /nomenclature/{id} restores):
// what price lists price and bundles are made of. The same schemas validate the console's position form.

export const POSITION_NOT_FOUND = 'Позиция не найдена';
export const POSITION_DELETED = 'Позиция удалена';
export const DEFAULT_UNIT = 'шт.';

const nameField = z
  .string({ error: 'Укажите наименование' })
  .trim()
  .min(1, 'Укажите наименование')
  .max(255, 'Наименование не длиннее 255 символов');
const unitField = z
  .string({ error: 'Укажите единицу измерения' })
  .trim()
  .min(1, 'Укажите единицу измерения')
  .max(32, 'Единица измерения не длиннее 32 символов');
/** An article or code; an empty one is no code (null). */
const codeField = z
  .string({ error: 'Код — строка' })
  .trim()
  .max(64, 'Код не длиннее 64 символов')
  .nullable()
  .transform((v) => (v ? v : null));

export const positionSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  unit: z.string(),
  code: z.string().nullable(),
  ...softDeleteFields,
});
export type Position = z.infer<typeof positionSchema>;

export const positionCreateSchema = z.object({
  name: nameField,
  unit: unitField.default(DEFAULT_UNIT),
  code: codeField.optional(),
});
export type PositionCreate = z.input<typeof positionCreateSchema>;

export const positionUpdateSchema = z.object({
  name: nameField.optional(),
  unit: unitField.optional(),
  code: codeField.optional(),
});
export type PositionUpdate = z.input<typeof positionUpdateSchema>;

/** GET /nomenclature/short: the pickers' alive positions. */
export const positionShortSchema = z.object({ id: entityIdSchema, name: z.string() });
export type PositionShort = z.infer<typeof positionShortSchema>;
