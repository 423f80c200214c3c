import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

export type SubmissionEvent = { type: 'form.submit'; values: unknown };

/**
 * One form sent to the server: editing -> submitting -> succeeded, or back to editing with the server's error
 * (the form keeps what the user typed; the view shows the message and the per-field details).
 */
export const submissionMachine = setup({
  types: {
    context: {} as { error: (SessionError & { details?: Record<string, string> }) | null },
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: fromPromise<unknown, { values: unknown }>(async () => {
      throw new Error('submit is provided by the form');
    }),
  },
}).createMachine({
  id: 'submission',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': { target: 'submitting' } },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => ({ values: (event as SubmissionEvent).values }),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => {
              const e = event.error as {
                message?: string;
                errorCode?: string;
                status?: number;
                details?: Record<string, string>;
              };
              return {
                message: e?.message ?? String(event.error),
                errorCode: e?.errorCode,
                status: e?.status,
                details: e?.details,
              };
            },
          }),
        },
      },
    },
    succeeded: { type: 'final' },
  },
});
