import { z } from 'zod';
import { unixDate } from '../fields/dates';
import { optionalField, refId, requiredText, withRules } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, softDeleteFields, unixSecondsSchema } from '../fields/resourceFields';

// Travel promo codes (docs/travel-insurance.md): a discount in percent off the policy's premium, a validity period, a
// maximum of uses counted exactly (a use is taken when a policy is issued and given back when it is annulled), and the
// commissions they carry: per partner, a percent of the policy's total that partner earns selling with the code.

export const TRAVEL_PROMO_MESSAGES = {
  code: 'Промокод: только латинские буквы, цифры и дефис',
  codeRequired: 'Укажите промокод',
  codeTaken: 'Промокод уже занят',
  name: 'Укажите название',
  discount: 'Скидка: число больше 0 и не больше 100, не более 2 знаков после запятой',
  dates: 'Дата окончания раньше даты начала',
  maxUses: 'Максимум использований: целое число не меньше 1 или пусто',
  usedAboveMax: (used: number) => `Промокод уже использован ${used} раз: максимум не может быть меньше`,
  unknown: 'Промокод не найден',
  deleted: 'Промокод удалён',
  notYet: (from: string) => `Промокод действует с ${from}`,
  expired: (to: string) => `Срок действия промокода истёк ${to}`,
  exhausted: 'Промокод исчерпан: все использования заняты',
  partner: 'Укажите партнёра',
  commission: 'Комиссия: число от 0 до 100, не более 2 знаков после запятой',
  commissionTaken: 'У этого партнёра уже есть комиссия по промокоду',
} as const;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const percentField = (message: string, { allowZero }: { allowZero: boolean }) =>
  z.number({ error: message }).refine((v) => (allowZero ? v >= 0 : v > 0) && v <= 100 && hasTwoDecimals(v), message);

/** POST /v1/vzr/promocodes and PUT /v1/vzr/promocodes/{id} */
export const travelPromoCodeInputSchema = withRules(
  z.object({
    code: requiredText(TRAVEL_PROMO_MESSAGES.codeRequired)
      .max(30, 'Не более 30 символов')
      .regex(/^[A-Za-z0-9-]+$/, TRAVEL_PROMO_MESSAGES.code)
      .transform((code) => code.toUpperCase()),
    name: requiredText(TRAVEL_PROMO_MESSAGES.name).max(255, 'Не более 255 символов'),
    discountPercent: percentField(TRAVEL_PROMO_MESSAGES.discount, { allowZero: false }),
    validFrom: optionalField(unixDate('Ошибка ввода даты')),
    validTo: optionalField(unixDate('Ошибка ввода даты')),
    maxUses: optionalField(
      z
        .number({ error: TRAVEL_PROMO_MESSAGES.maxUses })
        .int(TRAVEL_PROMO_MESSAGES.maxUses)
        .min(1, TRAVEL_PROMO_MESSAGES.maxUses)
        .max(2_147_483_647, TRAVEL_PROMO_MESSAGES.maxUses),
    ),
  }),
  (v, report) => {
    if (v.validFrom !== undefined && v.validTo !== undefined && v.validTo < v.validFrom)
      report('validTo', TRAVEL_PROMO_MESSAGES.dates);
  },
);
export type TravelPromoCodeInput = z.infer<typeof travelPromoCodeInputSchema>;

export const travelPromoCodeSchema = z.object({
  id: entityIdSchema,
  code: z.string(),
  name: z.string(),
  discountPercent: z.number(),
  validFrom: unixSecondsSchema.nullable(),
  validTo: unixSecondsSchema.nullable(),
  maxUses: z.number().nullable(),
  usedCount: z.number(),
  commissionCount: z.number(),
  ...softDeleteFields,
});
export type TravelPromoCode = z.infer<typeof travelPromoCodeSchema>;

export const TRAVEL_PROMO_SORT_FIELDS = ['createdAt', 'code', 'validTo', 'usedCount'] as const;

/** POST /v1/vzr/promocodes/find */
export const travelPromoCodeFindSchema = findRequestSchema.extend({
  sortField: z.enum(TRAVEL_PROMO_SORT_FIELDS, { error: 'Недопустимое поле сортировки' }).optional(),
  /** Start of the code or any part of the name. */
  search: z.string().trim().max(100, 'Не более 100 символов').optional(),
  showDeleted: z.boolean().default(false),
});
export type TravelPromoCodeFind = z.infer<typeof travelPromoCodeFindSchema>;

export const travelPromoCodeFindResultSchema = z.object({
  items: z.array(travelPromoCodeSchema),
  total: z.number(),
  totalCapped: z.boolean().optional(),
});

/** A partner's commission on a promo code. */
export const travelCommissionSchema = z.object({
  id: entityIdSchema,
  promoCodeId: entityIdSchema,
  partnerId: entityIdSchema,
  partnerName: z.string(),
  percent: z.number(),
});
export type TravelCommission = z.infer<typeof travelCommissionSchema>;

/** POST /v1/vzr/promocodes/{id}/commissions */
export const travelCommissionCreateSchema = z.object({
  partnerId: refId(TRAVEL_PROMO_MESSAGES.partner),
  percent: percentField(TRAVEL_PROMO_MESSAGES.commission, { allowZero: true }),
});
/** PUT /v1/vzr/promo_code_commissions/{id} */
export const travelCommissionUpdateSchema = travelCommissionCreateSchema.pick({ percent: true });

export const TRAVEL_PROMO_NOT_FOUND = 'Промокод не найден';
export const TRAVEL_COMMISSION_NOT_FOUND = 'Комиссия не найдена';
