import { assign, fromPromise, setup } from 'xstate';

// The new-user form's e-mail check (seed 000: 'A server uniqueness check gives «Этот email уже используется!»'):
// a pause after typing, or leaving the field, asks the server; an answer for an address since changed is dropped
// (the check restarts), and a failed check blocks nothing: the server checks again on save.

export type EmailCheckEvent = { type: 'email.input'; email: string } | { type: 'email.blur' };

export interface EmailCheckContext {
  email: string;
  /** The server's message for a taken address; null while free or unknown. */
  message: string | null;
}

export interface EmailCheckAnswer {
  free: boolean;
  message: string | null;
}

/** Worth asking the server about: something@something.something (the form's own rule gives the message). */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export const emailCheckMachine = setup({
  types: {
    context: {} as EmailCheckContext,
    events: {} as EmailCheckEvent,
  },
  actors: {
    check: fromPromise<EmailCheckAnswer, { email: string }>(async () => {
      throw new Error('check is provided by the view');
    }),
  },
  delays: { typingPause: 500 },
  guards: {
    worthChecking: ({ context }) => looksLikeEmail(context.email),
  },
  actions: {
    remember: assign({
      email: ({ event }) => (event.type === 'email.input' ? event.email.trim() : ''),
      message: null,
    }),
  },
}).createMachine({
  id: 'emailCheck',
  context: { email: '', message: null },
  initial: 'idle',
  on: {
    'email.input': { target: '.typing', actions: 'remember' },
  },
  states: {
    idle: {},
    typing: {
      after: { typingPause: [{ guard: 'worthChecking', target: 'checking' }, { target: 'idle' }] },
      on: { 'email.blur': [{ guard: 'worthChecking', target: 'checking' }, { target: 'idle' }] },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output.free, target: 'free' },
          { target: 'taken', actions: assign({ message: ({ event }) => event.output.message }) },
        ],
        onError: 'unknown',
      },
    },
    free: {},
    taken: {},
    /** The check failed (network): nothing is shown, the save's own check decides. */
    unknown: {},
  },
});
