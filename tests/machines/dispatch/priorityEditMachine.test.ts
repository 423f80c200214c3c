import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type PartnerPriority,
  type PrioritySaveResult,
  priorityChanges,
  priorityEditMachine,
} from '../../../machines/dispatch/priorityEditMachine';
import { PRIORITY_MESSAGE } from '../../../src/shared/schemas/orderOffers';
import { MOSCOW, PRIORITIES } from './priorityFixtures';

type Change = { id: number; priority: number };

/** The chart with calls the test answers by hand. */
function start(
  input: { fiasId: string | null; serviceId: number | null; canEdit?: boolean } = { fiasId: MOSCOW, serviceId: 13 },
) {
  const loads: { resolve: (v: PartnerPriority[]) => void; reject: (e: unknown) => void }[] = [];
  const saves: { changes: Change[]; resolve: (v: PrioritySaveResult[]) => void; reject: (e: unknown) => void }[] = [];
  let savedToasts = 0;
  const machine = priorityEditMachine.provide({
    actors: {
      loadPriorities: fromPromise<PartnerPriority[], { fiasId: string; serviceId: number }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      savePriorities: fromPromise<PrioritySaveResult[], { changes: Change[] }>(
        ({ input: i }) => new Promise((resolve, reject) => saves.push({ changes: i.changes, resolve, reject })),
      ),
    },
    actions: {
      prioritiesSaved: () => {
        savedToasts += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { canEdit: true, ...input } }).start();
  return { actor, loads, saves, toasts: () => savedToasts };
}

const rows = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.rows;
const change = (id: number, input: string) => ({ type: 'priority.change', id, input }) as const;

describe('priorityEditMachine', () => {
  it('reads nothing without a region or a service', () => {
    for (const input of [
      { fiasId: null, serviceId: 13 },
      { fiasId: '', serviceId: 13 },
      { fiasId: MOSCOW, serviceId: null },
    ]) {
      const { actor, loads } = start(input);
      expect(actor.getSnapshot().value).toBe('blank');
      expect(loads).toHaveLength(0);
      expect(rows(actor)).toEqual([]);
      actor.stop();
    }
  });

  it('shows the rows by priority; a change marks its row; saving sends only the marked rows, then clears the flags', async () => {
    const { actor, loads, saves, toasts } = start();
    try {
      loads[0].resolve(PRIORITIES);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(rows(actor).map((r) => r.partnerName)).toEqual(['Эвакуатор-Сервис', 'Автоассистанс', 'ШинСервис']);
      expect(actor.getSnapshot().can({ type: 'priorities.save' })).toBe(false);

      actor.send(change(3, '1'));
      actor.send(change(1, '3'));
      actor.send(change(2, '7'));
      actor.send(change(2, '2'));
      expect(rows(actor).map((r) => r.updated)).toEqual([true, false, true]);
      expect(priorityChanges(rows(actor))).toEqual([
        { id: 1, priority: 3 },
        { id: 3, priority: 1 },
      ]);

      actor.send({ type: 'priorities.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(saves[0].changes).toEqual([
        { id: 1, priority: 3 },
        { id: 3, priority: 1 },
      ]);
      saves[0].resolve([
        { id: 1, ok: true, priority: 3 },
        { id: 3, ok: true, priority: 1 },
      ]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(rows(actor).map((r) => [r.partnerName, r.priority, r.updated])).toEqual([
        ['ШинСервис', 1, false],
        ['Автоассистанс', 2, false],
        ['Эвакуатор-Сервис', 3, false],
      ]);
      expect(toasts()).toBe(1);
      expect(actor.getSnapshot().can({ type: 'priorities.save' })).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('keeps the flag and the message of a row whose save failed; the next save sends only it', async () => {
    const { actor, loads, saves, toasts } = start();
    try {
      loads[0].resolve(PRIORITIES);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send(change(1, '4'));
      actor.send(change(2, '5'));
      actor.send({ type: 'priorities.save' });
      saves[0].resolve([
        { id: 1, ok: true, priority: 4 },
        { id: 2, ok: false, message: 'Приоритет не найден' },
      ]);
      await waitFor(actor, (s) => s.matches('ready'));
      const failed = rows(actor).find((r) => r.id === 2)!;
      expect(failed).toMatchObject({ updated: true, input: '5', priority: 2, error: 'Приоритет не найден' });
      expect(rows(actor).find((r) => r.id === 1)).toMatchObject({ updated: false, priority: 4, error: null });
      expect(toasts()).toBe(0);

      actor.send({ type: 'priorities.save' });
      expect(saves[1].changes).toEqual([{ id: 2, priority: 5 }]);
      saves[1].reject(new Error('Возникла ошибка сети'));
      await waitFor(actor, (s) => s.matches('ready'));
      expect(rows(actor).find((r) => r.id === 2)).toMatchObject({ updated: true, error: 'Возникла ошибка сети' });
    } finally {
      actor.stop();
    }
  });

  it('takes only 1 to 10 and saves nothing while a value is wrong', async () => {
    const { actor, loads, saves } = start();
    try {
      loads[0].resolve(PRIORITIES);
      await waitFor(actor, (s) => s.matches('ready'));
      for (const wrong of ['0', '11', '2.5', '', 'abc']) {
        actor.send(change(1, wrong));
        expect(rows(actor)[0]).toMatchObject({ updated: true, invalid: PRIORITY_MESSAGE });
        expect(actor.getSnapshot().can({ type: 'priorities.save' })).toBe(false);
      }
      actor.send(change(1, '10'));
      expect(rows(actor)[0]).toMatchObject({ updated: true, invalid: null });
      actor.send({ type: 'priorities.save' });
      expect(saves[0].changes).toEqual([{ id: 1, priority: 10 }]);
    } finally {
      actor.stop();
    }
  });

  it('changes nothing without the right to edit, and reads again after a failed read', async () => {
    const { actor, loads } = start({ fiasId: MOSCOW, serviceId: 13, canEdit: false });
    try {
      loads[0].reject({ message: 'Недостаточно прав', status: 403 });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.loadError).toMatchObject({ status: 403 });
      actor.send({ type: 'priorities.retry' });
      loads[1].resolve(PRIORITIES);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send(change(1, '5'));
      expect(rows(actor).every((r) => !r.updated)).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
