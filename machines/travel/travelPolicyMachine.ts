import { setup } from 'xstate';
import type { TravelPolicyState } from '../../src/shared/lifecycleStates';

// A travel-insurance policy (docs/travel-insurance.md). The server moves a stored policy only where this chart allows
// it (otherwise 409 INELIGIBLE_STATE) and answers the actions it allows as `allowedActions`; the console offers exactly
// those. Dates are compared as calendar days in Moscow ('yyyy-MM-dd' strings compare in order).
//
//   draft ──accept──▶ issued ──pay──▶ paid ──activate──▶ active ──expire──▶ expired
//     │                 │  ◀──unpay──  │
//     └──annul──▶ annulled ◀──annul──┴── (paid: only before the start date)

export const TRAVEL_POLICY_STATE_NAMES: Record<TravelPolicyState, string> = {
  draft: 'Черновик',
  issued: 'Выпущен',
  paid: 'Оплачен',
  active: 'Действует',
  expired: 'Истёк',
  annulled: 'Аннулирован',
};

/** What the guards read: today and the policy's period, as 'yyyy-MM-dd' in Moscow. */
export interface TravelPolicyFacts {
  today: string;
  startDate: string;
  endDate: string;
}

export type TravelPolicyEvent =
  | { type: 'policy.update' }
  | { type: 'policy.accept' }
  | { type: 'policy.pay' }
  | { type: 'policy.unpay' }
  | { type: 'policy.activate' }
  | { type: 'policy.expire' }
  | { type: 'policy.annul' };

export const TRAVEL_POLICY_EVENTS: TravelPolicyEvent[] = (
  [
    'policy.update',
    'policy.accept',
    'policy.pay',
    'policy.unpay',
    'policy.activate',
    'policy.expire',
    'policy.annul',
  ] as const
).map((type) => ({ type }));

/** The actions a person takes; pay, unpay, activate and expire follow payments and the calendar. */
export const TRAVEL_POLICY_USER_ACTIONS = ['policy.update', 'policy.accept', 'policy.annul'] as const;

export const TRAVEL_POLICY_ACTION_NAMES: Record<TravelPolicyEvent['type'], string> = {
  'policy.update': 'Изменить',
  'policy.accept': 'Выпустить',
  'policy.pay': 'Отметить оплату',
  'policy.unpay': 'Снять оплату',
  'policy.activate': 'Начать действие',
  'policy.expire': 'Завершить действие',
  'policy.annul': 'Аннулировать',
};

export const travelPolicyMachine = setup({
  types: {
    context: {} as TravelPolicyFacts,
    events: {} as TravelPolicyEvent,
    input: {} as Partial<TravelPolicyFacts> | undefined,
  },
  guards: {
    /** A policy cannot be issued for a trip that has already begun. */
    startNotPassed: ({ context }) => context.startDate >= context.today,
    /** Cover runs from the start date: a paid policy may be annulled only before it. */
    notStarted: ({ context }) => context.startDate > context.today,
    startReached: ({ context }) => context.startDate <= context.today,
    endPassed: ({ context }) => context.endDate < context.today,
  },
}).createMachine({
  id: 'travelPolicy',
  context: ({ input }) => ({
    today: input?.today ?? '',
    startDate: input?.startDate ?? '',
    endDate: input?.endDate ?? '',
  }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        // Self-transitions name their state: can() answers false for one with neither target nor actions.
        'policy.update': { target: 'draft' },
        'policy.accept': { guard: 'startNotPassed', target: 'issued' },
        'policy.annul': { target: 'annulled' },
      },
    },
    issued: {
      on: {
        'policy.pay': { target: 'paid' },
        'policy.annul': { target: 'annulled' },
      },
    },
    paid: {
      on: {
        'policy.unpay': { target: 'issued' },
        'policy.activate': { guard: 'startReached', target: 'active' },
        'policy.annul': { guard: 'notStarted', target: 'annulled' },
      },
    },
    active: { on: { 'policy.expire': { guard: 'endPassed', target: 'expired' } } },
    expired: { type: 'final' },
    annulled: { type: 'final' },
  },
});
