import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { changedRows, permissionsEditorMachine } from '../../../machines/roles/permissionsEditorMachine';
import type { Operation } from '../../../src/shared/schemas/roles/operations';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the permissions editor: loads (ok, failed), edits, mode switches, saves (ok, refused).

const op: Operation = { id: 2, operationKey: 'users.online', name: 'Онлайн', projectId: null, projectName: null };
const savedRow = {
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
  available: true,
  permissionInsert: false,
  permissionUpdate: false,
  permissionDelete: false,
};
const events: EventObject[] = [
  { type: 'xstate.done.actor.load', output: { operations: [op], rows: [] } } as EventObject,
  { type: 'xstate.error.actor.load', error: { message: 'Ошибка загрузки данных' } } as EventObject,
  { type: 'permissions.toggle', operationId: 2, flag: 'available', value: true } as EventObject,
  { type: 'permissions.mode', mode: 'EXTENDED' } as EventObject,
  { type: 'permissions.save' },
  { type: 'permissions.discard' },
  { type: 'permissions.reload' },
  { type: 'xstate.done.actor.save', output: [savedRow] } as EventObject,
  { type: 'xstate.error.actor.save', error: { message: 'Недостаточно прав для выполнения операции' } } as EventObject,
];
const input = { holder: { kind: 'role' as const, id: 7 } };

describe('permissionsEditorMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(permissionsEditorMachine, events, input);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(4));

  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify(p.state.value)} via ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          p,
        ] as const,
    ),
  )('reaches %s', async (_, path) => {
    await replayPath(permissionsEditorMachine, path, { input, actorNames: ['load', 'save'], longestDelayMs: 0 });
    // What the states mean: 'saving' only with changes to send; 'failed' always with the message.
    const last = path.steps.at(-1)!.state;
    if (last.matches('saving')) expect(changedRows(last.context).length).toBeGreaterThan(0);
    if (last.matches('failed')) expect(last.context.error).not.toBeNull();
  });
});
