import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  APPOINTMENT_GRID_STEP_MINUTES,
  END_BEFORE_START,
  FEDERAL_DAY_CLOSED,
  OFF_GRID,
  OUTSIDE_WORKING_HOURS,
  POST_DELETED,
  SERVICE_NOT_ON_POST,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { isExclusionViolation } from '../db/sqlState';
import { AppError } from '../errors';
import { services } from '../orders/ordersSchema';
import { federalDaysBetween, isInsideWindows, postWorkWindows } from './postWorkingHours';
import { servicePosts } from './schedulerSchema';
import type { ScopedPost } from './schedulerScope';

// When a post may take an appointment: the post is alive, performs the service (a post with no service posts takes
// any), the times lie on the office's 30-minute grid with the end after the start, no part falls on a federal day and
// the whole range lies inside one of the post's working windows. A second appointment at the same time is the
// database's to refuse (the exclusion constraint), not ours.

export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const CLIENT_NOT_FOUND = 'Клиент не найден';
export const MOVE_TO_OTHER_OFFICE = 'Запись переносится только на пост того же офиса';
export const STRETCH_NEEDS_EDGE = 'Укажите новое начало или окончание записи';

/** The body's names of the fields a refusal is reported under (move names them differently). */
export interface SlotFields {
  officePostId: string;
  serviceId: string;
  startDate: string;
  endDate: string;
}
export const SLOT_FIELDS: SlotFields = {
  officePostId: 'officePostId',
  serviceId: 'serviceId',
  startDate: 'startDate',
  endDate: 'endDate',
};

/** 400 VALIDATION_ERROR whose message is the rule's, also under the field. */
export const slotRefused = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** Whether a unix time is a whole grid step of the office's local day. */
function onGrid(seconds: number, timezone: string): boolean {
  const local = DateTime.fromSeconds(seconds, { zone: timezone });
  return local.second === 0 && local.millisecond === 0 && local.minute % APPOINTMENT_GRID_STEP_MINUTES === 0;
}

/** The live services the post performs (empty: it takes any). */
export async function postServiceIds(db: DbOrTx, postId: number): Promise<number[]> {
  const rows = await db
    .select({ serviceId: servicePosts.serviceId })
    .from(servicePosts)
    .where(and(eq(servicePosts.officePostId, postId), isNull(servicePosts.deletedDate)));
  return rows.map((r) => r.serviceId);
}

/** The service exists and, when the post names its services, is one of them. */
export async function checkServiceOnPost(
  db: DbOrTx,
  postId: number,
  serviceId: number,
  field = 'serviceId',
): Promise<void> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw slotRefused(field, SERVICE_NOT_FOUND);
  const allowed = await postServiceIds(db, postId);
  if (allowed.length > 0 && !allowed.includes(serviceId)) throw slotRefused(field, SERVICE_NOT_ON_POST);
}

/** A client the appointment names must exist (and be alive). */
export async function checkClient(db: DbOrTx, clientId: number | null | undefined): Promise<void> {
  if (clientId === null || clientId === undefined) return;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedDate)));
  if (!client) throw slotRefused('clientId', CLIENT_NOT_FOUND);
}

/**
 * Every rule of a booking, move or stretch of [start, end) (unix seconds) on `post` for `serviceId`; throws the first
 * broken one as 400 with its message under the body's field.
 */
export async function checkAppointmentSlot(
  db: DbOrTx,
  post: ScopedPost,
  serviceId: number,
  start: number,
  end: number,
  fields: SlotFields = SLOT_FIELDS,
): Promise<void> {
  if (post.deletedDate !== null) throw slotRefused(fields.officePostId, POST_DELETED);
  await checkServiceOnPost(db, post.id, serviceId, fields.serviceId);
  if (end <= start) throw slotRefused(fields.endDate, END_BEFORE_START);
  if (!onGrid(start, post.timezone)) throw slotRefused(fields.startDate, OFF_GRID);
  if (!onGrid(end, post.timezone)) throw slotRefused(fields.endDate, OFF_GRID);

  // The local days the range touches: from the start's day to the day of its last moment.
  const zone = post.timezone;
  const firstDay = DateTime.fromSeconds(start, { zone }).startOf('day');
  const lastDay = DateTime.fromSeconds(end - 1, { zone }).startOf('day');
  const fromDay = firstDay.toISODate()!;
  const toDayExclusive = lastDay.plus({ days: 1 }).toISODate()!;
  if ((await federalDaysBetween(db, fromDay, toDayExclusive)).length > 0)
    throw slotRefused(fields.startDate, FEDERAL_DAY_CLOSED);
  // No federal day in the range (refused above), so the windows need not read them again.
  const windows = (await postWorkWindows(db, [post.id], zone, fromDay, toDayExclusive, [])).get(post.id) ?? [];
  if (!isInsideWindows(windows, start * 1000, end * 1000)) throw slotRefused(fields.startDate, OUTSIDE_WORKING_HOURS);
}

/** 23P01: the exclusion constraint appointments_post_no_overlap refused a second appointment at the same time. */
export const isSlotTaken = isExclusionViolation;
