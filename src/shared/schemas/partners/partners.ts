import { z } from 'zod';
import { optionalEmailSchema } from '../fields/email';
import { optionalField, optionalText, requiredText } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { optionalPhoneSchema } from '../fields/phone';
import { entityIdSchema, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Partners (/partners, /partners/create, /partners/:code): the list, the card's main data and its contacts. The same
// schemas validate the console's forms and the server's bodies.

export const PARTNER_NOT_FOUND = 'Партнёр не найден';
export const PARTNER_CONTACT_NOT_FOUND = 'Контакт не найден';

const INN_MESSAGE = 'ИНН: 10 или 12 цифр';
const KPP_MESSAGE = 'КПП: 9 цифр';
const SITE_MESSAGE = 'Некорректный адрес сайта';

/** ИНН of an organisation (10 digits) or of a sole trader (12). */
export const optionalInn = optionalField(
  z
    .string({ error: INN_MESSAGE })
    .trim()
    .regex(/^(\d{10}|\d{12})$/, INN_MESSAGE),
);
export const optionalKpp = optionalField(
  z
    .string({ error: KPP_MESSAGE })
    .trim()
    .regex(/^\d{9}$/, KPP_MESSAGE),
);
const optionalSite = optionalField(
  z
    .string({ error: SITE_MESSAGE })
    .trim()
    .max(255, SITE_MESSAGE)
    .regex(/^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/u, SITE_MESSAGE),
);
const longText = (max: number, message: string) => optionalField(z.string({ error: message }).trim().max(max, message));

export const partnerSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  logoUrl: z.string().nullable(),
  isCorporateClient: z.boolean(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  address: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
  /** Live offices of the partner. */
  officesCount: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** POST /partners and PUT /partners/{id}: the main data; a field left empty is stored as null. */
export const partnerSaveSchema = z.object({
  name: requiredText('Укажите название партнёра').pipe(z.string().max(255, 'Название: не длиннее 255 символов')),
  isCorporateClient: z.boolean({ error: 'Ожидается да или нет' }).default(false),
  inn: optionalInn,
  kpp: optionalKpp,
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  site: optionalSite,
  address: longText(500, 'Адрес: не длиннее 500 символов'),
  comment: longText(2000, 'Комментарий: не длиннее 2000 символов'),
});
export type PartnerSave = z.output<typeof partnerSaveSchema>;
export type PartnerSaveInput = z.input<typeof partnerSaveSchema>;

export const PARTNER_SORT_FIELDS = ['name', 'createdAt', 'id'] as const;

/** POST /partners/find: paged, any part of the name or the INN, corporate or not, deleted ones on request. */
export const partnersFindSchema = findRequestSchema.extend({
  sortField: z.enum(PARTNER_SORT_FIELDS, { error: 'Сортировка: name, createdAt или id' }).optional(),
  search: optionalText,
  isCorporateClient: z.boolean({ error: 'Ожидается да или нет' }).optional(),
  showDeleted: z.boolean({ error: 'showDeleted: true или false' }).default(false),
});
export type PartnersFind = z.output<typeof partnersFindSchema>;
export const partnersPageSchema = z.object({ partners: z.array(partnerSchema), total: z.number().int() });
export type PartnersPage = z.infer<typeof partnersPageSchema>;

export const partnerIdParamsSchema = z.object({ id: idParam('Некорректный партнёр') });

export const partnerContactSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  fullName: z.string(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type PartnerContact = z.infer<typeof partnerContactSchema>;

/** POST /partners/{id}/contacts and PUT /partner_contacts/{id}. */
export const partnerContactSaveSchema = z.object({
  fullName: requiredText('Укажите ФИО контакта').pipe(z.string().max(255, 'ФИО: не длиннее 255 символов')),
  position: longText(255, 'Должность: не длиннее 255 символов'),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  comment: longText(2000, 'Комментарий: не длиннее 2000 символов'),
});
export type PartnerContactSave = z.output<typeof partnerContactSaveSchema>;
export const partnerContactIdParamsSchema = z.object({ id: idParam('Некорректный контакт') });
