import { z } from 'zod';
import { entityIdSchema, idField, idParam } from '../fields/resourceFields';

// Complex bundles (GET/POST /service_bundle, PUT/DELETE /service_bundle/{id}, POST /service_bundle/link,
// DELETE /service_bundle/link/{id}): the positions one tyre operation takes, and the reference values (a wheel
// diameter, a car type) it applies to. The same schemas validate the console's bundle dialog.

export const BUNDLE_NOT_FOUND = 'Комплекс не найден';
export const BUNDLE_LINK_NOT_FOUND = 'Привязка комплекса не найдена';
export const BUNDLE_LINK_EXISTS = 'Это значение уже привязано к комплексу';
export const BUNDLE_OPERATION_MESSAGE = 'Укажите операцию';
export const BUNDLE_OPERATION_NOT_TYRE = 'Операция не из справочника шиномонтажных операций';
export const BUNDLE_POSITION_TWICE = 'Позиция уже есть в комплексе';
export const BUNDLE_NO_ITEMS = 'Добавьте хотя бы одну позицию';
export const BUNDLE_QUANTITY_MESSAGE = 'Количество — целое число от 1';

export const bundleItemSchema = z.object({
  id: entityIdSchema,
  positionId: entityIdSchema,
  positionName: z.string(),
  quantity: z.number().int(),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const bundleLinkSchema = z.object({
  id: entityIdSchema,
  bundleId: entityIdSchema,
  refValueId: entityIdSchema,
  refValueName: z.string(),
  refName: z.string(),
});
export type BundleLink = z.infer<typeof bundleLinkSchema>;

export const serviceBundleSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  serviceId: entityIdSchema,
  serviceName: z.string(),
  tireOperationRefValueId: entityIdSchema,
  tireOperationName: z.string(),
  bundleItems: z.array(bundleItemSchema),
  links: z.array(bundleLinkSchema),
});
export type ServiceBundle = z.infer<typeof serviceBundleSchema>;

export const bundleItemInputSchema = z.object({
  positionId: idField('Укажите позицию'),
  quantity: z
    .number({ error: BUNDLE_QUANTITY_MESSAGE })
    .int(BUNDLE_QUANTITY_MESSAGE)
    .min(1, BUNDLE_QUANTITY_MESSAGE)
    .max(10_000, 'Количество не больше 10 000'),
});
export type BundleItemInput = z.infer<typeof bundleItemInputSchema>;

/** The items of a bundle: at least one, each position at most once (the second one carries the message). */
const bundleItemsField = z
  .array(bundleItemInputSchema, { error: BUNDLE_NO_ITEMS })
  .min(1, BUNDLE_NO_ITEMS)
  .max(200, 'Не больше 200 позиций в комплексе')
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, i) => {
      if (seen.has(item.positionId))
        ctx.addIssue({ code: 'custom', message: BUNDLE_POSITION_TWICE, path: [i, 'positionId'] });
      seen.add(item.positionId);
    });
  });

const nameField = z
  .string({ error: 'Укажите наименование' })
  .trim()
  .min(1, 'Укажите наименование')
  .max(255, 'Наименование не длиннее 255 символов');

export const serviceBundleCreateSchema = z.object({
  name: nameField,
  serviceId: idField('Укажите услугу'),
  tireOperationRefValueId: idField(BUNDLE_OPERATION_MESSAGE),
  bundleItems: bundleItemsField,
});
export type ServiceBundleCreate = z.input<typeof serviceBundleCreateSchema>;

/** PUT /service_bundle/{id}: bundleItems, when sent, replace the bundle's items. */
export const serviceBundleUpdateSchema = serviceBundleCreateSchema.partial();
export type ServiceBundleUpdate = z.input<typeof serviceBundleUpdateSchema>;

export const serviceBundlesQuerySchema = z.object({ serviceId: idParam('Некорректная услуга').optional() });

export const bundleLinkCreateSchema = z.object({
  bundleId: idField('Укажите комплекс'),
  refValueId: idField('Укажите значение справочника'),
});
export type BundleLinkCreate = z.infer<typeof bundleLinkCreateSchema>;
