import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from './sessionTypes';

export interface InviteInfo {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type RegistrationEvent =
  | { type: 'registration.submit'; password: string; passwordConfirm: string }
  | { type: 'registration.retry' };

/** Registration by invite: load the invite info, complete registration, then set the success flag. */
export const registrationMachine = setup({
  types: {
    context: {} as {
      code: string;
      invite: InviteInfo | null;
      error: (SessionError & { details?: Record<string, string> }) | null;
    },
    events: {} as RegistrationEvent,
    input: {} as { code: string },
  },
  actors: {
    loadInvite: fromPromise<InviteInfo, { code: string }>(async () => {
      throw new Error('loadInvite is provided by the page');
    }),
    completeRegistration: fromPromise<void, { code: string; password: string; passwordConfirm: string }>(async () => {
      throw new Error('completeRegistration is provided by the page');
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ code: input.code, invite: null, error: null }),
  initial: 'loadingInvite',
  states: {
    loadingInvite: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvite',
        src: 'loadInvite',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'ready', actions: assign({ invite: ({ event }) => event.output }) },
        onError: {
          target: 'inviteFailed',
          actions: assign({ error: ({ event }) => ({ message: (event.error as Error).message }) }),
        },
      },
    },
    inviteFailed: { on: { 'registration.retry': 'loadingInvite' } },
    ready: { on: { 'registration.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'completeRegistration',
        src: 'completeRegistration',
        input: ({ context, event }) => {
          const e = event as Extract<RegistrationEvent, { type: 'registration.submit' }>;
          return { code: context.code, password: e.password, passwordConfirm: e.passwordConfirm };
        },
        onDone: { target: 'completed' },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => {
              const e = event.error as { message: string; details?: Record<string, string> };
              return { message: e.message, details: e.details };
            },
          }),
        },
      },
    },
    completed: { type: 'final' },
  },
});
