import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

// An office's domains: loaded, edited locally (a new domain is added unless already in the list, seed §4; one can be
// removed), then saved as a whole list. A failed load or save is a state with the server's message.

export type OfficeDomainsEvent =
  | { type: 'domains.add'; domain: string }
  | { type: 'domains.remove'; domain: string }
  | { type: 'domains.save' }
  | { type: 'domains.reload' };

export interface OfficeDomainsContext {
  officeId: number;
  /** The list as the server holds it. */
  saved: string[];
  /** The list being edited. */
  domains: string[];
  error: SessionError | null;
}

const normalise = (domain: string) => domain.trim().toLowerCase();
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((d, i) => d === b[i]);
const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

export const officeDomainsMachine = setup({
  types: {
    context: {} as OfficeDomainsContext,
    events: {} as OfficeDomainsEvent,
    input: {} as { officeId: number },
  },
  actors: {
    load: fromPromise<string[], { officeId: number }>(async () => {
      throw new Error('load is provided by the view');
    }),
    save: fromPromise<string[], { officeId: number; domains: string[] }>(async () => {
      throw new Error('save is provided by the view');
    }),
  },
  guards: {
    isNew: ({ context, event }) =>
      event.type === 'domains.add' &&
      normalise(event.domain) !== '' &&
      !context.domains.includes(normalise(event.domain)),
    isChanged: ({ context }) => !sameList(context.saved, context.domains),
  },
}).createMachine({
  id: 'officeDomains',
  context: ({ input }) => ({ officeId: input.officeId, saved: [], domains: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ officeId: context.officeId }),
        onDone: {
          target: 'editing',
          actions: assign({ saved: ({ event }) => event.output, domains: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
    failed: {
      on: { 'domains.reload': 'loading' },
    },
    editing: {
      on: {
        'domains.add': {
          guard: 'isNew',
          actions: assign({ domains: ({ context, event }) => [...context.domains, normalise(event.domain)] }),
        },
        'domains.remove': {
          actions: assign({ domains: ({ context, event }) => context.domains.filter((d) => d !== event.domain) }),
        },
        'domains.save': { guard: 'isChanged', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ officeId: context.officeId, domains: context.domains }),
        onDone: {
          target: 'editing',
          actions: assign({ saved: ({ event }) => event.output, domains: ({ event }) => event.output }),
        },
        // The edited list stays, so the user can fix it and save again.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
  },
});
