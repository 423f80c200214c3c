import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  APPOINTMENT_DEFAULT_DURATION_MINUTES,
  APPOINTMENT_GRID_STEP_MINUTES,
  type NonWorkingHours,
  SCHEDULER_END_DAY_HOUR,
  SCHEDULER_MAX_RANGE_DAYS,
  SCHEDULER_START_DAY_HOUR,
  type SchedulerConfig,
  type SchedulerPost,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import type { DbOrTx } from '../db/db';
import { AppError } from '../errors';
import { readAppointments } from './appointmentRead';
import {
  complementWindows,
  federalDaysBetween,
  outerPostId,
  postWorkWindows,
  type WorkWindow,
} from './postWorkingHours';
import { appointments, officePosts, servicePosts } from './schedulerSchema';
import { requireOfficeInScope } from './schedulerScope';

// The scheduler config a board draws: an office's live posts, their appointments over
// a range of the office's local days, when each post does not work (off hours per post, federal days for all), and
// the hours the day view spans. The day board asks for one day, the timeline (v2) for up to a month of one
// service's posts.

export const RANGE_TOO_LONG = `Период не больше ${SCHEDULER_MAX_RANGE_DAYS} дней`;
export const RANGE_REVERSED = 'Дата окончания периода раньше даты начала';
const OFF_HOURS_TITLE = 'Пост не работает';

export interface SchedulerRange {
  officeId: number;
  /** The office's local day; today there when absent (the board's default). */
  fromDate?: string;
  /** Inclusive; defaults to fromDate. */
  toDate?: string;
  /** Only posts performing this service (the timeline); null for every post. */
  serviceId: number | null;
}

const refused = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The office's live posts by sort and id, each with its live services; only those performing `serviceId` when given.
 */
async function livePosts(db: DbOrTx, officeId: number, serviceId: number | null): Promise<SchedulerPost[]> {
  const performs =
    serviceId === null
      ? undefined
      : exists(
          db
            .select({ id: servicePosts.id })
            .from(servicePosts)
            .where(
              and(
                eq(servicePosts.officePostId, officePosts.id),
                eq(servicePosts.serviceId, serviceId),
                isNull(servicePosts.deletedDate),
              ),
            ),
        );
  // Each post with its services in one round trip (an array subquery rather than a second read of the bindings).
  return db
    .select({
      id: officePosts.id,
      name: officePosts.name,
      sort: officePosts.sort,
      serviceIds: sql<number[]>`array(select distinct ${servicePosts.serviceId} from ${servicePosts}
        where ${servicePosts.officePostId} = ${outerPostId} and ${servicePosts.deletedDate} is null
        order by ${servicePosts.serviceId})`,
    })
    .from(officePosts)
    .where(and(eq(officePosts.officeId, officeId), isNull(officePosts.deletedDate), performs))
    .orderBy(asc(officePosts.sort), asc(officePosts.id));
}

/**
 * The posts' live appointments overlapping [from, to), oldest start first. At 200k appointments (13k a post) the
 * plain `start < to and end > from` read appointments_post_start_idx from each post's first booking on, and the
 * 8-table join made the planner prefer a parallel scan of the whole table (180 ms). So the ids come first, as a
 * range overlap the exclusion constraint's GiST index (appointments_post_no_overlap: post, tstzrange(start, end),
 * live rows) answers directly, and the names are joined for those rows only.
 */
async function bookedOnPosts(db: DbOrTx, postIds: number[], from: DateTime, to: DateTime) {
  // `= any(array(subquery))` keeps the two steps in one round trip: the array is worked out first, on its own.
  return readAppointments(
    db,
    sql`${appointments.id} = any(array(${db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          inArray(appointments.officePostId, postIds),
          isNull(appointments.deletedDate),
          sql`tstzrange(${appointments.startAt}, ${appointments.endAt}) && tstzrange(${from.toISO()}::timestamptz, ${to.toISO()}::timestamptz)`,
        ),
      )}))`,
  );
}

/** The earliest start hour and the latest end hour (rounded up) of the windows, per local day; null without windows. */
function dayHours(windows: WorkWindow[], days: DateTime[]): { start: number; end: number } | null {
  let start = Infinity;
  let end = -Infinity;
  for (const day of days) {
    const dayStart = day.toMillis();
    const dayEnd = day.plus({ days: 1 }).toMillis();
    for (const w of windows) {
      const from = Math.max(w.start, dayStart);
      const to = Math.min(w.end, dayEnd);
      if (from >= to) continue;
      const local = DateTime.fromMillis(from, { zone: day.zone });
      start = Math.min(start, local.hour);
      // The day's end counts as 24 whatever the day's length (23 or 25 hours across a clock change).
      const endLocal = DateTime.fromMillis(to, { zone: day.zone });
      end = Math.max(
        end,
        to === dayEnd ? 24 : Math.ceil(endLocal.hour + endLocal.minute / 60 + endLocal.second / 3600),
      );
    }
  }
  return start === Infinity ? null : { start, end };
}

/** POST /users/scheduler/find, POST /v2/users/scheduler/find and GET /users/scheduler/board/{officeId}. */
export async function readSchedulerConfig(
  db: DbOrTx,
  range: SchedulerRange,
  scope: number | null,
): Promise<SchedulerConfig> {
  const office = await requireOfficeInScope(db, range.officeId, scope);
  const zone = office.timezone;
  const fromDate = range.fromDate ?? DateTime.now().setZone(zone).toISODate()!;
  const toDate = range.toDate ?? fromDate;
  const from = DateTime.fromISO(fromDate, { zone }).startOf('day');
  const last = DateTime.fromISO(toDate, { zone }).startOf('day');
  if (last < from) throw refused('toDate', RANGE_REVERSED);
  const dayCount = Math.round(last.diff(from, 'days').days) + 1;
  if (dayCount > SCHEDULER_MAX_RANGE_DAYS) throw refused('toDate', RANGE_TOO_LONG);
  const to = last.plus({ days: 1 });
  const toExclusive = to.toISODate()!;
  const days = Array.from({ length: dayCount }, (_, i) => from.plus({ days: i }));

  const [posts, federal] = await Promise.all([
    livePosts(db, office.id, range.serviceId),
    federalDaysBetween(db, fromDate, toExclusive),
  ]);
  const postIds = posts.map((p) => p.id);
  const [windows, booked] = await Promise.all([
    postWorkWindows(db, postIds, zone, fromDate, toExclusive, federal),
    postIds.length === 0 ? Promise.resolve([]) : bookedOnPosts(db, postIds, from, to),
  ]);

  const federalSet = new Set(federal.map((f) => f.day));
  const nonWorkingHours: NonWorkingHours[] = [];
  for (const day of days) {
    // A federal day is closed for every post: one entry for all of them instead of one per post.
    if (federalSet.has(day.toISODate()!)) continue;
    const dayStart = day.toMillis();
    const dayEnd = day.plus({ days: 1 }).toMillis();
    for (const post of posts) {
      for (const gap of complementWindows(windows.get(post.id) ?? [], dayStart, dayEnd)) {
        nonWorkingHours.push({
          officePostId: post.id,
          startDate: seconds(gap.start),
          endDate: seconds(gap.end),
          reason: 'offHours',
          title: OFF_HOURS_TITLE,
        });
      }
    }
  }
  for (const f of federal) {
    const day = DateTime.fromISO(f.day, { zone });
    nonWorkingHours.push({
      officePostId: null,
      startDate: seconds(day.toMillis()),
      endDate: seconds(day.plus({ days: 1 }).toMillis()),
      reason: 'federal',
      title: f.name,
    });
  }
  nonWorkingHours.sort((a, b) => a.startDate - b.startDate || (a.officePostId ?? 0) - (b.officePostId ?? 0));

  const hours = dayHours([...windows.values()].flat(), days);
  return {
    appointmentDefaultDuration: APPOINTMENT_DEFAULT_DURATION_MINUTES,
    appointmentGridStep: APPOINTMENT_GRID_STEP_MINUTES,
    startDayHour: hours?.start ?? SCHEDULER_START_DAY_HOUR,
    endDayHour: hours?.end ?? SCHEDULER_END_DAY_HOUR,
    partnerOfficeId: office.id,
    officeName: office.name,
    timezone: zone,
    fromDate,
    toDate,
    serviceId: range.serviceId,
    posts,
    appointments: booked,
    nonWorkingHours,
    federalDays: federal,
  };
}
