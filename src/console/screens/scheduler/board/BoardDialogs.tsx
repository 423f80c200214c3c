import type {
  Appointment,
  AppointmentDraft,
  SchedulerPost,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { AppointmentCreateDialog } from '../appointment/AppointmentCreateDialog';
import { AppointmentDialog } from '../appointment/AppointmentDialog';
import type { SchedulerBoardRef } from './useSchedulerBoard';

/** Which dialog a board shows: a new appointment on a chosen range, or an appointment opened by its id. */
export type BoardDialogRequest =
  | {
      kind: 'create';
      post: SchedulerPost;
      start: number;
      end: number;
      refused?: { draft: AppointmentDraft; message: string };
    }
  | { kind: 'open'; appointmentId: number }
  | null;

interface Props {
  board: SchedulerBoardRef;
  request: BoardDialogRequest;
  appointments: Appointment[];
  posts: SchedulerPost[];
  timezone: string;
  defaultServiceId?: number;
  onClose: () => void;
}

/**
 * The appointment dialogs of a board; what they decide goes to the board as its events (create, update, move,
 * delete, replace), which applies it at once and rolls it back if the server refuses.
 */
export function BoardDialogs({ board, request, appointments, posts, timezone, defaultServiceId, onClose }: Props) {
  if (!request) return null;
  if (request.kind === 'create') {
    return (
      <AppointmentCreateDialog
        post={request.post}
        startDate={request.start}
        endDate={request.end}
        timezone={timezone}
        defaultServiceId={defaultServiceId}
        refused={request.refused}
        onCreate={(draft) => board.send({ type: 'board.create', draft })}
        onClose={onClose}
      />
    );
  }
  // The appointment as the board shows it now; once it is gone (deleted, or refused while being created) so is the
  // dialog.
  const appointment = appointments.find((a) => a.id === request.appointmentId);
  if (!appointment) return null;
  const appointmentId = appointment.id;
  return (
    <AppointmentDialog
      appointment={appointment}
      posts={posts}
      timezone={timezone}
      onUpdate={(patch) => board.send({ type: 'board.update', appointmentId, patch })}
      onMove={(newOfficePostId, newStart) =>
        board.send({ type: 'board.move', appointmentId, newOfficePostId, newStart })
      }
      onDelete={() => board.send({ type: 'board.delete', appointmentId })}
      onReplace={(next) => board.send({ type: 'board.replace', appointment: next })}
      onClose={onClose}
    />
  );
}
