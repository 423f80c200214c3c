import { DateTime } from 'luxon';
import {
  type FederalDay,
  HALF_YEAR_MONTHS,
  LOCAL_DATE_TIME,
  type WorkInterval,
} from '../../../../shared/schemas/scheduler/schedulerPosts';

// The half-year plan's calendar, always in the office's time zone (never the browser's): which days it spans, how
// they group into months, which intervals fall on a day, and the local date-time strings the plan calls take.

const ISO = 'yyyy-MM-dd';

export interface PlanMonth {
  /** 'yyyy-MM'. */
  key: string;
  /** 'Июнь 2026'. */
  label: string;
  /** The month's days inside the plan, 'yyyy-MM-dd'. */
  days: string[];
}

export interface PlanRange {
  /** Today in the office, the plan's first day. */
  fromDate: string;
  /** The plan's last day (the read's toDate is inclusive). */
  toDate: string;
  months: PlanMonth[];
  /** The calendar years the range touches (for the federal days). */
  years: number[];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** HALF_YEAR_MONTHS from today in `zone`, month by month (the first and last months are partial). */
export function planRange(zone: string, now: DateTime = DateTime.now()): PlanRange {
  const today = now.setZone(zone).startOf('day');
  const end = today.plus({ months: HALF_YEAR_MONTHS });
  const months: PlanMonth[] = [];
  for (let day = today; day < end; day = day.plus({ days: 1 })) {
    const key = day.toFormat('yyyy-MM');
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, label: capitalize(day.setLocale('ru').toFormat('LLLL yyyy')), days: [] };
      months.push(month);
    }
    month.days.push(day.toFormat(ISO));
  }
  const years = [...new Set([today.year, end.minus({ days: 1 }).year])];
  return { fromDate: today.toFormat(ISO), toDate: end.minus({ days: 1 }).toFormat(ISO), months, years };
}

/** The intervals by the office's local day they start on, each day's sorted by start. */
export function intervalsByDay(intervals: readonly WorkInterval[], zone: string): Map<string, WorkInterval[]> {
  const days = new Map<string, WorkInterval[]>();
  for (const interval of [...intervals].sort((a, b) => a.startDate - b.startDate)) {
    const day = DateTime.fromSeconds(interval.startDate, { zone }).toFormat(ISO);
    days.set(day, [...(days.get(day) ?? []), interval]);
  }
  return days;
}

export const federalByDay = (days: readonly FederalDay[]) => new Map(days.map((d) => [d.day, d.name]));

/** An interval's local times as the dialog edits them: 'HH:mm', an end at the next midnight being '00:00'. */
export function intervalTimes(
  interval: WorkInterval,
  zone: string,
): { day: string; beginTime: string; endTime: string } {
  const begin = DateTime.fromSeconds(interval.startDate, { zone });
  const end = DateTime.fromSeconds(interval.endDate, { zone });
  return { day: begin.toFormat(ISO), beginTime: begin.toFormat('HH:mm'), endTime: end.toFormat('HH:mm') };
}

/** '09:00–18:00'; an interval ending at the next midnight reads '…–24:00'. */
export function intervalLabel(interval: WorkInterval, zone: string): string {
  const { day, beginTime, endTime } = intervalTimes(interval, zone);
  const endDay = DateTime.fromSeconds(interval.endDate, { zone }).toFormat(ISO);
  return `${beginTime}–${endTime === '00:00' && endDay > day ? '24:00' : endTime}`;
}

/**
 * The body times of POST / PUT /users/actual_timetable: the office's wall-clock time as "yyyy-MM-dd'T'HH:mm:ss"
 * (shifted by the office's offset). An end of 00:00 is midnight at the end of the day.
 */
export function localDateTimes(
  isoDay: string,
  beginTime: string,
  endTime: string,
  zone: string,
): { beginDateTime: string; endDateTime: string } {
  const at = (time: string) => DateTime.fromFormat(`${isoDay} ${time}`, `${ISO} HH:mm`, { zone });
  const begin = at(beginTime);
  const end = endTime === '00:00' ? at(endTime).plus({ days: 1 }) : at(endTime);
  return { beginDateTime: begin.toFormat(LOCAL_DATE_TIME), endDateTime: end.toFormat(LOCAL_DATE_TIME) };
}
