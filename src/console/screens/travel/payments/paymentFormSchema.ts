import { z } from 'zod';
import { formatMoney, nowUnix, ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import { optionalField, withRules } from '../../../../shared/schemas/fields/formFields';
import type { TravelPaymentType } from '../../../../shared/schemas/travel/travelDictionaries';
import {
  TRAVEL_PAYMENT_MESSAGES,
  type TravelPayment,
  type TravelPaymentInput,
  travelPaymentInputSchema,
} from '../../../../shared/schemas/travel/travelPayments';

// The payment form: every field travels as the text typed (a comma is a decimal point, dates DD.MM.YYYY in Moscow);
// the rules and messages are the shared travelPaymentInputSchema's, run on the values converted as they will be sent,
// plus what the form knows from the dictionaries and the policy: a cash desk for a cash type, the amount due.

const text = optionalField(z.string({ error: 'Ожидается текст' }));
export const PAYMENT_FIELDS = [
  'policyId',
  'amount',
  'paymentTypeId',
  'cashId',
  'paidAt',
  'payerName',
  'comment',
] as const;
export type PaymentFormText = Record<(typeof PAYMENT_FIELDS)[number], string>;

const shape = z.object(
  Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, text])) as Record<keyof PaymentFormText, typeof text>,
);
type FormShape = z.output<typeof shape>;

const toNumber = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : value;
};
const toUnix = (value: unknown) =>
  typeof value === 'string' && value.trim() ? (ruDateToUnix(value) ?? value) : undefined;

/** What the form sends, before the shared schema: numbers and dates converted where they can be. */
const toPaymentInput = (value: Partial<FormShape>) => ({
  policyId: toNumber(value.policyId),
  amount: toNumber(value.amount),
  paymentTypeId: toNumber(value.paymentTypeId),
  cashId: toNumber(value.cashId),
  paidAt: toUnix(value.paidAt),
  payerName: value.payerName ?? '',
  comment: value.comment,
});

export interface PaymentFormContext {
  paymentTypes: TravelPaymentType[];
  /** What is left to pay on the chosen policy, when known (the server checks it anyway). */
  dueAmount?: number | null;
}

export const requiresCash = (types: TravelPaymentType[], typeId: unknown) =>
  types.find((t) => String(t.id) === String(typeId))?.requiresCash ?? false;

export function paymentFormSchema({ paymentTypes, dueAmount }: PaymentFormContext) {
  return withRules(shape, (value, report) => {
    const input = toPaymentInput(value);
    for (const issue of travelPaymentInputSchema.safeParse(input).error?.issues ?? []) {
      const field = PAYMENT_FIELDS.find((f) => f === issue.path[0]);
      if (field) report(field, issue.message);
    }
    const cash = requiresCash(paymentTypes, input.paymentTypeId);
    if (cash && !(typeof input.cashId === 'number' && input.cashId > 0)) report('cashId', TRAVEL_PAYMENT_MESSAGES.cash);
    if (typeof input.paidAt === 'number' && input.paidAt > nowUnix())
      report('paidAt', TRAVEL_PAYMENT_MESSAGES.paidAtFuture);
    if (typeof input.amount === 'number' && typeof dueAmount === 'number' && input.amount > dueAmount)
      report('amount', TRAVEL_PAYMENT_MESSAGES.amountAboveDue(formatMoney(dueAmount).replace(/\s?₽$/, '')));
  });
}
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

/** The body sent: the shared schema's output; a cash desk only for a type that takes cash. */
export function toPaymentBody(values: PaymentFormValues, paymentTypes: TravelPaymentType[]): TravelPaymentInput {
  const body = travelPaymentInputSchema.parse(toPaymentInput(values));
  return requiresCash(paymentTypes, body.paymentTypeId) ? body : { ...body, cashId: undefined };
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

/** A new payment for a policy: its due amount, its holder as the payer, today's date. */
export const newPaymentText = (
  policy: { id: number; holderName: string; dueAmount: number } | null,
): PaymentFormText => ({
  policyId: policy ? String(policy.id) : '',
  amount: policy ? numberText(policy.dueAmount) : '',
  paymentTypeId: '',
  cashId: '',
  paidAt: unixToRuDate(nowUnix()),
  payerName: policy?.holderName ?? '',
  comment: '',
});

/** A stored payment as the form's text. */
export const paymentText = (payment: TravelPayment): PaymentFormText => ({
  policyId: String(payment.policyId),
  amount: numberText(payment.amount),
  paymentTypeId: String(payment.paymentTypeId),
  cashId: payment.cashId === null ? '' : String(payment.cashId),
  paidAt: unixToRuDate(payment.paidAt),
  payerName: payment.payerName,
  comment: payment.comment ?? '',
});
