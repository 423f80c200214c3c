import { setup } from 'xstate';
import type { AppointmentState } from '../../src/shared/lifecycleStates';

// The scheduler appointment: created, updated, stretched, moved, deleted, turned into an order. No status names were
// given, so this chart is ours. The server accepts an action only when the chart allows it from the stored state
// (otherwise 409 INELIGIBLE_STATE); the board offers exactly the allowed actions.
//
//   booked ──createOrder──▶ ordered          (both: update, move, stretch, addFile)
//     └──────delete──────▶ deleted ◀──delete──┘

export const APPOINTMENT_STATE_NAMES: Record<AppointmentState, string> = {
  booked: 'Записан',
  ordered: 'Заявка создана',
  deleted: 'Удалена',
};

export type AppointmentEvent =
  | { type: 'appointment.update' }
  | { type: 'appointment.move' }
  | { type: 'appointment.stretch' }
  | { type: 'appointment.addFile' }
  | { type: 'appointment.createOrder' }
  | { type: 'appointment.delete' };

export const APPOINTMENT_EVENTS: AppointmentEvent[] = (
  [
    'appointment.update',
    'appointment.move',
    'appointment.stretch',
    'appointment.addFile',
    'appointment.createOrder',
    'appointment.delete',
  ] as const
).map((type) => ({ type }));

export const APPOINTMENT_ACTION_NAMES: Record<AppointmentEvent['type'], string> = {
  'appointment.update': 'Изменить',
  'appointment.move': 'Перенести',
  'appointment.stretch': 'Изменить длительность',
  'appointment.addFile': 'Добавить файл',
  'appointment.createOrder': 'Создать заявку',
  'appointment.delete': 'Удалить',
};

/** Every change of a live appointment; a self-transition names its state, since can() is false for a targetless one. */
const live = (state: AppointmentState) => ({
  'appointment.update': { target: state },
  'appointment.move': { target: state },
  'appointment.stretch': { target: state },
  'appointment.addFile': { target: state },
  'appointment.delete': { target: 'deleted' },
});

export const appointmentMachine = setup({
  types: { events: {} as AppointmentEvent },
}).createMachine({
  id: 'appointment',
  initial: 'booked',
  states: {
    booked: { on: { ...live('booked'), 'appointment.createOrder': { target: 'ordered' } } },
    ordered: { on: live('ordered') },
    deleted: { type: 'final' },
  },
});
