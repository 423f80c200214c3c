import { z } from 'zod';
import { unixDate } from '../fields/dates';
import { optionalId, optionalText, refId, withRules } from '../fields/formFields';

// The policy dialog ('Добавление/редактирование полиса') and the order's insurance form, which has the same rules.
// Field names are the vehicle insurance policy's; dates are unix seconds, as the policy keeps them.

const policyShape = z.object({
  id: optionalId,
  vehicleId: optionalId,
  insuranceTypeRefValueId: refId('Укажите тип полиса'),
  insuranceCompanyId: refId('Укажите страховую компанию'),
  insuranceNumber: optionalText,
  startDate: unixDate('Укажите дату начала'),
  expirationDate: unixDate('Укажите дату окончания'),
});

/** The start date must be before the expiration date (strictly: a policy of zero length is a typo). */
export const policySchema = withRules(policyShape, ({ startDate, expirationDate }, report) => {
  if (typeof startDate === 'number' && typeof expirationDate === 'number' && startDate >= expirationDate)
    report('expirationDate', 'Дата окончания должна быть позже даты начала');
});
export type PolicyInput = z.infer<typeof policySchema>;
