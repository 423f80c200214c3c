import type {
  Appointment,
  AppointmentDraft,
  AppointmentPatch,
} from '../../src/shared/schemas/scheduler/schedulerAppointments';

// What the scheduler board shows: the appointments the server confirmed (the base) with every change still pending
// applied on top, in the order they were made. A refused change is dropped from the pending list, so the board shows
// the base again for it while the other pending changes stay applied.

export type BoardChange =
  | { kind: 'create'; tempId: number; draft: AppointmentDraft; postName: string }
  | { kind: 'move'; appointmentId: number; newOfficePostId: number; newStart: number }
  | { kind: 'stretch'; appointmentId: number; startDate: number; endDate: number }
  | { kind: 'update'; appointmentId: number; patch: AppointmentPatch }
  | { kind: 'delete'; appointmentId: number };

export interface PendingChange {
  id: string;
  change: BoardChange;
}

/** The appointment a create shows until the server answers: a negative id, nothing the server decides. */
export function draftAppointment(
  change: Extract<BoardChange, { kind: 'create' }>,
  defaultDurationSeconds: number,
): Appointment {
  const { draft } = change;
  return {
    id: change.tempId,
    officePostId: draft.officePostId,
    officePostName: change.postName,
    partnerOfficeId: 0,
    officeName: '',
    partnerId: 0,
    serviceId: draft.serviceId,
    serviceName: '',
    startDate: draft.startDate,
    endDate: draft.endDate ?? draft.startDate + defaultDurationSeconds,
    title: draft.title,
    details: draft.details ?? null,
    clientId: draft.clientId ?? null,
    clientFio: null,
    phone: draft.phone ?? null,
    orderId: null,
    orderNumber: null,
    state: 'booked',
    stateName: '',
    createdDate: draft.startDate,
    createdByUserFio: null,
    deletedDate: null,
    deletedByUserFio: null,
    allowedActions: [],
  };
}

const edit = (list: Appointment[], id: number, patch: (a: Appointment) => Partial<Appointment>) =>
  list.map((a) => (a.id === id ? { ...a, ...patch(a) } : a));

/** The list as it looks once `change` is applied. */
export function applyChange(list: Appointment[], change: BoardChange, defaultDurationSeconds: number): Appointment[] {
  switch (change.kind) {
    case 'create':
      return [...list, draftAppointment(change, defaultDurationSeconds)];
    case 'move':
      return edit(list, change.appointmentId, (a) => ({
        officePostId: change.newOfficePostId,
        startDate: change.newStart,
        endDate: change.newStart + (a.endDate - a.startDate),
      }));
    case 'stretch':
      return edit(list, change.appointmentId, () => ({ startDate: change.startDate, endDate: change.endDate }));
    case 'update': {
      const { serviceId, title, details, clientId, phone } = change.patch;
      return edit(list, change.appointmentId, () => ({
        serviceId,
        title,
        details: details ?? null,
        clientId: clientId ?? null,
        phone: phone ?? null,
      }));
    }
    case 'delete':
      return list.filter((a) => a.id !== change.appointmentId);
  }
}

/** The board: the base with the pending changes applied in order. */
export function boardView(
  base: Appointment[],
  pending: readonly PendingChange[],
  defaultDurationSeconds: number,
): Appointment[] {
  return pending.reduce((list, p) => applyChange(list, p.change, defaultDurationSeconds), base);
}

/** The base once the server confirmed `change` with `result` (the appointment as stored; null after a delete). */
export function confirmChange(base: Appointment[], change: BoardChange, result: Appointment | null): Appointment[] {
  if (change.kind === 'delete' || !result)
    return base.filter((a) => a.id !== (change.kind === 'create' ? change.tempId : change.appointmentId));
  if (change.kind === 'create') return [...base, result];
  return base.map((a) => (a.id === result.id ? result : a));
}

/** The appointment a change is about (a create's temporary id until the server answers). */
export const changedAppointmentId = (change: BoardChange) =>
  change.kind === 'create' ? change.tempId : change.appointmentId;
