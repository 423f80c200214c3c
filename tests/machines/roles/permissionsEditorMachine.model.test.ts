import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  NO_FLAGS,
  type PermissionsEditorEvent,
  permissionsEditorMachine,
} from '../../../machines/roles/permissionsEditorMachine';
import type { Operation } from '../../../src/shared/schemas/roles/operations';
import type {
  PermissionFlags,
  PermissionHolder,
  PermissionRow,
} from '../../../src/shared/schemas/roles/permissionsAdmin';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';

// Every shortest path of the permissions editor for a role, a user and a partner, on a live actor whose load and
// save are held by hand. After every step the check asserts what the state means: the tags, the events it takes
// (saving only while an edit differs from what the server holds) and the call pending, with the holder and, for the
// save, exactly the changed rows bound to that holder; the operations and the server's flags as last loaded or
// saved, the user's edits (kept through a failed save and a reload, dropped by a load, a save or a discard), the
// mode, and the error of the last failed load or save (cleared by the next attempt or a discard).

const op: Operation = { id: 2, operationKey: 'users.online', name: 'Онлайн', projectId: null, projectName: null };
const row = (flags: Partial<PermissionFlags>): PermissionRow => ({
  id: 20,
  operationId: 2,
  operationKey: 'users.online',
  operationName: 'Онлайн',
  roleId: 7,
  roleName: 'Роль',
  userId: null,
  userFio: null,
  partnerId: null,
  partnerName: null,
  ...NO_FLAGS,
  ...flags,
});
const loadFailed = { message: 'Ошибка загрузки данных' };
const saveRefused = { message: 'Нельзя выдать право, которого нет у Вашего партнёра', status: 403 };

// Two loads: nothing granted yet, and the operation already available. A toggle off of what is off is an edit that
// changes nothing (the save is not offered). The server's answer to a save is what it now holds.
const events: EventObject[] = [
  { type: 'xstate.done.actor.load', output: { operations: [op], rows: [] } } as EventObject,
  { type: 'xstate.done.actor.load', output: { operations: [op], rows: [row({ available: true })] } } as EventObject,
  { type: 'xstate.error.actor.load', error: loadFailed } as EventObject,
  { type: 'permissions.toggle', operationId: 2, flag: 'available', value: true } as EventObject,
  { type: 'permissions.toggle', operationId: 2, flag: 'permissionUpdate', value: true } as EventObject,
  { type: 'permissions.toggle', operationId: 2, flag: 'permissionDelete', value: false } as EventObject,
  { type: 'permissions.mode', mode: 'EXTENDED' } as EventObject,
  { type: 'permissions.save' },
  { type: 'permissions.discard' },
  { type: 'permissions.reload' },
  { type: 'xstate.done.actor.save', output: [row({ available: true, permissionUpdate: true })] } as EventObject,
  { type: 'xstate.error.actor.save', error: saveRefused } as EventObject,
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const holders: [string, PermissionHolder, string][] = [
  ['a role', { kind: 'role', id: 7 }, 'roleId'],
  ['a user', { kind: 'user', id: 8 }, 'userId'],
  ['a partner', { kind: 'partner', id: 9 }, 'partnerId'],
];

const EDITING = ['permissions.discard', 'permissions.mode', 'permissions.reload', 'permissions.toggle'];
/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  loading: { tags: ['loading'], takes: ['permissions.mode'], pending: ['load'] },
  failed: { tags: [], takes: ['permissions.mode', 'permissions.reload'], pending: [] },
  // Saving only with changes: the check adds it when an edit differs from the server's flags.
  ready: { tags: [], takes: EDITING, pending: [] },
  saving: { tags: ['saving'], takes: ['permissions.mode'], pending: ['save'] },
};

const flagsOf = (r: PermissionRow): PermissionFlags => ({
  available: r.available,
  permissionInsert: r.permissionInsert,
  permissionUpdate: r.permissionUpdate,
  permissionDelete: r.permissionDelete,
});
const errorOf = (e: { message: string; status?: number }) => ({
  message: e.message,
  errorCode: undefined,
  status: e.status,
});

/** The per-step check for one replay of `path` for `holder` (its id sent under `key`). */
function editorMeaning(path: Path, holder: PermissionHolder, key: string) {
  // The table as the server and the user left it.
  const table = {
    operations: [] as Operation[],
    saved: {} as Record<number, PermissionFlags>,
    edits: {} as Record<number, PermissionFlags>,
    mode: 'SIMPLE',
    error: null as ReturnType<typeof errorOf> | null,
  };
  const changed = () =>
    Object.entries(table.edits)
      .filter(([id, flags]) => JSON.stringify(flags) !== JSON.stringify(table.saved[Number(id)] ?? NO_FLAGS))
      .map(([id, flags]) => ({ operationId: Number(id), [key]: holder.id, ...flags }));
  let step = 0;

  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as PermissionsEditorEvent | WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    switch (event.type) {
      case 'xstate.done.actor.load': {
        const output = (event as WalkEvent).output as { operations: Operation[]; rows: PermissionRow[] };
        table.operations = output.operations;
        table.saved = Object.fromEntries(output.rows.map((r) => [r.operationId, flagsOf(r)]));
        table.edits = {};
        break;
      }
      case 'xstate.done.actor.save':
        for (const r of (event as WalkEvent).output as PermissionRow[]) table.saved[r.operationId] = flagsOf(r);
        table.edits = {};
        break;
      case 'xstate.error.actor.load':
      case 'xstate.error.actor.save':
        table.error = errorOf((event as WalkEvent).error as typeof saveRefused);
        break;
      case 'permissions.toggle': {
        const id = event.operationId as number;
        const shown = table.edits[id] ?? table.saved[id] ?? NO_FLAGS;
        table.edits = { ...table.edits, [id]: { ...shown, [event.flag as string]: event.value } };
        break;
      }
      case 'permissions.discard':
        Object.assign(table, { edits: {}, error: null });
        break;
      case 'permissions.mode':
        table.mode = event.mode as string;
        break;
      // A new attempt (the first load, a reload, a save) starts without the last error.
      case 'xstate.init':
      case 'permissions.reload':
      case 'permissions.save':
        table.error = null;
        break;
    }

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    const savable = state === 'ready' && changed().length > 0 ? ['permissions.save'] : [];
    expect(takes, `${at}: events taken`).toEqual([...meaning.takes, ...savable].sort());
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);
    if (state === 'loading') expect(snapshot.children.load!.getSnapshot().input, `${at}: load`).toEqual({ holder });
    if (state === 'saving') {
      // Only the rows that differ from the server's, bound to the holder: never an empty save.
      expect(changed().length, `${at}: something to save`).toBeGreaterThan(0);
      expect(snapshot.children.save!.getSnapshot().input, `${at}: save`).toEqual({ holder, rows: changed() });
    }

    const { context } = snapshot;
    expect(context.holder, at).toEqual(holder);
    expect(context.operations, `${at}: operations`).toEqual(table.operations);
    expect(context.saved, `${at}: the server's flags`).toEqual(table.saved);
    expect(context.edits, `${at}: the user's edits`).toEqual(table.edits);
    expect(context.mode, `${at}: mode`).toBe(table.mode);
    expect(context.error, `${at}: error`).toEqual(table.error);
    if (state === 'failed') expect(context.error, `${at}: the load's failure`).toEqual(errorOf(loadFailed));
  };
}

describe.each(holders)('permissionsEditorMachine for %s, every shortest path', (_name, holder, key) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const input = { holder };
  const paths = shortestPaths(permissionsEditorMachine, events, input);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(4));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(permissionsEditorMachine, path, {
        input,
        actorNames: ['load', 'save'],
        longestDelayMs: 0,
        check: editorMeaning(path, holder, key),
      });
    },
  );
});
