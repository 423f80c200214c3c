import { z } from 'zod';
import { requiredText, withRules } from './fields/formFields';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from './fields/resourceFields';
import { BARCODE_REPEATED, repeatedBarcodeIndexes, tyreDefectListSchema, tyreDefectSchema } from './tyreDefects';

// Tyres: the tyre catalogue, the tyre defect lines of an order and the tyre storage orders.
// One contract for the server's routes and the console's calls; the defect line rules are in tyreDefects.ts.

// --- The catalogue: brand -> model.

export const tireBrandSchema = z.object({ id: entityIdSchema, name: z.string() });
export type TireBrand = z.infer<typeof tireBrandSchema>;

export const tireModelSchema = z.object({ id: entityIdSchema, brandId: entityIdSchema, name: z.string() });
export type TireModel = z.infer<typeof tireModelSchema>;

export const TIRE_BRAND_EXISTS = 'Такой производитель уже есть';
export const TIRE_MODEL_EXISTS = 'Такая модель уже есть';

export const tireBrandCreateSchema = z.object({
  name: requiredText('Укажите производителя').max(255, 'Не более 255 символов'),
});
export type TireBrandCreate = z.infer<typeof tireBrandCreateSchema>;

export const tireModelCreateSchema = z.object({
  brandId: idField('Укажите производителя'),
  name: requiredText('Укажите модель').max(255, 'Не более 255 символов'),
});
export type TireModelCreate = z.infer<typeof tireModelCreateSchema>;

export const tireBrandParamsSchema = z.object({ brandId: idParam('Некорректный идентификатор производителя') });

// --- Tyre defects.

export const tireDefectLineSchema = z.object({
  id: entityIdSchema,
  orderId: entityIdSchema,
  barcode: z.string(),
  defectTypeIds: z.array(z.number()),
  defectTypeNames: z.array(z.string()),
  storedObjectNumber: z.string().nullable(),
  storedObjectRefValueId: z.number().nullable(),
  tireTreadDepth: z.number().nullable(),
  currentState: z.string().nullable(),
});
export type TireDefectLine = z.infer<typeof tireDefectLineSchema>;

export const tireDefectsQuerySchema = z.object({ orderId: idParam('Укажите заявку') });

/** POST /tire_defects: new lines of an order. */
export const tireDefectsCreateSchema = z.object({ orderId: idField('Укажите заявку'), lines: tyreDefectListSchema });
export type TireDefectsCreate = z.input<typeof tireDefectsCreateSchema>;

/** PUT /tire_defects: edited lines, each with its id, under the same rules as new ones. */
export const tireDefectsUpdateSchema = z.object({
  orderId: idField('Укажите заявку'),
  lines: withRules(
    z.array(tyreDefectSchema.safeExtend({ id: idField('Некорректный идентификатор строки') })),
    (lines, report) => {
      for (const index of repeatedBarcodeIndexes(lines)) report([index, 'barcode'], BARCODE_REPEATED);
    },
  ),
});
export type TireDefectsUpdate = z.input<typeof tireDefectsUpdateSchema>;

export const barcodeCheckQuerySchema = z.object({
  barcode: requiredText('Укажите штрихкод'),
  excludeId: idParam('Некорректный идентификатор строки').optional(),
});
export const barcodeCheckSchema = z.object({ barcode: z.string(), barcodeIsUniqueInDB: z.boolean() });
export type BarcodeCheck = z.infer<typeof barcodeCheckSchema>;

// --- Tyre storage orders (service 68).

export const tireStorageOrderSchema = z.object({
  id: entityIdSchema,
  number: z.string(),
  statusRefValueId: z.number(),
  statusRefValueName: z.string().nullable(),
  createdDate: unixSecondsSchema,
  officeName: z.string().nullable(),
  tireCount: z.number().nullable(),
  diameterWheelRefValueName: z.string().nullable(),
});
export type TireStorageOrder = z.infer<typeof tireStorageOrderSchema>;

export const tireStorageByClientQuerySchema = z.object({ clientId: idParam('Укажите клиента') });
export const tireStorageByOrderQuerySchema = z.object({ orderId: idParam('Укажите заявку') });
