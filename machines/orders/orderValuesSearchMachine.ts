import { assign, fromPromise, setup } from 'xstate';
import type { OrderFindListResponse } from '../../src/shared/schemas/orders/orderEntity';
import type { SessionError } from '../session/sessionTypes';

// The mass search of orders by pasted values (/orders/find/by/values): idle -> searching -> found | failed. A new
// search from any state replaces the one under way (its late answer is dropped); a failed one can be retried.

/** What one search may carry: the server refuses more (orderFindListSchema). */
export const MAX_SEARCH_VALUES = 500;

export type OrderValuesSearchEvent = { type: 'values.search'; values: string[] } | { type: 'values.retry' };

export interface OrderValuesSearchContext {
  values: string[];
  result: OrderFindListResponse | null;
  error: SessionError | null;
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

export const orderValuesSearchMachine = setup({
  types: { context: {} as OrderValuesSearchContext, events: {} as OrderValuesSearchEvent },
  actors: {
    // Provided by the screen: POST /orders/find_list.
    search: fromPromise<OrderFindListResponse, { values: string[] }>(async () => {
      throw new Error('search is provided by the screen');
    }),
  },
  guards: {
    hasValues: ({ event }) =>
      event.type === 'values.search' && event.values.length > 0 && event.values.length <= MAX_SEARCH_VALUES,
  },
}).createMachine({
  id: 'orderValuesSearch',
  context: { values: [], result: null, error: null },
  initial: 'idle',
  on: {
    'values.search': {
      guard: 'hasValues',
      target: '.searching',
      reenter: true,
      actions: assign({ values: ({ event }) => (event.type === 'values.search' ? event.values : []) }),
    },
  },
  states: {
    idle: {},
    searching: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'found', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ result: null, error: ({ event }) => toError(event.error) }) },
      },
    },
    found: {},
    failed: { on: { 'values.retry': 'searching' } },
  },
});
