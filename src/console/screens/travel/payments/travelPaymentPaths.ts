// Where a payment's screens and the policy it pays live (the routes of src/shared/screens.ts).

export const TRAVEL_PAYMENTS_PATH = '/vzr/payments';
export const travelPaymentPath = (id: number) => `${TRAVEL_PAYMENTS_PATH}/${id}/`;
export const travelPolicyPath = (id: number) => `/vzr/policies/${id}/`;
export const newTravelPaymentPath = (policyId?: number) =>
  `${TRAVEL_PAYMENTS_PATH}/create${policyId ? `?policyId=${policyId}` : ''}`;
