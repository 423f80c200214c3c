import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ChecklistChange,
  checklistChanges,
  checklistLines,
  checklistMachine,
} from '../../../machines/orders/checklistMachine';
import type { OrderChecklistItem } from '../../../src/shared/schemas/orders/orderParts';

const line = (contentRefValueId: number, id: number | null, checked: boolean | null): OrderChecklistItem => ({
  id,
  orderId: 5,
  contentRefValueId,
  contentRefValueName: `Пункт ${contentRefValueId}`,
  checked,
});

describe('checklistChanges (which changed lines are created, updated or deleted)', () => {
  const loaded = [line(1, null, null), line(2, 20, true), line(3, 30, false), line(4, null, null), line(5, 50, true)];

  it('creates a line without id given true or false, updates one with id, deletes one with id given null', () => {
    expect(checklistChanges(loaded, { 1: true, 2: false, 3: null, 4: false })).toEqual([
      { kind: 'create', contentRefValueId: 1, checked: true },
      { kind: 'update', id: 20, contentRefValueId: 2, checked: false },
      { kind: 'delete', id: 30, contentRefValueId: 3 },
      { kind: 'create', contentRefValueId: 4, checked: false },
    ]);
  });

  it('sends nothing for unchanged lines, a line without id set back to null, or a point it does not know', () => {
    expect(checklistChanges(loaded, { 1: null, 2: true, 5: true, 99: true })).toEqual([]);
    expect(checklistChanges(loaded, {})).toEqual([]);
  });
});

/** The chart with calls the test answers by hand. */
function start(options: { readOnly?: boolean; canClear?: boolean } = {}) {
  const loads: { resolve: (v: OrderChecklistItem[]) => void; reject: (e: unknown) => void }[] = [];
  const saves: { changes: ChecklistChange[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let saved = 0;
  const machine = checklistMachine.provide({
    actors: {
      loadChecklist: fromPromise<OrderChecklistItem[], { orderId: number }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      saveChecklist: fromPromise<void, { orderId: number; changes: ChecklistChange[] }>(
        ({ input }) =>
          new Promise((resolve, reject) => saves.push({ changes: input.changes, resolve: () => resolve(), reject })),
      ),
    },
    actions: {
      checklistSaved: () => {
        saved += 1;
      },
    },
  });
  const actor = createActor(machine, {
    input: { orderId: 5, readOnly: options.readOnly ?? false, canClear: options.canClear ?? true },
  }).start();
  return { actor, loads, saves, savedCount: () => saved };
}

const values = (actor: ReturnType<typeof start>['actor']) =>
  checklistLines(actor.getSnapshot().context).map((l) => l.value);

describe('checklistMachine', () => {
  it('toggles yes, no, not set locally; saves the changes, then reloads and counts nothing changed', async () => {
    const { actor, loads, saves, savedCount } = start();
    try {
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      loads[0].resolve([line(1, null, null), line(2, 20, true)]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'checklist.save' })).toBe(false);

      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      expect(values(actor)).toEqual([true, true]);
      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      expect(values(actor)).toEqual([false, true]);
      actor.send({ type: 'checklist.toggle', contentRefValueId: 2 });
      actor.send({ type: 'checklist.toggle', contentRefValueId: 2 });
      expect(values(actor)).toEqual([false, null]);
      expect(checklistLines(actor.getSnapshot().context).map((l) => l.changed)).toEqual([true, true]);

      actor.send({ type: 'checklist.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(saves[0].changes).toEqual([
        { kind: 'create', contentRefValueId: 1, checked: false },
        { kind: 'delete', id: 20, contentRefValueId: 2 },
      ]);
      saves[0].resolve();
      await waitFor(actor, (s) => s.matches('loading'));
      expect(savedCount()).toBe(1);
      loads[1].resolve([line(1, 10, false), line(2, null, null)]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.edited).toEqual({});
      expect(actor.getSnapshot().can({ type: 'checklist.save' })).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('keeps the edits after a failed save and sends only what is still missing next time', async () => {
    const { actor, loads, saves, savedCount } = start();
    try {
      loads[0].resolve([line(1, null, null), line(2, null, null)]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      actor.send({ type: 'checklist.toggle', contentRefValueId: 2 });
      actor.send({ type: 'checklist.save' });
      saves[0].reject({
        message: 'Заявка заблокирована пользователем Иванов. Изменения невозможны.',
        errorCode: 'INELIGIBLE_STATE',
        status: 409,
      });
      await waitFor(actor, (s) => s.matches('loading'));
      // The first line got through before the refusal.
      loads[1].resolve([line(1, 11, true), line(2, null, null)]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(savedCount()).toBe(0);
      expect(actor.getSnapshot().context.saveError).toMatchObject({ status: 409, errorCode: 'INELIGIBLE_STATE' });
      expect(values(actor)).toEqual([true, true]);
      actor.send({ type: 'checklist.save' });
      expect(actor.getSnapshot().context.saveError).toBeNull();
      expect(saves[1].changes).toEqual([{ kind: 'create', contentRefValueId: 2, checked: true }]);
    } finally {
      actor.stop();
    }
  });

  it('skips "not set" for a stored line without the right to delete, and changes nothing when read-only', async () => {
    const { actor, loads } = start({ canClear: false });
    try {
      loads[0].resolve([line(1, 10, true), line(2, null, false)]);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      expect(values(actor)[0]).toBe(true);
      actor.send({ type: 'checklist.toggle', contentRefValueId: 2 });
      expect(values(actor)[1]).toBeNull();

      actor.send({ type: 'checklist.reset' });
      expect(values(actor)).toEqual([true, false]);
      actor.send({ type: 'checklist.access', readOnly: true, canClear: true });
      actor.send({ type: 'checklist.toggle', contentRefValueId: 1 });
      expect(values(actor)).toEqual([true, false]);
      expect(actor.getSnapshot().can({ type: 'checklist.save' })).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('shows a load failure and retries', async () => {
    const { actor, loads } = start();
    try {
      loads[0].reject({ message: 'Заявка не найдена', status: 404 });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.loadError?.message).toBe('Заявка не найдена');
      actor.send({ type: 'checklist.retry' });
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      loads[1].resolve([line(1, null, null)]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.loadError).toBeNull();
    } finally {
      actor.stop();
    }
  });
});
