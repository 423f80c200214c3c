import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../shared/format';

// Policy dates are calendar days in Moscow: stored as 'yyyy-MM-dd', travelling as unix seconds of the day's start.

const day = (iso: string) => DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });

/** The Moscow calendar day a unix moment falls on, as 'yyyy-MM-dd'. */
export const dayOfUnix = (unixSeconds: number) =>
  DateTime.fromSeconds(unixSeconds, { zone: DEFAULT_TIMEZONE }).toISODate() as string;

/** Unix seconds of the start of a Moscow calendar day. */
export const unixOfDay = (iso: string) => Math.floor(day(iso).startOf('day').toSeconds());

/** Calendar days from one day to another (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round(day(to).diff(day(from), 'days').days);

/** A day moved by whole calendar days. */
export const addDays = (iso: string, days: number) => day(iso).plus({ days }).toISODate() as string;

/** Full years of a person born on `birth` on the day `on`. */
export function fullYears(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
