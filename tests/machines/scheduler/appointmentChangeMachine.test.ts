import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  type AppointmentChangeReport,
  appointmentChangeMachine,
} from '../../../machines/scheduler/appointmentChangeMachine';
import type { BoardChange } from '../../../machines/scheduler/schedulerBoardView';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { A, at, SLOT_TAKEN_ERROR } from './schedulerBoardFixtures';

// One optimistic change on its own: pending until the server answers, then confirmed (with the stored appointment)
// or rolled back (with the server's message), each time telling its parent exactly once.

const MOVE: BoardChange = { kind: 'move', appointmentId: A.id, newOfficePostId: 12, newStart: at('14:00') };

/** A parent that spawns the change and records what it is told; the server call is held by the test. */
function start(change: BoardChange = MOVE) {
  const calls: { input: BoardChange; resolve: (v: Appointment | null) => void; reject: (e: unknown) => void }[] = [];
  const child = appointmentChangeMachine.provide({
    actors: {
      commitChange: fromPromise<Appointment | null, BoardChange>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const parent = setup({
    types: { context: {} as { reports: AppointmentChangeReport[] }, events: {} as AppointmentChangeReport },
    actors: { change: child },
  }).createMachine({
    context: { reports: [] },
    invoke: { id: 'change-1', src: 'change', input: { changeId: 'change-1', change } },
    on: {
      'change.confirmed': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) },
      'change.rolledBack': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) },
    },
  });
  const actor = createActor(parent).start();
  const changeActor = () => actor.getSnapshot().children['change-1'];
  return { actor, calls, changeActor };
}

describe('appointmentChangeMachine', () => {
  it('starts pending and sends the change to the server', () => {
    const s = start();
    try {
      const snap = s.changeActor()!.getSnapshot();
      expect(snap.value).toBe('pending');
      expect(snap.hasTag('pending')).toBe(true);
      expect(s.calls.map((c) => c.input)).toEqual([MOVE]);
      expect(s.actor.getSnapshot().context.reports).toEqual([]);
    } finally {
      s.actor.stop();
    }
  });

  it('ends confirmed with the stored appointment', async () => {
    const s = start();
    try {
      const child = s.changeActor()!;
      const stored = { ...A, officePostId: 12, startDate: at('14:00'), endDate: at('15:00') };
      s.calls[0].resolve(stored);
      await waitFor(s.actor, (x) => x.context.reports.length === 1);
      expect(s.actor.getSnapshot().context.reports).toEqual([
        { type: 'change.confirmed', changeId: 'change-1', result: stored },
      ]);
      expect(child.getSnapshot()).toMatchObject({ value: 'confirmed', status: 'done' });
    } finally {
      s.actor.stop();
    }
  });

  it('ends confirmed with null after a delete', async () => {
    const s = start({ kind: 'delete', appointmentId: A.id });
    try {
      s.calls[0].resolve(null);
      await waitFor(s.actor, (x) => x.context.reports.length === 1);
      expect(s.actor.getSnapshot().context.reports[0]).toEqual({
        type: 'change.confirmed',
        changeId: 'change-1',
        result: null,
      });
    } finally {
      s.actor.stop();
    }
  });

  it('ends rolled back with the server message', async () => {
    const s = start();
    try {
      const child = s.changeActor()!;
      s.calls[0].reject(SLOT_TAKEN_ERROR);
      await waitFor(s.actor, (x) => x.context.reports.length === 1);
      expect(s.actor.getSnapshot().context.reports).toEqual([
        { type: 'change.rolledBack', changeId: 'change-1', message: 'Это время на посту уже занято' },
      ]);
      expect(child.getSnapshot()).toMatchObject({ value: 'rolledBack', status: 'done' });
    } finally {
      s.actor.stop();
    }
  });

  it('gives a general message when the failure has none', async () => {
    const s = start();
    try {
      s.calls[0].reject(new Error(''));
      await waitFor(s.actor, (x) => x.context.reports.length === 1);
      expect(s.actor.getSnapshot().context.reports[0]).toMatchObject({
        type: 'change.rolledBack',
        message: 'Не удалось сохранить изменение',
      });
    } finally {
      s.actor.stop();
    }
  });
});
