import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  APPOINTMENT_ACTION_NAMES,
  APPOINTMENT_STATE_NAMES,
  type AppointmentEvent,
  appointmentMachine,
} from '../../../machines/scheduler/appointmentMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { AppointmentState } from '../../shared/lifecycleStates';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { OrderSave } from '../../shared/schemas/orders/orderEntity';
import {
  APPOINTMENT_DEFAULT_DURATION_MINUTES,
  APPOINTMENT_NOT_FOUND,
  type Appointment,
  type AppointmentDraft,
  type AppointmentPatch,
  ORDER_NEEDS_CLIENT,
  SLOT_TAKEN,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import type { Db, Tx } from '../db/db';
import { offices } from '../db/schema';
import { AppError, notFound } from '../errors';
import { createOrder } from '../orders/orderSaveRepository';
import { services } from '../orders/ordersSchema';
import { readAppointment } from './appointmentRead';
import {
  checkAppointmentSlot,
  checkClient,
  checkServiceOnPost,
  isSlotTaken,
  MOVE_TO_OTHER_OFFICE,
  type SlotFields,
  STRETCH_NEEDS_EDGE,
  slotRefused,
} from './appointmentRules';
import { appointmentHistory, appointments, officePosts } from './schedulerSchema';
import { requirePostInScope } from './schedulerScope';

// The appointment's writes (create, update, move, stretch, delete, order_by_appointment). Each runs in one
// transaction: the appointment's row locked, the stored state checked against machines/scheduler/appointmentMachine
// (409 INELIGIBLE_STATE when the chart refuses), the post's rules checked with its row locked, the change and a
// Russian history line written together. An overlap is the database's exclusion constraint's to find: it answers
// 409 SLOT_TAKEN and nothing is written.

/** Who acts: the user (history, order author) and whose offices they reach (partnerScopeOf: null = all). */
export interface AppointmentCaller {
  userId: number;
  scope: number | null;
}

type AppointmentRow = typeof appointments.$inferSelect;
export interface LockedAppointment {
  row: AppointmentRow;
  postName: string;
  officeId: number;
  partnerId: number;
  timezone: string;
}

const MINUTE = 60;
/** History is stamped when written, not at the transaction's start (now()): an action that waited for another's lock
 * started first but happened second. */
const writtenNow = sql`clock_timestamp()`;
const MOVE_FIELDS: SlotFields = {
  officePostId: 'newOfficePostId',
  serviceId: 'serviceId',
  startDate: 'newReserveDateTime',
  endDate: 'newReserveDateTime',
};
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** 'Пост 1, 24.11.2026 10:00–10:30' in the office's zone (both dates when the range ends on another day). */
export function slotText(postName: string, start: number, end: number, timezone: string): string {
  const from = DateTime.fromSeconds(start, { zone: timezone });
  const to = DateTime.fromSeconds(end, { zone: timezone });
  const sameDay = DateTime.fromSeconds(end - 1, { zone: timezone }).hasSame(from, 'day');
  const range = sameDay
    ? `${from.toFormat('dd.MM.yyyy HH:mm')}–${to.toFormat('HH:mm')}`
    : `${from.toFormat('dd.MM.yyyy HH:mm')} – ${to.toFormat('dd.MM.yyyy HH:mm')}`;
  return `${postName}, ${range}`;
}

const rowSlot = (locked: LockedAppointment) =>
  slotText(locked.postName, seconds(locked.row.startAt), seconds(locked.row.endAt), locked.timezone);

/** The 409 of an action the chart refuses from the stored state, in words the operator understands. */
export function ineligibleAppointmentAction(state: AppointmentState, action: AppointmentEvent['type']): AppError {
  const message =
    state === 'deleted'
      ? 'Запись уже удалена'
      : state === 'ordered' && action === 'appointment.createOrder'
        ? 'По записи уже создана заявка'
        : `Действие «${APPOINTMENT_ACTION_NAMES[action]}» недоступно: запись в состоянии «${APPOINTMENT_STATE_NAMES[state]}»`;
  return new AppError(409, ERROR_CODES.ineligibleState, message);
}

/** Runs `work` (a transaction) and turns the exclusion constraint's refusal into 409 SLOT_TAKEN. */
export async function guardSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlotTaken(error)) throw new AppError(409, ERROR_CODES.slotTaken, SLOT_TAKEN);
    throw error;
  }
}

/** The appointment's row with its post and office, locked for the transaction; 404 outside the caller's scope. */
export async function lockAppointment(tx: Tx, id: number, scope: number | null): Promise<LockedAppointment> {
  const [found] = await tx
    .select({
      row: appointments,
      postName: officePosts.name,
      officeId: offices.id,
      partnerId: offices.partnerId,
      timezone: offices.timezone,
    })
    .from(appointments)
    .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  if (!found || (scope !== null && found.partnerId !== scope)) throw notFound(APPOINTMENT_NOT_FOUND);
  return found;
}

/** The action's own writes; answers the history line. Throwing rolls everything back. */
export type AppointmentActionWork = (tx: Tx, locked: LockedAppointment) => Promise<string>;

/**
 * One action of the chart on an appointment: lock, the chart's verdict, the work, the new state and the history line
 * (`historyAction` when the line is not the event itself, e.g. a file removed under the files' event).
 */
export async function runAppointmentAction(
  db: Db,
  id: number,
  action: AppointmentEvent['type'],
  caller: AppointmentCaller,
  work: AppointmentActionWork,
  historyAction: string = action,
): Promise<Appointment> {
  await guardSlot(() =>
    db.transaction(async (tx) => {
      const locked = await lockAppointment(tx, id, caller.scope);
      const from = locked.row.state as AppointmentState;
      const next = nextLifecycleState(appointmentMachine, from, {}, { type: action });
      if (next === null) throw ineligibleAppointmentAction(from, action);
      const description = await work(tx, locked);
      await tx.update(appointments).set({ state: next, updatedAt: new Date() }).where(eq(appointments.id, id));
      await tx.insert(appointmentHistory).values({
        appointmentId: id,
        action: historyAction,
        description,
        userId: caller.userId,
        createdAt: writtenNow,
      });
    }),
  );
  return readAppointment(db, id, caller.scope);
}

/** POST /users/scheduler: a booking on a post; the end defaults to start + 30 minutes. */
export async function createAppointment(
  db: Db,
  body: AppointmentDraft,
  caller: AppointmentCaller,
): Promise<Appointment> {
  const start = body.startDate;
  const end = body.endDate ?? start + APPOINTMENT_DEFAULT_DURATION_MINUTES * MINUTE;
  const id = await guardSlot(() =>
    db.transaction(async (tx) => {
      const post = await requirePostInScope(tx, body.officePostId, caller.scope, true);
      await checkAppointmentSlot(tx, post, body.serviceId, start, end);
      await checkClient(tx, body.clientId);
      const [row] = await tx
        .insert(appointments)
        .values({
          officePostId: post.id,
          serviceId: body.serviceId,
          startAt: new Date(start * 1000),
          endAt: new Date(end * 1000),
          title: body.title,
          details: body.details ?? null,
          clientId: body.clientId ?? null,
          phone: body.phone ?? null,
          createdByUserId: caller.userId,
        })
        .returning({ id: appointments.id });
      const description = `Создание: ${slotText(post.name, start, end, post.timezone)}, «${body.title}»`;
      await tx.insert(appointmentHistory).values({
        appointmentId: row.id,
        action: 'appointment.create',
        description,
        userId: caller.userId,
        createdAt: writtenNow,
      });
      return row.id;
    }),
  );
  return readAppointment(db, id, caller.scope);
}

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : `«${value}»`;

/** PUT /users/scheduler/{id}: service, title, details, client and phone; times change by move and stretch only. */
export function updateAppointment(
  db: Db,
  id: number,
  body: AppointmentPatch,
  caller: AppointmentCaller,
): Promise<Appointment> {
  return runAppointmentAction(db, id, 'appointment.update', caller, async (tx, { row }) => {
    if (body.serviceId !== row.serviceId) await checkServiceOnPost(tx, row.officePostId, body.serviceId);
    if ((body.clientId ?? null) !== row.clientId) await checkClient(tx, body.clientId);
    const after = {
      serviceId: body.serviceId,
      title: body.title,
      details: body.details ?? null,
      clientId: body.clientId ?? null,
      phone: body.phone ?? null,
    };
    await tx.update(appointments).set(after).where(eq(appointments.id, id));

    const changes: string[] = [];
    if (after.title !== row.title) changes.push(`название ${shown(row.title)} → ${shown(after.title)}`);
    if (after.serviceId !== row.serviceId) {
      const names = await tx
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(inArray(services.id, [row.serviceId, after.serviceId]));
      const nameOf = (serviceId: number) => names.find((s) => s.id === serviceId)?.name ?? String(serviceId);
      changes.push(`услуга ${shown(nameOf(row.serviceId))} → ${shown(nameOf(after.serviceId))}`);
    }
    if (after.clientId !== row.clientId) changes.push(`клиент ${shown(row.clientId)} → ${shown(after.clientId)}`);
    if (after.phone !== row.phone) changes.push(`телефон ${shown(row.phone)} → ${shown(after.phone)}`);
    if (after.details !== row.details) changes.push('подробности изменены');
    return `Изменение: ${changes.length ? changes.join('; ') : 'без изменений'}`;
  });
}

/** PUT /users/scheduler/move/{id}: to another time and (or) another post of the same office; the duration is kept. */
export function moveAppointment(
  db: Db,
  id: number,
  body: { newOfficePostId: number; newReserveDateTime: number },
  caller: AppointmentCaller,
): Promise<Appointment> {
  return runAppointmentAction(db, id, 'appointment.move', caller, async (tx, locked) => {
    const { row } = locked;
    const post = await requirePostInScope(tx, body.newOfficePostId, caller.scope, true);
    if (post.officeId !== locked.officeId) throw slotRefused(MOVE_FIELDS.officePostId, MOVE_TO_OTHER_OFFICE);
    const start = body.newReserveDateTime;
    const end = start + (seconds(row.endAt) - seconds(row.startAt));
    await checkAppointmentSlot(tx, post, row.serviceId, start, end, MOVE_FIELDS);
    await tx
      .update(appointments)
      .set({ officePostId: post.id, startAt: new Date(start * 1000), endAt: new Date(end * 1000) })
      .where(eq(appointments.id, id));
    return `Перенос: ${rowSlot(locked)} → ${slotText(post.name, start, end, post.timezone)}`;
  });
}

/** PUT /users/scheduler/stretch/{id}: a new start, a new end, or both, on the same post. */
export function stretchAppointment(
  db: Db,
  id: number,
  body: { startDate?: number; endDate?: number },
  caller: AppointmentCaller,
): Promise<Appointment> {
  return runAppointmentAction(db, id, 'appointment.stretch', caller, async (tx, locked) => {
    const { row } = locked;
    if (body.startDate === undefined && body.endDate === undefined) throw slotRefused('startDate', STRETCH_NEEDS_EDGE);
    const post = await requirePostInScope(tx, row.officePostId, caller.scope, true);
    const start = body.startDate ?? seconds(row.startAt);
    const end = body.endDate ?? seconds(row.endAt);
    await checkAppointmentSlot(tx, post, row.serviceId, start, end);
    await tx
      .update(appointments)
      .set({ startAt: new Date(start * 1000), endAt: new Date(end * 1000) })
      .where(eq(appointments.id, id));
    return `Изменение длительности: ${rowSlot(locked)} → ${slotText(post.name, start, end, post.timezone)}`;
  });
}

/** DELETE /users/scheduler/{id}: soft delete; the time is free again (the constraint skips deleted rows). */
export function deleteAppointment(db: Db, id: number, caller: AppointmentCaller): Promise<Appointment> {
  return runAppointmentAction(db, id, 'appointment.delete', caller, async (tx, locked) => {
    await tx
      .update(appointments)
      .set({ deletedDate: new Date(), deletedByUserId: caller.userId })
      .where(eq(appointments.id, id));
    return `Удаление: ${rowSlot(locked)}`;
  });
}

/**
 * POST /users/scheduler/order_by_appointment/{id}: a new order (status 'Новая') of the appointment's service for its
 * client, at the post's office and partner, planned at the appointment's start; the appointment links to it.
 */
export async function createOrderByAppointment(
  db: Db,
  id: number,
  caller: AppointmentCaller,
): Promise<{ appointment: Appointment; orderId: number; orderNumber: string }> {
  const appointment = await runAppointmentAction(db, id, 'appointment.createOrder', caller, async (tx, locked) => {
    const { row } = locked;
    if (row.clientId === null) throw slotRefused('clientId', ORDER_NEEDS_CLIENT);
    const body: OrderSave = {
      serviceId: row.serviceId,
      clientId: row.clientId,
      statusRefValueId: REF_VALUE_IDS.orderStatusNew,
      partnerId: locked.partnerId,
      officeId: locked.officeId,
      plannedDate: seconds(row.startAt),
      timezone: locked.timezone,
      description: row.title,
      specificValues: {},
      specificRefValues: {},
    };
    const order = await createOrder(tx, body, caller.userId);
    await tx.update(appointments).set({ orderId: order.id }).where(eq(appointments.id, id));
    return `Создание заявки: № ${order.number}`;
  });
  return { appointment, orderId: appointment.orderId!, orderNumber: appointment.orderNumber! };
}
