import { setup } from 'xstate';
import type { TravelPaymentState } from '../../src/shared/lifecycleStates';

// A payment against a travel policy (docs/travel-insurance.md). Registered payments may be edited, given an invoice
// file or deleted; confirming one counts it towards the policy; a confirmed payment can only be refunded. The server
// moves a stored payment only where this chart allows it (otherwise 409 INELIGIBLE_STATE) and answers the allowed
// actions; the console offers exactly those.
//
//   registered ──confirm──▶ confirmed ──refund──▶ refunded
//       │ (update, uploadInvoice)   (uploadInvoice)
//       └──delete──▶ deleted

export const TRAVEL_PAYMENT_STATE_NAMES: Record<TravelPaymentState, string> = {
  registered: 'Зарегистрирован',
  confirmed: 'Подтверждён',
  refunded: 'Возвращён',
  deleted: 'Удалён',
};

export interface TravelPaymentFacts {
  /** The payment type asks for an invoice (a bank transfer) and none is uploaded yet. */
  invoiceMissing: boolean;
  /** The policy has not begun (or is annulled): its money may still go back. */
  policyRefundable: boolean;
}

export type TravelPaymentEvent =
  | { type: 'payment.update' }
  | { type: 'payment.uploadInvoice' }
  | { type: 'payment.confirm' }
  | { type: 'payment.refund' }
  | { type: 'payment.delete' };

export const TRAVEL_PAYMENT_EVENTS: TravelPaymentEvent[] = (
  ['payment.update', 'payment.uploadInvoice', 'payment.confirm', 'payment.refund', 'payment.delete'] as const
).map((type) => ({ type }));

export const TRAVEL_PAYMENT_ACTION_NAMES: Record<TravelPaymentEvent['type'], string> = {
  'payment.update': 'Изменить',
  'payment.uploadInvoice': 'Загрузить счёт',
  'payment.confirm': 'Подтвердить',
  'payment.refund': 'Оформить возврат',
  'payment.delete': 'Удалить',
};

export const travelPaymentMachine = setup({
  types: {
    context: {} as TravelPaymentFacts,
    events: {} as TravelPaymentEvent,
    input: {} as Partial<TravelPaymentFacts> | undefined,
  },
  guards: {
    invoiceReady: ({ context }) => !context.invoiceMissing,
    policyRefundable: ({ context }) => context.policyRefundable,
  },
}).createMachine({
  id: 'travelPayment',
  context: ({ input }) => ({
    invoiceMissing: input?.invoiceMissing ?? false,
    policyRefundable: input?.policyRefundable ?? true,
  }),
  initial: 'registered',
  states: {
    registered: {
      on: {
        'payment.update': { target: 'registered' },
        'payment.uploadInvoice': { target: 'registered' },
        'payment.confirm': { guard: 'invoiceReady', target: 'confirmed' },
        'payment.delete': { target: 'deleted' },
      },
    },
    confirmed: {
      on: {
        'payment.uploadInvoice': { target: 'confirmed' },
        'payment.refund': { guard: 'policyRefundable', target: 'refunded' },
      },
    },
    refunded: { type: 'final' },
    deleted: { type: 'final' },
  },
});
