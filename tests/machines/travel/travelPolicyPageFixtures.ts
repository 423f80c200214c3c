import type { PolicyDetails, PolicyHistoryEntry } from '../../../machines/travel/travelPolicyPageMachine';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';

// A travel policy as GET /v1/vzr/policies/{id} answers it, and the refusals the card's tests use.

export const policy = (over: Partial<TravelPolicy> = {}): TravelPolicy => ({
  id: 7,
  number: 'ВЗР-0000007',
  state: 'draft',
  partnerId: null,
  partnerName: null,
  insurerId: 1,
  insurerName: 'АО «Страхование»',
  currencyCode: 'EUR',
  countries: [{ code: 'IT', name: 'Италия' }],
  countryCodes: ['IT'],
  startDate: 1_900_000_000,
  endDate: 1_900_604_800,
  days: 8,
  holderName: 'Иванов Иван Иванович',
  holderPhone: '+79161234567',
  holderEmail: 'ivanov@example.ru',
  insured: [
    {
      id: 1,
      lastName: 'IVANOV',
      firstName: 'IVAN',
      birthDate: 500_000_000,
      passportSeries: '75',
      passportNumber: '1234567',
      age: 44,
    },
  ],
  risks: [{ riskId: 1, riskName: 'Медицинские расходы', sumInsured: 30000, premiumCurrency: 12.5 }],
  premiumCurrency: 12.5,
  rate: 95.1234,
  rateDate: 1_899_900_000,
  premium: 1189.04,
  discount: 0,
  total: 1189.04,
  promoCodeId: null,
  promoCode: null,
  commissionPercent: null,
  commission: null,
  paidAmount: 0,
  dueAmount: 1189.04,
  annulReason: null,
  createdByName: 'Администратор',
  createdAt: 1_890_000_000,
  updatedAt: 1_890_000_000,
  issuedAt: null,
  annulledAt: null,
  allowedActions: ['policy.update', 'policy.accept', 'policy.annul'],
  ...over,
});

export const ISSUED = policy({ state: 'issued', issuedAt: 1_890_100_000, allowedActions: ['policy.annul'] });
export const ANNULLED = policy({
  state: 'annulled',
  annulReason: 'Отказ от поездки',
  annulledAt: 1_890_200_000,
  allowedActions: [],
});

export const HISTORY: PolicyHistoryEntry[] = [
  {
    id: 1,
    action: 'policy.create',
    actionName: 'Создать',
    fromState: null,
    toState: 'draft' as const,
    comment: null,
    userName: 'Администратор',
    createdAt: 1_890_000_000,
  },
];

export const stale = {
  message: 'Действие «Аннулировать» недоступно: полис в состоянии «Аннулирован»',
  status: 409,
  errorCode: 'INELIGIBLE_STATE',
};
export const refused = { message: 'Промокод исчерпан', status: 400, errorCode: 'VALIDATION_ERROR' };
export const DETAILS: PolicyDetails = { history: HISTORY, payments: [] };
