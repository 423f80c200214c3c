import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { APPOINTMENT_EVENTS, appointmentMachine } from '../../../machines/scheduler/appointmentMachine';
import { appointmentMoves, tableAllows } from '../../model/lifecycleTables';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the appointment chart on a live actor; after each step the events the actor takes are the
// specification's table's for its state (tests/model/lifecycleTables.ts), and only a deleted appointment is done.
// tests/server/scheduler/appointmentLifecycle.model.test.ts replays the same paths over HTTP.

const check = (snapshot: AnyMachineSnapshot, after: string) => {
  const s = snapshot as AnyMachineSnapshot & { value: string };
  const taken = APPOINTMENT_EVENTS.filter((e) => s.can(e)).map((e) => e.type);
  expect(taken, `after ${after}`).toEqual(tableAllows(appointmentMoves(), s.value, APPOINTMENT_EVENTS));
  expect(s.status).toBe(s.value === 'deleted' ? 'done' : 'active');
};

describe('appointmentMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(appointmentMachine, APPOINTMENT_EVENTS);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(appointmentMachine, path, { actorNames: [], longestDelayMs: 0, check });
    },
  );
});
