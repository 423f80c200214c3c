import { setup } from 'xstate';
import type { InvoiceState } from '../../src/shared/lifecycleStates';

// The invoice lifecycle. The actions were given but not the statuses; this chart is ours. The server stores the state
// and accepts an action only when this chart allows it from there (otherwise 409 INELIGIBLE_STATE); the console offers
// exactly the actions the chart allows.
//
//   draft ──send / sendSms──▶ sent ──accept──▶ accepted
//     ▲  ╲deactivate            │ ╲              │
//     │   ▶ inactive ─activate─▶│  payInCash ────┼──▶ paid ──close──▶ closed
//   reform                      │  payToAccount ─┴──▶ awaitingPayment ──affirmPaidToAccount──▶ paid
//     │                         revoke                 retract ◀── paid / awaitingPayment (back to accepted)
//   revoked ◀───────────────────┘

export const INVOICE_STATE_NAMES: Record<InvoiceState, string> = {
  draft: 'Черновик',
  inactive: 'Неактивен',
  sent: 'Отправлен клиенту',
  accepted: 'Принят клиентом',
  awaitingPayment: 'Ожидает оплаты на счёт',
  paid: 'Оплачен',
  revoked: 'Отозван',
  closed: 'Закрыт',
};

/** What the guards read: facts the server takes from the stored invoice. */
export interface InvoiceFacts {
  positionsCount: number;
}

export type InvoiceEvent =
  | { type: 'invoice.edit' }
  | { type: 'invoice.autofill' }
  | { type: 'invoice.crucialEdit' }
  | { type: 'invoice.feeRate' }
  | { type: 'invoice.deactivate' }
  | { type: 'invoice.activate' }
  | { type: 'invoice.send' }
  | { type: 'invoice.sendSms' }
  | { type: 'invoice.accept' }
  | { type: 'invoice.payByCard' }
  | { type: 'invoice.paySbp' }
  | { type: 'invoice.payInCash' }
  | { type: 'invoice.payToAccount' }
  | { type: 'invoice.affirmPaidToAccount' }
  | { type: 'invoice.revoke' }
  | { type: 'invoice.retract' }
  | { type: 'invoice.reform' }
  | { type: 'invoice.close' };

export type InvoiceAction = InvoiceEvent['type'];

/** Every action, in the order the console lists them. */
export const INVOICE_EVENTS: InvoiceEvent[] = [
  'invoice.edit',
  'invoice.autofill',
  'invoice.crucialEdit',
  'invoice.feeRate',
  'invoice.send',
  'invoice.sendSms',
  'invoice.accept',
  'invoice.payByCard',
  'invoice.paySbp',
  'invoice.payInCash',
  'invoice.payToAccount',
  'invoice.affirmPaidToAccount',
  'invoice.retract',
  'invoice.revoke',
  'invoice.reform',
  'invoice.close',
  'invoice.deactivate',
  'invoice.activate',
].map((type) => ({ type }) as InvoiceEvent);

/** What each action is called on its button and in the history. */
export const INVOICE_ACTION_NAMES: Record<InvoiceAction, string> = {
  'invoice.edit': 'Изменить',
  'invoice.autofill': 'Заполнить по прайс-листу',
  'invoice.crucialEdit': 'Существенное изменение',
  'invoice.feeRate': 'Ставка комиссии',
  'invoice.deactivate': 'Деактивировать',
  'invoice.activate': 'Активировать',
  'invoice.send': 'Отправить клиенту',
  'invoice.sendSms': 'Отправить по SMS',
  'invoice.accept': 'Принят клиентом',
  'invoice.payByCard': 'Ссылка на оплату картой',
  'invoice.paySbp': 'Ссылка на оплату по СБП',
  'invoice.payInCash': 'Оплата наличными',
  'invoice.payToAccount': 'Оплата на расчётный счёт',
  'invoice.affirmPaidToAccount': 'Подтвердить оплату на счёт',
  'invoice.revoke': 'Отозвать',
  'invoice.retract': 'Отменить последний платёж',
  'invoice.reform': 'Переформировать',
  'invoice.close': 'Закрыть',
};

// A self-transition names its own state as the target: xstate's can() answers false for one with neither a target
// nor actions, and can() is how both sides ask the chart.
const payable = (self: 'sent' | 'accepted') =>
  ({
    'invoice.sendSms': { target: self },
    'invoice.payByCard': { target: self },
    'invoice.paySbp': { target: self },
    'invoice.feeRate': { target: self },
    'invoice.payInCash': { target: 'paid' },
    'invoice.payToAccount': { target: 'awaitingPayment' },
    'invoice.revoke': { target: 'revoked' },
  }) as const;

export const invoiceMachine = setup({
  types: { context: {} as InvoiceFacts, events: {} as InvoiceEvent, input: {} as Partial<InvoiceFacts> | undefined },
  guards: {
    /** An invoice without positions is not sent: there is nothing to pay. */
    hasPositions: ({ context }) => context.positionsCount > 0,
  },
}).createMachine({
  id: 'invoice',
  context: ({ input }) => ({ positionsCount: input?.positionsCount ?? 0 }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'invoice.edit': { target: 'draft' },
        'invoice.autofill': { target: 'draft' },
        'invoice.feeRate': { target: 'draft' },
        'invoice.send': { guard: 'hasPositions', target: 'sent' },
        'invoice.sendSms': { guard: 'hasPositions', target: 'sent' },
        'invoice.deactivate': { target: 'inactive' },
      },
    },
    inactive: { on: { 'invoice.activate': { target: 'draft' } } },
    sent: { on: { ...payable('sent'), 'invoice.send': { target: 'sent' }, 'invoice.accept': { target: 'accepted' } } },
    accepted: { on: payable('accepted') },
    awaitingPayment: {
      on: { 'invoice.affirmPaidToAccount': { target: 'paid' }, 'invoice.retract': { target: 'accepted' } },
    },
    paid: {
      on: {
        'invoice.retract': { target: 'accepted' },
        'invoice.crucialEdit': { target: 'paid' },
        'invoice.feeRate': { target: 'paid' },
        'invoice.close': { target: 'closed' },
      },
    },
    revoked: { on: { 'invoice.reform': { target: 'draft' }, 'invoice.deactivate': { target: 'inactive' } } },
    closed: { type: 'final' },
  },
});
