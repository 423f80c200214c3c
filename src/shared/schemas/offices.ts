import { IANAZone } from 'luxon';
import { z } from 'zod';
import { REF_VALUE_IDS } from '../referenceIds';
import { optionalField, requiredText } from './fields/formFields';
import { optionalPhoneSchema } from './fields/phone';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from './fields/resourceFields';

// A partner's offices (the partner card's 'Офисы' tab): the office, its services, domains and reference values.

export const OFFICE_NOT_FOUND_MESSAGE = 'Офис не найден';
export const OFFICE_SERVICE_NOT_FOUND = 'Услуга офиса не найдена';
export const OFFICE_SERVICE_EXISTS = 'Услуга уже подключена к офису';
export const DEFAULT_OFFICE_TIMEZONE = 'Europe/Moscow';

export const officeSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  name: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type Office = z.infer<typeof officeSchema>;

const TIMEZONE_MESSAGE = 'Укажите часовой пояс (например, Europe/Moscow)';
const LATITUDE_MESSAGE = 'Широта: число от -90 до 90';
const LONGITUDE_MESSAGE = 'Долгота: число от -180 до 180';
const coordinate = (max: number, message: string) =>
  optionalField(z.coerce.number({ error: message }).min(-max, message).max(max, message));

/** POST /partners/{id}/offices and PUT /offices/{id}. Both coordinates or neither. */
export const officeSaveSchema = z
  .object({
    name: requiredText('Укажите название офиса').pipe(z.string().max(255, 'Название: не длиннее 255 символов')),
    timezone: requiredText(TIMEZONE_MESSAGE).refine((tz) => IANAZone.isValidZone(tz), TIMEZONE_MESSAGE),
    address: optionalField(z.string().trim().max(500, 'Адрес: не длиннее 500 символов')),
    phone: optionalPhoneSchema,
    latitude: coordinate(90, LATITUDE_MESSAGE),
    longitude: coordinate(180, LONGITUDE_MESSAGE),
  })
  .refine((o) => (o.latitude === undefined) === (o.longitude === undefined), {
    message: 'Укажите обе координаты или ни одной',
    path: ['longitude'],
  });
export type OfficeSave = z.output<typeof officeSaveSchema>;
export type OfficeSaveInput = z.input<typeof officeSaveSchema>;

export const officeIdParamsSchema = z.object({ id: idParam('Некорректный офис') });
export const partnerOfficesParamsSchema = z.object({ id: idParam('Некорректный партнёр') });

/** An office's service: whether it is rendered there and by which price list (seed §3). */
export const officeServiceSchema = z.object({
  id: entityIdSchema,
  serviceOfficeId: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  available: z.boolean(),
  priceListId: entityIdSchema.nullable(),
  priceListName: z.string().nullable(),
});
export type OfficeService = z.infer<typeof officeServiceSchema>;

export const officeServiceCreateSchema = z.object({
  serviceId: idField('Укажите услугу'),
  available: z.boolean({ error: 'Ожидается да или нет' }).default(true),
  priceListId: idField('Некорректный прайс-лист').nullable().default(null),
});
export type OfficeServiceCreate = z.input<typeof officeServiceCreateSchema>;
export const officeServiceUpdateSchema = officeServiceCreateSchema.omit({ serviceId: true });
export const officeServiceIdParamsSchema = z.object({ id: idParam('Некорректная услуга офиса') });

const DOMAIN_MESSAGE = 'Некорректный домен';
/** A site domain, lowercased: letters, digits and hyphens in dot-separated labels. */
export const domainSchema = z
  .string({ error: DOMAIN_MESSAGE })
  .trim()
  .toLowerCase()
  .max(253, DOMAIN_MESSAGE)
  .regex(/^(?=.{1,253}$)([\p{L}\d]([\p{L}\d-]{0,61}[\p{L}\d])?\.)+[\p{L}\d-]{2,63}$/u, DOMAIN_MESSAGE);

/** PUT /offices/{id}/domains: the office's whole list (duplicates are dropped). */
export const officeDomainsSaveSchema = z.object({
  domains: z.array(domainSchema, { error: 'Укажите список доменов' }).max(100, 'Не больше 100 доменов'),
});
export const officeDomainSchema = z.object({ id: entityIdSchema, officeId: entityIdSchema, domain: z.string() });
export type OfficeDomain = z.infer<typeof officeDomainSchema>;

/** The office attributes (reference values 10, 15, 56) an office may carry. */
export const OFFICE_REF_VALUE_IDS = [
  REF_VALUE_IDS.officeTyreFitting,
  REF_VALUE_IDS.officeTyreStorage,
  REF_VALUE_IDS.officeMobileService,
] as const;
const OFFICE_REF_MESSAGE = 'Допустимы значения 10, 15 и 56';
export const officeRefValueSchema = z.object({ refValueId: entityIdSchema, name: z.string(), checked: z.boolean() });
export type OfficeRefValue = z.infer<typeof officeRefValueSchema>;
/** PUT /offices/{id}/ref_values: the values the office carries now. */
export const officeRefValuesSaveSchema = z.object({
  refValueIds: z.array(
    z
      .number({ error: OFFICE_REF_MESSAGE })
      .refine((id) => (OFFICE_REF_VALUE_IDS as readonly number[]).includes(id), OFFICE_REF_MESSAGE),
    { error: 'Укажите список значений' },
  ),
});

/** GET /offices/{id}/price_lists?serviceId: the live price lists of the office's partner an office service may use. */
export const officePriceListsQuerySchema = z.object({ serviceId: idParam('Некорректная услуга') });
export const officePriceListSchema = z.object({ id: entityIdSchema, name: z.string() });
export type OfficePriceList = z.infer<typeof officePriceListSchema>;
