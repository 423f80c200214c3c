import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import { optionalField, withRules } from '../../../../shared/schemas/fields/formFields';
import {
  TRAVEL_PROMO_MESSAGES,
  type TravelPromoCode,
  type TravelPromoCodeInput,
  travelPromoCodeInputSchema,
} from '../../../../shared/schemas/travel/travelPromoCodes';

// The promo code form: numbers typed as text (a comma is a decimal point), dates DD.MM.YYYY in Moscow; the rules and
// messages are the shared travelPromoCodeInputSchema's, run on the values converted as they will be sent.

const text = optionalField(z.string({ error: 'Ожидается текст' }));
const FIELDS = ['code', 'name', 'discountPercent', 'validFrom', 'validTo', 'maxUses'] as const;
export type PromoCodeFormText = Record<(typeof FIELDS)[number], string>;

const shape = z.object(
  Object.fromEntries(FIELDS.map((f) => [f, text])) as Record<keyof PromoCodeFormText, typeof text>,
);
type FormShape = z.output<typeof shape>;

/** A typed number ('10,5' is 10.5); anything else stays text, so the shared rule reports its own message. */
export const typedNumber = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : value;
};
const toUnix = (value: unknown) =>
  typeof value === 'string' && value.trim() ? (ruDateToUnix(value) ?? value) : undefined;

const toInput = (value: Partial<FormShape>) => ({
  code: value.code ?? '',
  name: value.name ?? '',
  discountPercent: typedNumber(value.discountPercent),
  validFrom: toUnix(value.validFrom),
  validTo: toUnix(value.validTo),
  maxUses: typedNumber(value.maxUses),
});

export const promoCodeFormSchema = withRules(shape, (value, report) => {
  for (const issue of travelPromoCodeInputSchema.safeParse(toInput(value)).error?.issues ?? []) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field) report(field, issue.message);
  }
});
export type PromoCodeFormValues = z.output<typeof promoCodeFormSchema>;

export const toPromoCodeBody = (values: PromoCodeFormValues): TravelPromoCodeInput =>
  travelPromoCodeInputSchema.parse(toInput(values));

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

export const promoCodeText = (promo: TravelPromoCode | null): PromoCodeFormText => ({
  code: promo?.code ?? '',
  name: promo?.name ?? '',
  discountPercent: numberText(promo?.discountPercent),
  validFrom: promo?.validFrom ? unixToRuDate(promo.validFrom) : '',
  validTo: promo?.validTo ? unixToRuDate(promo.validTo) : '',
  maxUses: numberText(promo?.maxUses),
});

/**
 * A taken code is the code field's refusal: the server answers it as a conflict, with or without naming the field,
 * and the form shows it at the code.
 */
export function codeTakenAtField(error: unknown): never {
  const e = error as { status?: number; message?: string; details?: Record<string, string> } | null;
  // The error keeps its class and message (an ApiError); only the field it belongs to is added.
  if (e && e.status === 409 && !e.details?.code)
    e.details = { ...(e.details ?? {}), code: e.message || TRAVEL_PROMO_MESSAGES.codeTaken };
  throw error;
}
