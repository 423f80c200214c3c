import { describe, it } from 'vitest';
import { insuranceFormSchema } from '../../src/shared/schemas/orders/orderForms';
import { policySchema } from '../../src/shared/schemas/vehicles/policy';
import { expectIssue, type Row } from './expectIssue';

const valid = {
  insuranceTypeRefValueId: 1,
  insuranceCompanyId: 2,
  insuranceNumber: 'ХХХ 0123456789',
  startDate: 1_700_000_000,
  expirationDate: 1_731_536_000,
};

describe('policy and insurance', () => {
  it.each<Row>([
    ['a valid policy passes', valid, '', null],
    [
      'type required',
      { ...valid, insuranceTypeRefValueId: undefined },
      'insuranceTypeRefValueId',
      'Укажите тип полиса',
    ],
    ['company required', { ...valid, insuranceCompanyId: 0 }, 'insuranceCompanyId', 'Укажите страховую компанию'],
    ['start date required', { ...valid, startDate: undefined }, 'startDate', 'Укажите дату начала'],
    ['expiration date required', { ...valid, expirationDate: null }, 'expirationDate', 'Укажите дату окончания'],
    [
      'start before expiration',
      { ...valid, startDate: valid.expirationDate },
      'expirationDate',
      'Дата окончания должна быть позже даты начала',
    ],
  ])('%s', (_title, input, path, message) => {
    expectIssue(policySchema, input, path, message);
    expectIssue(insuranceFormSchema, input, path, message);
  });
});
