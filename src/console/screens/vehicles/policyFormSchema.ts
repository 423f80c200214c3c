import { z } from 'zod';
import { ruDateToUnix } from '../../../shared/format';
import { ruDateSchema } from '../../../shared/schemas/fields/dates';
import { isFilled, optionalField, withRules } from '../../../shared/schemas/fields/formFields';
import { policySchema } from '../../../shared/schemas/vehicles/policy';

// The policy dialog's form: the dates typed as DD.MM.YYYY. The rules and messages are the shared policySchema's
// (type and company required, start before expiration), run on the dates converted to unix seconds.

const shape = policySchema.shape;
const DATE_FIELDS = ['startDate', 'expirationDate'] as const;

const policyFormShape = z.object({
  insuranceTypeRefValueId: shape.insuranceTypeRefValueId,
  insuranceCompanyId: shape.insuranceCompanyId,
  insuranceNumber: shape.insuranceNumber,
  startDate: optionalField(ruDateSchema),
  expirationDate: optionalField(ruDateSchema),
});

const toUnix = (value: unknown) => (typeof value === 'string' ? (ruDateToUnix(value) ?? undefined) : undefined);

export const policyFormSchema = withRules(policyFormShape, (value, report) => {
  const dates = { startDate: toUnix(value.startDate), expirationDate: toUnix(value.expirationDate) };
  const result = policySchema.safeParse({ ...value, ...dates });
  for (const issue of result.error?.issues ?? []) {
    const field = DATE_FIELDS.find((f) => f === issue.path[0]);
    // A typed date that is not a date already has its own message ('Ошибка ввода даты').
    if (field && !(isFilled(value[field]) && dates[field] === undefined)) report(field, issue.message);
  }
});
export type PolicyFormValues = z.output<typeof policyFormSchema>;
