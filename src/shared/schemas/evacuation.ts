import { z } from 'zod';
import { optionalField, optionalText } from './fields/formFields';
import { findRequestSchema } from './fields/paging';
import { idField, idParam } from './fields/resourceFields';
import { refusalFormSchema } from './orders/orderForms';

// The evacuation and emergency-commissioner lists, the tow-truck calls, the partner office's refusal and the region
// time zones. One contract for the server's routes and the console's calls; timestamps are unix seconds.

const unix = z.number().int();
const unixParam = z.coerce.number({ error: 'Ожидается дата (unix-секунды)' }).int('Ожидается дата (unix-секунды)');
const boolParam = (name: string) => z.stringbool({ error: `${name}: true или false` });

/** A row of the evacuation and commissioner lists: the order with its client, vehicle, place and driver. */
export const evacuationOrderRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdDate: unix,
  plannedDate: unix.nullable(),
  statusRefValueId: z.number(),
  statusRefValueName: z.string().nullable(),
  serviceId: z.number(),
  serviceName: z.string().nullable(),
  clientFio: z.string().nullable(),
  clientPhone: z.string().nullable(),
  vehicleTitle: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  address: z.string().nullable(),
  /** specificValues.destinationAddress: where the car is towed to. */
  destinationAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  /** The order's live executor who is a tow-truck driver. */
  driverUserId: z.number().nullable(),
  driverFio: z.string().nullable(),
  cost: z.number().nullable(),
});
export type EvacuationOrderRow = z.infer<typeof evacuationOrderRowSchema>;

export const EVACUATION_SORT_FIELDS = ['createdDate', 'plannedDate', 'number', 'cost'] as const;

/** Status ids as the console sends them: '9011,9012'. */
const idList = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Статусы: список чисел через запятую')
  .transform((text) => text.split(',').map((id) => Number(id.trim())));

/** The query every list here takes: paging, search, statuses, the zone and 'only tomorrow', the creation period. */
export const evacuationListQuerySchema = findRequestSchema.extend({
  sortField: z
    .enum(EVACUATION_SORT_FIELDS, { error: 'Сортировка возможна по полям createdDate, plannedDate, number, cost' })
    .optional(),
  /** Number, client's name or phone, plate, address: any part. */
  search: optionalText,
  statusRefValueIds: optionalField(idList),
  /** IANA zone of the order's place (orders.timezone). */
  timezone: optionalField(z.string().trim().max(64, 'Некорректный часовой пояс')),
  /** Planned for tomorrow in the order's own time zone. */
  onlyTomorrow: boolParam('onlyTomorrow').default(false),
  /** createdDate from / to, unix seconds (to inclusive). */
  dateFrom: optionalField(unixParam),
  dateTo: optionalField(unixParam),
});
export type EvacuationListQuery = z.input<typeof evacuationListQuerySchema>;
export type EvacuationListFilter = z.output<typeof evacuationListQuerySchema>;

/** GET /orders/t_avarcom: evacuation=true lists the bank-partner orders that need a tow. */
export const tAvarcomQuerySchema = evacuationListQuerySchema.extend({
  evacuation: optionalField(boolParam('evacuation')),
});
export type TAvarcomQuery = z.input<typeof tAvarcomQuerySchema>;

const userIdParam = optionalField(idParam('Некорректный пользователь'));

/** GET /orders/evacuation/by_user: one driver's orders (the caller's by default). */
export const driverOrdersQuerySchema = evacuationListQuerySchema.extend({ userId: userIdParam });
export type DriverOrdersQuery = z.input<typeof driverOrdersQuerySchema>;

export const evacuationListSchema = z.object({ orders: z.array(evacuationOrderRowSchema), total: z.number() });
export type EvacuationList = z.infer<typeof evacuationListSchema>;

/** GET /orders/evacuation/by_user/report: one driver's period in numbers. */
export const driverReportQuerySchema = z.object({
  userId: userIdParam,
  dateFrom: optionalField(unixParam),
  dateTo: optionalField(unixParam),
});
export type DriverReportQuery = z.input<typeof driverReportQuerySchema>;

export const driverReportSchema = z.object({
  userId: z.number(),
  userFio: z.string(),
  count: z.number(),
  totalCost: z.number(),
  /** totalCost / count to 2 decimals; null without orders. */
  averageCost: z.number().nullable(),
  byStatus: z.array(
    z.object({ statusRefValueId: z.number(), statusRefValueName: z.string().nullable(), count: z.number() }),
  ),
});
export type DriverReport = z.infer<typeof driverReportSchema>;

/** POST /users/evacuation_price: what a tow of `distanceKm` costs with this driver. */
export const evacuationPriceRequestSchema = z.object({
  orderId: idField('Укажите заявку'),
  userId: idField('Укажите водителя'),
  distanceKm: z
    .number({ error: 'Укажите расстояние' })
    .min(0, 'Расстояние не может быть отрицательным')
    .max(10_000, 'Расстояние не более 10 000 км'),
});
export type EvacuationPriceRequest = z.infer<typeof evacuationPriceRequestSchema>;

export const evacuationPriceSchema = z.object({
  orderId: z.number(),
  userId: z.number(),
  basePrice: z.number(),
  pricePerKm: z.number(),
  distanceKm: z.number(),
  price: z.number(),
});
export type EvacuationPrice = z.infer<typeof evacuationPriceSchema>;
export const DRIVER_NOT_FOUND = 'Водитель эвакуатора не найден';

/** GET /users/tow_truck/drivers?refValueId: the drivers, of one truck type when given. */
export const towDriversQuerySchema = z.object({ refValueId: optionalField(idParam('Некорректный тип эвакуатора')) });
export const towDriverSchema = z.object({
  userId: z.number(),
  fio: z.string(),
  phone: z.string().nullable(),
  truckTypeRefValueId: z.number(),
  truckTypeRefValueName: z.string(),
  truckNumber: z.string().nullable(),
  baseId: z.number().nullable(),
  baseName: z.string().nullable(),
  basePrice: z.number(),
  pricePerKm: z.number(),
});
export type TowDriver = z.infer<typeof towDriverSchema>;

/** GET /partner_office/tow_truck_bases?orderId: bases nearest to the order first (all bases without orderId). */
export const towTruckBasesQuerySchema = z.object({ orderId: optionalField(idParam('Некорректный номер заявки')) });
export const towTruckBaseSchema = z.object({
  id: z.number(),
  partnerId: z.number(),
  partnerName: z.string(),
  officeId: z.number().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** From the order's point, 1 decimal; null when the order has no coordinates (or none was given). */
  distanceKm: z.number().nullable(),
});
export type TowTruckBase = z.infer<typeof towTruckBaseSchema>;

/** POST /orders/partner_office_refuse: the refusal form's rules plus the order and (optionally) the office. */
export const partnerOfficeRefuseSchema = refusalFormSchema.safeExtend({
  orderId: idField('Укажите заявку'),
  officeId: optionalField(idField('Некорректный офис')),
});
export type PartnerOfficeRefuseInput = z.input<typeof partnerOfficeRefuseSchema>;
export const partnerOfficeRefuseResultSchema = z.object({ ok: z.literal(true), orderId: z.number() });

/** GET /geo/timezone/{fiasId} and GET /geo/regions. */
export const fiasIdParamsSchema = z.object({
  fiasId: z.string().trim().min(1, 'Укажите регион').max(64, 'Некорректный идентификатор ФИАС'),
});
export const geoRegionSchema = z.object({ fiasId: z.string(), name: z.string(), timezone: z.string() });
export type GeoRegion = z.infer<typeof geoRegionSchema>;
export const REGION_NOT_FOUND = 'Регион не найден';

/** GET /geo/map_config: an XYZ tile URL template ('https://tile.example/{z}/{x}/{y}.png') or null (no tiles). */
export const mapConfigSchema = z.object({ tileUrl: z.string().nullable() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
