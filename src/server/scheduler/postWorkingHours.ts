import { and, asc, gte, inArray, lt, max, min, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../db/db';
import { federalDays, officePosts, postWeeklySlots, postWorkIntervals } from './schedulerSchema';

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

// The outer office_posts row's id inside a correlated subquery of its select list: Drizzle writes a single-table
// select's fields unqualified, and a bare "id" there would name the subquery's own table.
export const outerPostId = sql.raw('"office_posts"."id"');

/** Epoch milliseconds of a timestamptz, as a number (a JSON number inside an aggregate). */
const epochMs = (column: SQL | PgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Each post's working windows over the local days [fromDay, toDayExclusive) of `timezone` ('yyyy-MM-dd').
 * Posts with no hours at all get an empty list. `federal`, when the caller has read the range's federal days
 * already, saves reading them again.
 */
export async function postWorkWindows(
  db: DbOrTx,
  postIds: number[],
  timezone: string,
  fromDay: string,
  toDayExclusive: string,
  federal?: FederalDayRow[],
): Promise<Map<number, WorkWindow[]>> {
  const result = new Map<number, WorkWindow[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return result;
  const from = DateTime.fromISO(fromDay, { zone: timezone }).startOf('day');
  const to = DateTime.fromISO(toDayExclusive, { zone: timezone }).startOf('day');

  // One after another: inside a transaction the queries share one client, which must not overlap them.
  const closedDays = federal ?? (await federalDaysBetween(db, fromDay, toDayExclusive));
  // One round trip for every post: the span of its whole plan, the plan's intervals in range, its weekly hours (the
  // scheduler's day board is read on every move, and each query costs the server more than the rows do).
  const plans = await db
    .select({
      postId: officePosts.id,
      first: sql<number | null>`(select ${epochMs(min(postWorkIntervals.beginAt))} from ${postWorkIntervals}
        where ${postWorkIntervals.officePostId} = ${outerPostId})`,
      last: sql<number | null>`(select ${epochMs(max(postWorkIntervals.endAt))} from ${postWorkIntervals}
        where ${postWorkIntervals.officePostId} = ${outerPostId})`,
      planned: sql<[number, number][] | null>`(select json_agg(json_build_array(${epochMs(postWorkIntervals.beginAt)},
        ${epochMs(postWorkIntervals.endAt)})) from ${postWorkIntervals}
        where ${postWorkIntervals.officePostId} = ${outerPostId}
          and ${postWorkIntervals.beginAt} < ${to.toJSDate()} and ${postWorkIntervals.endAt} > ${from.toJSDate()})`,
      weekly: sql<[number, number, number][] | null>`(select json_agg(json_build_array(${postWeeklySlots.dayOfWeek},
        ${postWeeklySlots.beginMinute}, ${postWeeklySlots.endMinute})) from ${postWeeklySlots}
        where ${postWeeklySlots.officePostId} = ${outerPostId})`,
    })
    .from(officePosts)
    .where(inArray(officePosts.id, postIds));
  const closed = new Set(closedDays.map((f) => f.day));
  // Each post's plan: the local dates its whole plan spans (first to last), its intervals in range, its weekly hours.
  const byPost = new Map(
    plans.map((p) => [
      p.postId,
      {
        span:
          p.first === null || p.last === null
            ? null
            : {
                first: DateTime.fromMillis(p.first, { zone: timezone }).toISODate()!,
                last: DateTime.fromMillis(p.last - 1, { zone: timezone }).toISODate()!,
              },
        planned: p.planned ?? [],
        weekly: p.weekly ?? [],
      },
    ]),
  );

  for (let day = from; day < to; day = day.plus({ days: 1 })) {
    const iso = day.toISODate()!;
    if (closed.has(iso)) continue;
    const dayStart = day.toMillis();
    const dayEnd = day.plus({ days: 1 }).toMillis();
    for (const postId of postIds) {
      const plan = byPost.get(postId);
      const windows = result.get(postId)!;
      if (plan?.span && iso >= plan.span.first && iso <= plan.span.last) {
        for (const [beginAt, endAt] of plan.planned) {
          const start = Math.max(beginAt, dayStart);
          const end = Math.min(endAt, dayEnd);
          if (start < end) windows.push({ start, end });
        }
      } else {
        for (const [dayOfWeek, beginMinute, endMinute] of plan?.weekly ?? []) {
          if (dayOfWeek !== day.weekday) continue;
          const start = day.plus({ minutes: beginMinute }).toMillis();
          const end = endMinute === DAY_MINUTES ? dayEnd : day.plus({ minutes: endMinute }).toMillis();
          windows.push({ start, end });
        }
      }
    }
  }
  for (const [postId, windows] of result) result.set(postId, mergeWindows(windows));
  return result;
}
