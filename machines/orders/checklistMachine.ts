import { assign, fromPromise, setup } from 'xstate';
import type { OrderChecklistItem } from '../../src/shared/schemas/orders/orderParts';
import type { SessionError } from '../session/sessionTypes';

// The order card's checklist: the lines are edited locally, each toggling yes / no / not set; 'Сохранить' sends only
// the changed lines (checklistChanges says how) and reloads. A failed save keeps the edits: after the reload they are
// compared with what the server now holds, so a retry sends only what is still missing.

export type ChecklistValue = boolean | null;

export type ChecklistChange =
  | { kind: 'create'; contentRefValueId: number; checked: boolean }
  | { kind: 'update'; id: number; contentRefValueId: number; checked: boolean }
  | { kind: 'delete'; id: number; contentRefValueId: number };

/**
 * A changed line with no id and a true/false value is created; one with an id and a true/false value is updated; one
 * with an id and a null value is deleted. Unchanged lines send nothing.
 */
export function checklistChanges(
  loaded: readonly OrderChecklistItem[],
  edited: Readonly<Record<number, ChecklistValue>>,
): ChecklistChange[] {
  const changes: ChecklistChange[] = [];
  for (const line of loaded) {
    if (!(line.contentRefValueId in edited)) continue;
    const value = edited[line.contentRefValueId];
    if (value === line.checked) continue;
    if (line.id === null) {
      if (value !== null) changes.push({ kind: 'create', contentRefValueId: line.contentRefValueId, checked: value });
    } else if (value === null) changes.push({ kind: 'delete', id: line.id, contentRefValueId: line.contentRefValueId });
    else changes.push({ kind: 'update', id: line.id, contentRefValueId: line.contentRefValueId, checked: value });
  }
  return changes;
}

export interface ChecklistLine extends OrderChecklistItem {
  /** What the line shows: the edit when there is one. */
  value: ChecklistValue;
  changed: boolean;
}

/** The lines as the section shows them. */
export const checklistLines = (context: Pick<ChecklistContext, 'loaded' | 'edited'>): ChecklistLine[] =>
  context.loaded.map((line) => {
    const value = line.contentRefValueId in context.edited ? context.edited[line.contentRefValueId] : line.checked;
    return { ...line, value, changed: value !== line.checked };
  });

export interface ChecklistContext {
  orderId: number;
  /** Nothing may change (the order is held by another operator, archived, or the user may not update). */
  readOnly: boolean;
  /** The user may delete lines: without it a stored line never goes back to 'not set'. */
  canClear: boolean;
  loaded: OrderChecklistItem[];
  /** contentRefValueId -> the value chosen here. */
  edited: Record<number, ChecklistValue>;
  loadError: SessionError | null;
  saveError: SessionError | null;
}

export type ChecklistEvent =
  | { type: 'checklist.toggle'; contentRefValueId: number }
  | { type: 'checklist.reset' }
  | { type: 'checklist.save' }
  | { type: 'checklist.retry' }
  | { type: 'checklist.access'; readOnly: boolean; canClear: boolean };

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

/** yes -> no -> not set -> yes; a stored line skips 'not set' when the user may not delete. */
function nextValue(line: ChecklistLine, canClear: boolean): ChecklistValue {
  if (line.value === null) return true;
  if (line.value) return false;
  return canClear || line.id === null ? null : true;
}

/** Edits that still differ from what the server holds. */
const pendingEdits = (loaded: OrderChecklistItem[], edited: Record<number, ChecklistValue>) =>
  Object.fromEntries(
    Object.entries(edited).filter(([id, value]) => {
      const line = loaded.find((l) => l.contentRefValueId === Number(id));
      return line !== undefined && line.checked !== value;
    }),
  ) as Record<number, ChecklistValue>;

/**
 * loading -> ready (edit) -> saving -> loading again, the save's failure kept in saveError. `loadChecklist` and
 * `saveChecklist` (the calls, in order) come from the API module; `checklistSaved` (the toast) from the view.
 */
export const checklistMachine = setup({
  types: {
    context: {} as ChecklistContext,
    events: {} as ChecklistEvent,
    input: {} as { orderId: number; readOnly: boolean; canClear: boolean },
  },
  actors: {
    loadChecklist: fromPromise<OrderChecklistItem[], { orderId: number }>(async () => {
      throw new Error('loadChecklist is provided by the API wiring');
    }),
    saveChecklist: fromPromise<void, { orderId: number; changes: ChecklistChange[] }>(async () => {
      throw new Error('saveChecklist is provided by the API wiring');
    }),
  },
  actions: {
    checklistSaved: () => {},
  },
  guards: {
    canToggle: ({ context, event }) =>
      event.type === 'checklist.toggle' &&
      !context.readOnly &&
      context.loaded.some((l) => l.contentRefValueId === event.contentRefValueId),
    hasChanges: ({ context }) => !context.readOnly && checklistChanges(context.loaded, context.edited).length > 0,
    hasEdits: ({ context }) => Object.keys(context.edited).length > 0,
  },
}).createMachine({
  id: 'checklist',
  context: ({ input }) => ({ ...input, loaded: [], edited: {}, loadError: null, saveError: null }),
  initial: 'loading',
  on: {
    'checklist.access': { actions: assign(({ event }) => ({ readOnly: event.readOnly, canClear: event.canClear })) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadChecklist',
        src: 'loadChecklist',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            loaded: event.output,
            edited: pendingEdits(event.output, context.edited),
            loadError: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    failed: {
      on: { 'checklist.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'checklist.toggle': {
          guard: 'canToggle',
          actions: assign({
            edited: ({ context, event }) => {
              const line = checklistLines(context).find((l) => l.contentRefValueId === event.contentRefValueId)!;
              return { ...context.edited, [line.contentRefValueId]: nextValue(line, context.canClear) };
            },
          }),
        },
        'checklist.reset': { guard: 'hasEdits', actions: assign({ edited: {}, saveError: null }) },
        'checklist.save': { guard: 'hasChanges', target: 'saving', actions: assign({ saveError: null }) },
        'checklist.retry': { target: 'loading' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveChecklist',
        src: 'saveChecklist',
        input: ({ context }) => ({
          orderId: context.orderId,
          changes: checklistChanges(context.loaded, context.edited),
        }),
        onDone: { target: 'loading', actions: 'checklistSaved' },
        onError: { target: 'loading', actions: assign({ saveError: ({ event }) => toError(event.error) }) },
      },
    },
  },
});
