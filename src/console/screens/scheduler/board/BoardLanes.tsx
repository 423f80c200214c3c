import { useCallback, useMemo } from 'react';
import type {
  Appointment,
  NonWorkingHours,
  SchedulerPost,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { AppointmentBlock } from './AppointmentBlock';
import {
  axisLength,
  type BoardOrientation,
  blockSpan,
  laneRect,
  spansOf,
  type TimeAxis,
  type TimeRange,
} from './boardGeometry';
import { useBoardDrag } from './useBoardDrag';

export interface BoardLanesProps {
  axis: TimeAxis;
  orientation: BoardOrientation;
  laneSize: number;
  posts: SchedulerPost[];
  appointments: Appointment[];
  pendingIds: Set<number>;
  nonWorkingHours: NonWorkingHours[];
  defaultSeconds: number;
  canCreate: boolean;
  canMove: boolean;
  onMove: (appointmentId: number, officePostId: number, start: number) => void;
  onStretch: (appointmentId: number, range: TimeRange) => void;
  onSelect: (post: SchedulerPost, range: TimeRange) => void;
  onOpen: (appointment: Appointment) => void;
}

// Closed time: hatched grey, under the appointments, letting presses through to the lane (which refuses them).
const HATCH = 'repeating-linear-gradient(45deg, #e2e8f0 0 6px, #f1f5f9 6px 12px)';

const gridLines = (orientation: BoardOrientation, px: number) =>
  orientation === 'vertical'
    ? `repeating-linear-gradient(to bottom, transparent 0 ${px - 1}px, #edf2f7 ${px - 1}px ${px}px)`
    : `repeating-linear-gradient(to right, transparent 0 ${px - 1}px, #edf2f7 ${px - 1}px ${px}px)`;

/**
 * The posts' lanes of a board with their closed hours, the selection and the appointment blocks, laid out by the
 * shared geometry: columns in the day view, rows in the timeline. Blocks sit in one layer over the lanes, so a move
 * to another post is a change of place that framer-motion animates.
 */
export function BoardLanes(props: BoardLanesProps) {
  const { axis, orientation, laneSize, posts, appointments, pendingIds, nonWorkingHours, canCreate, canMove, onOpen } =
    props;
  const vertical = orientation === 'vertical';
  const length = axisLength(axis);

  const closedByPost = useMemo(() => {
    const map = new Map<number, TimeRange[]>();
    for (const p of posts)
      map.set(
        p.id,
        nonWorkingHours
          .filter((n) => n.officePostId === null || n.officePostId === p.id)
          .map((n) => ({ start: n.startDate, end: n.endDate })),
      );
    return map;
  }, [posts, nonWorkingHours]);
  const busyByPost = useMemo(() => {
    const map = new Map<number, TimeRange[]>();
    for (const [postId, closed] of closedByPost) {
      map.set(postId, [
        ...closed,
        ...appointments.filter((a) => a.officePostId === postId).map((a) => ({ start: a.startDate, end: a.endDate })),
      ]);
    }
    return map;
  }, [closedByPost, appointments]);

  const drag = useBoardDrag({ ...props, busyByPost });
  const { preview, consumeClick } = drag;
  const open = useCallback(
    (a: Appointment) => {
      if (!consumeClick()) onOpen(a);
    },
    [consumeClick, onOpen],
  );
  const laneIndex = useMemo(() => new Map(posts.map((p, i) => [p.id, i])), [posts]);

  return (
    <div
      style={{
        position: 'relative',
        flexShrink: 0,
        width: vertical ? posts.length * laneSize : length,
        height: vertical ? length : posts.length * laneSize,
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      {posts.map((post, lane) => (
        // biome-ignore lint/a11y/useSemanticElements: a lane is a drawing surface, not a set of form fields
        <div
          key={post.id}
          data-testid={vertical ? `post-column-${post.id}` : `post-row-${post.id}`}
          data-post-id={post.id}
          role="group"
          aria-label={post.name}
          onPointerDown={canCreate ? (e) => drag.startSelect(e, lane) : undefined}
          style={{
            position: 'absolute',
            ...(vertical
              ? { left: lane * laneSize, top: 0, width: laneSize, height: length }
              : { top: lane * laneSize, left: 0, height: laneSize, width: length }),
            backgroundImage: gridLines(orientation, axis.pxPerStep),
            [vertical ? 'borderLeft' : 'borderTop']: '1px solid #e2e8f0',
            cursor: canCreate ? 'cell' : 'default',
          }}
        >
          {(closedByPost.get(post.id) ?? []).flatMap((range) =>
            spansOf(axis, range.start, range.end).map((span) => (
              <div
                key={`${range.start}-${span.segment}`}
                data-testid="closed-time"
                style={{
                  position: 'absolute',
                  pointerEvents: 'none',
                  background: HATCH,
                  ...(vertical
                    ? { top: span.from, height: span.size, left: 0, right: 0 }
                    : { left: span.from, width: span.size, top: 0, bottom: 0 }),
                }}
              />
            )),
          )}
        </div>
      ))}
      {!vertical &&
        axis.segments.slice(1).map((seg) => (
          <div
            key={seg.day}
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: seg.offset - 1,
              top: 0,
              bottom: 0,
              width: 2,
              background: '#cbd5e1',
              pointerEvents: 'none',
              zIndex: 1,
            }}
          />
        ))}
      {preview?.kind === 'select' && (
        <div
          data-testid="board-selection"
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            zIndex: 3,
            ...laneRect(
              orientation,
              preview.lane,
              laneSize,
              blockSpan(axis, preview.start, preview.end) ?? { from: 0, size: 0 },
            ),
            background: 'rgba(59,130,246,0.18)',
            border: '1px dashed #3b82f6',
            borderRadius: 6,
          }}
        />
      )}
      {appointments.map((a) => {
        const dragged = preview?.kind === 'block' && preview.appointmentId === a.id ? preview : null;
        const lane = dragged ? dragged.lane : laneIndex.get(a.officePostId);
        const span = dragged ? blockSpan(axis, dragged.start, dragged.end) : blockSpan(axis, a.startDate, a.endDate);
        if (lane === undefined || !span) return null;
        return (
          <AppointmentBlock
            key={a.id}
            appointment={a}
            rect={laneRect(orientation, lane, laneSize, span)}
            orientation={orientation}
            zone={axis.zone}
            pending={a.id < 0 || pendingIds.has(a.id)}
            dragged={dragged && { start: dragged.start, end: dragged.end }}
            canMove={canMove}
            onPressBody={drag.startMove}
            onPressEdge={drag.startStretch}
            onOpen={open}
          />
        );
      })}
    </div>
  );
}
