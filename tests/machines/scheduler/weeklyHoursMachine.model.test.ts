import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type WeeklyHoursContext,
  type WeeklyHoursEvent,
  type WeekRights,
  weeklyHoursMachine,
} from '../../../machines/scheduler/weeklyHoursMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, type WalkEvent } from '../modelPaths';
import {
  applyStep,
  editable,
  emptyWeek,
  events,
  labelOf,
  marked,
  REFUSAL,
  RIGHTS,
  savable,
  slotOf,
  USER_EVENTS,
} from './weeklyHoursFixtures';

// Every shortest path of the weekly hours chart for each set of rights, on a live actor whose load and saves are
// held by hand and whose 'saved' toast is recorded. The walk tells states apart by the whole week (not by the state
// value alone), so the save re-entered for a second slot is reached; one added slot and no reload after it keep it
// finite. After every step the check compares the live chart with a model of the week built from the path's events
// (weeklyHoursFixtures.ts): the state the step leads to, the tags, the edits it takes (adding with the insert right,
// a stored slot changed or removed only with its right, saving only a changed and valid week), the call pending with
// the post and the slot being saved (deleted first, then updated, then created, one at a time), a new load for every
// post chosen; the seven days with their marks, ids and refusals, the slot being saved, the load's error and the
// refused slot; and the toast, once, when the last marked slot is saved.

/** Adding and reloading only while nothing was added yet; a reset only of something. */
const allowed = (e: EventObject, context: WeeklyHoursContext) =>
  e.type === 'slot.add' || e.type === 'week.load'
    ? context.nextKey === 1
    : e.type !== 'week.reset' || context.days.some((d) => d.times.some((s) => s.change));

function walk(machine: AnyStateMachine, input: { rights: WeekRights }): Path[] {
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

const EDITS = ['slot.add', 'slot.change', 'slot.remove', 'week.load', 'week.reset', 'week.save'];
/** Per state: its tags, the events it takes (when their guards allow), the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: ['week.load'], pending: [] },
  // Another post may be chosen while one loads: its answer is dropped.
  loading: { tags: ['busy'], takes: ['week.load'], pending: ['loadWeek'] },
  loadFailed: { tags: [], takes: ['week.load'], pending: [] },
  editing: { tags: [], takes: EDITS, pending: [] },
  // While saving the view holds the select and the edits.
  saving: { tags: ['busy'], takes: [], pending: ['saveSlot'] },
  // A refusal: edits and saving go on from there.
  failed: { tags: [], takes: EDITS, pending: [] },
};

/** The recording toast and the per-step check for one replay of `path` with `rights`. */
function weekMeaning(path: Path, rights: WeekRights) {
  const toasts: string[] = [];
  const provide = { actions: { weekSaved: () => void toasts.push('weekSaved') } };
  const week = emptyWeek();
  let from = '';
  let step = 0;
  let seen = 0;
  let calls: Record<string, AnyActorRef | undefined> = {};

  /** Whether the model lets `e` through in `state`. */
  const takes = (state: string, e: WeeklyHoursEvent) => {
    if (!STATES[state].takes.includes(e.type)) return false;
    if (e.type === 'slot.add') return rights.insert;
    if (e.type === 'slot.change') return editable(week, e.key, rights.update);
    if (e.type === 'slot.remove') return editable(week, e.key, rights.delete);
    if (e.type === 'week.save') return savable(week);
    return true;
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WeeklyHoursEvent | WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    // The edit the step made must have been allowed by what came before.
    if (event.type.startsWith('slot.') || event.type === 'week.save')
      expect(takes(from, event as WeeklyHoursEvent), `${at}: allowed in ${from}`).toBe(true);
    const { to, toast } = applyStep(week, event, from);
    expect(state, `${at}: where the step leads`).toBe(to);

    // The toast this step showed.
    expect(toasts.slice(seen), `${at}: 'saved' toasts`).toEqual(toast ? ['weekSaved'] : []);
    seen = toasts.length;

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const taken = USER_EVENTS.filter((e) => snapshot.can(e)).map(labelOf);
    expect(taken, `${at}: events taken`).toEqual(USER_EVENTS.filter((e) => takes(state, e)).map(labelOf));
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);

    // Every load and every slot's save is a call of its own: a new post loads again, a second slot saves again.
    const children = snapshot.children as Record<string, AnyActorRef | undefined>;
    const started = Object.keys(children).filter((id) => children[id] !== calls[id]);
    const starts = event.type === 'week.load' || state === 'saving';
    expect(started, `${at}: calls started`).toEqual(starts ? meaning.pending : []);
    for (const [id, ref] of Object.entries(calls))
      if (ref && ref !== children[id]) expect(ref.getSnapshot().status, `${at}: ${id} left`).not.toBe('active');
    calls = { ...children };
    if (state === 'loading')
      expect(children.loadWeek!.getSnapshot().input, `${at}: the post loaded`).toEqual({ officePostId: 5 });
    if (state === 'saving') {
      const { slot, dayOfWeek } = marked(week)[0];
      expect(slot.key, `${at}: the first marked slot`).toBe(week.current);
      expect(children.saveSlot!.getSnapshot().input, `${at}: the slot saved`).toEqual({
        officePostId: 5,
        dayOfWeek,
        slot,
      });
    }

    const { context } = snapshot;
    expect(context.rights, at).toEqual(rights);
    expect(context.officePostId, `${at}: post`).toBe(week.officePostId);
    expect(context.days, `${at}: the week`).toEqual(week.days);
    expect(context.nextKey, `${at}: next key`).toBe(week.nextKey);
    expect(context.current, `${at}: the slot being (or last) saved`).toBe(week.current);
    expect(context.loadError, `${at}: load error`).toEqual(week.loadError);
    expect(context.failure, `${at}: refused slot`).toEqual(week.failure);
    if (state === 'loadFailed') expect(context.loadError, at).not.toBeNull();
    if (state === 'failed') expect(slotOf(week, week.failure!.key)!.slot.error, at).toBe(REFUSAL);
    from = state;
  };
  return { provide, check };
}

describe.each(RIGHTS)('weeklyHoursMachine with %s, every shortest path', (name, rights) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const input = { rights };
  const paths = walk(weeklyHoursMachine, input);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  if (name === 'all rights')
    it('reaches a save that goes on to a second slot', () => {
      const types = paths.map((p) => p.steps.map((s) => (s.event as EventObject).type));
      expect(types.some((t) => t.filter((x) => x === 'xstate.done.actor.saveSlot').length >= 2)).toBe(true);
    });

  it.each(paths.map((p, n) => [`${n}: ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = weekMeaning(path, rights);
      await replayPath(weeklyHoursMachine, path, {
        input,
        actorNames: ['loadWeek', 'saveSlot'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
