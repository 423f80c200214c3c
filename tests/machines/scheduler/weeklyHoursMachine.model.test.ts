import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  pendingSlots,
  type WeeklyHoursContext,
  weeklyHoursMachine,
} from '../../../machines/scheduler/weeklyHoursMachine';
import type { Timetable } from '../../../src/shared/schemas/scheduler/schedulerPosts';
import { canSaveWeeklyHours } from '../../../src/shared/schemas/scheduler/schedulerTime';
import { replayPath } from '../modelPaths';

// Every shortest path of the weekly hours chart, replayed on the real machine with its two calls held by hand; what
// each state means is asserted on the way. The walk tells states apart by the whole week (not by the state value
// alone), so the save re-entered for a second slot is reached and every step's context is the one replayed; one
// added slot and no reload after it keep that walk finite.

const input = { rights: { insert: true, update: true, delete: true } };
const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
const WEEK: Timetable = {
  officePostId: 5,
  days: [{ dayOfWeek: 1, times: [{ id: 11, beginTime: '09:00', endTime: '13:00' }] }],
};
const OVERLAP = { message: 'Интервалы рабочего времени пересекаются', status: 400, errorCode: 'VALIDATION_ERROR' };

const events: EventObject[] = [
  ev({ type: 'week.load', officePostId: 5 }),
  ev({ type: 'slot.add', dayOfWeek: 2 }),
  ev({ type: 'slot.change', key: 's11', field: 'endTime', value: '14:00' }),
  ev({ type: 'slot.change', key: 'n1', field: 'endTime', value: '18:15' }),
  ev({ type: 'slot.remove', key: 's11' }),
  ev({ type: 'slot.remove', key: 'n1' }),
  { type: 'week.save' },
  { type: 'week.reset' },
  ev({ type: 'xstate.done.actor.loadWeek', output: WEEK }),
  ev({
    type: 'xstate.error.actor.loadWeek',
    error: { message: 'Пост не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' },
  }),
  ev({ type: 'xstate.done.actor.saveSlot', output: { id: 40 } }),
  ev({ type: 'xstate.error.actor.saveSlot', error: OVERLAP }),
];

/** Adding and reloading only while nothing was added yet; a reset only of something. */
const allowed = (e: EventObject, context: WeeklyHoursContext) =>
  e.type === 'slot.add' || e.type === 'week.load'
    ? context.nextKey === 1
    : e.type !== 'week.reset' || pendingSlots(context.days).length > 0;

function walk(machine: AnyStateMachine) {
  return getShortestPaths(machine, {
    events: (state: { can: (e: EventObject) => boolean; context: WeeklyHoursContext }) =>
      events.filter((e) => allowed(e, state.context) && state.can(e)),
    input,
    // Where from and by what too, so every transition is taken, not only the first one into a state.
    serializeState: (
      state: { value: unknown; context: WeeklyHoursContext },
      event: EventObject | undefined,
      prev?: { value: unknown },
    ) => JSON.stringify([prev?.value ?? null, event?.type ?? null, state.value, state.context]),
  } as never);
}

type Last = { value: string; context: WeeklyHoursContext };

describe('weeklyHoursMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = walk(weeklyHoursMachine);

  it('reaches a save that goes on to a second slot', () => {
    const twoSaves = paths.some((p) => {
      const types = p.steps.map((s) => (s.event as EventObject).type);
      return (
        types.filter((t) => t === 'xstate.done.actor.saveSlot').length > 0 &&
        (p.steps.at(-1)!.state as unknown as Last).value === 'saving' &&
        types.at(-1) === 'xstate.done.actor.saveSlot'
      );
    });
    expect(twoSaves).toBe(true);
  });

  it('never saves an invalid or unchanged week, and a refusal marks the slot it was about', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state as unknown as Last;
        if (value === 'saving') {
          const marked = pendingSlots(context.days);
          expect(marked.length).toBeGreaterThan(0);
          expect(marked[0].slot.key).toBe(context.current);
        }
        if (value === 'failed') {
          const failing = context.days.flatMap((d) => d.times).find((s) => s.key === context.failure?.key);
          expect(failing).toMatchObject({ error: OVERLAP.message });
          expect(failing?.change).toEqual(expect.any(String));
        }
        // Every slot on screen is one of the seven days.
        expect(context.days.every((d) => d.dayOfWeek >= 1 && d.dayOfWeek <= 7)).toBe(true);
      }
      // A save starts only from a week that may be saved.
      path.steps.forEach((step, i) => {
        if ((step.event as EventObject).type === 'week.save' && i > 0)
          expect(canSaveWeeklyHours((path.steps[i - 1].state as unknown as Last).context.days)).toBe(true);
      });
    }
  });

  it.each(paths.map((p, n) => [`${n}: ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(weeklyHoursMachine, path, { input, actorNames: ['loadWeek', 'saveSlot'], longestDelayMs: 0 });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as Last;
      if (value === 'idle') expect(context.officePostId).toBeNull();
      if (value === 'loadFailed') expect(context.loadError?.message).toBe('Пост не найден');
      if (value === 'loading') expect(context.days).toEqual([]);
      if (['editing', 'saving', 'failed'].includes(value)) expect(context.days).toHaveLength(7);
      if (value === 'failed') expect(context.failure?.message).toBe(OVERLAP.message);
      if (last.event.type === 'xstate.done.actor.saveSlot') {
        // The saved slot (the one being saved a step before) carries no mark; a created one has the server's id.
        const key = (path.steps.at(-2)!.state as unknown as Last).context.current;
        const saved = context.days.flatMap((d) => d.times).find((s) => s.key === key);
        if (saved) expect(saved.change).toBeUndefined();
        if (saved?.key === 'n1') expect(saved.id).toBe(40);
      }
      if (last.event.type === 'week.reset') expect(pendingSlots(context.days)).toEqual([]);
    },
  );
});
