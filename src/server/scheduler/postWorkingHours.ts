import { and, asc, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/db';
import { federalDays, postWeeklySlots, postWorkIntervals } from './schedulerSchema';

// When a post works (weekly hours and the half-year plan generated from them). Inside the
// stretch of dates its half-year plan spans, the plan's intervals are the working time, so a day whose interval was
// deleted is a day off; outside it the weekly hours apply. A federal day is a day off for every post. Times are
// epoch milliseconds; days are the office's local days.

export interface WorkWindow {
  start: number;
  end: number;
}

export interface FederalDayRow {
  day: string;
  name: string;
}

const DAY_MINUTES = 1440;

/** Windows sorted by start, touching or overlapping ones joined (09:00-13:00 and 13:00-18:00 make one). */
export function mergeWindows(windows: WorkWindow[]): WorkWindow[] {
  const sorted = [...windows].sort((a, b) => a.start - b.start);
  const merged: WorkWindow[] = [];
  for (const w of sorted) {
    const last = merged.at(-1);
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

/** The parts of [from, to) no window covers. */
export function complementWindows(windows: WorkWindow[], from: number, to: number): WorkWindow[] {
  const gaps: WorkWindow[] = [];
  let cursor = from;
  for (const w of mergeWindows(windows)) {
    if (w.end <= cursor || w.start >= to) continue;
    if (w.start > cursor) gaps.push({ start: cursor, end: w.start });
    cursor = Math.max(cursor, w.end);
  }
  if (cursor < to) gaps.push({ start: cursor, end: to });
  return gaps;
}

/** Whether [start, end) lies inside one (merged) working window. */
export const isInsideWindows = (windows: WorkWindow[], start: number, end: number) =>
  mergeWindows(windows).some((w) => w.start <= start && end <= w.end);

export async function federalDaysBetween(
  db: DbOrTx,
  fromDay: string,
  toDayExclusive: string,
): Promise<FederalDayRow[]> {
  return db
    .select({ day: federalDays.day, name: federalDays.name })
    .from(federalDays)
    .where(and(gte(federalDays.day, fromDay), lt(federalDays.day, toDayExclusive)))
    .orderBy(asc(federalDays.day));
}

/**
 * Each post's working windows over the local days [fromDay, toDayExclusive) of `timezone` ('yyyy-MM-dd').
 * Posts with no hours at all get an empty list.
 */
export async function postWorkWindows(
  db: DbOrTx,
  postIds: number[],
  timezone: string,
  fromDay: string,
  toDayExclusive: string,
): Promise<Map<number, WorkWindow[]>> {
  const result = new Map<number, WorkWindow[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return result;
  const from = DateTime.fromISO(fromDay, { zone: timezone }).startOf('day');
  const to = DateTime.fromISO(toDayExclusive, { zone: timezone }).startOf('day');

  // One after another: inside a transaction the queries share one client, which must not overlap them.
  const federal = await federalDaysBetween(db, fromDay, toDayExclusive);
  const extents = await db
    .select({
      postId: postWorkIntervals.officePostId,
      first: min(postWorkIntervals.beginAt),
      last: max(postWorkIntervals.endAt),
    })
    .from(postWorkIntervals)
    .where(inArray(postWorkIntervals.officePostId, postIds))
    .groupBy(postWorkIntervals.officePostId);
  const planned = await db
    .select({
      postId: postWorkIntervals.officePostId,
      beginAt: postWorkIntervals.beginAt,
      endAt: postWorkIntervals.endAt,
    })
    .from(postWorkIntervals)
    .where(
      and(
        inArray(postWorkIntervals.officePostId, postIds),
        lt(postWorkIntervals.beginAt, to.toJSDate()),
        sql`${postWorkIntervals.endAt} > ${from.toJSDate()}`,
      ),
    );
  const weekly = await db.select().from(postWeeklySlots).where(inArray(postWeeklySlots.officePostId, postIds));
  const closed = new Set(federal.map((f) => f.day));
  // The local dates each post's plan spans, first to last.
  const planSpan = new Map(
    extents.map((e) => [
      e.postId,
      {
        first: DateTime.fromJSDate(new Date(e.first!), { zone: timezone }).toISODate()!,
        last: DateTime.fromJSDate(new Date(new Date(e.last!).getTime() - 1), { zone: timezone }).toISODate()!,
      },
    ]),
  );

  for (let day = from; day < to; day = day.plus({ days: 1 })) {
    const iso = day.toISODate()!;
    if (closed.has(iso)) continue;
    const dayStart = day.toMillis();
    const dayEnd = day.plus({ days: 1 }).toMillis();
    for (const postId of postIds) {
      const span = planSpan.get(postId);
      const windows = result.get(postId)!;
      if (span && iso >= span.first && iso <= span.last) {
        for (const p of planned) {
          if (p.postId !== postId) continue;
          const start = Math.max(p.beginAt.getTime(), dayStart);
          const end = Math.min(p.endAt.getTime(), dayEnd);
          if (start < end) windows.push({ start, end });
        }
      } else {
        for (const slot of weekly) {
          if (slot.officePostId !== postId || slot.dayOfWeek !== day.weekday) continue;
          const start = day.plus({ minutes: slot.beginMinute }).toMillis();
          const end = slot.endMinute === DAY_MINUTES ? dayEnd : day.plus({ minutes: slot.endMinute }).toMillis();
          windows.push({ start, end });
        }
      }
    }
  }
  for (const [postId, windows] of result) result.set(postId, mergeWindows(windows));
  return result;
}
