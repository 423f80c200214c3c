import { setup } from 'xstate';
import type { DispatchState } from '../../src/shared/lifecycleStates';

// Evacuation dispatch through order offers (start, restart, manual operator processing, accept, reject). The actions
// were given, not the states; this chart is ours and both sides use it: the server moves an order's dispatch only as
// the chart allows (otherwise 409 INELIGIBLE_STATE), the console shows the state and offers exactly the allowed
// actions.
//
//   idle ──start──▶ offering ──accept──▶ accepted
//                   │  ▲ reject / expire with partners left (the next partner by priority)
//                   │  └──┘
//                   └─ reject / expire with none left, or operator ──▶ manual
//   restart (from offering, accepted, manual): offering again from the first partner

export const DISPATCH_STATE_NAMES: Record<DispatchState, string> = {
  idle: 'Не запущено',
  offering: 'Предложение партнёру',
  accepted: 'Принято партнёром',
  manual: 'Ручная обработка оператором',
};

/** What the guards read: the partners of the order's region for its service, and how many are still to ask. */
export interface DispatchFacts {
  /** Partners with a priority for the order's service and region. */
  candidates: number;
  /** Partners after the one asked now. */
  remaining: number;
}

export type DispatchEvent =
  | { type: 'offer.start' }
  | { type: 'offer.restart' }
  | { type: 'offer.operator' }
  | { type: 'offer.accept' }
  | { type: 'offer.reject' }
  | { type: 'offer.expire' };

export const DISPATCH_EVENTS: DispatchEvent[] = (
  ['offer.start', 'offer.restart', 'offer.operator', 'offer.accept', 'offer.reject', 'offer.expire'] as const
).map((type) => ({ type }));

export const DISPATCH_ACTION_NAMES: Record<DispatchEvent['type'], string> = {
  'offer.start': 'Запустить поиск партнёра',
  'offer.restart': 'Перезапустить поиск',
  'offer.operator': 'Обработать вручную',
  'offer.accept': 'Принять',
  'offer.reject': 'Отклонить',
  'offer.expire': 'Истёк срок ответа',
};

const toFirstPartner = [
  { guard: 'hasCandidates', target: '#orderOffer.offering', reenter: true },
  { target: '#orderOffer.manual' },
] as const;
const toNextPartner = [
  { guard: 'hasRemaining', target: '#orderOffer.offering', reenter: true },
  { target: '#orderOffer.manual' },
] as const;

export const orderOfferMachine = setup({
  types: { context: {} as DispatchFacts, events: {} as DispatchEvent, input: {} as Partial<DispatchFacts> | undefined },
  guards: {
    hasCandidates: ({ context }) => context.candidates > 0,
    hasRemaining: ({ context }) => context.remaining > 0,
  },
}).createMachine({
  id: 'orderOffer',
  context: ({ input }) => ({ candidates: input?.candidates ?? 0, remaining: input?.remaining ?? 0 }),
  initial: 'idle',
  states: {
    idle: { on: { 'offer.start': toFirstPartner, 'offer.operator': { target: 'manual' } } },
    offering: {
      on: {
        'offer.accept': { target: 'accepted' },
        'offer.reject': toNextPartner,
        'offer.expire': toNextPartner,
        'offer.operator': { target: 'manual' },
        'offer.restart': toFirstPartner,
      },
    },
    accepted: { on: { 'offer.restart': toFirstPartner, 'offer.operator': { target: 'manual' } } },
    manual: { on: { 'offer.restart': toFirstPartner } },
  },
});
