import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromTransition,
} from 'xstate';
import { appointmentChangeMachine } from '../../../machines/scheduler/appointmentChangeMachine';
import type { BoardChange } from '../../../machines/scheduler/schedulerBoardView';
import { holdByInvokeId } from '../invokeCalls';
import { replayPath, shortestPaths } from '../modelPaths';
import { A, at, SLOT_TAKEN_ERROR } from './schedulerBoardFixtures';

// Every shortest path of one optimistic change, walked once per change: a move the server stores or refuses with its
// message, and a delete it confirms with no appointment or refuses with no message (the general one is reported). Each
// path is replayed on the real chart, spawned-like under a stand-in board, with its server call held by hand; after
// every step the live actor is checked for: its status and the pending tag, the one call it made with the change,
// whether it still takes an answer, and what the board was told (nothing while pending, then exactly one report).

const DONE = 'xstate.done.actor.0.appointmentChange.pending';
const FAILED = 'xstate.error.actor.0.appointmentChange.pending';
const actorNames = ['0.appointmentChange.pending'];

const cases: {
  name: string;
  change: BoardChange;
  stored: unknown;
  error: unknown;
  message: string;
}[] = [
  {
    name: 'a move',
    change: { kind: 'move', appointmentId: A.id, newOfficePostId: 12, newStart: at('14:00') },
    stored: { ...A, officePostId: 12, officePostName: 'Пост 2', startDate: at('14:00'), endDate: at('15:00') },
    error: SLOT_TAKEN_ERROR,
    message: 'Это время на посту уже занято',
  },
  {
    name: 'a delete',
    change: { kind: 'delete', appointmentId: A.id },
    stored: null,
    error: { status: 500 },
    message: 'Не удалось сохранить изменение',
  },
];

/**
 * The walk resolves each transition's actions with a stand-in actor that has no parent, and sendParent cannot resolve
 * without one; here the stand-in is its own parent (the walk runs no actions, so nothing is sent). The states and
 * transitions walked are the chart's own.
 */
function asSpawned<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const transition: AnyStateMachine['transition'] = (snapshot, event, scope) =>
    machine.transition(snapshot, event, {
      ...scope,
      self: Object.assign(Object.create(scope.self), { _parent: scope.self }),
    });
  return Object.create(machine, { transition: { value: transition } });
}

/** A board that records what it is told. */
const standInBoard = () =>
  createActor(fromTransition((told: EventObject[], event: EventObject) => [...told, event], [] as EventObject[]));

describe.each(cases)('appointmentChangeMachine, every shortest path, $name', ({ change, stored, error, message }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const input = { changeId: 'change-3', change };
  const stores = { type: DONE, output: stored } as EventObject;
  const refuses = { type: FAILED, error } as EventObject;
  const paths = shortestPaths(asSpawned(appointmentChangeMachine), [stores, refuses], input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const board = standInBoard().start();
      // replayPath starts the chart on its own: the board becomes its parent, as a spawn makes it, before the chart can
      // answer, and lets go of it when replayPath stops the chart (only a root actor may be stopped directly).
      const { machine, calls } = holdByInvokeId(appointmentChangeMachine, ['commitChange'], ({ owner }) => {
        const spawned = owner as AnyActorRef & { _parent?: AnyActorRef };
        const stopAsRoot = spawned.stop.bind(spawned);
        spawned._parent = board;
        spawned.stop = () => {
          spawned._parent = undefined;
          stopAsRoot();
        };
      });
      const told = () => board.getSnapshot().context.filter((e) => e.type.startsWith('change.'));

      const check = (snapshot: AnyMachineSnapshot, afterEvent: string) => {
        const at = `after ${afterEvent}`;
        // The change as the board spawned it, sent once, never again.
        expect(snapshot.context, at).toEqual(input);
        const sent = calls.map((c) => c.input);
        expect(sent, at).toEqual([change]);
        if (snapshot.matches('pending')) {
          expect(snapshot.status, at).toBe('active');
          expect(snapshot.hasTag('pending'), at).toBe(true);
          expect(told(), at).toEqual([]);
          expect(snapshot.can(stores), at).toBe(true);
          expect(snapshot.can(refuses), at).toBe(true);
          return;
        }
        // Ended: no longer pending, takes no other answer, has told the board exactly once.
        expect(snapshot.status, at).toBe('done');
        expect(snapshot.hasTag('pending'), at).toBe(false);
        expect(snapshot.can(stores), at).toBe(false);
        expect(snapshot.can(refuses), at).toBe(false);
        expect(Object.keys(snapshot.children), at).toEqual([]);
        if (snapshot.matches('confirmed'))
          expect(told(), at).toEqual([{ type: 'change.confirmed', changeId: 'change-3', result: stored }]);
        if (snapshot.matches('rolledBack'))
          expect(told(), at).toEqual([{ type: 'change.rolledBack', changeId: 'change-3', message }]);
      };

      try {
        await replayPath(machine, path, { input, actorNames, longestDelayMs: 0, check });
      } finally {
        board.stop();
      }
    },
  );
});
