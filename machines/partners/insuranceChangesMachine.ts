import { assign, fromPromise, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

// /insurance/changes: the insurers' catalogue compared with ours (new, changed, deleted side by side). The operator
// chooses which of the deleted ones to remove, then copies the catalogue (PUT .../copy {idsForRemoval}); the
// comparison is loaded again afterwards.

export interface InsuranceComparison {
  added: { externalId: string; name: string }[];
  changed: { id: number; externalId: string; name: string; newName: string }[];
  deleted: { id: number; externalId: string; name: string }[];
}

export type InsuranceChangesEvent =
  | { type: 'changes.toggle'; id: number }
  | { type: 'changes.toggleAll' }
  | { type: 'changes.copy' }
  | { type: 'changes.reload' };

export interface InsuranceChangesContext {
  comparison: InsuranceComparison | null;
  /** The deleted insurers chosen for removal. */
  idsForRemoval: number[];
  error: SessionError | null;
  /** How many were added, renamed and removed by the last copy. */
  lastCopy: { added: number; renamed: number; removed: number } | null;
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

export const insuranceChangesMachine = setup({
  types: {
    context: {} as InsuranceChangesContext,
    events: {} as InsuranceChangesEvent,
  },
  actors: {
    load: fromPromise<InsuranceComparison>(async () => {
      throw new Error('load is provided by the view');
    }),
    copy: fromPromise<{ added: number; renamed: number; removed: number }, { idsForRemoval: number[] }>(async () => {
      throw new Error('copy is provided by the view');
    }),
  },
  guards: {
    hasChanges: ({ context }) => {
      const c = context.comparison;
      return c !== null && (c.added.length > 0 || c.changed.length > 0 || context.idsForRemoval.length > 0);
    },
  },
}).createMachine({
  id: 'insuranceChanges',
  context: { comparison: null, idsForRemoval: [], error: null, lastCopy: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          // A chosen insurer no longer in the list drops out of the choice.
          actions: assign({
            comparison: ({ event }) => event.output,
            idsForRemoval: ({ context, event }) =>
              context.idsForRemoval.filter((id) => event.output.deleted.some((d) => d.id === id)),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { 'changes.reload': 'loading' } },
    ready: {
      on: {
        'changes.reload': 'loading',
        'changes.toggle': {
          actions: assign({
            idsForRemoval: ({ context, event }) =>
              context.idsForRemoval.includes(event.id)
                ? context.idsForRemoval.filter((id) => id !== event.id)
                : [...context.idsForRemoval, event.id],
          }),
        },
        'changes.toggleAll': {
          actions: assign({
            idsForRemoval: ({ context }) => {
              const all = context.comparison?.deleted.map((d) => d.id) ?? [];
              return context.idsForRemoval.length === all.length ? [] : all;
            },
          }),
        },
        'changes.copy': { guard: 'hasChanges', target: 'copying' },
      },
    },
    copying: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'copy',
        input: ({ context }) => ({ idsForRemoval: context.idsForRemoval }),
        onDone: { target: 'loading', actions: assign({ lastCopy: ({ event }) => event.output, idsForRemoval: [] }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
  },
});
