import { z } from 'zod';
import { entityIdSchema, idField, unixSecondsSchema } from '../fields/resourceFields';

// The vehicle catalogue's changes waiting for review (/vehicle/changes, /vehicle/changes/:group/): differences between
// the catalogue feed and the catalogue, staged per level and applied or rejected by an operator.

export const VEHICLE_CHANGE_GROUPS = ['makes', 'models', 'generations', 'modifications'] as const;
export type VehicleChangeGroup = (typeof VEHICLE_CHANGE_GROUPS)[number];

export const VEHICLE_CHANGE_GROUP_TITLES: Record<VehicleChangeGroup, string> = {
  makes: 'Марки',
  models: 'Модели',
  generations: 'Поколения',
  modifications: 'Модификации',
};

export const VEHICLE_CHANGE_KINDS = ['added', 'renamed', 'removed'] as const;
export type VehicleChangeKind = (typeof VEHICLE_CHANGE_KINDS)[number];

export const VEHICLE_CHANGE_KIND_TITLES: Record<VehicleChangeKind, string> = {
  added: 'Новая',
  renamed: 'Переименована',
  removed: 'Удалена',
};

export const VEHICLE_CHANGE_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type VehicleChangeStatus = (typeof VEHICLE_CHANGE_STATUSES)[number];

export const VEHICLE_CHANGE_STATUS_TITLES: Record<VehicleChangeStatus, string> = {
  pending: 'Ожидают решения',
  applied: 'Применённые',
  rejected: 'Отклонённые',
};

export const VEHICLE_CHANGE_MESSAGES = {
  groupNotFound: 'Группа изменений не найдена',
  changeNotFound: 'Изменение не найдено',
  alreadyReviewed: 'Изменение уже рассмотрено',
  noneChosen: 'Выберите изменения',
  refused: 'Изменения не применены: исправьте отмеченные строки или отклоните их',
} as const;

export const vehicleChangeGroupSummarySchema = z.object({
  group: z.enum(VEHICLE_CHANGE_GROUPS),
  title: z.string(),
  pending: z.number().int(),
});
export type VehicleChangeGroupSummary = z.infer<typeof vehicleChangeGroupSummarySchema>;

export const vehicleCatalogChangeSchema = z.object({
  id: entityIdSchema,
  group: z.enum(VEHICLE_CHANGE_GROUPS),
  kind: z.enum(VEHICLE_CHANGE_KINDS),
  entityId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  /** The row above in words: the make of a model, «Kia Rio» for a generation... */
  parentName: z.string().nullable(),
  name: z.string(),
  previousName: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(VEHICLE_CHANGE_STATUSES),
  detectedDate: unixSecondsSchema,
  reviewedDate: unixSecondsSchema.nullable(),
  reviewedByUserId: z.number().int().nullable(),
  reviewedByName: z.string().nullable(),
});
export type VehicleCatalogChange = z.infer<typeof vehicleCatalogChangeSchema>;

export const vehicleChangeGroupParamsSchema = z.object({ group: z.string() });

export const vehicleChangesQuerySchema = z.object({
  status: z.enum(VEHICLE_CHANGE_STATUSES, { error: 'status: pending, applied или rejected' }).default('pending'),
});

/** PUT .../apply and .../reject: the chosen rows of the group. */
export const vehicleChangeIdsSchema = z.object({
  ids: z
    .array(idField('Некорректный идентификатор изменения'), { error: VEHICLE_CHANGE_MESSAGES.noneChosen })
    .min(1, VEHICLE_CHANGE_MESSAGES.noneChosen)
    .max(1000, 'Не более 1000 изменений за раз'),
});
export type VehicleChangeIds = z.infer<typeof vehicleChangeIdsSchema>;

export const vehicleChangesDetectResultSchema = z.object({ staged: z.number().int() });
