import { assign, fromPromise, setup } from 'xstate';
import {
  SCHEDULER_END_DAY_HOUR,
  SCHEDULER_START_DAY_HOUR,
} from '../../src/shared/schemas/scheduler/schedulerAppointments';
import type { Timetable } from '../../src/shared/schemas/scheduler/schedulerPosts';
import { canSaveWeeklyHours, type SlotChange } from '../../src/shared/schemas/scheduler/schedulerTime';
import type { SessionError } from '../session/sessionTypes';

// The weekly hours of one office post: seven days, each with its time slots. Slots are edited locally and marked
// created / updated / deleted, then saved one by one; a created slot takes the server's id; a refused save marks that
// slot with the server's message and stops, leaving the rest marked for the next save.

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// A type, not an interface: canSaveWeeklyHours takes records.
export type WeekSlot = {
  /** Stable local key (`s<id>` for stored slots, `n<k>` for new ones, kept once the server gives the id). */
  key: string;
  id?: number;
  beginTime: string;
  endTime: string;
  /** What the server holds, so an edit undone is no change; null for a slot not saved yet. */
  stored: { beginTime: string; endTime: string } | null;
  change?: SlotChange;
  /** The server's refusal of this slot's last save. */
  error?: string;
};
export type WeekDay = { dayOfWeek: number; times: WeekSlot[] };
/** scheduler.week: permissionInsert adds slots, permissionUpdate changes stored ones, permissionDelete removes them. */
export type WeekRights = { insert: boolean; update: boolean; delete: boolean };
export type SlotSaveInput = { officePostId: number; dayOfWeek: number; slot: WeekSlot };

export type WeeklyHoursEvent =
  | { type: 'week.load'; officePostId: number }
  | { type: 'slot.add'; dayOfWeek: number }
  | { type: 'slot.change'; key: string; field: 'beginTime' | 'endTime'; value: string }
  | { type: 'slot.remove'; key: string }
  | { type: 'week.save' }
  | { type: 'week.reset' };

export interface WeeklyHoursContext {
  rights: WeekRights;
  officePostId: number | null;
  days: WeekDay[];
  nextKey: number;
  current: string | null; // the slot being (or last) saved
  loadError: SessionError | null;
  /** The refused slot of the last save. */
  failure: { key: string; dayOfWeek: number; message: string } | null;
}

const stored = ({ id, beginTime, endTime }: { id: number; beginTime: string; endTime: string }): WeekSlot => ({
  key: `s${id}`,
  id,
  beginTime,
  endTime,
  stored: { beginTime, endTime },
});
const weekOf = ({ days }: Timetable): WeekDay[] =>
  WEEK_DAYS.map((dayOfWeek) => ({
    dayOfWeek,
    times: (days.find((d) => d.dayOfWeek === dayOfWeek)?.times ?? [])
      .map(stored)
      .sort((a, b) => a.beginTime.localeCompare(b.beginTime)),
  }));
const mapSlots = (days: WeekDay[], fn: (slot: WeekSlot) => WeekSlot | null) =>
  days.map((d) => ({ ...d, times: d.times.flatMap((s) => fn(s) ?? []) }));
const findSlot = (days: WeekDay[], key: string) =>
  days.flatMap((d) => d.times.map((slot) => ({ slot, dayOfWeek: d.dayOfWeek }))).find((x) => x.slot.key === key);

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** A day's first slot starts as the scheduler's day (9 to 18); a further one blank, for the user to type. */
function newSlot(day: WeekDay, key: string): WeekSlot {
  const first = day.times.every((s) => s.change === 'deleted');
  return {
    key,
    beginTime: first ? hour(SCHEDULER_START_DAY_HOUR) : '',
    endTime: first ? hour(SCHEDULER_END_DAY_HOUR) : '',
    stored: null,
    change: 'created',
  };
}
/** Deleted first, then updated, then created: a freed range can be taken in the same save. */
const ORDER: SlotChange[] = ['deleted', 'updated', 'created'];
export function pendingSlots(days: WeekDay[]) {
  const all = days.flatMap((d) => d.times.filter((s) => s.change).map((slot) => ({ slot, dayOfWeek: d.dayOfWeek })));
  return ORDER.flatMap((change) => all.filter((x) => x.slot.change === change));
}

/** Settles a saved slot: created takes its id, updated is stored, deleted leaves the week. */
const saved = ({ key, id, change, beginTime, endTime }: WeekSlot, newId: number): WeekSlot | null =>
  change === 'deleted'
    ? null
    : { key, id: change === 'created' ? newId : id, beginTime, endTime, stored: { beginTime, endTime } };
function edited(slot: WeekSlot, field: 'beginTime' | 'endTime', value: string): WeekSlot {
  const next = { ...slot, [field]: value, error: undefined };
  const same = next.stored !== null && next.stored.beginTime === next.beginTime && next.stored.endTime === next.endTime;
  return { ...next, change: slot.change === 'created' ? 'created' : same ? undefined : 'updated' };
}
const resetSlot = ({ key, id, stored }: WeekSlot): WeekSlot | null =>
  stored === null ? null : { key, id, ...stored, stored };

type WeekError = SessionError & { details?: Record<string, string> };
const toError = (error: unknown): WeekError => {
  const e = error as Partial<WeekError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};
/** A field's message says more than the body's 'check the data'. */
const slotErrorMessage = (error: unknown) => Object.values(toError(error).details ?? {})[0] ?? toError(error).message;

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });
/** A new slot is the user's own until saved; a stored one needs the right. */
const editable = (context: WeeklyHoursContext, key: string, right: boolean) => {
  const slot = findSlot(context.days, key)?.slot;
  return !!slot && slot.change !== 'deleted' && (slot.change === 'created' || right);
};

/** What editing takes, and failed too (going back to editing): a slot's refusal stays on it until it is changed. */
const edits = {
  'slot.add': { guard: 'mayAdd', target: 'editing', actions: 'addSlot' },
  'slot.change': { guard: 'mayChange', target: 'editing', actions: 'changeSlot' },
  'slot.remove': { guard: 'mayRemove', target: 'editing', actions: 'removeSlot' },
  'week.save': { guard: 'canSave', target: 'saving', actions: 'clearFailure' },
  'week.reset': { target: 'editing', actions: 'resetWeek' },
  // Re-entered from loading too: the answer for the former post is dropped.
  'week.load': { target: 'loading', reenter: true, actions: 'takePost' },
} as const;
/** Another post (or the same again): not while saving, where the view holds the select. */
const load = { 'week.load': edits['week.load'] };

/**
 * idle (no post) -> loading -> editing | loadFailed. editing -> saving (one slot per entry, re-entered while slots
 * are marked) -> editing, or failed on a refusal (edits and save go on from there). `loadWeek` and `saveSlot` come
 * from the API wiring; `weekSaved` (the toast) from the view.
 */
export const weeklyHoursMachine = setup({
  types: { context: {} as WeeklyHoursContext, events: {} as WeeklyHoursEvent, input: {} as { rights: WeekRights } },
  actors: {
    loadWeek: provided<Timetable, { officePostId: number }>('loadWeek'),
    saveSlot: provided<{ id: number }, SlotSaveInput>('saveSlot'),
  },
  actions: {
    weekSaved: () => {},
    addSlot: assign(({ context, event }) => {
      if (event.type !== 'slot.add') return {};
      const add = (d: WeekDay) => ({ ...d, times: [...d.times, newSlot(d, `n${context.nextKey}`)] });
      return {
        nextKey: context.nextKey + 1,
        days: context.days.map((d) => (d.dayOfWeek === event.dayOfWeek ? add(d) : d)),
      };
    }),
    changeSlot: assign({
      days: ({ context, event }) =>
        event.type === 'slot.change'
          ? mapSlots(context.days, (s) => (s.key === event.key ? edited(s, event.field, event.value) : s))
          : context.days,
    }),
    removeSlot: assign({
      days: ({ context, event }) =>
        event.type === 'slot.remove'
          ? mapSlots(context.days, (s) =>
              s.key !== event.key ? s : s.stored === null ? null : { ...s, change: 'deleted', error: undefined },
            )
          : context.days,
    }),
    slotSaved: assign({
      days: ({ context }, params: { id: number }) =>
        mapSlots(context.days, (s) => (s.key === context.current ? saved(s, params.id) : s)),
    }),
    clearFailure: assign({ failure: null }),
    takePost: assign(({ event }) =>
      event.type === 'week.load' ? { officePostId: event.officePostId, days: [], loadError: null, failure: null } : {},
    ),
    resetWeek: assign({ days: ({ context }) => mapSlots(context.days, resetSlot), failure: null }),
  },
  guards: {
    mayAdd: ({ context, event }) =>
      event.type === 'slot.add' && context.rights.insert && context.days.some((d) => d.dayOfWeek === event.dayOfWeek),
    mayChange: ({ context, event }) =>
      event.type === 'slot.change' && editable(context, event.key, context.rights.update),
    mayRemove: ({ context, event }) =>
      event.type === 'slot.remove' && editable(context, event.key, context.rights.delete),
    canSave: ({ context }) => canSaveWeeklyHours(context.days),
    othersPending: ({ context }) => pendingSlots(context.days).length > 1,
  },
}).createMachine({
  id: 'weeklyHours',
  context: ({ input }) => ({
    rights: input.rights,
    officePostId: null,
    days: [],
    nextKey: 1,
    current: null,
    loadError: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: load },
    loading: {
      tags: ['busy'],
      on: load,
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({ officePostId: context.officePostId! }),
        onDone: { target: 'editing', actions: assign({ days: ({ event }) => weekOf(event.output) }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: { on: load },
    editing: { on: edits },
    saving: {
      tags: ['busy'],
      // `current` stays after the save: the answer's actions run after this state is left.
      entry: assign({ current: ({ context }) => pendingSlots(context.days)[0].slot.key }),
      invoke: {
        id: 'saveSlot',
        src: 'saveSlot',
        input: ({ context }) => {
          const { slot, dayOfWeek } = findSlot(context.days, context.current!)!;
          return { officePostId: context.officePostId!, dayOfWeek, slot };
        },
        onDone: [
          {
            guard: 'othersPending',
            target: 'saving',
            reenter: true,
            actions: { type: 'slotSaved', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            target: 'editing',
            actions: [{ type: 'slotSaved', params: ({ event }) => ({ id: event.output.id }) }, 'weekSaved'],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const message = slotErrorMessage(event.error);
            const { dayOfWeek } = findSlot(context.days, context.current!)!;
            return {
              failure: { key: context.current!, dayOfWeek, message },
              days: mapSlots(context.days, (s) => (s.key === context.current ? { ...s, error: message } : s)),
            };
          }),
        },
      },
    },
    failed: { on: edits },
  },
});
