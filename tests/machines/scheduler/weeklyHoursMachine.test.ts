import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  pendingSlots,
  type SlotSaveInput,
  type WeekRights,
  weeklyHoursMachine,
} from '../../../machines/scheduler/weeklyHoursMachine';
import type { Timetable } from '../../../src/shared/schemas/scheduler/schedulerPosts';

// The weekly hours editor with calls the test answers by hand.

const WEEK: Timetable = {
  officePostId: 5,
  days: [
    {
      dayOfWeek: 1,
      times: [
        { id: 12, beginTime: '14:00', endTime: '18:00' },
        { id: 11, beginTime: '09:00', endTime: '13:00' },
      ],
    },
    { dayOfWeek: 3, times: [{ id: 31, beginTime: '10:00', endTime: '00:00' }] },
  ],
};
const ALL: WeekRights = { insert: true, update: true, delete: true };
type Save = SlotSaveInput & { resolve: (v: { id: number }) => void; reject: (e: unknown) => void };

function start(rights: WeekRights = ALL) {
  const loads: { officePostId: number; resolve: (v: Timetable) => void; reject: (e: unknown) => void }[] = [];
  const saves: Save[] = [];
  let toasts = 0;
  const machine = weeklyHoursMachine.provide({
    actors: {
      loadWeek: fromPromise<Timetable, { officePostId: number }>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ ...input, resolve, reject })),
      ),
      saveSlot: fromPromise<{ id: number }, SlotSaveInput>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ ...input, resolve, reject })),
      ),
    },
    actions: {
      weekSaved: () => {
        toasts += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { rights } }).start();
  return { actor, loads, saves, toasts: () => toasts };
}
type Actor = ReturnType<typeof start>['actor'];

async function loaded(rights?: WeekRights) {
  const run = start(rights);
  run.actor.send({ type: 'week.load', officePostId: 5 });
  run.loads[0].resolve(WEEK);
  await waitFor(run.actor, (s) => s.matches('editing'));
  return run;
}
const day = (actor: Actor, dayOfWeek: number) =>
  actor.getSnapshot().context.days.find((d) => d.dayOfWeek === dayOfWeek)!.times;
const slot = (actor: Actor, key: string) =>
  actor
    .getSnapshot()
    .context.days.flatMap((d) => d.times)
    .find((s) => s.key === key);
const canSave = (actor: Actor) => actor.getSnapshot().can({ type: 'week.save' });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('weeklyHoursMachine', () => {
  it('waits for a post, then shows seven days with their slots in order', async () => {
    const { actor, loads } = start();
    try {
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'week.load', officePostId: 5 });
      expect(loads[0].officePostId).toBe(5);
      loads[0].resolve(WEEK);
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context.days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(day(actor, 1).map((s) => s.id)).toEqual([11, 12]);
      expect(day(actor, 2)).toEqual([]);
      expect(canSave(actor)).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('marks created, updated and deleted slots; an edit undone is no change; save only when valid and changed', async () => {
    const { actor } = await loaded();
    try {
      actor.send({ type: 'slot.change', key: 's11', field: 'endTime', value: '12:00' });
      expect(slot(actor, 's11')?.change).toBe('updated');
      actor.send({ type: 'slot.change', key: 's11', field: 'endTime', value: '13:00' });
      expect(slot(actor, 's11')?.change).toBeUndefined();
      expect(canSave(actor)).toBe(false);

      // A day's first slot is the scheduler's day; a further one is blank (incomplete: no save).
      actor.send({ type: 'slot.add', dayOfWeek: 2 });
      expect(day(actor, 2)).toEqual([
        expect.objectContaining({ key: 'n1', beginTime: '09:00', endTime: '18:00', change: 'created' }),
      ]);
      expect(canSave(actor)).toBe(true);
      actor.send({ type: 'slot.add', dayOfWeek: 2 });
      expect(slot(actor, 'n2')).toMatchObject({ beginTime: '', endTime: '', change: 'created' });
      expect(canSave(actor)).toBe(false);
      actor.send({ type: 'slot.change', key: 'n2', field: 'beginTime', value: '19:15' });
      actor.send({ type: 'slot.change', key: 'n2', field: 'endTime', value: '20:00' });
      expect(canSave(actor)).toBe(false); // not on :00 or :30
      actor.send({ type: 'slot.change', key: 'n2', field: 'beginTime', value: '19:30' });
      expect(canSave(actor)).toBe(true);
      // Begin after end is refused; an end of 00:00 is midnight.
      actor.send({ type: 'slot.change', key: 's12', field: 'endTime', value: '12:00' });
      expect(canSave(actor)).toBe(false);
      actor.send({ type: 'slot.change', key: 's12', field: 'endTime', value: '00:00' });
      expect(canSave(actor)).toBe(true);

      // A new slot removed is gone; a stored one is marked deleted, and an invalid deleted slot does not block.
      actor.send({ type: 'slot.remove', key: 'n2' });
      expect(slot(actor, 'n2')).toBeUndefined();
      actor.send({ type: 'slot.change', key: 's31', field: 'beginTime', value: '10:1' });
      expect(canSave(actor)).toBe(false);
      actor.send({ type: 'slot.remove', key: 's31' });
      expect(slot(actor, 's31')?.change).toBe('deleted');
      expect(canSave(actor)).toBe(true);
      // A deleted slot takes no more edits.
      expect(actor.getSnapshot().can({ type: 'slot.change', key: 's31', field: 'beginTime', value: '10:00' })).toBe(
        false,
      );

      actor.send({ type: 'week.reset' });
      expect(day(actor, 2)).toEqual([]);
      expect(slot(actor, 's31')).toEqual({
        key: 's31',
        id: 31,
        beginTime: '10:00',
        endTime: '00:00',
        stored: { beginTime: '10:00', endTime: '00:00' },
      });
      expect(slot(actor, 's12')).toEqual({
        key: 's12',
        id: 12,
        beginTime: '14:00',
        endTime: '18:00',
        stored: { beginTime: '14:00', endTime: '18:00' },
      });
      expect(canSave(actor)).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('saves one slot at a time, deleted first; a created slot takes the server id', async () => {
    const { actor, saves, toasts } = await loaded();
    try {
      actor.send({ type: 'slot.add', dayOfWeek: 2 });
      actor.send({ type: 'slot.change', key: 's11', field: 'beginTime', value: '08:00' });
      actor.send({ type: 'slot.remove', key: 's31' });
      expect(pendingSlots(actor.getSnapshot().context.days).map((p) => p.slot.key)).toEqual(['s31', 's11', 'n1']);
      actor.send({ type: 'week.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // Edits wait while saving.
      expect(actor.getSnapshot().can({ type: 'slot.add', dayOfWeek: 4 })).toBe(false);

      await waitFor(actor, () => saves.length === 1);
      expect(saves[0]).toMatchObject({ officePostId: 5, dayOfWeek: 3, slot: { id: 31, change: 'deleted' } });
      saves[0].resolve({ id: 31 });
      await waitFor(actor, () => saves.length === 2);
      expect(slot(actor, 's31')).toBeUndefined();
      expect(saves[1]).toMatchObject({ dayOfWeek: 1, slot: { id: 11, beginTime: '08:00', change: 'updated' } });
      saves[1].resolve({ id: 11 });
      await waitFor(actor, () => saves.length === 3);
      expect(saves[2]).toMatchObject({ dayOfWeek: 2, slot: { key: 'n1', change: 'created' } });
      expect(saves[2].slot.id).toBeUndefined();
      saves[2].resolve({ id: 77 });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(slot(actor, 'n1')).toEqual({
        key: 'n1',
        id: 77,
        beginTime: '09:00',
        endTime: '18:00',
        stored: { beginTime: '09:00', endTime: '18:00' },
      });
      expect(slot(actor, 's11')).toEqual({
        key: 's11',
        id: 11,
        beginTime: '08:00',
        endTime: '13:00',
        stored: { beginTime: '08:00', endTime: '13:00' },
      });
      expect(toasts()).toBe(1);
      expect(canSave(actor)).toBe(false);
      // The saved slot is now a stored one: removing it marks it deleted.
      actor.send({ type: 'slot.remove', key: 'n1' });
      expect(slot(actor, 'n1')?.change).toBe('deleted');
    } finally {
      actor.stop();
    }
  });

  it('a refused save marks the failing slot, stops, and the next save sends only what is still marked', async () => {
    const { actor, saves, toasts } = await loaded();
    try {
      actor.send({ type: 'slot.add', dayOfWeek: 2 });
      actor.send({ type: 'slot.change', key: 's11', field: 'endTime', value: '15:00' });
      actor.send({ type: 'week.save' });
      await waitFor(actor, () => saves.length === 1);
      saves[0].reject({
        message: 'Проверьте данные',
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        details: { endTimeHour: 'Интервалы рабочего времени пересекаются' },
      });
      await waitFor(actor, (s) => s.matches('failed'));
      await tick();
      expect(saves).toHaveLength(1); // stopped: the created slot was not sent
      expect(slot(actor, 's11')).toMatchObject({ change: 'updated', error: 'Интервалы рабочего времени пересекаются' });
      expect(actor.getSnapshot().context.failure).toEqual({
        key: 's11',
        dayOfWeek: 1,
        message: 'Интервалы рабочего времени пересекаются',
      });
      expect(slot(actor, 'n1')?.change).toBe('created');
      expect(toasts()).toBe(0);

      // Fixing the slot clears its message; saving again sends both, the fixed one first.
      actor.send({ type: 'slot.change', key: 's11', field: 'endTime', value: '14:00' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(slot(actor, 's11')?.error).toBeUndefined();
      actor.send({ type: 'week.save' });
      expect(actor.getSnapshot().context.failure).toBeNull();
      await waitFor(actor, () => saves.length === 2);
      expect(saves[1].slot.key).toBe('s11');
      saves[1].resolve({ id: 11 });
      await waitFor(actor, () => saves.length === 3);
      saves[2].reject(new Error('Возникла ошибка сети'));
      await waitFor(actor, (s) => s.matches('failed'));
      expect(slot(actor, 'n1')).toMatchObject({ change: 'created', error: 'Возникла ошибка сети' });
      expect(slot(actor, 'n1')?.id).toBeUndefined();
      expect(slot(actor, 's11')).toMatchObject({ endTime: '14:00', stored: { beginTime: '09:00', endTime: '14:00' } });
      expect(slot(actor, 's11')?.change).toBeUndefined();
      // A save from failed retries it.
      actor.send({ type: 'week.save' });
      await waitFor(actor, () => saves.length === 4);
      saves[3].resolve({ id: 90 });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(slot(actor, 'n1')).toMatchObject({ id: 90, stored: { beginTime: '09:00', endTime: '18:00' } });
      expect(slot(actor, 'n1')?.change).toBeUndefined();
      expect(toasts()).toBe(1);
    } finally {
      actor.stop();
    }
  });

  it('holds to the rights: no adding without insert, stored slots need update and delete, new ones are free', async () => {
    const { actor } = await loaded({ insert: false, update: false, delete: false });
    try {
      const snap = () => actor.getSnapshot();
      expect(snap().can({ type: 'slot.add', dayOfWeek: 2 })).toBe(false);
      expect(snap().can({ type: 'slot.change', key: 's11', field: 'endTime', value: '12:00' })).toBe(false);
      expect(snap().can({ type: 'slot.remove', key: 's11' })).toBe(false);
      expect(snap().can({ type: 'slot.add', dayOfWeek: 8 })).toBe(false);
    } finally {
      actor.stop();
    }
    const insertOnly = await loaded({ insert: true, update: false, delete: false });
    try {
      insertOnly.actor.send({ type: 'slot.add', dayOfWeek: 2 });
      expect(
        insertOnly.actor.getSnapshot().can({ type: 'slot.change', key: 'n1', field: 'endTime', value: '12:00' }),
      ).toBe(true);
      expect(insertOnly.actor.getSnapshot().can({ type: 'slot.remove', key: 'n1' })).toBe(true);
    } finally {
      insertOnly.actor.stop();
    }
  });

  it('a failed load can be retried, and another post drops the answer for the former one', async () => {
    const { actor, loads } = start();
    try {
      actor.send({ type: 'week.load', officePostId: 5 });
      loads[0].reject({ message: 'Пост не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
      await waitFor(actor, (s) => s.matches('loadFailed'));
      expect(actor.getSnapshot().context.loadError).toMatchObject({ message: 'Пост не найден', status: 404 });
      actor.send({ type: 'week.load', officePostId: 5 });
      actor.send({ type: 'week.load', officePostId: 6 });
      expect(loads.map((l) => l.officePostId)).toEqual([5, 5, 6]);
      loads[1].resolve(WEEK);
      await tick();
      expect(actor.getSnapshot().value).toBe('loading');
      loads[2].resolve({ officePostId: 6, days: [] });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({ officePostId: 6, loadError: null });
      expect(actor.getSnapshot().context.days.every((d) => d.times.length === 0)).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
