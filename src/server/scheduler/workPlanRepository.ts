import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import { DATE_ERROR } from '../../shared/schemas/fields/dates';
import {
  HALF_YEAR_MONTHS,
  LOCAL_DATE_TIME,
  WORK_INTERVAL_NOT_FOUND,
  WORK_INTERVALS_OVERLAP,
  type WorkInterval,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { isSlotTime, timeSchema } from '../../shared/schemas/scheduler/schedulerTime';
import type { Db, DbOrTx, Tx } from '../db/db';
import { isExclusionViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { federalDaysBetween } from './postWorkingHours';
import { postWeeklySlots, postWorkIntervals } from './schedulerSchema';
import { requirePostInScope, type ScopedPost } from './schedulerScope';
import { assertBookingsCovered } from './workPlanBookings';

// The half-year plan of a post (GET and DELETE /users/actual_timetable/{id}; POST .../generate {officePostId}; POST and
// PUT {beginDateTime, endDateTime}). The plan is generated from the weekly hours, skipping federal days, and then
// edited day by day. The console sends and reads local times of the office ('yyyy-MM-ddTHH:mm:ss' in offices.timezone);
// the database keeps instants. Two intervals of one post never overlap: the exclusion constraint
// post_work_intervals_no_overlap refuses it (23P01), whoever races.

export const NO_WEEKLY_HOURS = 'Сначала задайте рабочие часы поста на неделю';
export const END_NOT_AFTER_BEGIN = 'Окончание должно быть позже начала';
export const NOT_ONE_DAY = 'Интервал должен укладываться в один день';

const ISO_DATE = 'yyyy-MM-dd';
/** The time schema's own text for a time off the picker's grid (:00 or :30), so the rule has one message. */
const OFF_GRID = timeSchema.safeParse('00:15').error?.issues[0]?.message ?? 'Время должно быть кратно 30 минутам';
const INSERT_CHUNK = 1000;

type IntervalRow = typeof postWorkIntervals.$inferSelect;

function toWorkInterval(row: IntervalRow, timezone: string): WorkInterval {
  const begin = DateTime.fromJSDate(row.beginAt, { zone: timezone });
  const end = DateTime.fromJSDate(row.endAt, { zone: timezone });
  return {
    id: row.id,
    officePostId: row.officePostId,
    title: `${begin.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`,
    startDate: Math.floor(begin.toSeconds()),
    endDate: Math.floor(end.toSeconds()),
    beginDateTime: begin.toFormat(LOCAL_DATE_TIME),
    endDateTime: end.toFormat(LOCAL_DATE_TIME),
  };
}

/** The local day an instant falls on, as its midnight in the office's zone. */
const dayOf = (at: Date, timezone: string) => DateTime.fromJSDate(at, { zone: timezone }).startOf('day');

/** Today's local midnight in the office's zone. */
const todayIn = (timezone: string) => DateTime.now().setZone(timezone).startOf('day');

/** The post's intervals starting on the local days fromDay..toDay (both included), by time. */
async function intervalsBetween(
  db: DbOrTx,
  post: ScopedPost,
  fromDay: DateTime,
  toDay: DateTime,
): Promise<WorkInterval[]> {
  const rows = await db
    .select()
    .from(postWorkIntervals)
    .where(
      and(
        eq(postWorkIntervals.officePostId, post.id),
        gte(postWorkIntervals.beginAt, fromDay.toJSDate()),
        lt(postWorkIntervals.beginAt, toDay.plus({ days: 1 }).toJSDate()),
      ),
    )
    .orderBy(asc(postWorkIntervals.beginAt), asc(postWorkIntervals.id));
  return rows.map((row) => toWorkInterval(row, post.timezone));
}

/** GET /users/actual_timetable/{officePostId}?fromDate&toDate: by default today to today + half a year. */
export async function listWorkIntervals(
  db: Db,
  officePostId: number,
  range: { fromDate?: string; toDate?: string },
  scope: number | null,
): Promise<WorkInterval[]> {
  const post = await requirePostInScope(db, officePostId, scope);
  const today = todayIn(post.timezone);
  const day = (iso: string | undefined, fallback: DateTime) =>
    iso ? DateTime.fromFormat(iso, ISO_DATE, { zone: post.timezone }) : fallback;
  return intervalsBetween(
    db,
    post,
    day(range.fromDate, today),
    day(range.toDate, today.plus({ months: HALF_YEAR_MONTHS })),
  );
}

/** Runs a write and answers an overlap the database refused as 409 SLOT_TAKEN. */
async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(409, ERROR_CODES.slotTaken, WORK_INTERVALS_OVERLAP);
    throw error;
  }
}

/**
 * POST /users/actual_timetable/generate: in one transaction the post's plan from today's local midnight on is
 * replaced by the weekly hours of every day from today to today + half a year, federal days left out. Days before
 * today keep their intervals (they are history).
 */
export function generateWorkPlan(db: Db, officePostId: number, scope: number | null): Promise<WorkInterval[]> {
  return refusingOverlap(() =>
    db.transaction(async (tx) => {
      const post = await requirePostInScope(tx, officePostId, scope, true);
      const weekly = await tx
        .select()
        .from(postWeeklySlots)
        .where(eq(postWeeklySlots.officePostId, officePostId))
        .orderBy(asc(postWeeklySlots.beginMinute));
      if (weekly.length === 0)
        throw new AppError(400, ERROR_CODES.validation, NO_WEEKLY_HOURS, { officePostId: NO_WEEKLY_HOURS });
      const today = todayIn(post.timezone);
      const lastDay = today.plus({ months: HALF_YEAR_MONTHS });
      const closed = new Set(
        (await federalDaysBetween(tx, today.toFormat(ISO_DATE), lastDay.plus({ days: 1 }).toFormat(ISO_DATE))).map(
          (f) => f.day,
        ),
      );

      await tx
        .delete(postWorkIntervals)
        .where(and(eq(postWorkIntervals.officePostId, officePostId), gte(postWorkIntervals.beginAt, today.toJSDate())));
      const rows: (typeof postWorkIntervals.$inferInsert)[] = [];
      for (let day = today; day <= lastDay; day = day.plus({ days: 1 })) {
        if (closed.has(day.toFormat(ISO_DATE))) continue;
        for (const slot of weekly) {
          if (slot.dayOfWeek !== day.weekday) continue;
          // Wall-clock times of the office's day (set, not plus, so a zone's clock change keeps 09:00 at 09:00).
          const at = (minute: number) =>
            minute >= 1440 ? day.plus({ days: 1 }) : day.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
          rows.push({ officePostId, beginAt: at(slot.beginMinute).toJSDate(), endAt: at(slot.endMinute).toJSDate() });
        }
      }
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await tx.insert(postWorkIntervals).values(rows.slice(i, i + INSERT_CHUNK));
      await assertBookingsCovered(tx, post, today, lastDay.plus({ days: 1 }));
      return intervalsBetween(tx, post, today, lastDay);
    }),
  );
}

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** The local strings as instants of the office's zone, checked: a real date, on the grid, begin < end, one day. */
function localInterval(timezone: string, beginDateTime: string, endDateTime: string): { beginAt: Date; endAt: Date } {
  const parse = (field: string, text: string) => {
    const value = DateTime.fromISO(text, { zone: timezone });
    if (!value.isValid) throw invalid(field, DATE_ERROR);
    if (!isSlotTime(value.toFormat('HH:mm')) || value.second !== 0 || value.millisecond !== 0)
      throw invalid(field, OFF_GRID);
    return value;
  };
  const begin = parse('beginDateTime', beginDateTime);
  const end = parse('endDateTime', endDateTime);
  if (end <= begin) throw invalid('endDateTime', END_NOT_AFTER_BEGIN);
  if (end > begin.startOf('day').plus({ days: 1 })) throw invalid('endDateTime', NOT_ONE_DAY);
  return { beginAt: begin.toJSDate(), endAt: end.toJSDate() };
}

/** POST /users/actual_timetable {officePostId, beginDateTime, endDateTime}: one more interval of a day. */
export function createWorkInterval(
  db: Db,
  body: { officePostId: number; beginDateTime: string; endDateTime: string },
  scope: number | null,
): Promise<WorkInterval> {
  return refusingOverlap(() =>
    db.transaction(async (tx) => {
      const post = await requirePostInScope(tx, body.officePostId, scope);
      const times = localInterval(post.timezone, body.beginDateTime, body.endDateTime);
      const [row] = await tx
        .insert(postWorkIntervals)
        .values({ officePostId: post.id, ...times })
        .returning();
      return toWorkInterval(row, post.timezone);
    }),
  );
}

/** The interval and its post; 404 when it is unknown or on another partner's post. */
async function requireInterval(
  tx: Tx,
  id: number,
  scope: number | null,
): Promise<{ row: IntervalRow; post: ScopedPost }> {
  const [row] = await tx.select().from(postWorkIntervals).where(eq(postWorkIntervals.id, id)).for('update');
  if (!row) throw notFound(WORK_INTERVAL_NOT_FOUND);
  try {
    // The post's row locked: a booking on it waits until this change is written or refused.
    return { row, post: await requirePostInScope(tx, row.officePostId, scope, true) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(WORK_INTERVAL_NOT_FOUND);
    throw error;
  }
}

/** PUT /users/actual_timetable {id, beginDateTime, endDateTime}: new times of the interval. */
export function updateWorkInterval(
  db: Db,
  body: { id: number; beginDateTime: string; endDateTime: string },
  scope: number | null,
): Promise<WorkInterval> {
  return refusingOverlap(() =>
    db.transaction(async (tx) => {
      const { row: before, post } = await requireInterval(tx, body.id, scope);
      const times = localInterval(post.timezone, body.beginDateTime, body.endDateTime);
      const [row] = await tx.update(postWorkIntervals).set(times).where(eq(postWorkIntervals.id, body.id)).returning();
      await assertBookingsCovered(
        tx,
        post,
        dayOf(before.beginAt, post.timezone),
        dayOf(before.endAt, post.timezone).plus({ days: 1 }),
      );
      return toWorkInterval(row, post.timezone);
    }),
  );
}

/** DELETE /users/actual_timetable/{id}: the day's interval goes, so the post does not work then. */
export function deleteWorkInterval(db: Db, id: number, scope: number | null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { row, post } = await requireInterval(tx, id, scope);
    await tx.delete(postWorkIntervals).where(eq(postWorkIntervals.id, id));
    await assertBookingsCovered(
      tx,
      post,
      dayOf(row.beginAt, post.timezone),
      dayOf(row.endAt, post.timezone).plus({ days: 1 }),
    );
    return { id };
  });
}
