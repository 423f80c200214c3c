import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changedRows, permissionsEditorMachine, shownFlags } from '../../../machines/roles/permissionsEditorMachine';
import type { Operation } from '../../../src/shared/schemas/roles/operations';
import type { PermissionBody, PermissionRow } from '../../../src/shared/schemas/roles/permissionsAdmin';

// The permissions editor: loads a holder's rows, keeps the user's changes apart, sends only the changed rows, and
// keeps the changes with the message when the save fails.

const op = (id: number, key: string): Operation => ({
  id,
  operationKey: key,
  name: key,
  projectId: null,
  projectName: null,
});
const row = (operationId: number, available: boolean): PermissionRow => ({
  id: operationId * 10,
  operationId,
  operationKey: `op${operationId}`,
  operationName: `op${operationId}`,
  roleId: 7,
  roleName: 'Роль',
  userId: null,
  userFio: null,
  partnerId: null,
  partnerName: null,
  available,
  permissionInsert: false,
  permissionUpdate: false,
  permissionDelete: false,
});

function start(save: (rows: PermissionBody[]) => Promise<PermissionRow[]>) {
  const machine = permissionsEditorMachine.provide({
    actors: {
      load: fromPromise(async () => ({ operations: [op(1, 'a'), op(2, 'b')], rows: [row(1, true)] })),
      save: fromPromise(async ({ input }) => save(input.rows)),
    },
  });
  return createActor(machine, { input: { holder: { kind: 'role', id: 7 } } }).start();
}

describe('permissionsEditorMachine', () => {
  it('sends only the changed rows and takes the answer as saved', async () => {
    const sent: PermissionBody[][] = [];
    const actor = start(async (rows) => {
      sent.push(rows);
      return rows.map((r) => ({ ...row(r.operationId, r.available), permissionUpdate: r.permissionUpdate }));
    });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      // A change undone is no change: nothing to save.
      actor.send({ type: 'permissions.toggle', operationId: 1, flag: 'available', value: false });
      actor.send({ type: 'permissions.toggle', operationId: 1, flag: 'available', value: true });
      expect(changedRows(actor.getSnapshot().context)).toEqual([]);
      actor.send({ type: 'permissions.save' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      actor.send({ type: 'permissions.mode', mode: 'EXTENDED' });
      actor.send({ type: 'permissions.toggle', operationId: 2, flag: 'permissionUpdate', value: true });
      actor.send({ type: 'permissions.save' });
      await waitFor(actor, (s) => s.matches('ready') && Object.keys(s.context.edits).length === 0);
      expect(sent).toEqual([
        [
          {
            operationId: 2,
            roleId: 7,
            available: false,
            permissionInsert: false,
            permissionUpdate: true,
            permissionDelete: false,
          },
        ],
      ]);
      expect(shownFlags(actor.getSnapshot().context, 2).permissionUpdate).toBe(true);
      expect(actor.getSnapshot().context.mode).toBe('EXTENDED');
    } finally {
      actor.stop();
    }
  });

  it('keeps the changes and the message when the save fails', async () => {
    const actor = start(async () => {
      throw { message: 'Нельзя выдать право, которого нет у Вашего партнёра', status: 403 };
    });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'permissions.toggle', operationId: 2, flag: 'available', value: true });
      actor.send({ type: 'permissions.save' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
      expect(actor.getSnapshot().context.error?.message).toBe('Нельзя выдать право, которого нет у Вашего партнёра');
      expect(shownFlags(actor.getSnapshot().context, 2).available).toBe(true);
      actor.send({ type: 'permissions.discard' });
      expect(shownFlags(actor.getSnapshot().context, 2).available).toBe(false);
    } finally {
      actor.stop();
    }
  });
});
