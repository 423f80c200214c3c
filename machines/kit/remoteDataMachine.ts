import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

export type RemoteDataEvent = { type: 'data.reload' } | { type: 'data.params'; params: unknown };

export interface RemoteDataContext {
  params: unknown;
  data: unknown;
  error: SessionError | null;
}

/**
 * Loads one piece of server data: loading -> loaded | failed, reloaded on demand or when its parameters change.
 * Re-entering 'loading' stops the previous request's actor, so a stale answer never overwrites a newer one.
 */
export const remoteDataMachine = setup({
  types: {
    context: {} as RemoteDataContext,
    events: {} as RemoteDataEvent,
    input: {} as { params: unknown },
  },
  actors: {
    load: fromPromise<unknown, { params: unknown }>(async () => {
      throw new Error('load is provided by the screen');
    }),
  },
}).createMachine({
  id: 'remoteData',
  context: ({ input }) => ({ params: input.params, data: undefined, error: null }),
  initial: 'loading',
  on: {
    'data.reload': { target: '.loading', reenter: true },
    'data.params': { target: '.loading', reenter: true, actions: assign({ params: ({ event }) => event.params }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ params: context.params }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({ message: (event.error as Error)?.message ?? String(event.error) }),
          }),
        },
      },
    },
    loaded: {},
    failed: {},
  },
});
