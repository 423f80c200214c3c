import { z } from 'zod';
import { isFilled, requiredText, withRules } from './fields/formFields';
import { entityIdSchema, idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from './fields/resourceFields';

// The tyre reference (/tyre/reference): brands and their models with soft delete. The seed's calls carry no id in
// the path (PUT /catalog/vehicle/tire_brands), so the body does: without an id it adds, with one it renames and/or
// deletes (`deleted: true`) or restores (`deleted: false`).

export const TYRE_BRAND_REQUIRED = 'Укажите производителя';
export const TYRE_MODEL_REQUIRED = 'Укажите модель';
export const TYRE_BRAND_NOT_FOUND = 'Производитель шин не найден';
export const TYRE_MODEL_NOT_FOUND = 'Модель шин не найдена';
export const TYRE_BRAND_EXISTS_DELETED = 'Такой производитель уже есть среди удалённых: восстановите его';
export const TYRE_MODEL_EXISTS_DELETED = 'Такая модель уже есть среди удалённых: восстановите её';
export const TYRE_MODEL_OTHER_BRAND = 'Модель относится к другому производителю';

const name = (message: string) => requiredText(message).max(255, 'Не более 255 символов');

export const tyreBrandRowSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type TyreBrandRow = z.infer<typeof tyreBrandRowSchema>;

export const tyreModelRowSchema = tyreBrandRowSchema.extend({ brandId: entityIdSchema });
export type TyreModelRow = z.infer<typeof tyreModelRowSchema>;

export const tyreBrandsQuerySchema = showDeletedQuerySchema;
export const tyreModelsQuerySchema = showDeletedQuerySchema.extend({ brandId: idParam(TYRE_BRAND_REQUIRED) });

/** The console's add and rename dialogs: only the name is typed. */
export const tyreBrandNameSchema = z.object({ name: name(TYRE_BRAND_REQUIRED) });
export const tyreModelNameSchema = z.object({ name: name(TYRE_MODEL_REQUIRED) });

const deleted = z.boolean({ error: 'Ожидается да или нет' }).optional();

/** PUT /catalog/vehicle/tire_brands. */
export const tyreBrandPutSchema = withRules(
  z.object({
    id: idField('Некорректный идентификатор производителя').optional(),
    name: name(TYRE_BRAND_REQUIRED).optional(),
    deleted,
  }),
  (body, report) => {
    if (body.id === undefined && !isFilled(body.name)) report('name', TYRE_BRAND_REQUIRED);
  },
);
export type TyreBrandPut = z.infer<typeof tyreBrandPutSchema>;

/** PUT /catalog/vehicle/tire_models: a new model names its brand; an existing one keeps it. */
export const tyreModelPutSchema = withRules(
  z.object({
    id: idField('Некорректный идентификатор модели').optional(),
    brandId: idField(TYRE_BRAND_REQUIRED).optional(),
    name: name(TYRE_MODEL_REQUIRED).optional(),
    deleted,
  }),
  (body, report) => {
    if (body.id !== undefined) return;
    if (body.brandId === undefined) report('brandId', TYRE_BRAND_REQUIRED);
    if (!isFilled(body.name)) report('name', TYRE_MODEL_REQUIRED);
  },
);
export type TyreModelPut = z.infer<typeof tyreModelPutSchema>;
