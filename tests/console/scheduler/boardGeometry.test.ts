import { DateTime } from 'luxon';
import {
  axisLength,
  axisTicks,
  blockSpan,
  buildTimeAxis,
  laneRect,
  laneShift,
  movedStart,
  PX_PER_STEP,
  pxToTime,
  selectionRange,
  snapTime,
  spansOf,
  stretchedRange,
  timeToPx,
} from '../../../src/console/screens/scheduler/board/boardGeometry';

// The boards' time <-> pixel rules: windows per day in the office's zone, the 30-minute grid, moves and stretches
// kept inside a window, a free range picked around busy time.

const ZONE = 'Asia/Yekaterinburg'; // UTC+5, far from the test machine's zone on purpose
const at = (day: string, hhmm: string) => Math.floor(DateTime.fromISO(`${day}T${hhmm}`, { zone: ZONE }).toSeconds());
const D1 = '2026-03-10';
const D2 = '2026-03-11';
const day = buildTimeAxis({
  fromDate: D1,
  days: 1,
  zone: ZONE,
  startDayHour: 9,
  endDayHour: 18,
  stepMinutes: 30,
  pxPerStep: PX_PER_STEP,
});
const week = buildTimeAxis({
  fromDate: D1,
  days: 7,
  zone: ZONE,
  startDayHour: 9,
  endDayHour: 18,
  stepMinutes: 30,
  pxPerStep: 24,
});
const MIN = 60;

describe('boardGeometry', () => {
  it('lays the day window 9:00-18:00 of the office zone out in 40 px per 30 minutes', () => {
    expect(day.segments).toEqual([{ day: D1, start: at(D1, '09:00'), end: at(D1, '18:00'), offset: 0 }]);
    expect(axisLength(day)).toBe(18 * 40);
    expect(timeToPx(day, at(D1, '10:30'), 0)).toBe(120);
    expect(pxToTime(day, 120)).toEqual({ time: at(D1, '10:30'), segment: 0 });
    // Outside the window it is clamped to the edges.
    expect(timeToPx(day, at(D1, '07:00'), 0)).toBe(0);
    expect(pxToTime(day, 10_000).time).toBe(at(D1, '18:00'));
  });

  it('puts the timeline days end to end', () => {
    expect(week.segments).toHaveLength(7);
    expect(week.segments[1]).toMatchObject({ day: D2, start: at(D2, '09:00'), offset: 18 * 24 });
    expect(axisLength(week)).toBe(7 * 18 * 24);
    expect(pxToTime(week, 18 * 24 + 48)).toEqual({ time: at(D2, '10:00'), segment: 1 });
    expect(timeToPx(week, at(D2, '10:00'), 1)).toBe(18 * 24 + 48);
  });

  it('snaps to the grid of the window', () => {
    expect(snapTime(day, at(D1, '10:14'), 0)).toBe(at(D1, '10:00'));
    expect(snapTime(day, at(D1, '10:16'), 0)).toBe(at(D1, '10:30'));
    expect(snapTime(day, at(D1, '10:16'), 0, 'floor')).toBe(at(D1, '10:00'));
    expect(snapTime(day, at(D1, '10:01'), 0, 'ceil')).toBe(at(D1, '10:30'));
    expect(snapTime(day, at(D1, '10:30'), 0, 'ceil')).toBe(at(D1, '10:30'));
  });

  it('places a block by its first window and shades a range over every window it covers', () => {
    expect(blockSpan(day, at(D1, '10:00'), at(D1, '11:00'))).toEqual({ from: 80, size: 80, segment: 0 });
    expect(blockSpan(day, at(D1, '19:00'), at(D1, '20:00'))).toBeNull();
    // Off hours from 17:00 to the next day's 10:00 shade the end of one day and the start of the next.
    expect(spansOf(week, at(D1, '17:00'), at(D2, '10:00'))).toEqual([
      { from: 16 * 24, size: 2 * 24, segment: 0 },
      { from: 18 * 24, size: 2 * 24, segment: 1 },
    ]);
  });

  it('moves a block by whole steps and keeps it inside its window', () => {
    const range = { start: at(D1, '10:00'), end: at(D1, '11:00') };
    expect(movedStart(day, range, 2 * PX_PER_STEP)).toBe(at(D1, '11:00'));
    expect(movedStart(day, range, 2 * PX_PER_STEP + 15)).toBe(at(D1, '11:00'));
    expect(movedStart(day, range, 2 * PX_PER_STEP + 25)).toBe(at(D1, '11:30'));
    expect(movedStart(day, range, -1000)).toBe(at(D1, '09:00'));
    expect(movedStart(day, range, 1000)).toBe(at(D1, '17:00'));
    // On the timeline a drag across a day boundary lands on the next day.
    expect(movedStart(week, range, 18 * 24)).toBe(at(D2, '10:00'));
  });

  it('stretches an edge by whole steps, never below one step', () => {
    const range = { start: at(D1, '10:00'), end: at(D1, '11:00') };
    expect(stretchedRange(day, range, 'end', 2 * PX_PER_STEP)).toEqual({ start: range.start, end: at(D1, '12:00') });
    expect(stretchedRange(day, range, 'end', -5 * PX_PER_STEP)).toEqual({ start: range.start, end: at(D1, '10:30') });
    expect(stretchedRange(day, range, 'start', -PX_PER_STEP)).toEqual({ start: at(D1, '09:30'), end: range.end });
    expect(stretchedRange(day, range, 'start', 5 * PX_PER_STEP)).toEqual({ start: at(D1, '10:30'), end: range.end });
    expect(stretchedRange(day, range, 'end', 10_000)).toEqual({ start: range.start, end: at(D1, '18:00') });
  });

  it('counts lanes crossed by the nearest whole lane', () => {
    expect(laneShift(170, 180)).toBe(1);
    expect(laneShift(80, 180)).toBe(0);
    expect(laneShift(-200, 180)).toBe(-1);
  });

  it('selects a free range: a click takes the default duration, a drag runs to the cell under the pointer', () => {
    const px = (hhmm: string) => timeToPx(day, at(D1, hhmm), 0);
    expect(selectionRange(day, px('10:10'), px('10:10'), 30 * MIN, [])).toEqual({
      start: at(D1, '10:00'),
      end: at(D1, '10:30'),
    });
    expect(selectionRange(day, px('10:10'), px('11:40'), 30 * MIN, [])).toEqual({
      start: at(D1, '10:00'),
      end: at(D1, '12:00'),
    });
    // Dragging up selects from the upper cell to the pressed one.
    expect(selectionRange(day, px('11:10'), px('10:10'), 30 * MIN, [])).toEqual({
      start: at(D1, '10:00'),
      end: at(D1, '11:30'),
    });
  });

  it('keeps a selection clear of busy time and refuses a press on it', () => {
    const px = (hhmm: string) => timeToPx(day, at(D1, hhmm), 0);
    const busy = [
      { start: at(D1, '11:00'), end: at(D1, '12:00') },
      { start: at(D1, '13:00'), end: at(D1, '18:00') },
    ];
    expect(selectionRange(day, px('10:10'), px('14:00'), 30 * MIN, busy)).toEqual({
      start: at(D1, '10:00'),
      end: at(D1, '11:00'),
    });
    expect(selectionRange(day, px('12:40'), px('09:10'), 30 * MIN, busy)).toEqual({
      start: at(D1, '12:00'),
      end: at(D1, '13:00'),
    });
    expect(selectionRange(day, px('12:40'), px('12:40'), 60 * MIN, busy)).toEqual({
      start: at(D1, '12:30'),
      end: at(D1, '13:00'),
    });
    expect(selectionRange(day, px('11:10'), px('11:10'), 30 * MIN, busy)).toBeNull();
    expect(selectionRange(day, px('15:00'), px('15:00'), 30 * MIN, busy)).toBeNull();
  });

  it('labels every step and marks whole hours, in the office zone', () => {
    const ticks = axisTicks(day);
    expect(ticks).toHaveLength(18);
    expect(ticks[0]).toMatchObject({ px: 0, label: '09:00', hour: true });
    expect(ticks[1]).toMatchObject({ px: 40, label: '09:30', hour: false });
  });

  it('turns a span into a rectangle along or across', () => {
    expect(laneRect('vertical', 2, 180, { from: 80, size: 80 })).toEqual({
      top: 80,
      height: 79,
      left: 363,
      width: 174,
    });
    expect(laneRect('horizontal', 1, 56, { from: 48, size: 48 })).toEqual({ left: 48, width: 47, top: 59, height: 50 });
  });
});
