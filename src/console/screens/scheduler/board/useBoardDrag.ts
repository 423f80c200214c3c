import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Appointment, SchedulerPost } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import {
  type BoardOrientation,
  DRAG_THRESHOLD_PX,
  laneShift,
  movedStart,
  selectionRange,
  stretchedRange,
  type TimeAxis,
  type TimeRange,
} from './boardGeometry';

// The pointer gestures of a board, shared by the day view and the timeline: press and drag a block to move it (also
// to another post's lane), drag an edge handle to stretch it, press on a free cell and drag to select a range (a
// click takes the default duration). While a gesture runs the board draws its snapped preview; on release the
// result goes to the callbacks, which send the board's events. This is the gesture's own view state; what the board
// shows after the release is the chart's.

export interface BoardDragOptions {
  axis: TimeAxis;
  orientation: BoardOrientation;
  /** The size of a post's lane across the time axis. */
  laneSize: number;
  posts: SchedulerPost[];
  /** Per post: the times a new appointment may not take (appointments and closed hours). */
  busyByPost: Map<number, TimeRange[]>;
  defaultSeconds: number;
  onMove: (appointmentId: number, officePostId: number, start: number) => void;
  onStretch: (appointmentId: number, range: TimeRange) => void;
  onSelect: (post: SchedulerPost, range: TimeRange) => void;
}

export type DragPreview =
  | { kind: 'block'; appointmentId: number; lane: number; start: number; end: number }
  | { kind: 'select'; lane: number; start: number; end: number };

type Gesture =
  | { kind: 'move'; appointment: Appointment; lane: number }
  | { kind: 'stretch'; appointment: Appointment; lane: number; edge: 'start' | 'end' }
  | { kind: 'select'; lane: number; pressPx: number };

interface Active {
  gesture: Gesture;
  pointerId: number;
  x: number;
  y: number;
  moved: boolean;
}

const samePreview = (a: DragPreview | null, b: DragPreview | null) =>
  a === b || (!!a && !!b && a.kind === b.kind && a.lane === b.lane && a.start === b.start && a.end === b.end);

/** The gesture result for a pointer `main` pixels along the time axis and `cross` pixels across it from the press. */
function resolve(o: BoardDragOptions, g: Gesture, main: number, cross: number, moved: boolean): DragPreview | null {
  if (g.kind === 'select') {
    const post = o.posts[g.lane];
    const range = post
      ? selectionRange(
          o.axis,
          g.pressPx,
          moved ? g.pressPx + main : g.pressPx,
          o.defaultSeconds,
          o.busyByPost.get(post.id) ?? [],
        )
      : null;
    return range && { kind: 'select', lane: g.lane, ...range };
  }
  if (!moved) return null;
  const a = g.appointment;
  const range = { start: a.startDate, end: a.endDate };
  if (g.kind === 'stretch') {
    const next = stretchedRange(o.axis, range, g.edge, main);
    return next && { kind: 'block', appointmentId: a.id, lane: g.lane, ...next };
  }
  const lane = Math.min(Math.max(g.lane + laneShift(cross, o.laneSize), 0), o.posts.length - 1);
  const start = movedStart(o.axis, range, main) ?? a.startDate;
  return { kind: 'block', appointmentId: a.id, lane, start, end: start + (a.endDate - a.startDate) };
}

/** The pointer's offset from the press, along the time axis (`main`) and across it (`cross`). */
function deltas(o: BoardDragOptions, e: PointerEvent, a: Active) {
  const dx = e.clientX - a.x;
  const dy = e.clientY - a.y;
  return o.orientation === 'vertical' ? { main: dy, cross: dx } : { main: dx, cross: dy };
}

const laneOf = (o: BoardDragOptions, appointment: Appointment) =>
  Math.max(
    0,
    o.posts.findIndex((p) => p.id === appointment.officePostId),
  );

/** Hands a released gesture's result to the board's callbacks (a move or stretch only when something changed). */
function finish(o: BoardDragOptions, g: Gesture, result: DragPreview | null) {
  if (!result) return;
  if (result.kind === 'select') {
    const post = o.posts[result.lane];
    if (post) o.onSelect(post, { start: result.start, end: result.end });
    return;
  }
  if (g.kind === 'select') return;
  const ap = g.appointment;
  const post = o.posts[result.lane];
  if (g.kind === 'move') {
    if (post && (post.id !== ap.officePostId || result.start !== ap.startDate)) o.onMove(ap.id, post.id, result.start);
  } else if (result.start !== ap.startDate || result.end !== ap.endDate) {
    o.onStretch(ap.id, { start: result.start, end: result.end });
  }
}

export function useBoardDrag(options: BoardDragOptions) {
  const latest = useRef(options);
  latest.current = options;
  const active = useRef<Active | null>(null);
  const detach = useRef<() => void>(() => undefined);
  // Until when a click is the tail of a drag (the browser fires it right after the release).
  const suppressClickUntil = useRef(0);
  const [preview, setPreview] = useState<DragPreview | null>(null);

  useEffect(() => () => detach.current(), []);

  const begin = useCallback((e: ReactPointerEvent, gesture: Gesture) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    detach.current();
    suppressClickUntil.current = 0;
    const a: Active = { gesture, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    active.current = a;
    if (gesture.kind === 'select') setPreview(resolve(latest.current, gesture, 0, 0, false));

    const onMove = (ev: PointerEvent) => {
      if (ev.pointerId !== a.pointerId) return;
      const { main, cross } = deltas(latest.current, ev, a);
      if (!a.moved && Math.hypot(main, cross) < DRAG_THRESHOLD_PX) return;
      a.moved = true;
      const next = resolve(latest.current, a.gesture, main, cross, true);
      setPreview((prev) => (samePreview(prev, next) ? prev : next));
    };
    const onUp = (ev: PointerEvent) => {
      if (ev.pointerId !== a.pointerId) return;
      detach.current();
      active.current = null;
      setPreview(null);
      const { main, cross } = deltas(latest.current, ev, a);
      if (!a.moved && Math.hypot(main, cross) >= DRAG_THRESHOLD_PX) a.moved = true;
      // The click the browser fires after a drag must not open the dialog.
      suppressClickUntil.current = a.moved && a.gesture.kind !== 'select' ? Date.now() + 500 : 0;
      finish(latest.current, a.gesture, resolve(latest.current, a.gesture, main, cross, a.moved));
    };
    const onCancel = (ev: PointerEvent) => {
      if (ev.pointerId !== a.pointerId) return;
      detach.current();
      active.current = null;
      setPreview(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    detach.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      detach.current = () => undefined;
    };
  }, []);

  /** Press on a block: a drag moves it. */
  const startMove = useCallback(
    (e: ReactPointerEvent, appointment: Appointment) =>
      begin(e, { kind: 'move', appointment, lane: laneOf(latest.current, appointment) }),
    [begin],
  );
  /** Press on a block's edge handle: a drag stretches it. */
  const startStretch = useCallback(
    (e: ReactPointerEvent, appointment: Appointment, edge: 'start' | 'end') =>
      begin(e, { kind: 'stretch', appointment, lane: laneOf(latest.current, appointment), edge }),
    [begin],
  );
  /** Press on a lane's free cell: a drag selects a range, a click the default duration. */
  const startSelect = useCallback(
    (e: ReactPointerEvent, lane: number) => {
      const rect = e.currentTarget.getBoundingClientRect();
      const pressPx = latest.current.orientation === 'vertical' ? e.clientY - rect.top : e.clientX - rect.left;
      begin(e, { kind: 'select', lane, pressPx });
    },
    [begin],
  );
  /** True once for the click that ends a drag (the caller ignores that click). */
  const consumeClick = useCallback(() => {
    const was = Date.now() < suppressClickUntil.current;
    suppressClickUntil.current = 0;
    return was;
  }, []);

  return { preview, startMove, startStretch, startSelect, consumeClick };
}
