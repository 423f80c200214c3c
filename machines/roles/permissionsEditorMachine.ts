import { assign, fromPromise, setup } from 'xstate';
import type { Operation } from '../../src/shared/schemas/roles/operations';
import type {
  PermissionBody,
  PermissionFlags,
  PermissionHolder,
  PermissionMode,
  PermissionRow,
} from '../../src/shared/schemas/roles/permissionsAdmin';
import type { SessionError } from '../session/sessionTypes';

// One holder's permissions as a table of operations with four flags: loaded, edited (the changes kept apart from
// what the server has), saved as the changed rows only. SIMPLE mode shows only 'available'; EXTENDED all four.

export type PermissionFlag = keyof PermissionFlags;
export const NO_FLAGS: PermissionFlags = {
  available: false,
  permissionInsert: false,
  permissionUpdate: false,
  permissionDelete: false,
};

export interface PermissionsEditorContext {
  holder: PermissionHolder;
  operations: Operation[];
  /** What the server holds, by operation id. */
  saved: Record<number, PermissionFlags>;
  /** The user's changes not saved yet, by operation id. */
  edits: Record<number, PermissionFlags>;
  mode: PermissionMode;
  error: SessionError | null;
}

export type PermissionsEditorEvent =
  | { type: 'permissions.toggle'; operationId: number; flag: PermissionFlag; value: boolean }
  | { type: 'permissions.mode'; mode: PermissionMode }
  | { type: 'permissions.save' }
  | { type: 'permissions.discard' }
  | { type: 'permissions.reload' };

const flagsOf = (row: PermissionFlags): PermissionFlags => ({
  available: row.available,
  permissionInsert: row.permissionInsert,
  permissionUpdate: row.permissionUpdate,
  permissionDelete: row.permissionDelete,
});
const sameFlags = (a: PermissionFlags, b: PermissionFlags) =>
  a.available === b.available &&
  a.permissionInsert === b.permissionInsert &&
  a.permissionUpdate === b.permissionUpdate &&
  a.permissionDelete === b.permissionDelete;

/** The flags a row shows: the user's change, else what the server holds. */
export const shownFlags = (ctx: Pick<PermissionsEditorContext, 'saved' | 'edits'>, operationId: number) =>
  ctx.edits[operationId] ?? ctx.saved[operationId] ?? NO_FLAGS;

/** The rows to send: the edited ones that differ from the server's, bound to the holder. */
export function changedRows(ctx: PermissionsEditorContext): PermissionBody[] {
  const key = { role: 'roleId', user: 'userId', partner: 'partnerId' }[ctx.holder.kind];
  return Object.entries(ctx.edits)
    .filter(([id, flags]) => !sameFlags(flags, ctx.saved[Number(id)] ?? NO_FLAGS))
    .map(([id, flags]) => ({ operationId: Number(id), [key]: ctx.holder.id, ...flags }) as PermissionBody);
}

const toError = (error: unknown): SessionError => {
  const e = error as { message?: string; errorCode?: string; status?: number };
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

export const permissionsEditorMachine = setup({
  types: {
    context: {} as PermissionsEditorContext,
    events: {} as PermissionsEditorEvent,
    input: {} as { holder: PermissionHolder; mode?: PermissionMode },
  },
  actors: {
    load: fromPromise<{ operations: Operation[]; rows: PermissionRow[] }, { holder: PermissionHolder }>(async () => {
      throw new Error('load is provided by the screen');
    }),
    save: fromPromise<PermissionRow[], { holder: PermissionHolder; rows: PermissionBody[] }>(async () => {
      throw new Error('save is provided by the screen');
    }),
  },
  guards: {
    hasChanges: ({ context }) => changedRows(context).length > 0,
  },
}).createMachine({
  id: 'permissionsEditor',
  context: ({ input }) => ({
    holder: input.holder,
    operations: [],
    saved: {},
    edits: {},
    mode: input.mode ?? 'SIMPLE',
    error: null,
  }),
  on: { 'permissions.mode': { actions: assign({ mode: ({ event }) => event.mode }) } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ holder: context.holder }),
        onDone: {
          target: 'ready',
          actions: assign({
            operations: ({ event }) => event.output.operations,
            saved: ({ event }) => Object.fromEntries(event.output.rows.map((r) => [r.operationId, flagsOf(r)])),
            edits: {},
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { 'permissions.reload': 'loading' } },
    ready: {
      on: {
        'permissions.toggle': {
          actions: assign({
            edits: ({ context, event }) => ({
              ...context.edits,
              [event.operationId]: { ...shownFlags(context, event.operationId), [event.flag]: event.value },
            }),
          }),
        },
        'permissions.discard': { actions: assign({ edits: {}, error: null }) },
        'permissions.save': { guard: 'hasChanges', target: 'saving' },
        'permissions.reload': 'loading',
      },
    },
    saving: {
      tags: ['saving'],
      entry: assign({ error: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ holder: context.holder, rows: changedRows(context) }),
        onDone: {
          target: 'ready',
          actions: assign({
            saved: ({ context, event }) => ({
              ...context.saved,
              ...Object.fromEntries(event.output.map((r) => [r.operationId, flagsOf(r)])),
            }),
            edits: {},
          }),
        },
        // The edits stay: the user sees the message and may save again.
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
  },
});
