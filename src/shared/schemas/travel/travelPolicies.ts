import { z } from 'zod';
import { TRAVEL_POLICY_STATES } from '../../lifecycleStates';
import { DATE_ERROR, unixDate } from '../fields/dates';
import { optionalEmailSchema } from '../fields/email';
import { optionalField, refId, requiredText, withRules } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { phoneSchema } from '../fields/phone';
import { entityIdSchema, idField, unixSecondsSchema } from '../fields/resourceFields';

// Travel-insurance policies (docs/travel-insurance.md): the form's input, the policy as the API answers it, the list,
// the premium calculation, annulment and history. Money: roubles with 2 decimals (the `*Currency` fields in the
// policy's currency); dates: unix seconds of the day's start in Moscow.

export const TRAVEL_POLICY_MESSAGES = {
  insurer: 'Укажите страховую компанию',
  currency: 'Укажите валюту',
  countries: 'Укажите хотя бы одну страну',
  countriesRepeat: 'Страна указана дважды',
  startDate: 'Укажите дату начала поездки',
  endDate: 'Укажите дату окончания поездки',
  endBeforeStart: 'Дата окончания раньше даты начала',
  tooLong: 'Срок поездки не более 365 дней',
  startPassed: 'Дата начала поездки уже прошла',
  holderName: 'Укажите страхователя',
  insured: 'Добавьте хотя бы одного застрахованного',
  insuredMax: 'Не более 10 застрахованных',
  lastName: 'Укажите фамилию латиницей',
  firstName: 'Укажите имя латиницей',
  latin: 'Латинскими буквами, как в загранпаспорте',
  birthDate: 'Укажите дату рождения',
  birthFuture: 'Дата рождения в будущем',
  tooOld: 'Застрахованному больше 85 лет: полис не оформляется',
  passportSeries: 'Серия загранпаспорта: 2 цифры',
  passportNumber: 'Номер загранпаспорта: 7 цифр',
  risks: 'Выберите хотя бы один риск',
  risksRepeat: 'Риск указан дважды',
  riskRequired: (name: string) => `Риск «${name}» обязателен`,
  sumInsured: 'Укажите страховую сумму целым числом',
  sumRange: (name: string, min: number, max: number) => `Страховая сумма по риску «${name}»: от ${min} до ${max}`,
  noRate: (currency: string) => `Нет курса ${currency} на дату расчёта`,
  promoCode: 'Промокод: только буквы, цифры и дефис',
  annulReason: 'Укажите причину аннулирования',
} as const;

export const MAX_INSURED = 10;
export const MAX_TRIP_DAYS = 365;
export const MAX_INSURED_AGE = 85;

const LATIN = /^[A-Za-z][A-Za-z' -]*$/;
const latinName = (message: string) =>
  requiredText(message)
    .max(60, 'Не более 60 символов')
    .regex(LATIN, TRAVEL_POLICY_MESSAGES.latin)
    .transform((v) => v.toUpperCase());

/** Unix seconds of a birth day: before 1970 too (unixDate refuses negative seconds), from 1900 on. */
const birthDate = z.number({ error: TRAVEL_POLICY_MESSAGES.birthDate }).int(DATE_ERROR).min(-2_208_988_800, DATE_ERROR);

export const travelInsuredInputSchema = z.object({
  lastName: latinName(TRAVEL_POLICY_MESSAGES.lastName),
  firstName: latinName(TRAVEL_POLICY_MESSAGES.firstName),
  birthDate,
  passportSeries: requiredText(TRAVEL_POLICY_MESSAGES.passportSeries).regex(
    /^\d{2}$/,
    TRAVEL_POLICY_MESSAGES.passportSeries,
  ),
  passportNumber: requiredText(TRAVEL_POLICY_MESSAGES.passportNumber).regex(
    /^\d{7}$/,
    TRAVEL_POLICY_MESSAGES.passportNumber,
  ),
});
export type TravelInsuredInput = z.infer<typeof travelInsuredInputSchema>;

export const travelRiskInputSchema = z.object({
  riskId: refId(TRAVEL_POLICY_MESSAGES.risks),
  sumInsured: z
    .number({ error: TRAVEL_POLICY_MESSAGES.sumInsured })
    .int(TRAVEL_POLICY_MESSAGES.sumInsured)
    .positive(TRAVEL_POLICY_MESSAGES.sumInsured)
    .max(10_000_000, TRAVEL_POLICY_MESSAGES.sumInsured),
});

const DAY = 86_400;

/**
 * POST /v1/vzr/policies, PUT /v1/vzr/policies/{id} and POST /v1/vzr/policies/calculate. The rules that need the
 * dictionaries or today's date (sums in the risk's range, the required risk, ages, a start in the past, the promo
 * code) are the server's; it answers them as 400 with `details` under the same paths.
 */
export const travelPolicyInputSchema = withRules(
  z.object({
    /** The selling agent: platform staff may pick one; partner staff always sell as their partner. */
    partnerId: optionalField(idField('Некорректный партнёр')),
    insurerId: refId(TRAVEL_POLICY_MESSAGES.insurer),
    currencyCode: requiredText(TRAVEL_POLICY_MESSAGES.currency).regex(/^[A-Z]{3}$/, TRAVEL_POLICY_MESSAGES.currency),
    countryCodes: z
      .array(z.string().regex(/^[A-Z]{2}$/, TRAVEL_POLICY_MESSAGES.countries), {
        error: TRAVEL_POLICY_MESSAGES.countries,
      })
      .min(1, TRAVEL_POLICY_MESSAGES.countries)
      .max(30, 'Не более 30 стран'),
    startDate: unixDate(TRAVEL_POLICY_MESSAGES.startDate),
    endDate: unixDate(TRAVEL_POLICY_MESSAGES.endDate),
    holderName: requiredText(TRAVEL_POLICY_MESSAGES.holderName).max(200, 'Не более 200 символов'),
    holderPhone: phoneSchema,
    holderEmail: optionalEmailSchema,
    insured: z
      .array(travelInsuredInputSchema, { error: TRAVEL_POLICY_MESSAGES.insured })
      .min(1, TRAVEL_POLICY_MESSAGES.insured)
      .max(MAX_INSURED, TRAVEL_POLICY_MESSAGES.insuredMax),
    risks: z.array(travelRiskInputSchema, { error: TRAVEL_POLICY_MESSAGES.risks }).min(1, TRAVEL_POLICY_MESSAGES.risks),
    promoCode: optionalField(
      z
        .string({ error: TRAVEL_POLICY_MESSAGES.promoCode })
        .trim()
        .max(50, 'Не более 50 символов')
        .regex(/^[\p{L}\p{N}-]+$/u, TRAVEL_POLICY_MESSAGES.promoCode)
        .transform((code) => code.toUpperCase()),
    ),
  }),
  // The rules run even when fields failed (withRules), so each tests the types it reads.
  (v, report) => {
    if (typeof v.startDate === 'number' && typeof v.endDate === 'number') {
      if (v.endDate < v.startDate) report('endDate', TRAVEL_POLICY_MESSAGES.endBeforeStart);
      else if ((v.endDate - v.startDate) / DAY + 1 > MAX_TRIP_DAYS) report('endDate', TRAVEL_POLICY_MESSAGES.tooLong);
    }
    if (Array.isArray(v.countryCodes) && new Set(v.countryCodes).size !== v.countryCodes.length)
      report('countryCodes', TRAVEL_POLICY_MESSAGES.countriesRepeat);
    if (Array.isArray(v.risks)) {
      const ids = v.risks.map((r) => (typeof r === 'object' && r !== null ? r.riskId : undefined));
      if (new Set(ids).size !== ids.length) report('risks', TRAVEL_POLICY_MESSAGES.risksRepeat);
    }
  },
);
export type TravelPolicyInput = z.infer<typeof travelPolicyInputSchema>;

export const travelPremiumLineSchema = z.object({
  riskId: entityIdSchema,
  riskName: z.string(),
  sumInsured: z.number(),
  /** This risk's premium for all the insured, in the policy's currency. */
  premiumCurrency: z.number(),
});

/** POST /v1/vzr/policies/calculate: the premium the policy would carry today, nothing stored. */
export const travelPremiumSchema = z.object({
  days: z.number(),
  currencyCode: z.string(),
  rate: z.number(),
  rateDate: unixSecondsSchema,
  lines: z.array(travelPremiumLineSchema),
  premiumCurrency: z.number(),
  premium: z.number(),
  discountPercent: z.number().nullable(),
  discount: z.number(),
  total: z.number(),
});
export type TravelPremium = z.infer<typeof travelPremiumSchema>;

export const travelInsuredSchema = z.object({
  id: entityIdSchema,
  lastName: z.string(),
  firstName: z.string(),
  birthDate: unixSecondsSchema,
  passportSeries: z.string(),
  passportNumber: z.string(),
  /** Full years on the start date. */
  age: z.number(),
});

export const travelPolicySchema = z.object({
  id: entityIdSchema,
  number: z.string(),
  state: z.enum(TRAVEL_POLICY_STATES),
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
  insurerId: entityIdSchema,
  insurerName: z.string(),
  currencyCode: z.string(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The countries' codes as the form sends them, so a policy read can be saved back as it is. */
  countryCodes: z.array(z.string()),
  startDate: unixSecondsSchema,
  endDate: unixSecondsSchema,
  days: z.number(),
  holderName: z.string(),
  holderPhone: z.string(),
  holderEmail: z.string().nullable(),
  insured: z.array(travelInsuredSchema),
  risks: z.array(travelPremiumLineSchema),
  premiumCurrency: z.number(),
  rate: z.number(),
  rateDate: unixSecondsSchema,
  premium: z.number(),
  discount: z.number(),
  total: z.number(),
  promoCodeId: entityIdSchema.nullable(),
  promoCode: z.string().nullable(),
  commissionPercent: z.number().nullable(),
  commission: z.number().nullable(),
  /** Confirmed payments (refunded ones no longer count), and what no confirmed or registered payment covers yet. */
  paidAmount: z.number(),
  dueAmount: z.number(),
  annulReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: unixSecondsSchema,
  updatedAt: unixSecondsSchema,
  issuedAt: unixSecondsSchema.nullable(),
  annulledAt: unixSecondsSchema.nullable(),
  /** The person's actions the chart allows from the stored state: policy.update, policy.accept, policy.annul. */
  allowedActions: z.array(z.string()),
});
export type TravelPolicy = z.infer<typeof travelPolicySchema>;

export const travelPolicyListItemSchema = travelPolicySchema.pick({
  id: true,
  number: true,
  state: true,
  partnerName: true,
  insurerName: true,
  currencyCode: true,
  countries: true,
  startDate: true,
  endDate: true,
  holderName: true,
  total: true,
  createdAt: true,
});
export type TravelPolicyListItem = z.infer<typeof travelPolicyListItemSchema>;

export const TRAVEL_POLICY_SORT_FIELDS = ['createdAt', 'number', 'startDate', 'total'] as const;

/** POST /v1/vzr/policies/find */
export const travelPolicyFindSchema = findRequestSchema.extend({
  sortField: z.enum(TRAVEL_POLICY_SORT_FIELDS, { error: 'Недопустимое поле сортировки' }).optional(),
  /** The number (exact or its start) or any part of the holder's name. */
  search: z.string().trim().max(100, 'Не более 100 символов').optional(),
  state: z.enum(TRAVEL_POLICY_STATES, { error: 'Неизвестный статус полиса' }).optional(),
  insurerId: entityIdSchema.optional(),
  partnerId: entityIdSchema.optional(),
  startFrom: unixSecondsSchema.optional(),
  startTo: unixSecondsSchema.optional(),
});
export type TravelPolicyFind = z.infer<typeof travelPolicyFindSchema>;

export const travelPolicyFindResultSchema = z.object({
  items: z.array(travelPolicyListItemSchema),
  total: z.number(),
  /** More than `total` match: the server stopped counting there. */
  totalCapped: z.boolean().optional(),
});

/** PUT /v1/vzr/policies/{id}/annul */
export const travelPolicyAnnulSchema = z.object({
  reason: requiredText(TRAVEL_POLICY_MESSAGES.annulReason).max(500, 'Не более 500 символов'),
});

/** GET /v1/vzr/policies/{id}/history, oldest first. */
export const travelPolicyEventSchema = z.object({
  id: entityIdSchema,
  action: z.string(),
  actionName: z.string(),
  fromState: z.enum(TRAVEL_POLICY_STATES).nullable(),
  toState: z.enum(TRAVEL_POLICY_STATES),
  comment: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: unixSecondsSchema,
});
export const travelPolicyHistorySchema = z.array(travelPolicyEventSchema);

export const TRAVEL_POLICY_NOT_FOUND = 'Полис не найден';
