import { assign, fromPromise, setup } from 'xstate';
import type { TravelPolicyInput, TravelPremium } from '../../src/shared/schemas/travel/travelPolicies';

// The live premium of the policy form: the form reports its values as they change (null while they are not yet a
// whole policy) and the chart asks the server once the typing pauses, so a burst of keystrokes makes one call.

export type PremiumEvent = { type: 'premium.input'; input: TravelPolicyInput | null };

export interface PremiumContext {
  /** The values the premium is (or will be) for. */
  input: TravelPolicyInput | null;
  premium: TravelPremium | null;
  /** The server's refusal of the last values (a missing rate, a sum out of range). */
  error: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * incomplete (nothing to price) -> waiting (the debounce delay, restarted by every change) -> calculating -> shown |
 * failed. A change while calculating drops that call's answer and waits again; unchanged values are ignored.
 */
export const travelPremiumMachine = setup({
  types: { context: {} as PremiumContext, events: {} as PremiumEvent },
  actors: {
    calculate: fromPromise<TravelPremium, TravelPolicyInput>(async () => {
      throw new Error('calculate is provided by the API wiring');
    }),
  },
  delays: { debounce: 500 },
  guards: {
    changed: ({ context, event }) => !same(context.input, event.input),
    priceable: ({ context }) => context.input !== null,
  },
  actions: {
    takeInput: assign({ input: ({ event }) => event.input }),
  },
}).createMachine({
  id: 'travelPremium',
  context: { input: null, premium: null, error: null },
  initial: 'incomplete',
  on: {
    'premium.input': { guard: 'changed', target: '.decide', actions: 'takeInput' },
  },
  states: {
    decide: {
      always: [{ guard: 'priceable', target: 'waiting' }, { target: 'incomplete' }],
    },
    incomplete: { entry: assign({ premium: null, error: null }) },
    waiting: {
      tags: ['busy'],
      after: { debounce: 'calculating' },
    },
    calculating: {
      tags: ['busy'],
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => context.input!,
        onDone: { target: 'shown', actions: assign({ premium: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            premium: null,
            error: ({ event }) => (event.error as { message?: string })?.message ?? String(event.error),
          }),
        },
      },
    },
    shown: {},
    failed: {},
  },
});
