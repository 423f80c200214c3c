import { DateTime } from 'luxon';
import type { Appointment } from '../../../../shared/schemas/schedulerAppointments';

/** 'DD.MM.YYYY HH:mm–HH:mm' in the office's zone; an appointment over midnight names its end day too. */
export function appointmentTimeText(appointment: Pick<Appointment, 'startDate' | 'endDate'>, zone: string): string {
  const start = DateTime.fromSeconds(appointment.startDate, { zone });
  const end = DateTime.fromSeconds(appointment.endDate, { zone });
  const sameDay = start.hasSame(end, 'day') || (end.toFormat('HH:mm') === '00:00' && end.diff(start, 'days').days <= 1);
  return `${start.toFormat('dd.MM.yyyy HH:mm')}–${sameDay ? end.toFormat('HH:mm') : end.toFormat('dd.MM.yyyy HH:mm')}`;
}
