import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { priorityUpdateSchema, type servicePartnerPrioritySchema } from '../../src/shared/schemas/orderOffers';
import type { SessionError } from '../session/sessionTypes';

// 'Приоритеты партнёров': the partners' priorities (1 to 10) for a service in a region. A changed priority marks its
// row updated; saving sends only the updated rows, in parallel, then clears their flags. A row whose save failed keeps
// its flag and the server's message, so saving again retries only it.

export type PartnerPriority = z.infer<typeof servicePartnerPrioritySchema>;

export interface PriorityRow extends PartnerPriority {
  /** What is typed in the row's field. */
  input: string;
  /** A client-side flag, never stored: the typed priority differs from the stored one. */
  updated: boolean;
  /** PRIORITY_MESSAGE while the typed value is not 1 to 10. */
  invalid: string | null;
  /** The server's refusal of the row's last save. */
  error: string | null;
}

/** One row's save: the priority now stored, or the server's message. */
export type PrioritySaveResult =
  | { id: number; ok: true; priority: number }
  | { id: number; ok: false; message: string };

export type PriorityEditEvent =
  | { type: 'priority.change'; id: number; input: string }
  | { type: 'priorities.save' }
  | { type: 'priorities.retry' };

export interface PriorityEditContext {
  fiasId: string | null;
  serviceId: number | null;
  /** permissionUpdate on 'reference.partner.priorities'. */
  canEdit: boolean;
  rows: PriorityRow[];
  loadError: SessionError | null;
}

const byPriority = (a: PriorityRow, b: PriorityRow) =>
  a.priority - b.priority || a.partnerName.localeCompare(b.partnerName, 'ru');
const fresh = (row: PartnerPriority): PriorityRow => ({
  ...row,
  input: String(row.priority),
  updated: false,
  invalid: null,
  error: null,
});

function edited(row: PriorityRow, input: string): PriorityRow {
  const text = input.trim();
  const parsed = priorityUpdateSchema.shape.priority.safeParse(text === '' ? Number.NaN : Number(text));
  return {
    ...row,
    input,
    updated: text !== String(row.priority),
    invalid: parsed.success ? null : parsed.error.issues[0].message,
    error: null,
  };
}

/** The rows the save sends: the updated ones, as the PUT body takes them. */
export const priorityChanges = (rows: readonly PriorityRow[]) =>
  rows.filter((r) => r.updated).map((r) => ({ id: r.id, priority: Number(r.input.trim()) }));

function applySave(rows: PriorityRow[], results: PrioritySaveResult[]): PriorityRow[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  return rows
    .map((row) => {
      const result = byId.get(row.id);
      if (!result) return row;
      return result.ok ? fresh({ ...row, priority: result.priority }) : { ...row, error: result.message };
    })
    .sort(byPriority);
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

/**
 * Priorities are read only when both the region and the service are known (otherwise the list stays empty: blank);
 * loading -> ready (edit) -> saving -> ready. `loadPriorities` and `savePriorities` (one PUT per row, in parallel,
 * every outcome reported) come from the API wiring; `prioritiesSaved` (the toast) from the view.
 */
export const priorityEditMachine = setup({
  types: {
    context: {} as PriorityEditContext,
    events: {} as PriorityEditEvent,
    input: {} as { fiasId: string | null; serviceId: number | null; canEdit: boolean },
  },
  actors: {
    loadPriorities: fromPromise<PartnerPriority[], { fiasId: string; serviceId: number }>(async () => {
      throw new Error('loadPriorities is provided by the API wiring');
    }),
    savePriorities: fromPromise<PrioritySaveResult[], { changes: { id: number; priority: number }[] }>(async () => {
      throw new Error('savePriorities is provided by the API wiring');
    }),
  },
  actions: {
    prioritiesSaved: () => {},
  },
  guards: {
    hasRegionAndService: ({ context }) => Boolean(context.fiasId) && context.serviceId !== null,
    canChange: ({ context, event }) =>
      event.type === 'priority.change' && context.canEdit && context.rows.some((r) => r.id === event.id),
    canSave: ({ context }) =>
      context.canEdit && context.rows.some((r) => r.updated) && context.rows.every((r) => r.invalid === null),
    allSaved: ({ event }) => (event as unknown as { output: PrioritySaveResult[] }).output.every((r) => r.ok),
  },
}).createMachine({
  id: 'priorityEdit',
  context: ({ input }) => ({ ...input, rows: [], loadError: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasRegionAndService', target: 'loading' }, { target: 'blank' }] },
    /** No region or no service: nothing to read. */
    blank: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPriorities',
        src: 'loadPriorities',
        input: ({ context }) => ({ fiasId: context.fiasId!, serviceId: context.serviceId! }),
        onDone: {
          target: 'ready',
          actions: assign({ rows: ({ event }) => event.output.map(fresh).sort(byPriority), loadError: null }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { 'priorities.retry': { target: 'loading' } } },
    ready: {
      on: {
        'priority.change': {
          guard: 'canChange',
          actions: assign({
            rows: ({ context, event }) => context.rows.map((r) => (r.id === event.id ? edited(r, event.input) : r)),
          }),
        },
        'priorities.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePriorities',
        src: 'savePriorities',
        input: ({ context }) => ({ changes: priorityChanges(context.rows) }),
        onDone: [
          {
            guard: 'allSaved',
            target: 'ready',
            actions: [
              assign({ rows: ({ context, event }) => applySave(context.rows, event.output) }),
              'prioritiesSaved',
            ],
          },
          { target: 'ready', actions: assign({ rows: ({ context, event }) => applySave(context.rows, event.output) }) },
        ],
        // The wiring reports each row's outcome; a failure here is the wiring's own: nothing was marked saved.
        onError: {
          target: 'ready',
          actions: assign({
            rows: ({ context, event }) =>
              context.rows.map((r) => (r.updated ? { ...r, error: toError(event.error).message } : r)),
          }),
        },
      },
    },
  },
});
