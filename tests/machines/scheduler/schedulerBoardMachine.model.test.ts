import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise, setup, stateIn } from 'xstate';
import { appointmentChangeMachine } from '../../../machines/scheduler/appointmentChangeMachine';
import {
  type BoardQuery,
  schedulerBoardMachine,
  selectBoardAppointments,
} from '../../../machines/scheduler/schedulerBoardMachine';
import { type BoardChange, changedAppointmentId } from '../../../machines/scheduler/schedulerBoardView';
import type { Appointment, SchedulerConfig } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';
import { shortestPaths } from '../modelPaths';
import { A, appointment, at, B, boardConfig, DAY_QUERY, SLOT_TAKEN_ERROR } from './schedulerBoardFixtures';

// The board chart spawns a child per change, so it is walked through an abstract model whose events stand for
// what the user does and what the server answers (LOAD_OK, OLDEST_FAIL, ...): the board's load lifecycle in one
// region, up to two pending changes (move, create, stretch, update, delete) in the other. Every shortest path of the model is replayed on the real chart
// with its load and change calls held by hand, and after every step the real board must mean what the model says.

/** The user's changes of the board (each one call), possible once the board is shown. */
const CHANGES = ['MOVE', 'CREATE', 'STRETCH', 'UPDATE', 'DELETE'] as const;
const changesTo = (target: string) =>
  Object.fromEntries(CHANGES.map((type) => [type, { target, guard: 'boardReady' as const }]));

const model = setup({ guards: { boardReady: stateIn('#boardModel.board.ready') } }).createMachine({
  id: 'boardModel',
  type: 'parallel',
  states: {
    board: {
      initial: 'idle',
      // A load starts from anywhere (a new load drops the one under way); the changes go on meanwhile.
      states: {
        idle: { on: { LOAD: 'loading' } },
        loading: { on: { LOAD: { target: 'loading', reenter: true }, LOAD_OK: 'ready', LOAD_FAIL: 'failed' } },
        // A change of an unknown appointment is refused by the chart's guard and nothing happens (a re-entry here, only
        // so that the walk takes it).
        // A server answer from outside the board's changes replaces the appointment in place.
        ready: {
          on: {
            LOAD: 'loading',
            RELOAD: 'loading',
            MOVE_UNKNOWN: { target: 'ready', reenter: true },
            REPLACE: { target: 'ready', reenter: true },
          },
        },
        failed: { on: { LOAD: 'loading', RELOAD: 'loading' } },
      },
    },
    changes: {
      initial: 'none',
      states: {
        none: { on: changesTo('one') },
        one: {
          on: {
            ...changesTo('two'),
            OLDEST_OK: 'none',
            OLDEST_FAIL: 'none',
          },
        },
        two: { on: { OLDEST_OK: 'one', OLDEST_FAIL: 'one', NEWEST_OK: 'one', NEWEST_FAIL: 'one' } },
      },
    },
  },
});

const EVENTS: EventObject[] = [
  'LOAD',
  'LOAD_OK',
  'LOAD_FAIL',
  'RELOAD',
  ...CHANGES,
  'MOVE_UNKNOWN',
  'REPLACE',
  'OLDEST_OK',
  'OLDEST_FAIL',
  'NEWEST_OK',
  'NEWEST_FAIL',
].map((type) => ({ type }));
const PENDING_COUNT = { none: 0, one: 1, two: 2 } as const;
const LOAD_ERROR = 'Офис не найден';
// Each delete takes another appointment of the day, so none is deleted twice (the chart would refuse that).
const OTHERS = Array.from({ length: 12 }, (_, i) =>
  appointment({ id: 201 + i, officePostId: 12, startDate: at('14:00') + i * 600, endDate: at('14:10') + i * 600 }),
);
const REPLACED = { ...A, title: 'Замена масла и фильтра', orderId: 77, orderNumber: '77' };

type Held<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void };

/** The real chart with its calls held, driven by the model's events. */
function realBoard() {
  const loads: Held<BoardQuery, SchedulerConfig>[] = [];
  const commits: Held<BoardChange, Appointment | null>[] = [];
  const held = <I, O>(list: Held<I, O>[]) =>
    fromPromise<O, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));
  const actor = createActor(
    schedulerBoardMachine.provide({
      actors: {
        loadBoard: held(loads),
        appointmentChange: appointmentChangeMachine.provide({ actors: { commitChange: held(commits) } }),
      },
    }),
    { inspect: recordMicrosteps },
  ).start();
  countPath(schedulerBoardMachine);
  // The changes sent and not yet answered, oldest first; what the last step did.
  const open: Held<BoardChange, Appointment | null>[] = [];
  let made = 0;
  let deleted = 0;
  let last: { kind: 'ok' | 'fail'; change: BoardChange; result: Appointment | null } | null = null;

  const answer = (which: 'oldest' | 'newest', ok: boolean) => {
    const call = which === 'oldest' ? open.shift()! : open.pop()!;
    const change = call.input;
    let result: Appointment | null = null;
    if (change.kind === 'move')
      result = {
        ...A,
        officePostId: change.newOfficePostId,
        startDate: change.newStart,
        endDate: change.newStart + (A.endDate - A.startDate),
      };
    if (change.kind === 'stretch') result = { ...A, startDate: change.startDate, endDate: change.endDate };
    if (change.kind === 'update') result = { ...A, title: change.patch.title };
    if (change.kind === 'create')
      result = appointment({
        id: 900 - change.tempId,
        officePostId: change.draft.officePostId,
        startDate: change.draft.startDate,
        endDate: change.draft.endDate ?? change.draft.startDate + 1800,
      });
    last = { kind: ok ? 'ok' : 'fail', change, result };
    if (ok) call.resolve(result);
    else call.reject(SLOT_TAKEN_ERROR);
  };

  const send = (type: string) => {
    last = null;
    const before = commits.length;
    switch (type) {
      case 'LOAD':
        return actor.send({ type: 'board.load', query: DAY_QUERY });
      case 'RELOAD':
        return actor.send({ type: 'board.reload' });
      case 'LOAD_OK':
        return loads.at(-1)!.resolve(boardConfig({ appointments: [A, B, ...OTHERS] }));
      case 'LOAD_FAIL':
        return loads.at(-1)!.reject({ message: LOAD_ERROR });
      case 'MOVE':
        made++;
        actor.send({
          type: 'board.move',
          appointmentId: A.id,
          newOfficePostId: 12,
          newStart: at('13:00') + made * 1800,
        });
        break;
      case 'CREATE':
        made++;
        actor.send({
          type: 'board.create',
          draft: { officePostId: 11, serviceId: 61, startDate: at('09:00') + made * 1800, title: `Новая ${made}` },
        });
        break;
      case 'STRETCH':
        made++;
        actor.send({
          type: 'board.stretch',
          appointmentId: A.id,
          startDate: A.startDate - made * 600,
          endDate: A.endDate + made * 600,
        });
        break;
      case 'UPDATE':
        made++;
        actor.send({ type: 'board.update', appointmentId: A.id, patch: { serviceId: 61, title: `Правка ${made}` } });
        break;
      case 'DELETE':
        actor.send({ type: 'board.delete', appointmentId: OTHERS[deleted++]!.id });
        break;
      case 'REPLACE':
        actor.send({ type: 'board.replace', appointment: REPLACED });
        expect(commits.length, 'a replacement calls nothing').toBe(before);
        return;
      case 'MOVE_UNKNOWN':
        actor.send({ type: 'board.move', appointmentId: 999, newOfficePostId: 11, newStart: at('15:00') });
        expect(commits.length, 'a refused change calls nothing').toBe(before);
        return;
      case 'OLDEST_OK':
        return answer('oldest', true);
      case 'OLDEST_FAIL':
        return answer('oldest', false);
      case 'NEWEST_OK':
        return answer('newest', true);
      case 'NEWEST_FAIL':
        return answer('newest', false);
    }
    expect(commits.length, `${type} sends one change`).toBe(before + 1);
    open.push(commits.at(-1)!);
  };

  return { actor, send, open: () => open, last: () => last };
}

describe('schedulerBoardMachine, every shortest path of the board model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(model, EVENTS);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const board = realBoard();
      let errorSeq = 0;
      try {
        for (const step of path.steps) {
          const type = (step.event as EventObject).type;
          if (type !== 'xstate.init') board.send(type);
          await vi.advanceTimersByTimeAsync(0);
          const expected = step.state.value as { board: string; changes: keyof typeof PENDING_COUNT };
          const snap = board.actor.getSnapshot();
          const { context } = snap;
          const shown = selectBoardAppointments(context);
          expect(snap.value, `after ${type}`).toBe(expected.board);
          // The chart's pending changes are exactly the unanswered ones, in the order they were made.
          expect(
            context.pending.map((p) => p.change),
            `pending after ${type}`,
          ).toEqual(board.open().map((c) => c.input));
          expect(context.pending).toHaveLength(PENDING_COUNT[expected.changes]);
          if (expected.board === 'failed') expect(context.loadError).toBe(LOAD_ERROR);
          if (expected.board === 'ready') expect(context.config).not.toBeNull();
          // Every pending create shows under its temporary id, and every pending delete hides its appointment
          // while the base keeps it until the server confirms.
          const sent = board.open().map((c) => c.input);
          for (const change of sent) {
            if (change.kind === 'create') expect(shown.some((a) => a.id === changedAppointmentId(change))).toBe(true);
            if (change.kind === 'delete') {
              expect(shown.map((a) => a.id)).not.toContain(change.appointmentId);
              expect(context.base.map((a) => a.id)).toContain(change.appointmentId);
            }
          }
          // A shows where its newest pending move or stretch put it, with the title of its newest pending update.
          const ofA = sent.filter((c) => 'appointmentId' in c && c.appointmentId === A.id).reverse();
          const baseA = context.base.find((a) => a.id === A.id);
          const shownA = shown.find((a) => a.id === A.id);
          const placed = ofA.find((c) => c.kind === 'move' || c.kind === 'stretch');
          const renamed = ofA.find((c) => c.kind === 'update');
          if (!ofA.length) expect(shownA).toEqual(baseA);
          if (placed?.kind === 'move')
            expect(shownA).toMatchObject({ officePostId: placed.newOfficePostId, startDate: placed.newStart });
          if (placed?.kind === 'stretch')
            expect(shownA).toMatchObject({ startDate: placed.startDate, endDate: placed.endDate });
          expect(shownA?.title).toBe(renamed?.kind === 'update' ? renamed.patch.title : baseA?.title);
          if (type === 'REPLACE') expect(baseA).toEqual(REPLACED);
          // A refusal is dropped with its message (a new seq each time); a confirmation lands in the base.
          const last = board.last();
          if (last?.kind === 'fail') {
            expect(context.lastError?.message).toBe(SLOT_TAKEN_ERROR.message);
            expect(context.lastError!.seq).toBeGreaterThan(errorSeq);
            errorSeq = context.lastError!.seq;
            if (last.change.kind === 'create') expect(shown.map((a) => a.id)).not.toContain(last.change.tempId);
          }
          if (last?.kind === 'ok' && last.result) {
            expect(context.base).toContainEqual(last.result);
            if (last.change.kind === 'create') expect(shown.map((a) => a.id)).toContain(last.result.id);
          }
          if (last?.kind === 'ok' && last.change.kind === 'delete')
            expect(context.base.map((a) => a.id)).not.toContain(last.change.appointmentId);
        }
      } finally {
        board.actor.stop();
      }
    },
  );
});
