import { z } from 'zod';
import { entityIdSchema, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Services as administration sees them (GET /services, /services/partner, /services/user; POST /services; PUT and
// DELETE /services/{id}). Empty or zero fee and bonus values are stored as null; money and percents keep 2 decimals.

export const SERVICE_NAME_MESSAGE = 'Укажите название услуги';
export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const PERCENT_MESSAGE = 'Процент — число от 0 до 100';
export const MONEY_MESSAGE = 'Сумма — неотрицательное число';
export const QUANTITY_MESSAGE = 'Количество — целое неотрицательное число';
export const FEE_BOUNDS_MESSAGE = 'Минимальная комиссия не может быть больше максимальной';

export const serviceAdminSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  code: z.string(),
  stationary: z.boolean(),
  useInsurance: z.boolean(),
  bonusReceivingPercent: z.number().nullable(),
  bonusMaxSpendingPercent: z.number().nullable(),
  freeOrdersQuantity: z.number().nullable(),
  feeFixedPart: z.number().nullable(),
  feeRate: z.number().nullable(),
  feeMin: z.number().nullable(),
  feeMax: z.number().nullable(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type ServiceAdmin = z.infer<typeof serviceAdminSchema>;

/** '', 0 and absent all mean "not set": null. */
const emptyToNull = (v: unknown) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v);
const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

const percent = z.preprocess(
  emptyToNull,
  z.coerce.number({ error: PERCENT_MESSAGE }).min(0, PERCENT_MESSAGE).max(100, PERCENT_MESSAGE).nullable(),
);
const money = z.preprocess(
  emptyToNull,
  z.coerce.number({ error: MONEY_MESSAGE }).min(0, MONEY_MESSAGE).max(9_999_999_999, MONEY_MESSAGE).nullable(),
);
const quantity = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(0, QUANTITY_MESSAGE)
    .max(1_000_000, QUANTITY_MESSAGE)
    .nullable(),
);

export const serviceBodySchema = z
  .object({
    name: z
      .string({ error: SERVICE_NAME_MESSAGE })
      .trim()
      .min(1, SERVICE_NAME_MESSAGE)
      .max(200, 'Название услуги — не длиннее 200 символов'),
    stationary: z.boolean({ error: 'Стационарная: да или нет' }).default(false),
    useInsurance: z.boolean({ error: 'Страхование: да или нет' }).default(false),
    bonusReceivingPercent: percent.transform(round2),
    bonusMaxSpendingPercent: percent.transform(round2),
    freeOrdersQuantity: quantity,
    feeFixedPart: money.transform(round2),
    feeRate: percent.transform(round2),
    feeMin: money.transform(round2),
    feeMax: money.transform(round2),
  })
  .refine((s) => s.feeMin === null || s.feeMax === null || s.feeMin <= s.feeMax, {
    message: FEE_BOUNDS_MESSAGE,
    path: ['feeMin'],
  });
export type ServiceBody = z.infer<typeof serviceBodySchema>;
export type ServiceBodyInput = z.input<typeof serviceBodySchema>;

export const serviceIdParamsSchema = z.object({ id: idParam('Некорректная услуга') });
export const servicesQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
});
export const servicesOfPartnerQuerySchema = z.object({ partnerId: idParam('Некорректный партнёр').optional() });
export const servicesOfUserQuerySchema = z.object({ userId: idParam('Некорректный пользователь').optional() });
