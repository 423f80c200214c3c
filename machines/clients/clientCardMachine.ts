import { assign, fromPromise, setup } from 'xstate';
import type { Client } from '../../src/shared/schemas/clients/clientEntity';
import type { SessionError } from '../session/sessionTypes';

export type ClientCardEvent =
  /** Load the client again (a tab changed it, or 'повторить' after a failure). */
  | { type: 'card.reload' }
  /** A form of the card saved the client: the server's answer replaces what is shown. */
  | { type: 'card.saved'; client: Client }
  /** 'Удалить': asks first. */
  | { type: 'card.delete' }
  | { type: 'card.delete.confirm' }
  | { type: 'card.delete.cancel' };

export interface ClientCardContext {
  clientId: number;
  client: Client | null;
  /** Why the last load failed (failed, or a reload of a shown client). */
  error: SessionError | null;
  /** Why the last delete failed; the client stays on screen. */
  deleteError: SessionError | null;
}

const toError = (e: unknown): SessionError => {
  const err = e as Partial<SessionError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status };
};

/**
 * The client card (fetch and delete each set loading, then success or failure): loading -> loaded | notFound | failed.
 * A reload keeps the shown client until the answer comes (a failed reload keeps it, with the error). Delete asks, then
 * deleting -> deleted (the view leaves for the search) or back to loaded with the error. `load` and `remove` are
 * provided by the API wiring; `leaveCard` by the view.
 */
export const clientCardMachine = setup({
  types: {
    context: {} as ClientCardContext,
    events: {} as ClientCardEvent,
    input: {} as { clientId: number },
  },
  actors: {
    load: fromPromise<Client, { clientId: number }>(async () => {
      throw new Error('load is provided by the view');
    }),
    remove: fromPromise<unknown, { clientId: number }>(async () => {
      throw new Error('remove is provided by the view');
    }),
  },
  actions: {
    /** The client is gone: the view says so and goes back to the search. */
    leaveCard: () => {},
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => toError(params.error).status === 404,
  },
}).createMachine({
  id: 'clientCard',
  context: ({ input }) => ({ clientId: input.clientId, client: null, error: null, deleteError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: { target: 'loaded', actions: assign({ client: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => toError(event.error) }) },
        ],
      },
    },
    loaded: {
      tags: ['shown'],
      on: {
        'card.reload': { target: 'reloading' },
        'card.saved': { actions: assign({ client: ({ event }) => event.client, error: null }) },
        'card.delete': { target: 'confirmingDelete', actions: assign({ deleteError: null }) },
      },
    },
    reloading: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: { target: 'loaded', actions: assign({ client: ({ event }) => event.output, error: null }) },
        onError: [
          // Deleted meanwhile (by another operator): nothing left to show.
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ client: null }),
          },
          { target: 'loaded', actions: assign({ error: ({ event }) => toError(event.error) }) },
        ],
      },
    },
    confirmingDelete: {
      tags: ['shown'],
      on: {
        'card.delete.confirm': { target: 'deleting' },
        'card.delete.cancel': { target: 'loaded' },
      },
    },
    deleting: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ clientId: context.clientId }),
        onDone: { target: 'deleted' },
        onError: { target: 'loaded', actions: assign({ deleteError: ({ event }) => toError(event.error) }) },
      },
    },
    deleted: { type: 'final', entry: 'leaveCard' },
    failed: {
      on: { 'card.reload': { target: 'loading' } },
    },
    notFound: {
      on: { 'card.reload': { target: 'loading' } },
    },
  },
});
