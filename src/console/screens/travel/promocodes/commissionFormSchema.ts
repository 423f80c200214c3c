import { z } from 'zod';
import { optionalField, refId, withRules } from '../../../../shared/schemas/fields/formFields';
import {
  TRAVEL_PROMO_MESSAGES,
  travelCommissionCreateSchema,
} from '../../../../shared/schemas/travel/travelPromoCodes';
import { typedNumber } from './promoCodeFormSchema';

// A commission's form: the partner (only when adding) and the percent typed as text (a comma is a decimal point),
// checked by the shared commission schema once converted.

const percentText = optionalField(z.string({ error: 'Ожидается текст' }));
const checkPercent = (value: { percent?: string }, report: (path: string, message: string) => void) => {
  const parsed = travelCommissionCreateSchema.shape.percent.safeParse(typedNumber(value.percent));
  if (!parsed.success) report('percent', TRAVEL_PROMO_MESSAGES.commission);
};

export const commissionAddSchema = withRules(
  z.object({ partnerId: refId(TRAVEL_PROMO_MESSAGES.partner), percent: percentText }),
  checkPercent,
);
export const commissionPercentSchema = withRules(z.object({ percent: percentText }), checkPercent);

export const percentOf = (values: { percent?: string }) => typedNumber(values.percent) as number;
export const commissionPercentText = (percent: number) => String(percent).replace('.', ',');
