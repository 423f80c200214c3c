import { z } from 'zod';
import { TRAVEL_PAYMENT_STATES, TRAVEL_POLICY_STATES } from '../../lifecycleStates';
import { unixDate } from '../fields/dates';
import { optionalField, refId, requiredText } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, idField, unixSecondsSchema } from '../fields/resourceFields';

// Payments against travel policies (docs/travel-insurance.md): registered, confirmed (counted towards the policy),
// refunded; a registered one may be edited, given the payer's invoice file, or deleted. Money: roubles, 2 decimals.

export const TRAVEL_PAYMENT_MESSAGES = {
  policy: 'Укажите полис',
  amount: 'Сумма: число больше 0, не более 2 знаков после запятой',
  amountAboveDue: (due: string) => `Сумма больше остатка к оплате по полису (${due} ₽)`,
  paymentType: 'Укажите способ оплаты',
  cash: 'Укажите кассу',
  paidAt: 'Укажите дату оплаты',
  paidAtFuture: 'Дата оплаты в будущем',
  payerName: 'Укажите плательщика',
  policyNotIssued: 'Платёж принимается только по выпущенному неоплаченному полису',
  invoiceMissing: 'Загрузите счёт: этот способ оплаты подтверждается со счётом',
  invoiceType: 'Счёт: только PDF, JPEG или PNG',
  invoiceSize: 'Счёт: не больше 10 МБ',
  refundReason: 'Укажите причину возврата',
  notRefundable: 'Полис уже действует: оплату не вернуть',
} as const;

export const MAX_TRAVEL_INVOICE_BYTES = 10 * 1024 * 1024;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** POST /v1/vzr/payments and PUT /v1/vzr/payments/{id} (the policy cannot change on update). */
export const travelPaymentInputSchema = z.object({
  policyId: refId(TRAVEL_PAYMENT_MESSAGES.policy),
  amount: z
    .number({ error: TRAVEL_PAYMENT_MESSAGES.amount })
    .positive(TRAVEL_PAYMENT_MESSAGES.amount)
    .max(9_999_999_999.99, TRAVEL_PAYMENT_MESSAGES.amount)
    .refine(hasTwoDecimals, TRAVEL_PAYMENT_MESSAGES.amount),
  paymentTypeId: refId(TRAVEL_PAYMENT_MESSAGES.paymentType),
  /** Required when the payment type takes cash (the server checks it against the dictionary). */
  cashId: optionalField(idField(TRAVEL_PAYMENT_MESSAGES.cash)),
  paidAt: unixDate(TRAVEL_PAYMENT_MESSAGES.paidAt),
  payerName: requiredText(TRAVEL_PAYMENT_MESSAGES.payerName).max(200, 'Не более 200 символов'),
  comment: optionalField(z.string().trim().max(1000, 'Не более 1000 символов')),
});
export type TravelPaymentInput = z.infer<typeof travelPaymentInputSchema>;

export const travelPaymentSchema = z.object({
  id: entityIdSchema,
  number: z.string(),
  state: z.enum(TRAVEL_PAYMENT_STATES),
  policyId: entityIdSchema,
  policyNumber: z.string(),
  policyState: z.enum(TRAVEL_POLICY_STATES),
  holderName: z.string(),
  amount: z.number(),
  paymentTypeId: entityIdSchema,
  paymentTypeName: z.string(),
  cashId: entityIdSchema.nullable(),
  cashName: z.string().nullable(),
  paidAt: unixSecondsSchema,
  payerName: z.string(),
  comment: z.string().nullable(),
  /** The uploaded invoice, or null. */
  invoice: z.object({ name: z.string(), mimeType: z.string(), size: z.number() }).nullable(),
  refundReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: unixSecondsSchema,
  confirmedAt: unixSecondsSchema.nullable(),
  refundedAt: unixSecondsSchema.nullable(),
  /** The chart's events allowed from the stored state and facts. */
  allowedActions: z.array(z.string()),
});
export type TravelPayment = z.infer<typeof travelPaymentSchema>;

export const travelPaymentListItemSchema = travelPaymentSchema.omit({ allowedActions: true, comment: true });
export type TravelPaymentListItem = z.infer<typeof travelPaymentListItemSchema>;

export const TRAVEL_PAYMENT_SORT_FIELDS = ['createdAt', 'paidAt', 'amount', 'number'] as const;

/** POST /v1/vzr/payments/find */
export const travelPaymentFindSchema = findRequestSchema.extend({
  sortField: z.enum(TRAVEL_PAYMENT_SORT_FIELDS, { error: 'Недопустимое поле сортировки' }).optional(),
  /** The payment's or the policy's number, or part of the payer's name. */
  search: z.string().trim().max(100, 'Не более 100 символов').optional(),
  policyId: entityIdSchema.optional(),
  state: z.enum(TRAVEL_PAYMENT_STATES, { error: 'Неизвестный статус платежа' }).optional(),
  paymentTypeId: entityIdSchema.optional(),
  cashId: entityIdSchema.optional(),
  paidFrom: unixSecondsSchema.optional(),
  paidTo: unixSecondsSchema.optional(),
});
export type TravelPaymentFind = z.infer<typeof travelPaymentFindSchema>;

export const travelPaymentFindResultSchema = z.object({
  items: z.array(travelPaymentListItemSchema),
  total: z.number(),
  totalCapped: z.boolean().optional(),
});

/** PUT /v1/vzr/payments/{id}/refund */
export const travelPaymentRefundSchema = z.object({
  reason: requiredText(TRAVEL_PAYMENT_MESSAGES.refundReason).max(500, 'Не более 500 символов'),
});

export const TRAVEL_PAYMENT_NOT_FOUND = 'Платёж не найден';
