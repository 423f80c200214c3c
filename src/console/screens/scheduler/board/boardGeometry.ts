import { DateTime } from 'luxon';

// Time <-> pixels for both boards, pure. The board's time runs along one axis made of day windows (startDayHour to
// endDayHour in the office's zone): one window for the day view (top to bottom), seven laid end to end for the
// timeline (left to right). Posts are lanes of a fixed size across the other axis. Every time the user picks is
// snapped to the grid step (30 minutes), counted from the window's start.

/** Day view: pixels per grid step down a post's column. Constant, so a browser test can compute where a time is. */
export const PX_PER_STEP = 40;
/** Day view: the narrowest a post's column gets (more posts than fit scroll sideways). */
export const DAY_COLUMN_WIDTH_PX = 180;
/** Day view: the widest a post's column gets when a few posts share a wide board. */
export const DAY_COLUMN_MAX_WIDTH_PX = 360;
/**
 * Day view: a post's column width. The posts share the board's width, so a few posts fill it instead of leaving a
 * blank third with their names cut, between the minimum (then the board scrolls) and the maximum.
 */
export function dayColumnWidth(available: number, posts: number): number {
  if (posts <= 0 || available <= 0) return DAY_COLUMN_WIDTH_PX;
  return Math.max(DAY_COLUMN_WIDTH_PX, Math.min(DAY_COLUMN_MAX_WIDTH_PX, Math.floor(available / posts)));
}
/** Timeline: pixels per grid step along a day. */
export const TIMELINE_PX_PER_STEP = 24;
/** Timeline: the height of a post's row. */
export const TIMELINE_ROW_HEIGHT_PX = 56;
/** A press that travels less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;

/** 'vertical': time runs down (the day view); 'horizontal': time runs across (the timeline). */
export type BoardOrientation = 'vertical' | 'horizontal';

export interface AxisSegment {
  /** yyyy-MM-dd in the office's zone. */
  day: string;
  /** Unix seconds of the window's start and end. */
  start: number;
  end: number;
  /** Pixel offset of the window's start along the axis. */
  offset: number;
}

export interface TimeAxis {
  segments: AxisSegment[];
  stepSeconds: number;
  pxPerStep: number;
  zone: string;
}

export interface AxisOptions {
  fromDate: string;
  days: number;
  zone: string;
  startDayHour: number;
  endDayHour: number;
  stepMinutes: number;
  pxPerStep: number;
}

export interface Span {
  /** Pixel offset along the axis, and length. */
  from: number;
  size: number;
  segment: number;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** The axis of `days` windows from `fromDate`, each startDayHour..endDayHour in `zone`. */
export function buildTimeAxis({
  fromDate,
  days,
  zone,
  startDayHour,
  endDayHour,
  stepMinutes,
  pxPerStep,
}: AxisOptions): TimeAxis {
  const stepSeconds = Math.max(1, stepMinutes) * 60;
  const first = DateTime.fromISO(fromDate, { zone }).startOf('day');
  const segments: AxisSegment[] = [];
  let offset = 0;
  for (let i = 0; i < days; i++) {
    const date = first.plus({ days: i });
    const start = Math.floor(date.plus({ hours: startDayHour }).toSeconds());
    const end = Math.floor(date.plus({ hours: Math.max(endDayHour, startDayHour + stepMinutes / 60) }).toSeconds());
    segments.push({ day: date.toISODate() ?? fromDate, start, end, offset });
    offset += ((end - start) / stepSeconds) * pxPerStep;
  }
  return { segments, stepSeconds, pxPerStep, zone };
}

export const segmentLength = (axis: TimeAxis, seg: AxisSegment) =>
  ((seg.end - seg.start) / axis.stepSeconds) * axis.pxPerStep;

/** The axis' whole length in pixels. */
export function axisLength(axis: TimeAxis): number {
  const last = axis.segments.at(-1);
  return last ? last.offset + segmentLength(axis, last) : 0;
}

/** Pixel offset of a time inside segment `index` (clamped to that window). */
export function timeToPx(axis: TimeAxis, time: number, index: number): number {
  const seg = axis.segments[index];
  const t = Math.min(Math.max(time, seg.start), seg.end);
  return seg.offset + ((t - seg.start) / axis.stepSeconds) * axis.pxPerStep;
}

/** The window holding a pixel offset (clamped to the axis) and the time there, unsnapped. */
export function pxToTime(axis: TimeAxis, px: number): { time: number; segment: number } {
  const p = Math.min(Math.max(px, 0), axisLength(axis));
  let index = 0;
  for (let i = 0; i < axis.segments.length; i++) if (axis.segments[i].offset <= p) index = i;
  const seg = axis.segments[index];
  const time = seg.start + ((p - seg.offset) / axis.pxPerStep) * axis.stepSeconds;
  return { time: Math.min(time, seg.end), segment: index };
}

/** A time snapped to the grid of its window. */
export function snapTime(
  axis: TimeAxis,
  time: number,
  segment: number,
  mode: 'round' | 'floor' | 'ceil' = 'round',
): number {
  const seg = axis.segments[segment];
  const steps = (time - seg.start) / axis.stepSeconds;
  const snapped =
    mode === 'floor' ? Math.floor(steps + 1e-9) : mode === 'ceil' ? Math.ceil(steps - 1e-9) : Math.round(steps);
  return Math.min(Math.max(seg.start + snapped * axis.stepSeconds, seg.start), seg.end);
}

/** Where a range shows: one span per window it overlaps (off hours running overnight shade two days). */
export function spansOf(axis: TimeAxis, start: number, end: number): Span[] {
  const spans: Span[] = [];
  axis.segments.forEach((seg, i) => {
    if (end <= seg.start || start >= seg.end) return;
    const from = timeToPx(axis, start, i);
    spans.push({ from, size: timeToPx(axis, end, i) - from, segment: i });
  });
  return spans;
}

/** Where an appointment shows: the first window it overlaps, or null when it is outside the board's hours. */
export const blockSpan = (axis: TimeAxis, start: number, end: number): Span | null =>
  spansOf(axis, start, end)[0] ?? null;

/** A move of a block's start by `deltaPx`: the new start, snapped, with the whole appointment inside one window. */
export function movedStart(axis: TimeAxis, range: TimeRange, deltaPx: number): number | null {
  const span = blockSpan(axis, range.start, range.end);
  if (!span) return null;
  const { time, segment } = pxToTime(axis, span.from + deltaPx);
  const seg = axis.segments[segment];
  const duration = range.end - range.start;
  const snapped = snapTime(axis, time, segment);
  return Math.max(seg.start, Math.min(snapped, seg.end - duration));
}

/** A drag of one edge by `deltaPx`: the new range, snapped, at least one step long, inside the block's window. */
export function stretchedRange(
  axis: TimeAxis,
  range: TimeRange,
  edge: 'start' | 'end',
  deltaPx: number,
): TimeRange | null {
  const span = blockSpan(axis, range.start, range.end);
  if (!span) return null;
  const seg = axis.segments[span.segment];
  const step = axis.stepSeconds;
  const edgePx = timeToPx(axis, edge === 'start' ? range.start : range.end, span.segment) + deltaPx;
  const limited = Math.min(Math.max(edgePx, seg.offset), seg.offset + segmentLength(axis, seg));
  const time = snapTime(axis, pxToTime(axis, limited).time, span.segment);
  if (edge === 'start') return { start: Math.min(time, range.end - step), end: range.end };
  return { start: range.start, end: Math.max(time, range.start + step) };
}

/** How many lanes a cross-axis drag of `deltaPx` travels. */
export const laneShift = (deltaPx: number, laneSize: number) => Math.round(deltaPx / laneSize);

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/**
 * A free range chosen by pressing at `pressPx` and dragging to `currentPx` (equal for a click, which takes the
 * default duration): snapped outward to the grid, kept inside the press's window and clear of `busy` ranges. Null
 * when the press is on a busy or closed time.
 */
export function selectionRange(
  axis: TimeAxis,
  pressPx: number,
  currentPx: number,
  defaultSeconds: number,
  busy: TimeRange[],
): TimeRange | null {
  const press = pxToTime(axis, pressPx);
  const seg = axis.segments[press.segment];
  const pressStart = snapTime(axis, press.time, press.segment, 'floor');
  if (pressStart >= seg.end || busy.some((b) => overlaps(b, { start: pressStart, end: pressStart + axis.stepSeconds })))
    return null;
  // The free stretch of the window around the pressed cell.
  const freeFrom = Math.max(seg.start, ...busy.filter((b) => b.end <= pressStart).map((b) => b.end));
  const freeTo = Math.min(seg.end, ...busy.filter((b) => b.start > pressStart).map((b) => b.start));
  let start = pressStart;
  let end: number;
  if (Math.abs(currentPx - pressPx) < DRAG_THRESHOLD_PX) {
    end = pressStart + Math.max(defaultSeconds, axis.stepSeconds);
  } else {
    const limited = Math.min(Math.max(currentPx, seg.offset), seg.offset + segmentLength(axis, seg));
    const current = pxToTime(axis, limited).time;
    if (current >= pressStart) end = snapTime(axis, current, press.segment, 'ceil');
    else {
      start = snapTime(axis, current, press.segment, 'floor');
      end = pressStart + axis.stepSeconds;
    }
    end = Math.max(end, start + axis.stepSeconds);
  }
  start = Math.max(start, freeFrom);
  end = Math.min(end, freeTo);
  return end > start ? { start, end } : null;
}

/** The labels of the grid: one per step, `hour` on whole hours. */
export function axisTicks(
  axis: TimeAxis,
): { px: number; time: number; label: string; hour: boolean; segment: number }[] {
  const ticks: { px: number; time: number; label: string; hour: boolean; segment: number }[] = [];
  axis.segments.forEach((seg, i) => {
    for (let t = seg.start; t < seg.end; t += axis.stepSeconds) {
      const local = DateTime.fromSeconds(t, { zone: axis.zone });
      ticks.push({
        px: timeToPx(axis, t, i),
        time: t,
        label: local.toFormat('HH:mm'),
        hour: local.minute === 0,
        segment: i,
      });
    }
  });
  return ticks;
}

/** 'HH:mm' of a unix time in the office's zone. */
export const clockOf = (time: number, zone: string) => DateTime.fromSeconds(time, { zone }).toFormat('HH:mm');

/** The rectangle of a span in lane `lane`, inset a little across so neighbours do not touch. */
export function laneRect(
  orientation: BoardOrientation,
  lane: number,
  laneSize: number,
  span: { from: number; size: number },
  inset = 3,
) {
  const along = { at: span.from, length: Math.max(span.size - 1, 6) };
  const across = { at: lane * laneSize + inset, length: laneSize - inset * 2 };
  return orientation === 'vertical'
    ? { top: along.at, height: along.length, left: across.at, width: across.length }
    : { left: along.at, width: along.length, top: across.at, height: across.length };
}
