import { z } from 'zod';
import { REF_VALUE_IDS } from '../../referenceIds';
import { optionalField, optionalText, withRules } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { idField, idParam } from '../fields/resourceFields';
import { orderFormSchema } from './orderForm';

// Orders: the order as the calls answer it, the find bodies, and the save body (the order form's rules plus the
// fields the form does not check). One contract for the server's routes and the console's calls. Timestamps are unix
// seconds.

const unix = z.number().int();
const specificValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Which lists an order belongs to: archive holds closed orders (done, cancelled, archived 29), active the rest. */
export const ORDER_SCOPES = ['active', 'archive', 'all'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

export const orderEntitySchema = z.object({
  id: z.number(),
  number: z.string(),
  createdDate: unix,
  updatedDate: unix,
  statusRefValueId: z.number(),
  statusRefValueName: z.string().nullable(),
  serviceId: z.number(),
  serviceName: z.string().nullable(),
  clientId: z.number(),
  clientFio: z.string().nullable(),
  clientPhone: z.string().nullable(),
  vehicleId: z.number().nullable(),
  vehicleNumber: z.string().nullable(),
  vehicleMakeTitle: z.string().nullable(),
  vehicleModelTitle: z.string().nullable(),
  partnerId: z.number().nullable(),
  partnerName: z.string().nullable(),
  officeId: z.number().nullable(),
  officeName: z.string().nullable(),
  /** Who created it. */
  userId: z.number().nullable(),
  userFio: z.string().nullable(),
  cost: z.number().nullable(),
  isPaid: z.boolean(),
  address: z.string().nullable(),
  /** The region's FIAS id: partner priorities and offers are per region. */
  fiasId: z.string().nullable(),
  description: z.string().nullable(),
  plannedDate: unix.nullable(),
  timezone: z.string(),
  storedObjectRefValueId: z.number().nullable(),
  tires: z.record(z.string(), z.unknown()).nullable(),
  rims: z.record(z.string(), z.unknown()).nullable(),
  cancelReasonRefValueId: z.number().nullable(),
  refusalReasonRefValueId: z.number().nullable(),
  refusalComment: z.string().nullable(),
  outsideRingRoadDistance: z.number().nullable(),
  specificValues: z.record(z.string(), specificValue),
  specificRefValues: z.record(z.string(), z.number().nullable()),
  /** From specificRefValues.diameterWheel and specificValues.tireCount, for the lists. */
  diameterWheelRefValueName: z.string().nullable(),
  tireCount: z.number().nullable(),
  carmenLeadId: z.string().nullable(),
  maId: z.string().nullable(),
  parentOrderId: z.number().nullable(),
  blockedByUserId: z.number().nullable(),
  blockedByUserFio: z.string().nullable(),
  blockedDate: unix.nullable(),
  deletedDate: unix.nullable(),
});
export type OrderEntity = z.infer<typeof orderEntitySchema>;

/** Every column of the order lists sorts on the server (the list columns' ids, orderColumns.tsx). */
export const ORDER_SORT_FIELDS = [
  'createdDate',
  'number',
  'cost',
  'plannedDate',
  'statusRefValueId',
  'serviceName',
  'clientFio',
  'vehicleNumber',
  'partnerName',
  'officeName',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** POST /orders/find: the lists' filters (service, status, partner, dates, client). */
export const orderFindSchema = findRequestSchema.extend({
  sortField: z
    .enum(ORDER_SORT_FIELDS, { error: `Сортировка возможна по полям ${ORDER_SORT_FIELDS.join(', ')}` })
    .optional(),
  scope: z.enum(ORDER_SCOPES, { error: 'scope: active, archive или all' }).default('all'),
  /** Number, client's name or phone, plate: any part. */
  search: optionalText,
  serviceIds: z.array(idField('Некорректный сервис')).optional(),
  statusRefValueIds: z.array(idField('Некорректный статус')).optional(),
  partnerId: optionalField(idField('Некорректный партнёр')),
  /** Any part of the partner's name (the lists' filter while partners have no list call of their own). */
  partnerName: optionalText,
  officeId: optionalField(idField('Некорректный офис')),
  clientId: optionalField(idField('Некорректный клиент')),
  vehicleId: optionalField(idField('Некорректный автомобиль')),
  /** Orders created from this one (POST /orders/create/linked). */
  parentOrderId: optionalField(idField('Некорректная заявка')),
  /** createdDate from / to, unix seconds (to inclusive). */
  dateFrom: optionalField(unix),
  dateTo: optionalField(unix),
});
export type OrderFindRequest = z.input<typeof orderFindSchema>;

/**
 * How many orders past the page's start POST /orders/find counts at most: counting a million on every page costs
 * seconds. When more match, `total` is offset + the cap and `totalCapped` is true («более 10 000» in the lists).
 */
export const ORDER_TOTAL_CAP = 10_000;
/**
 * The same for a quick search whose term is common (thousands of clients): each order found is checked one by one
 * while the list is walked, so only the first hundred past the page's start are counted.
 */
export const ORDER_SEARCH_TOTAL_CAP = 100;

export const orderFindResponseSchema = z.object({
  orders: z.array(orderEntitySchema),
  total: z.number(),
  /** Present (true) when more orders match than were counted: `total` is then a lower bound. */
  totalCapped: z.literal(true).optional(),
});
export type OrderFindResponse = z.infer<typeof orderFindResponseSchema>;

/** POST /orders/find_list: orders by pasted values (numbers, phones, plates, Carmen leads), with what matched. */
export const orderFindListSchema = z.object({
  values: z
    .array(z.string().trim().min(1, 'Пустое значение'), { error: 'Укажите значения для поиска' })
    .min(1, 'Укажите значения для поиска')
    .max(500, 'Не более 500 значений за раз'),
});
export const orderFindListResponseSchema = z.object({
  orders: z.array(orderEntitySchema.extend({ matchedValue: z.string() })),
  /** Values that found nothing. */
  notFound: z.array(z.string()),
});
export type OrderFindListResponse = z.infer<typeof orderFindListResponseSchema>;

/** POST /orders and PUT /orders/{id}: the order form's rules plus what it does not check. */
export const orderSaveSchema = withRules(
  orderFormSchema.extend({
    vehicleId: optionalField(idField('Некорректный автомобиль')),
    partnerId: optionalField(idField('Некорректный партнёр')),
    officeId: optionalField(idField('Некорректный офис')),
    address: optionalText,
    description: optionalText,
    plannedDate: optionalField(unix),
    timezone: optionalText,
    refusalReasonRefValueId: optionalField(idField('Некорректная причина отказа')),
    refusalComment: optionalText,
    carmenLeadId: optionalText,
    isPaid: z.boolean().optional(),
    specificValues: z.record(z.string(), specificValue).default({}),
    specificRefValues: z.record(z.string(), z.number().int().positive().nullable()).default({}),
  }),
  ({ refusalReasonRefValueId, refusalComment }, report) => {
    // A refusal comment is required for reason 503 ('other'): refusalFormSchema's rule, applied to the order.
    if (refusalReasonRefValueId === REF_VALUE_IDS.refusalOther && !refusalComment)
      report('refusalComment', 'Введите комментарий');
  },
);
export type OrderSaveInput = z.input<typeof orderSaveSchema>;
export type OrderSave = z.output<typeof orderSaveSchema>;

/** The order as GET /orders/{id} answers it says 'no tyres, no rims' with null: the same as not giving them. */
function withoutNullTyreParts(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { tires, rims, ...rest } = value as Record<string, unknown>;
  return { ...rest, ...(tires === null ? {} : { tires }), ...(rims === null ? {} : { rims }) };
}

/**
 * The body of POST /orders and PUT /orders/{id}: the save schema, taking the order back as it was read. (The form
 * keeps orderSaveSchema itself, whose shape it reads.)
 */
export const orderSaveBodySchema = z.preprocess(withoutNullTyreParts, orderSaveSchema);

export const orderIdParamsSchema = z.object({ id: idParam('Некорректный номер заявки') });
export const orderIdQuerySchema = z.object({ orderId: idParam('Некорректный номер заявки') });

/** GET /order_fields/services/{id}: a service's own fields. */
export const orderFieldSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['text', 'number', 'date', 'boolean', 'ref']),
  refId: z.number().nullable(),
  required: z.boolean(),
  sort: z.number(),
});
export type OrderField = z.infer<typeof orderFieldSchema>;

/** POST /order_fields/move_service/{orderId}: the order moves to another service (its own fields are dropped). */
export const moveServiceSchema = z.object({ serviceId: idField('Укажите сервис') });

/** POST /orders/create/linked/{type}: {type} is the new order's service code or id. */
export const createLinkedParamsSchema = z.object({ type: z.string().min(1).max(64) });

export const serviceSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type Service = z.infer<typeof serviceSchema>;

/** A history line, a responsible user, a revision executor or editor. */
export const orderHistorySchema = z.object({
  id: z.number(),
  orderId: z.number(),
  action: z.string(),
  text: z.string(),
  userId: z.number().nullable(),
  userFio: z.string().nullable(),
  createdDate: unix,
});
export type OrderHistoryLine = z.infer<typeof orderHistorySchema>;

export const orderUserSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  userId: z.number(),
  userFio: z.string(),
  createdDate: unix,
});
export type OrderUser = z.infer<typeof orderUserSchema>;
export const orderUserBodySchema = z.object({ userId: idField('Укажите пользователя') });

/** PUT /order_block/{orderId}: the order as it is now, blocked by the caller. */
export const orderBlockSchema = z.object({
  orderId: z.number(),
  blockedByUserId: z.number().nullable(),
  blockedByUserFio: z.string().nullable(),
  blockedDate: unix.nullable(),
});
export type OrderBlock = z.infer<typeof orderBlockSchema>;

/** The server's answer when someone else holds the order. */
export const orderBlockedMessage = (fio: string) => `Заявка заблокирована пользователем ${fio}. Изменения невозможны.`;
export const ORDER_ARCHIVED_MESSAGE = 'Заявка в архиве, изменения невозможны';
export const ORDER_NOT_FOUND = 'Заявка не найдена';
