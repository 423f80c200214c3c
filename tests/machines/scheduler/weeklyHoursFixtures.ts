import type { EventObject } from 'xstate';
import type { WeekDay, WeeklyHoursEvent, WeekRights, WeekSlot } from '../../../machines/scheduler/weeklyHoursMachine';
import type { Timetable } from '../../../src/shared/schemas/scheduler/schedulerPosts';
import type { WalkEvent } from '../modelPaths';

// The weekly hours model suite's data and its model of the week: what the user's edits and the server's answers
// make of the seven days, written from what the editor promises (marks, save order, rights, refusals), so the suite
// compares the live chart with it after every step.

const ev = (e: Record<string, unknown>) => e as unknown as EventObject;

// Day 1 comes unsorted (14:00 before 09:00): the week shows each day's slots in order.
export const WEEK: Timetable = {
  officePostId: 5,
  days: [
    {
      dayOfWeek: 1,
      times: [
        { id: 12, beginTime: '14:00', endTime: '18:00' },
        { id: 11, beginTime: '09:00', endTime: '13:00' },
      ],
    },
  ],
};
export const LOAD_FAILED = { message: 'Пост не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' };
// A field's message says more than the body's: the slot is marked with it.
export const SAVE_REFUSED = {
  message: 'Проверьте правильность заполнения полей',
  status: 400,
  errorCode: 'VALIDATION_ERROR',
  details: { beginTime: 'Интервалы рабочего времени пересекаются' },
};
export const REFUSAL = SAVE_REFUSED.details.beginTime;

export const events: EventObject[] = [
  ev({ type: 'week.load', officePostId: 5 }),
  ev({ type: 'slot.add', dayOfWeek: 2 }),
  ev({ type: 'slot.change', key: 's11', field: 'endTime', value: '14:00' }),
  // Off the 30-minute grid: the week cannot be saved while it is kept.
  ev({ type: 'slot.change', key: 'n1', field: 'endTime', value: '18:15' }),
  ev({ type: 'slot.remove', key: 's11' }),
  ev({ type: 'slot.remove', key: 'n1' }),
  { type: 'week.save' },
  { type: 'week.reset' },
  ev({ type: 'xstate.done.actor.loadWeek', output: WEEK }),
  ev({ type: 'xstate.error.actor.loadWeek', error: LOAD_FAILED }),
  ev({ type: 'xstate.done.actor.saveSlot', output: { id: 40 } }),
  ev({ type: 'xstate.error.actor.saveSlot', error: SAVE_REFUSED }),
];
export const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.')) as WeeklyHoursEvent[];
export const labelOf = (e: WeeklyHoursEvent) =>
  [e.type, 'key' in e ? e.key : '', 'dayOfWeek' in e ? e.dayOfWeek : '', 'value' in e ? e.value : '']
    .filter((x) => x !== '')
    .join(' ');

/** The guards read the rights: everything, adding only (new slots are the user's own), nothing. */
export const RIGHTS: [string, WeekRights][] = [
  ['all rights', { insert: true, update: true, delete: true }],
  ['insert only', { insert: true, update: false, delete: false }],
  ['read-only', { insert: false, update: false, delete: false }],
];

export interface Week {
  officePostId: number | null;
  days: WeekDay[];
  nextKey: number;
  current: string | null;
  loadError: unknown;
  failure: { key: string; dayOfWeek: number; message: string } | null;
}
export const emptyWeek = (): Week => ({
  officePostId: null,
  days: [],
  nextKey: 1,
  current: null,
  loadError: null,
  failure: null,
});

const slotsOf = (week: Week) => week.days.flatMap((d) => d.times.map((slot) => ({ slot, dayOfWeek: d.dayOfWeek })));
/** The marked slots in the order they are saved: deleted first, then updated, then created. */
export const marked = (week: Week) =>
  (['deleted', 'updated', 'created'] as const).flatMap((c) => slotsOf(week).filter((x) => x.slot.change === c));
export const slotOf = (week: Week, key: string) => slotsOf(week).find((x) => x.slot.key === key);

const ON_GRID = /^([01]\d|2[0-3]):(00|30)$/;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
/** On the 30-minute grid, begin before end (an end of 00:00 is midnight). */
const validSlot = ({ beginTime, endTime }: WeekSlot) =>
  ON_GRID.test(beginTime) && ON_GRID.test(endTime) && minutes(beginTime) < (minutes(endTime) || 24 * 60);
/** Something is marked and every slot kept is valid. */
export const savable = (week: Week) =>
  marked(week).length > 0 && slotsOf(week).every((x) => x.slot.change === 'deleted' || validSlot(x.slot));
/** A slot may be edited while kept: a new one always, a stored one with the right. */
export const editable = (week: Week, key: string, right: boolean) => {
  const slot = slotOf(week, key)?.slot;
  return !!slot && slot.change !== 'deleted' && (slot.change === 'created' || right);
};

const mapSlots = (week: Week, fn: (slot: WeekSlot) => WeekSlot | null) => {
  week.days = week.days.map((d) => ({ ...d, times: d.times.flatMap((s) => fn(s) ?? []) }));
};

/** Applies one step's event to `week`: the state it leads to and whether the week-saved toast shows. */
export function applyStep(week: Week, event: WeeklyHoursEvent | WalkEvent, from: string) {
  switch (event.type) {
    case 'week.load':
      Object.assign(week, { officePostId: event.officePostId, days: [], loadError: null, failure: null });
      return { to: 'loading' };
    case 'xstate.done.actor.loadWeek': {
      const { days } = (event as WalkEvent).output as Timetable;
      week.days = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        dayOfWeek,
        times: (days.find((d) => d.dayOfWeek === dayOfWeek)?.times ?? [])
          .map(({ id, beginTime, endTime }) => ({
            key: `s${id}`,
            id,
            beginTime,
            endTime,
            stored: { beginTime, endTime },
          }))
          .sort((a, b) => a.beginTime.localeCompare(b.beginTime)),
      }));
      return { to: 'editing' };
    }
    case 'xstate.error.actor.loadWeek': {
      const e = (event as WalkEvent).error as typeof LOAD_FAILED;
      week.loadError = { message: e.message, errorCode: e.errorCode, status: e.status, details: undefined };
      return { to: 'loadFailed' };
    }
    case 'slot.add': {
      const key = `n${week.nextKey++}`;
      // A day's first slot is the scheduler's day (9 to 18); a further one is blank.
      week.days = week.days.map((d) => {
        if (d.dayOfWeek !== event.dayOfWeek) return d;
        const first = d.times.every((s) => s.change === 'deleted');
        const [beginTime, endTime] = first ? ['09:00', '18:00'] : ['', ''];
        return { ...d, times: [...d.times, { key, beginTime, endTime, stored: null, change: 'created' as const }] };
      });
      return { to: 'editing' };
    }
    case 'slot.change': {
      const { key, field, value } = event as Extract<WeeklyHoursEvent, { type: 'slot.change' }>;
      mapSlots(week, (s) => {
        if (s.key !== key) return s;
        const next = { ...s, [field]: value, error: undefined };
        const same = s.stored?.beginTime === next.beginTime && s.stored?.endTime === next.endTime;
        return { ...next, change: s.change === 'created' ? 'created' : same ? undefined : 'updated' };
      });
      return { to: 'editing' };
    }
    case 'slot.remove':
      // A new slot just goes; a stored one is marked for deletion.
      mapSlots(week, (s) =>
        s.key !== event.key ? s : s.stored === null ? null : { ...s, change: 'deleted', error: undefined },
      );
      return { to: 'editing' };
    case 'week.reset':
      mapSlots(week, ({ key, id, stored }) => (stored === null ? null : { key, id, ...stored, stored }));
      week.failure = null;
      return { to: 'editing' };
    case 'week.save':
      week.failure = null;
      week.current = marked(week)[0].slot.key;
      return { to: 'saving' };
    case 'xstate.done.actor.saveSlot': {
      const { id: newId } = (event as WalkEvent).output as { id: number };
      const more = marked(week).length > 1;
      mapSlots(week, (s) => {
        if (s.key !== week.current) return s;
        if (s.change === 'deleted') return null;
        const { key, beginTime, endTime } = s;
        return { key, id: s.change === 'created' ? newId : s.id, beginTime, endTime, stored: { beginTime, endTime } };
      });
      // One slot per save: the next marked one goes out, the toast only when none is left.
      if (more) week.current = marked(week)[0].slot.key;
      return more ? { to: 'saving' } : { to: 'editing', toast: true };
    }
    case 'xstate.error.actor.saveSlot': {
      const key = week.current!;
      week.failure = { key, dayOfWeek: slotOf(week, key)!.dayOfWeek, message: REFUSAL };
      mapSlots(week, (s) => (s.key === key ? { ...s, error: REFUSAL } : s));
      return { to: 'failed' };
    }
    default:
      // The walk's start: no post chosen yet.
      return { to: event.type === 'xstate.init' ? 'idle' : `unexpected ${event.type} in ${from}` };
  }
}
