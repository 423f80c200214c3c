import { Spinner } from '@chakra-ui/react';
import { motion } from 'framer-motion';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { type BoardOrientation, clockOf } from './boardGeometry';

interface Props {
  appointment: Appointment;
  rect: { top: number; left: number; width: number; height: number };
  orientation: BoardOrientation;
  zone: string;
  /** A change of it waits for the server. */
  pending: boolean;
  /** While it follows the pointer: the times it would take (its label shows them). */
  dragged: { start: number; end: number } | null;
  canMove: boolean;
  onPressBody: (e: ReactPointerEvent, appointment: Appointment) => void;
  onPressEdge: (e: ReactPointerEvent, appointment: Appointment, edge: 'start' | 'end') => void;
  onOpen: (appointment: Appointment) => void;
}

// While dragging the block hops from cell to cell quickly; a confirmed move settles and a refused one springs back
// to where the server keeps it (the 'snap back').
const FOLLOW = { layout: { duration: 0.08 } };
const SETTLE = { layout: { type: 'spring' as const, stiffness: 420, damping: 34 } };

const handleStyle = (orientation: BoardOrientation, edge: 'start' | 'end') =>
  orientation === 'vertical'
    ? { left: 0, right: 0, height: 8, [edge === 'start' ? 'top' : 'bottom']: -2, cursor: 'ns-resize' }
    : { top: 0, bottom: 0, width: 8, [edge === 'start' ? 'left' : 'right']: -2, cursor: 'ew-resize' };

/**
 * One appointment on a board: title, 'HH:mm–HH:mm', the client or phone; a focusable button (Enter opens it). A
 * pending one is faded with a spinner. With the right to change, its body drags (move) and its edges stretch.
 */
export function AppointmentBlock({
  appointment: a,
  rect,
  orientation,
  zone,
  pending,
  dragged,
  canMove,
  onPressBody,
  onPressEdge,
  onOpen,
}: Props) {
  const dragging = dragged !== null;
  const time = `${clockOf(dragged?.start ?? a.startDate, zone)}–${clockOf(dragged?.end ?? a.endDate, zone)}`;
  const who = a.clientFio ?? a.phone ?? '';
  const draggable = canMove && a.id > 0;
  return (
    <motion.button
      type="button"
      layout
      transition={dragging ? FOLLOW : SETTLE}
      data-testid={`appointment-${a.id}`}
      data-post-id={a.officePostId}
      data-start={a.startDate}
      data-end={a.endDate}
      data-pending={pending ? 'true' : undefined}
      aria-busy={pending || undefined}
      aria-label={`${a.title}, ${time}${who ? `, ${who}` : ''}`}
      title={`${a.title}\n${time}${who ? `\n${who}` : ''}`}
      onPointerDown={draggable ? (e) => onPressBody(e, a) : (e) => e.stopPropagation()}
      onClick={() => onOpen(a)}
      style={{
        position: 'absolute',
        ...rect,
        zIndex: dragging ? 5 : 2,
        opacity: pending ? 0.55 : 1,
        padding: '2px 6px',
        // A button centres its content; a block reads from its top.
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        alignItems: 'stretch',
        // Lines keep their height and a short block clips the last ones, instead of squeezing them together.
        overflow: 'hidden',
        textAlign: 'left',
        fontSize: 12,
        lineHeight: '16px',
        borderRadius: 6,
        border: '1px solid var(--chakra-colors-blue-400, #60a5fa)',
        borderLeftWidth: 4,
        background: a.orderId ? 'var(--chakra-colors-green-100, #dcfce7)' : 'var(--chakra-colors-blue-100, #dbeafe)',
        color: 'var(--chakra-colors-gray-900, #111827)',
        boxShadow: dragging ? '0 6px 16px rgba(0,0,0,0.25)' : 'none',
        cursor: draggable ? (dragging ? 'grabbing' : 'grab') : 'pointer',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <span
        style={{
          display: 'block',
          flexShrink: 0,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          overflow: 'hidden',
        }}
      >
        {a.title}
      </span>
      <span style={{ display: 'block', flexShrink: 0, whiteSpace: 'nowrap' }}>{time}</span>
      {who && (
        <span
          style={{
            display: 'block',
            flexShrink: 0,
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            overflow: 'hidden',
          }}
        >
          {who}
        </span>
      )}
      {pending && <Spinner size="xs" position="absolute" top="1" right="1" aria-label="Сохранение" />}
      {draggable &&
        (orientation === 'vertical' ? (['start', 'end'] as const) : (['end'] as const)).map((edge) => (
          <span
            key={edge}
            aria-hidden="true"
            data-testid={`stretch-${edge}-${a.id}`}
            onPointerDown={(e) => onPressEdge(e, a, edge)}
            style={{ position: 'absolute', ...handleStyle(orientation, edge) }}
          />
        ))}
    </motion.button>
  );
}
