import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

/** What a Carmen row is mapped to: one of our makes or users by id, or nothing. */
export type MappingValue = number | null;

export type CarmenMappingEvent =
  /** A value picked in the select. */
  | { type: 'mapping.change'; value: number }
  /** The clear button: offered only while a value is set. */
  | { type: 'mapping.clear' }
  /** The row as the server now has it (the table reloaded): taken unless a save is under way. */
  | { type: 'mapping.sync'; value: MappingValue };

export interface CarmenMappingContext {
  rowId: number;
  /** What the select shows: the chosen value while it is being saved, the saved one otherwise. */
  value: MappingValue;
  /** The value before the save under way: restored when the save fails. */
  previous: MappingValue;
  error: (SessionError & { connectError?: boolean }) | null;
  canEdit: boolean;
}

export interface CarmenMappingInput {
  rowId: number;
  value: MappingValue;
  /** The user holds the update flag (reference.carmen.makes or carmen.users). */
  canEdit: boolean;
}

/**
 * The Carmen mapping select of one row: a change saves immediately; clearing is allowed only when a value is set.
 * ready.idle -> saving -> ready.idle, or ready.failed with the previous value restored. Without the update flag the row
 * is readOnly. `save` (the PUT), `notifySaved` and `notifyFailed` (the toasts) are provided by the screen.
 */
export const carmenMappingMachine = setup({
  types: {
    context: {} as CarmenMappingContext,
    events: {} as CarmenMappingEvent,
    input: {} as CarmenMappingInput,
  },
  actors: {
    save: fromPromise<MappingValue, { rowId: number; value: MappingValue }>(async () => {
      throw new Error('save is provided by the screen');
    }),
  },
  actions: {
    notifySaved: (_, _params: { value: MappingValue }) => {},
    notifyFailed: (_, _params: { error: NonNullable<CarmenMappingContext['error']> }) => {},
    choose: assign((_, params: { value: MappingValue }) => ({ value: params.value })),
    rememberPrevious: assign({ previous: ({ context }) => context.value, error: null }),
    take: assign((_, params: { value: MappingValue }) => ({ value: params.value, previous: params.value })),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    hasValue: ({ context }) => context.value !== null,
    isNewValue: ({ context }, params: { value: MappingValue }) => params.value !== context.value,
  },
}).createMachine({
  id: 'carmenMapping',
  context: ({ input }) => ({
    rowId: input.rowId,
    value: input.value,
    previous: input.value,
    error: null,
    canEdit: input.canEdit,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'canEdit', target: 'ready' }, { target: 'readOnly' }],
    },
    readOnly: {
      on: { 'mapping.sync': { actions: { type: 'take', params: ({ event }) => ({ value: event.value }) } } },
    },
    ready: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'mapping.change': {
          guard: { type: 'isNewValue', params: ({ event }) => ({ value: event.value }) },
          target: 'saving',
          actions: ['rememberPrevious', { type: 'choose', params: ({ event }) => ({ value: event.value }) }],
        },
        'mapping.clear': {
          guard: 'hasValue',
          target: 'saving',
          actions: ['rememberPrevious', { type: 'choose', params: { value: null } }],
        },
        'mapping.sync': { actions: { type: 'take', params: ({ event }) => ({ value: event.value }) } },
      },
      states: {
        idle: {},
        /** The last save failed: the previous value is back and the error kept; any new choice saves again. */
        failed: {},
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ rowId: context.rowId, value: context.value }),
        onDone: {
          target: 'ready.idle',
          // The server's answer is what is kept.
          actions: [
            { type: 'take', params: ({ event }) => ({ value: event.output }) },
            { type: 'notifySaved', params: ({ event }) => ({ value: event.output }) },
          ],
        },
        onError: {
          target: 'ready.failed',
          actions: [
            assign(({ context, event }) => {
              const e = event.error as {
                message?: string;
                errorCode?: string;
                status?: number;
                connectError?: boolean;
              };
              return {
                value: context.previous,
                error: {
                  message: e?.message ?? String(event.error),
                  errorCode: e?.errorCode,
                  status: e?.status,
                  connectError: e?.connectError,
                },
              };
            }),
            { type: 'notifyFailed', params: ({ context }) => ({ error: context.error! }) },
          ],
        },
      },
    },
  },
});
