import type { TravelDictionaries } from '../../../src/shared/schemas/travel/travelDictionaries';

// The dictionaries the policy screens' tests answer GET /v1/vzr/dictionaries with.

export const DICTIONARIES: TravelDictionaries = {
  countries: [
    { code: 'IT', name: 'Италия', territoryCoefficient: 1, schengen: true },
    { code: 'US', name: 'США', territoryCoefficient: 1.8, schengen: false },
  ],
  currencies: [{ code: 'EUR', numericCode: '978', name: 'Евро', rate: 95.1234, rateDate: '2030-01-01' }],
  insuranceCompanies: [{ id: 1, name: 'АО «Страхование»', inn: '7700000000', license: 'СИ № 0001' }],
  risks: [
    {
      id: 1,
      code: 'medical',
      name: 'Медицинские расходы',
      tariffPer1000: 1,
      minSum: 30000,
      maxSum: 100000,
      required: true,
    },
    {
      id: 2,
      code: 'accident',
      name: 'Несчастный случай',
      tariffPer1000: 0.5,
      minSum: 1000,
      maxSum: 10000,
      required: false,
    },
  ],
  policyStatuses: [
    { code: 'draft', name: 'Черновик' },
    { code: 'issued', name: 'Выпущен' },
    { code: 'annulled', name: 'Аннулирован' },
  ],
  paymentStatuses: [],
  paymentTypes: [],
  paymentCashes: [],
};
