import { DateTime } from 'luxon';

/**
 * 'DD.MM.YYYY HH:mm–HH:mm' in the office's zone; an appointment over midnight names both days ('… – DD.MM.YYYY
 * HH:mm', as the server writes it in the history), one ending at midnight does not.
 */
export function appointmentTimeText(startDate: number, endDate: number, timezone: string): string {
  const start = DateTime.fromSeconds(startDate, { zone: timezone });
  const end = DateTime.fromSeconds(endDate, { zone: timezone });
  const sameDay =
    start.hasSame(end, 'day') || (end.toFormat('HH:mm') === '00:00' && end.minus({ days: 1 }).hasSame(start, 'day'));
  return sameDay
    ? `${start.toFormat('dd.MM.yyyy HH:mm')}–${end.toFormat('HH:mm')}`
    : `${start.toFormat('dd.MM.yyyy HH:mm')} – ${end.toFormat('dd.MM.yyyy HH:mm')}`;
}
