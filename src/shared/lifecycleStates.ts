// The states of the lifecycles the server enforces, as the API names them. The charts in machines/ are built on
// these lists and the API schemas validate against them; they live here so that src/shared never imports a chart.

export const INVOICE_STATES = [
  'draft',
  'inactive',
  'sent',
  'accepted',
  'awaitingPayment',
  'paid',
  'revoked',
  'closed',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const ACT_STATES = ['draft', 'ratified', 'rejected', 'verified', 'finalized', 'deleted'] as const;
export type ActState = (typeof ACT_STATES)[number];

export const APPOINTMENT_STATES = ['booked', 'ordered', 'deleted'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export const DISPATCH_STATES = ['idle', 'offering', 'accepted', 'manual'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

/** A travel-insurance policy (machines/travel/travelPolicyMachine). */
export const TRAVEL_POLICY_STATES = ['draft', 'issued', 'paid', 'active', 'expired', 'annulled'] as const;
export type TravelPolicyState = (typeof TRAVEL_POLICY_STATES)[number];

/** A payment against a travel policy (machines/travel/travelPaymentMachine). */
export const TRAVEL_PAYMENT_STATES = ['registered', 'confirmed', 'refunded', 'deleted'] as const;
export type TravelPaymentState = (typeof TRAVEL_PAYMENT_STATES)[number];
