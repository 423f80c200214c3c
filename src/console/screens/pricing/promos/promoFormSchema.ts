import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import { optionalField, refId, withRules } from '../../../../shared/schemas/fields/formFields';
import { type Promo, type PromoBody, promoBodySchema } from '../../../../shared/schemas/pricing/promos';

// The promo dialog's form: dates typed as DD.MM.YYYY (Moscow), numbers typed as text (a comma is a decimal point).
// The rules and messages are the shared promoBodySchema's, run on the values converted as they will be sent.

const text = optionalField(z.string({ error: 'Ожидается текст' }));
const FIELDS = ['name', 'code', 'startDate', 'endDate', 'maxNumberOfUses', 'discount', 'discountPercent'] as const;

const promoFormShape = z.object({
  name: text,
  projectId: refId('Укажите проект'),
  code: text,
  startDate: text,
  endDate: text,
  maxNumberOfUses: text,
  discount: text,
  discountPercent: text,
});
type FormShape = z.output<typeof promoFormShape>;

/** A typed number ('10,5' is 10.5); anything else stays text, so the shared rule reports its own message. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : value;
};
const toUnix = (value: unknown) =>
  typeof value === 'string' && value.trim() ? (ruDateToUnix(value) ?? value) : undefined;

/** What the form sends: the shared body's fields. */
export const toPromoInput = (value: Partial<FormShape>) => ({
  name: value.name ?? '',
  projectId: value.projectId,
  code: value.code,
  startDate: toUnix(value.startDate),
  endDate: toUnix(value.endDate),
  maxNumberOfUses: toNumber(value.maxNumberOfUses),
  discount: toNumber(value.discount),
  discountPercent: toNumber(value.discountPercent),
});

export const promoFormSchema = withRules(promoFormShape, (value, report) => {
  for (const issue of promoBodySchema.safeParse(toPromoInput(value)).error?.issues ?? []) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field) report(field, issue.message);
  }
});
export type PromoFormValues = z.output<typeof promoFormSchema>;

/** The body sent: the form's values through the shared schema (upper-cased code, 2-decimal numbers). */
export const toPromoBody = (values: PromoFormValues): PromoBody => promoBodySchema.parse(toPromoInput(values));

const numberText = (n: number | null) => (n === null ? undefined : String(n).replace('.', ','));

/** A stored promo as the form's text values. */
export const promoFormValues = (promo: Promo) => ({
  name: promo.name,
  // As the form data carries it: a number here would make the untouched form look changed.
  projectId: String(promo.projectId),
  code: promo.code ?? undefined,
  startDate: promo.startDate === null ? undefined : unixToRuDate(promo.startDate),
  endDate: promo.endDate === null ? undefined : unixToRuDate(promo.endDate),
  maxNumberOfUses: numberText(promo.maxNumberOfUses),
  discount: numberText(promo.discount),
  discountPercent: numberText(promo.discountPercent),
});
