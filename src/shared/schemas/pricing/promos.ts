import { z } from 'zod';
import { unixDate } from '../fields/dates';
import { optionalField, refId, requiredText, withRules } from '../fields/formFields';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Promos (/promos) and their links to projects, services and partners (/project_promos, /service_promos,
// /partner_promos). The client card reads the same promo object inside a client promo. Money and percent carry at
// most 2 decimals; timestamps are unix seconds.

/** A promo as the API answers it (the client card's promo dialog reads the same object). */
export const promoSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  projectId: entityIdSchema,
  projectName: z.string().nullable(),
  /** The code a client types on the site, upper-cased; null when the promo has none. */
  code: z.string().nullable(),
  startDate: unixSecondsSchema.nullable(),
  endDate: unixSecondsSchema.nullable(),
  /** null: no limit. */
  maxNumberOfUses: z.number().nullable(),
  usedCount: z.number(),
  /** Roubles. */
  discount: z.number().nullable(),
  discountPercent: z.number().nullable(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type Promo = z.infer<typeof promoSchema>;

/** GET /v1/promos?showDeleted&projectId (the promo's own project or one of its project links). */
export const promosQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
  projectId: idParam('Некорректный проект').optional(),
});
export type PromosQuery = z.infer<typeof promosQuerySchema>;

export const PROMO_MESSAGES = {
  name: 'Укажите название',
  project: 'Укажите проект',
  discount: 'Укажите скидку в рублях или в процентах',
  discountRub: 'Скидка в рублях: число больше 0, не более 2 знаков после запятой',
  discountPercent: 'Скидка в процентах: число больше 0 и не больше 100, не более 2 знаков после запятой',
  dates: 'Дата окончания раньше даты начала',
  maxUses: 'Максимум использований: целое число не меньше 1 или пусто',
  code: 'Промокод: только буквы, цифры и дефис',
  codeTaken: 'Промокод уже занят',
  usedAboveMax: (used: number) => `Промоакция уже использована ${used} раз: максимум не может быть меньше`,
} as const;

const MAX_RUB = 9_999_999_999.99;
/** At most 2 decimals (money and percent are numeric(.., 2)); tolerant of binary floating point. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const number = (message: string) => optionalField(z.number({ error: message }));

const promoShape = z.object({
  name: requiredText(PROMO_MESSAGES.name).max(255, 'Не более 255 символов'),
  projectId: refId(PROMO_MESSAGES.project),
  /** Trimmed and upper-cased: codes are unique whatever their case. */
  code: optionalField(
    z
      .string({ error: PROMO_MESSAGES.code })
      .trim()
      .max(50, 'Не более 50 символов')
      .regex(/^[\p{L}\p{N}-]+$/u, PROMO_MESSAGES.code)
      .transform((code) => code.toUpperCase()),
  ),
  startDate: optionalField(unixDate('Ошибка ввода даты')),
  endDate: optionalField(unixDate('Ошибка ввода даты')),
  maxNumberOfUses: optionalField(
    z
      .number({ error: PROMO_MESSAGES.maxUses })
      .int(PROMO_MESSAGES.maxUses)
      .min(1, PROMO_MESSAGES.maxUses)
      .max(2_147_483_647, PROMO_MESSAGES.maxUses),
  ),
  discount: number(PROMO_MESSAGES.discountRub),
  discountPercent: number(PROMO_MESSAGES.discountPercent),
});

/** The cross-field rules: exactly one kind of discount, each in its range with 2 decimals; start not after end. */
export const promoBodySchema = withRules(promoShape, (value, report) => {
  const rub = typeof value.discount === 'number' ? value.discount : undefined;
  const percent = typeof value.discountPercent === 'number' ? value.discountPercent : undefined;
  if ((rub === undefined) === (percent === undefined)) report('discount', PROMO_MESSAGES.discount);
  if (rub !== undefined && !(rub > 0 && rub <= MAX_RUB && hasTwoDecimals(rub)))
    report('discount', PROMO_MESSAGES.discountRub);
  if (percent !== undefined && !(percent > 0 && percent <= 100 && hasTwoDecimals(percent)))
    report('discountPercent', PROMO_MESSAGES.discountPercent);
  if (typeof value.startDate === 'number' && typeof value.endDate === 'number' && value.startDate > value.endDate)
    report('endDate', PROMO_MESSAGES.dates);
});
/** POST /v1/promos and PUT /v1/promos/{id}: the whole promo (a field left out is cleared). */
export type PromoBody = z.output<typeof promoBodySchema>;

// ---- Links --------------------------------------------------------------------------------------------------------

export const PROMO_LINK_KINDS = ['project', 'service', 'partner'] as const;
export type PromoLinkKind = (typeof PROMO_LINK_KINDS)[number];

/** A link of a promo to a project, a service or a partner, with the linked object's name. */
export const promoLinkSchema = z.object({
  id: entityIdSchema,
  promoId: entityIdSchema,
  projectId: entityIdSchema.optional(),
  serviceId: entityIdSchema.optional(),
  partnerId: entityIdSchema.optional(),
  name: z.string(),
});
export type PromoLink = z.infer<typeof promoLinkSchema>;

/** GET /v1/{kind}_promos?promoId. */
export const promoLinksQuerySchema = z.object({ promoId: idParam('Укажите промоакцию') });

const promoIdField = idField('Укажите промоакцию');
/** POST /v1/project_promos. */
export const projectPromoBodySchema = z.object({ promoId: promoIdField, projectId: idField('Укажите проект') });
/** POST /v1/service_promos. */
export const servicePromoBodySchema = z.object({ promoId: promoIdField, serviceId: idField('Укажите услугу') });
/** POST /v1/partner_promos. */
export const partnerPromoBodySchema = z.object({ promoId: promoIdField, partnerId: idField('Укажите партнёра') });
