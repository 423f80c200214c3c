import { and, asc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import { appointmentMachine } from '../../../machines/scheduler/appointmentMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  APPOINTMENT_DEFAULT_DURATION_MINUTES,
  APPOINTMENT_GRID_STEP_MINUTES,
  APPOINTMENT_NOT_FOUND,
  type FreeDatesResult,
  type TimeSlotsResult,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import type { DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { AppError, notFound } from '../errors';
import { isInsideWindows, postWorkWindows, type WorkWindow } from './postWorkingHours';
import { appointments, officePosts, servicePosts } from './schedulerSchema';
import { requireOfficeInScope } from './schedulerScope';

// Free dates and time slots of a service at an office: what the order forms and the reschedule dialog offer. A start on
// the office's 30-minute grid is free on a post when the post performs the service (a live service post of it), an
// appointment of the asked length fits inside one of the post's working windows from there (postWorkWindows: half-year
// plan or weekly hours, federal days closed), no live appointment overlaps it, and it has not begun yet. Rescheduling
// an appointment asks the same for its own service, office and length, with its own time counted as free.

/** How many local days, from today, the free dates look ahead. */
export const FREE_DATES_DAYS = 30;
const MINUTE = 60_000;
const STEP = APPOINTMENT_GRID_STEP_MINUTES * MINUTE;
export const APPOINTMENT_ALREADY_DELETED = 'Запись уже удалена';

/** What is asked: a service at an office, for appointments of a length, not counting one appointment. */
interface AvailabilityTarget {
  officeId: number;
  timezone: string;
  serviceId: number;
  durationMs: number;
  /** The appointment being rescheduled: its own time is not taken. */
  ignoreAppointmentId: number | null;
}

interface FreeStart {
  start: number;
  postIds: number[];
}

/** The office's live posts with a live service post of the service, in board order. */
async function postsOfService(db: DbOrTx, officeId: number, serviceId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: officePosts.id, sort: officePosts.sort })
    .from(officePosts)
    .innerJoin(servicePosts, eq(servicePosts.officePostId, officePosts.id))
    .where(
      and(
        eq(officePosts.officeId, officeId),
        isNull(officePosts.deletedDate),
        eq(servicePosts.serviceId, serviceId),
        isNull(servicePosts.deletedDate),
      ),
    )
    .orderBy(asc(officePosts.sort), asc(officePosts.id));
  return rows.map((r) => r.id);
}

/** Each post's live appointments overlapping [from, to), as time ranges. */
async function takenTimes(
  db: DbOrTx,
  postIds: number[],
  from: number,
  to: number,
  ignoreId: number | null,
): Promise<Map<number, WorkWindow[]>> {
  const rows = await db
    .select({ postId: appointments.officePostId, startAt: appointments.startAt, endAt: appointments.endAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.officePostId, postIds),
        isNull(appointments.deletedDate),
        lt(appointments.startAt, new Date(to)),
        gt(appointments.endAt, new Date(from)),
        ignoreId === null ? undefined : ne(appointments.id, ignoreId),
      ),
    );
  const taken = new Map<number, WorkWindow[]>(postIds.map((id) => [id, []]));
  for (const r of rows) taken.get(r.postId)!.push({ start: r.startAt.getTime(), end: r.endAt.getTime() });
  return taken;
}

/** The free starts of each local day of [fromDay, toDayExclusive), by day; days with none are left out. */
async function freeStartsByDay(
  db: DbOrTx,
  target: AvailabilityTarget,
  fromDay: string,
  toDayExclusive: string,
  now: number,
): Promise<Map<string, FreeStart[]>> {
  const result = new Map<string, FreeStart[]>();
  const postIds = await postsOfService(db, target.officeId, target.serviceId);
  if (postIds.length === 0) return result;
  const zone = target.timezone;
  const from = DateTime.fromISO(fromDay, { zone }).startOf('day');
  const to = DateTime.fromISO(toDayExclusive, { zone }).startOf('day');
  const windows = await postWorkWindows(db, postIds, zone, fromDay, toDayExclusive);
  // A start late in the last day may run past midnight: read the appointments that far too.
  const taken = await takenTimes(
    db,
    postIds,
    from.toMillis(),
    to.toMillis() + target.durationMs,
    target.ignoreAppointmentId,
  );

  for (let day = from; day < to; day = day.plus({ days: 1 })) {
    const dayEnd = day.plus({ days: 1 }).toMillis();
    const starts: FreeStart[] = [];
    // The grid is counted from the local midnight, as the boards draw it.
    for (let start = day.toMillis(); start < dayEnd; start += STEP) {
      if (start <= now) continue;
      const end = start + target.durationMs;
      const free = postIds.filter(
        (postId) =>
          isInsideWindows(windows.get(postId)!, start, end) &&
          !taken.get(postId)!.some((a) => a.start < end && start < a.end),
      );
      if (free.length > 0) starts.push({ start, postIds: free });
    }
    if (starts.length > 0) result.set(day.toISODate()!, starts);
  }
  return result;
}

const todayIn = (timezone: string, now: number) => DateTime.fromMillis(now, { zone: timezone }).startOf('day');

async function freeDatesOf(db: DbOrTx, target: AvailabilityTarget, now: number): Promise<FreeDatesResult> {
  const today = todayIn(target.timezone, now);
  const byDay = await freeStartsByDay(
    db,
    target,
    today.toISODate()!,
    today.plus({ days: FREE_DATES_DAYS }).toISODate()!,
    now,
  );
  return { freeDates: [...byDay.keys()] };
}

async function timeSlotsOf(
  db: DbOrTx,
  target: AvailabilityTarget,
  date: string,
  now: number,
): Promise<TimeSlotsResult> {
  const day = DateTime.fromISO(date, { zone: target.timezone });
  const byDay = await freeStartsByDay(db, target, date, day.plus({ days: 1 }).toISODate()!, now);
  return {
    date,
    timeSlots: (byDay.get(date) ?? []).map((s) => ({
      time: DateTime.fromMillis(s.start, { zone: target.timezone }).toFormat('HH:mm'),
      startDate: Math.floor(s.start / 1000),
      officePostIds: s.postIds,
    })),
  };
}

async function serviceTarget(
  db: DbOrTx,
  serviceId: number,
  officeId: number,
  scope: number | null,
): Promise<AvailabilityTarget> {
  const office = await requireOfficeInScope(db, officeId, scope);
  return {
    officeId,
    timezone: office.timezone,
    serviceId,
    durationMs: APPOINTMENT_DEFAULT_DURATION_MINUTES * MINUTE,
    ignoreAppointmentId: null,
  };
}

/** The appointment's service, office and length; 404 outside the caller's scope, 409 once it is deleted. */
async function appointmentTarget(db: DbOrTx, appointmentId: number, scope: number | null): Promise<AvailabilityTarget> {
  const [row] = await db
    .select({
      state: appointments.state,
      deletedDate: appointments.deletedDate,
      serviceId: appointments.serviceId,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      officeId: officePosts.officeId,
      partnerId: offices.partnerId,
      timezone: offices.timezone,
    })
    .from(appointments)
    .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .where(eq(appointments.id, appointmentId));
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(APPOINTMENT_NOT_FOUND);
  // Looking for a new time is the first half of a move: only what the chart lets move may ask.
  const state = row.deletedDate ? 'deleted' : row.state;
  if (nextLifecycleState(appointmentMachine, state, {}, { type: 'appointment.move' }) === null) {
    throw new AppError(409, ERROR_CODES.ineligibleState, APPOINTMENT_ALREADY_DELETED);
  }
  return {
    officeId: row.officeId,
    timezone: row.timezone,
    serviceId: row.serviceId,
    durationMs: row.endAt.getTime() - row.startAt.getTime(),
    ignoreAppointmentId: appointmentId,
  };
}

/** GET /users/scheduler/free_dates: the next 30 local days with a free default-length start. */
export async function freeDates(
  db: DbOrTx,
  query: { serviceId: number; partnerOfficeId: number },
  scope: number | null,
  now = Date.now(),
) {
  return freeDatesOf(db, await serviceTarget(db, query.serviceId, query.partnerOfficeId, scope), now);
}

/** GET /users/scheduler/time_slots: the day's free default-length starts and the posts free at each. */
export async function timeSlots(
  db: DbOrTx,
  query: { serviceId: number; partnerOfficeId: number; date: string },
  scope: number | null,
  now = Date.now(),
) {
  return timeSlotsOf(db, await serviceTarget(db, query.serviceId, query.partnerOfficeId, scope), query.date, now);
}

/** GET /users/scheduler/free_dates_by_appointment/{id}: free dates for moving the appointment. */
export async function freeDatesByAppointment(
  db: DbOrTx,
  appointmentId: number,
  scope: number | null,
  now = Date.now(),
) {
  return freeDatesOf(db, await appointmentTarget(db, appointmentId, scope), now);
}

/** GET /users/scheduler/time_slots_by_appointment: the day's starts the appointment could move to. */
export async function timeSlotsByAppointment(
  db: DbOrTx,
  query: { appointmentJournalId: number; date: string },
  scope: number | null,
  now = Date.now(),
) {
  return timeSlotsOf(db, await appointmentTarget(db, query.appointmentJournalId, scope), query.date, now);
}
