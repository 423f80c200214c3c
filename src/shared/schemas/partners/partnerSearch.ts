import { DateTime } from 'luxon';
import { z } from 'zod';
import { SERVICE_IDS } from '../../constants';
import { optionalField, optionalText } from '../fields/formFields';
import { entityIdSchema, idField, idParam } from '../fields/resourceFields';

// Who can take an order (partners with offices, the nearest office), the B2B customers and their car park, the
// service offices and when an office is free (office availability).

/** POST /partner/{orderId}/find/partner. */
export const partnerSearchBodySchema = z.object({
  /** The service the partner is looked for (the order's own when absent). */
  serviceId: optionalField(idField('Некорректный сервис')),
  /** Any part of the partner's name. */
  search: optionalText,
});
export type PartnerSearchInput = z.input<typeof partnerSearchBodySchema>;

export const nearestOfficeSchema = z.object({ id: entityIdSchema, name: z.string(), distanceKm: z.number() });

export const partnerCandidateSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  isCorporateClient: z.boolean(),
  officesCount: z.number(),
  /** Null when the order has no coordinates or none of the partner's offices has a known place. */
  nearestOffice: nearestOfficeSchema.nullable(),
  /** The order's partner now. */
  current: z.boolean(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;

export const orderIdPathSchema = z.object({ orderId: idParam('Некорректный номер заявки') });
export const partnerIdPathSchema = z.object({ partnerId: idParam('Некорректный партнёр') });

/** GET /partner/b2b_customers: the corporate partners and how many active vehicles their car park holds. */
export const b2bCustomerSchema = z.object({ id: entityIdSchema, name: z.string(), vehiclesCount: z.number() });
export type B2bCustomer = z.infer<typeof b2bCustomerSchema>;

export const carParkVehicleSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  vehicleId: entityIdSchema,
  number: z.string(),
  makeTitle: z.string().nullable(),
  modelTitle: z.string().nullable(),
  vin: z.string().nullable(),
  isActive: z.boolean(),
});
export type CarParkVehicle = z.infer<typeof carParkVehicleSchema>;

export const carParkQuerySchema = z.object({
  showInactive: z.stringbool({ error: 'showInactive: true или false' }).default(false),
});
export const carParkAddSchema = z.object({ vehicleId: idField('Укажите автомобиль') });
export type CarParkAdd = z.input<typeof carParkAddSchema>;
export const carParkUpdateSchema = z.object({ isActive: z.boolean({ error: 'Укажите, активен ли автомобиль' }) });
export const carParkIdParamsSchema = z.object({ id: idParam('Некорректная запись автопарка') });
export const CAR_PARK_DUPLICATE = 'Автомобиль уже в автопарке';

/** GET /service_office/offices: offices of the service (41, the service office, by default). */
export const serviceOfficesQuerySchema = z.object({
  serviceId: idParam('Некорректный сервис').default(SERVICE_IDS.serviceOffice),
});
export const serviceOfficeSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  partnerId: entityIdSchema,
  partnerName: z.string(),
  timezone: z.string(),
});
export type ServiceOffice = z.infer<typeof serviceOfficeSchema>;

/** The day's working hours default to 9 to 18, in 30-minute slots (format.ts TIME_STEP_MINUTES). */
export const OFFICE_DAY_START_HOUR = 9;
export const OFFICE_DAY_END_HOUR = 18;

export const officeIdPathSchema = z.object({ officeId: idParam('Некорректный офис') });
export const OFFICE_NOT_FOUND = 'Офис не найден';

const YEAR_MESSAGE = 'Укажите год от 2000 до 2100';
const MONTH_MESSAGE = 'Укажите месяц от 1 до 12';
export const officeDatesQuerySchema = z.object({
  year: z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(2000, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
  month: z.coerce.number({ error: MONTH_MESSAGE }).int(MONTH_MESSAGE).min(1, MONTH_MESSAGE).max(12, MONTH_MESSAGE),
});
export type OfficeDatesQuery = z.infer<typeof officeDatesQuerySchema>;

const DATE_MESSAGE = 'Укажите дату в формате ГГГГ-ММ-ДД';
export const officeTimeQuerySchema = z.object({
  date: z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE, abort: true })
    .refine((d) => DateTime.fromISO(d).isValid, DATE_MESSAGE),
});

export const officeFreeDatesSchema = z.object({ officeId: entityIdSchema, freeDates: z.array(z.string()) });
export type OfficeFreeDates = z.infer<typeof officeFreeDatesSchema>;
export const officeFreeSlotsSchema = z.object({
  officeId: entityIdSchema,
  date: z.string(),
  freeSlots: z.array(z.string()),
});
export type OfficeFreeSlots = z.infer<typeof officeFreeSlotsSchema>;
