import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appointmentChangeMachine } from '../../../machines/scheduler/appointmentChangeMachine';
import {
  type BoardQuery,
  schedulerBoardMachine,
  selectBoardAppointments,
} from '../../../machines/scheduler/schedulerBoardMachine';
import type { BoardChange } from '../../../machines/scheduler/schedulerBoardView';
import type { Appointment, SchedulerConfig } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { A, appointment, at, B, boardConfig, DAY_QUERY, SLOT_TAKEN_ERROR } from './schedulerBoardFixtures';

type Held<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[];

/** The board with its load and every change's server call held by the test. */
function start() {
  const loads: Held<BoardQuery, SchedulerConfig> = [];
  const commits: Held<BoardChange, Appointment | null> = [];
  const held = <I, O>(list: Held<I, O>) =>
    fromPromise<O, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));
  const actor = createActor(
    schedulerBoardMachine.provide({
      actors: {
        loadBoard: held(loads),
        appointmentChange: appointmentChangeMachine.provide({ actors: { commitChange: held(commits) } }),
      },
    }),
  ).start();
  const shown = () => selectBoardAppointments(actor.getSnapshot().context);
  const find = (id: number) => shown().find((a) => a.id === id);
  return { actor, loads, commits, shown, find };
}
type Board = ReturnType<typeof start>;

async function ready(s: Board, config = boardConfig()) {
  s.actor.send({ type: 'board.load', query: DAY_QUERY });
  s.loads.at(-1)!.resolve(config);
  await waitFor(s.actor, (x) => x.matches('ready'));
}
const settled = (s: Board, count: number) => waitFor(s.actor, (x) => x.context.pending.length === count);

describe('schedulerBoardMachine', () => {
  it('loads the board for the query and shows its appointments', async () => {
    const s = start();
    try {
      expect(s.actor.getSnapshot().value).toBe('idle');
      s.actor.send({ type: 'board.load', query: DAY_QUERY });
      expect(s.actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(s.loads[0].input).toEqual(DAY_QUERY);
      s.loads[0].resolve(boardConfig());
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.shown()).toEqual([A, B]);
      expect(s.actor.getSnapshot().context.config?.posts).toHaveLength(2);
    } finally {
      s.actor.stop();
    }
  });

  it('moves at once and keeps the server answer once confirmed', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.move', appointmentId: A.id, newOfficePostId: 12, newStart: at('14:00') });
      // Optimistic: the board shows the move before the server answers, with the duration kept.
      expect(s.find(A.id)).toMatchObject({ officePostId: 12, startDate: at('14:00'), endDate: at('15:00') });
      expect(s.commits[0].input).toEqual({
        kind: 'move',
        appointmentId: A.id,
        newOfficePostId: 12,
        newStart: at('14:00'),
      });
      expect(s.actor.getSnapshot().context.pending).toHaveLength(1);
      const stored = { ...A, officePostId: 12, officePostName: 'Пост 2', startDate: at('14:00'), endDate: at('15:00') };
      s.commits[0].resolve(stored);
      await settled(s, 0);
      expect(s.find(A.id)).toEqual(stored);
      expect(s.actor.getSnapshot().context.base).toContainEqual(stored);
      expect(s.actor.getSnapshot().context.lastError).toBeNull();
      // The finished change's actor is stopped and gone.
      expect(Object.keys(s.actor.getSnapshot().children)).toEqual([]);
    } finally {
      s.actor.stop();
    }
  });

  it('rolls a refused move back and keeps the server message for the toast', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.move', appointmentId: A.id, newOfficePostId: 12, newStart: at('12:00') });
      expect(s.find(A.id)?.officePostId).toBe(12);
      s.commits[0].reject(SLOT_TAKEN_ERROR);
      await settled(s, 0);
      expect(s.find(A.id)).toEqual(A);
      const { lastError } = s.actor.getSnapshot().context;
      expect(lastError?.message).toBe('Это время на посту уже занято');
      // A second refusal is a new error (its own seq), so the view toasts it too.
      s.actor.send({ type: 'board.stretch', appointmentId: A.id, startDate: at('10:00'), endDate: at('13:00') });
      s.commits[1].reject({ message: 'Пост не работает в это время' });
      await settled(s, 0);
      expect(s.actor.getSnapshot().context.lastError).toEqual({
        seq: expect.any(Number),
        message: 'Пост не работает в это время',
        change: { kind: 'stretch', appointmentId: A.id, startDate: at('10:00'), endDate: at('13:00') },
      });
      expect(s.actor.getSnapshot().context.lastError!.seq).toBeGreaterThan(lastError!.seq);
      expect(s.find(A.id)).toEqual(A);
    } finally {
      s.actor.stop();
    }
  });

  it('rolls back one of two overlapping pending changes and keeps the other', async () => {
    const s = start();
    try {
      await ready(s);
      // Both changes wait for the server at once; the second is refused first.
      s.actor.send({ type: 'board.move', appointmentId: A.id, newOfficePostId: 11, newStart: at('13:00') });
      s.actor.send({ type: 'board.move', appointmentId: B.id, newOfficePostId: 11, newStart: at('13:00') });
      expect(s.actor.getSnapshot().context.pending).toHaveLength(2);
      s.commits[1].reject(SLOT_TAKEN_ERROR);
      await settled(s, 1);
      expect(s.find(B.id)).toEqual(B);
      expect(s.find(A.id)).toMatchObject({ officePostId: 11, startDate: at('13:00') });
      expect(s.actor.getSnapshot().context.lastError?.message).toBe(SLOT_TAKEN_ERROR.message);
      s.commits[0].resolve({ ...A, startDate: at('13:00'), endDate: at('14:00') });
      await settled(s, 0);
      expect(s.find(A.id)).toMatchObject({ startDate: at('13:00'), endDate: at('14:00') });
    } finally {
      s.actor.stop();
    }
  });

  it('keeps a later change of the same appointment when the earlier one is refused', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.move', appointmentId: A.id, newOfficePostId: 12, newStart: at('12:00') });
      s.actor.send({
        type: 'board.update',
        appointmentId: A.id,
        patch: { serviceId: 61, title: 'Диагностика', details: undefined, clientId: 31, phone: undefined },
      });
      expect(s.find(A.id)).toMatchObject({ officePostId: 12, title: 'Диагностика' });
      s.commits[0].reject(SLOT_TAKEN_ERROR);
      await settled(s, 1);
      // Back at its place, still with the new title while that change waits.
      expect(s.find(A.id)).toMatchObject({ officePostId: 11, startDate: A.startDate, title: 'Диагностика' });
      s.commits[1].resolve({ ...A, title: 'Диагностика' });
      await settled(s, 0);
      expect(s.find(A.id)).toEqual({ ...A, title: 'Диагностика' });
    } finally {
      s.actor.stop();
    }
  });

  it('shows a create at once under a temporary id and replaces it with the stored one', async () => {
    const s = start();
    try {
      await ready(s);
      const draft = {
        officePostId: 12,
        serviceId: 61,
        startDate: at('09:00'),
        endDate: at('09:30'),
        title: 'Развал-схождение',
        phone: '+79990001122',
      };
      s.actor.send({ type: 'board.create', draft });
      const temp = s.shown().find((a) => a.id < 0);
      expect(temp).toMatchObject({
        officePostId: 12,
        officePostName: 'Пост 2',
        startDate: at('09:00'),
        endDate: at('09:30'),
        title: 'Развал-схождение',
      });
      expect(s.commits[0].input).toMatchObject({ kind: 'create', draft });
      const stored = appointment({
        id: 900,
        officePostId: 12,
        startDate: at('09:00'),
        endDate: at('09:30'),
        title: 'Развал-схождение',
      });
      s.commits[0].resolve(stored);
      await settled(s, 0);
      expect(s.shown().map((a) => a.id)).toEqual([A.id, B.id, 900]);
      expect(s.shown().some((a) => a.id < 0)).toBe(false);
    } finally {
      s.actor.stop();
    }
  });

  it('drops a refused create; a create without an end takes the default duration', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({
        type: 'board.create',
        draft: { officePostId: 11, serviceId: 61, startDate: at('12:00'), title: 'Без конца' },
      });
      expect(s.shown().find((a) => a.id < 0)?.endDate).toBe(at('12:30'));
      s.commits[0].reject(SLOT_TAKEN_ERROR);
      await settled(s, 0);
      expect(s.shown()).toEqual([A, B]);
    } finally {
      s.actor.stop();
    }
  });

  it('refuses a change of an unknown appointment or of one still being created (no server call)', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.move', appointmentId: 999, newOfficePostId: 11, newStart: at('15:00') });
      s.actor.send({ type: 'board.delete', appointmentId: 999 });
      expect(s.actor.getSnapshot().context.pending).toEqual([]);
      s.actor.send({
        type: 'board.create',
        draft: { officePostId: 11, serviceId: 61, startDate: at('15:00'), endDate: at('15:30'), title: 'Новая' },
      });
      const tempId = s.shown().find((a) => a.id < 0)!.id;
      expect(
        s.actor
          .getSnapshot()
          .can({ type: 'board.move', appointmentId: tempId, newOfficePostId: 12, newStart: at('15:00') }),
      ).toBe(false);
      expect(
        s.actor
          .getSnapshot()
          .can({ type: 'board.stretch', appointmentId: tempId, startDate: at('15:00'), endDate: at('16:00') }),
      ).toBe(false);
      expect(s.actor.getSnapshot().can({ type: 'board.delete', appointmentId: tempId })).toBe(false);
      s.actor.send({ type: 'board.delete', appointmentId: tempId });
      expect(s.actor.getSnapshot().context.pending).toHaveLength(1);
      expect(s.commits).toHaveLength(1);
      // A known, confirmed appointment passes.
      expect(s.actor.getSnapshot().can({ type: 'board.delete', appointmentId: A.id })).toBe(true);
    } finally {
      s.actor.stop();
    }
  });

  it('deletes at once, and brings the appointment back when the server refuses', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.delete', appointmentId: A.id });
      expect(s.find(A.id)).toBeUndefined();
      s.commits[0].reject({ message: 'Запись не найдена' });
      await settled(s, 0);
      expect(s.find(A.id)).toEqual(A);
      s.actor.send({ type: 'board.delete', appointmentId: B.id });
      s.commits[1].resolve(null);
      await settled(s, 0);
      expect(s.shown()).toEqual([A]);
      expect(s.actor.getSnapshot().context.base).toEqual([A]);
    } finally {
      s.actor.stop();
    }
  });

  it('fails to load with the message, reloads on request, and takes the answer of the latest load only', async () => {
    const s = start();
    try {
      s.actor.send({ type: 'board.load', query: DAY_QUERY });
      s.loads[0].reject({ message: 'Офис не найден' });
      await waitFor(s.actor, (x) => x.matches('failed'));
      expect(s.actor.getSnapshot().context.loadError).toBe('Офис не найден');
      expect(
        s.actor
          .getSnapshot()
          .can({ type: 'board.move', appointmentId: A.id, newOfficePostId: 11, newStart: at('15:00') }),
      ).toBe(false);
      s.actor.send({ type: 'board.reload' });
      expect(s.loads[1].input).toEqual(DAY_QUERY);
      s.loads[1].resolve(boardConfig());
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.loadError).toBeNull();
      // Another day: the first answer is dropped when a newer load started.
      const next = { ...DAY_QUERY, fromDate: '2026-03-11', toDate: '2026-03-11' };
      s.actor.send({ type: 'board.load', query: next });
      s.actor.send({ type: 'board.load', query: { ...next, fromDate: '2026-03-12', toDate: '2026-03-12' } });
      s.loads[2].resolve(boardConfig({ fromDate: '2026-03-11', appointments: [] }));
      s.loads[3].resolve(boardConfig({ fromDate: '2026-03-12', appointments: [B] }));
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.config?.fromDate).toBe('2026-03-12');
      expect(s.shown()).toEqual([B]);
    } finally {
      s.actor.stop();
    }
  });

  it('keeps a pending change across a reload and folds its answer in afterwards', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'board.move', appointmentId: A.id, newOfficePostId: 11, newStart: at('15:00') });
      s.actor.send({ type: 'board.reload' });
      expect(s.actor.getSnapshot().value).toBe('loading');
      s.commits[0].resolve({ ...A, startDate: at('15:00'), endDate: at('16:00') });
      await settled(s, 0);
      s.loads[1].resolve(boardConfig({ appointments: [{ ...A, startDate: at('15:00'), endDate: at('16:00') }, B] }));
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.find(A.id)).toMatchObject({ startDate: at('15:00') });
    } finally {
      s.actor.stop();
    }
  });

  it('replaces an appointment with the server answer of an action outside the board (a new order)', async () => {
    const s = start();
    try {
      await ready(s);
      const ordered = {
        ...A,
        orderId: 77,
        orderNumber: '2603-00077',
        state: 'ordered' as const,
        stateName: 'Заявка создана',
      };
      s.actor.send({ type: 'board.replace', appointment: ordered });
      expect(s.find(A.id)).toEqual(ordered);
      expect(s.commits).toHaveLength(0);
    } finally {
      s.actor.stop();
    }
  });
});
