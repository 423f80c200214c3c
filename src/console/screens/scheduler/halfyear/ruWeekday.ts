import { DateTime } from 'luxon';

/** The weekday of a calendar date 'yyyy-MM-dd' in Russian: 'понедельник'. A date has no zone, so none is applied. */
export function ruWeekday(isoDay: string): string {
  return DateTime.fromISO(isoDay, { zone: 'utc' }).setLocale('ru').toFormat('cccc');
}
