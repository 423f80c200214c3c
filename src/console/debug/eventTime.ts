import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../shared/format';

// An inspected event's time in the console's zone (Moscow, as every date and time the console shows: shared/format),
// not the browser's: a supervisor compares it with the server's logs and the order's history.

/** 'HH:mm:ss.SSS' of epoch milliseconds. */
export const formatEventTime = (atMs: number, zone = DEFAULT_TIMEZONE) =>
  DateTime.fromMillis(atMs, { zone }).toFormat('HH:mm:ss.SSS');

/** 'DD.MM.YYYY HH:mm:ss.SSS (zone)': the tooltip of an event's time. */
export const formatEventMoment = (atMs: number, zone = DEFAULT_TIMEZONE) =>
  `${DateTime.fromMillis(atMs, { zone }).toFormat('dd.MM.yyyy HH:mm:ss.SSS')} (${zone})`;
