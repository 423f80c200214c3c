import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import {
  APPOINTMENT_EVENTS,
  APPOINTMENT_STATE_NAMES,
  appointmentMachine,
} from '../../../machines/scheduler/appointmentMachine';
import type { AppointmentState } from '../../shared/lifecycleStates';
import {
  APPOINTMENT_NOT_FOUND,
  type Appointment,
  type AppointmentHistoryEntry,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices, users } from '../db/schema';
import { notFound } from '../errors';
import { orders, services } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import { appointmentHistory, appointments, officePosts } from './schedulerSchema';

// The appointment as every scheduler call answers it: one select joining its post, office, service, client, order and
// the users who created and deleted it, with the actions machines/scheduler/appointmentMachine allows from its stored
// state. A partner's staff (scope = their partnerId) reach only their partner's offices; another partner's appointment
// answers as if it did not exist.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const createdBy = alias(users, 'appointment_created_by');
const deletedBy = alias(users, 'appointment_deleted_by');

export const clientFioSql = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;

/** What each history action is called on the card. */
export const APPOINTMENT_HISTORY_NAMES: Record<string, string> = {
  'appointment.create': 'Создание',
  'appointment.update': 'Изменение',
  'appointment.move': 'Перенос',
  'appointment.stretch': 'Изменение длительности',
  'appointment.delete': 'Удаление',
  'appointment.createOrder': 'Создание заявки',
  'appointment.addFile': 'Файл добавлен',
  'appointment.deleteFile': 'Файл удалён',
  'appointment.remind': 'Напоминание клиенту',
};

export const appointmentAllowedActions = (state: AppointmentState) =>
  allowedLifecycleEvents(appointmentMachine, state, {}, APPOINTMENT_EVENTS);

/** The caller's offices only (null scope: every office). */
export const appointmentInScope = (scope: number | null) => (scope === null ? undefined : eq(offices.partnerId, scope));

export interface AppointmentPage {
  orderBy?: (SQL | PgColumn)[];
  limit?: number;
  offset?: number;
}

/** The appointments matching `where` (over the joined tables), oldest start first unless told otherwise. */
export async function readAppointments(
  db: DbOrTx,
  where: SQL | undefined,
  page: AppointmentPage = {},
): Promise<Appointment[]> {
  const query = db
    .select({
      row: appointments,
      officePostName: officePosts.name,
      officeId: offices.id,
      officeName: offices.name,
      partnerId: offices.partnerId,
      serviceName: services.name,
      clientFio: clientFioSql,
      orderNumber: orders.number,
      createdByUserFio: userFio(createdBy),
      deletedByUserFio: userFio(deletedBy),
    })
    .from(appointments)
    .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .leftJoin(createdBy, eq(createdBy.id, appointments.createdByUserId))
    .leftJoin(deletedBy, eq(deletedBy.id, appointments.deletedByUserId))
    .where(where)
    .orderBy(...(page.orderBy ?? [asc(appointments.startAt), asc(appointments.id)]))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset !== undefined) query.offset(page.offset);
  const rows = await query;
  return rows.map(({ row, ...joined }) => {
    const state = row.state as AppointmentState;
    return {
      id: row.id,
      officePostId: row.officePostId,
      officePostName: joined.officePostName,
      partnerOfficeId: joined.officeId,
      officeName: joined.officeName,
      partnerId: joined.partnerId,
      serviceId: row.serviceId,
      serviceName: joined.serviceName,
      startDate: unix(row.startAt),
      endDate: unix(row.endAt),
      title: row.title,
      details: row.details,
      clientId: row.clientId,
      clientFio: row.clientId === null ? null : joined.clientFio,
      phone: row.phone,
      orderId: row.orderId,
      orderNumber: row.orderId === null ? null : joined.orderNumber,
      state,
      stateName: APPOINTMENT_STATE_NAMES[state],
      createdDate: unix(row.createdAt),
      createdByUserFio: row.createdByUserId === null ? null : joined.createdByUserFio,
      deletedDate: row.deletedDate ? unix(row.deletedDate) : null,
      deletedByUserFio: row.deletedByUserId === null ? null : joined.deletedByUserFio,
      allowedActions: appointmentAllowedActions(state),
    };
  });
}

/**
 * The appointment (live or deleted) or ENTITY_NOT_FOUND 'Запись не найдена', also outside the caller's scope;
 * `deleted` narrows to live (false) or deleted (true) ones.
 */
export async function readAppointment(
  db: DbOrTx,
  id: number,
  scope: number | null,
  deleted?: boolean,
): Promise<Appointment> {
  const liveness =
    deleted === undefined
      ? undefined
      : deleted
        ? isNotNull(appointments.deletedDate)
        : isNull(appointments.deletedDate);
  const [item] = await readAppointments(db, and(eq(appointments.id, id), appointmentInScope(scope), liveness));
  if (!item) throw notFound(APPOINTMENT_NOT_FOUND);
  return item;
}

/** The appointment's history, newest first, with who did each action. */
export async function readAppointmentHistory(db: DbOrTx, appointmentId: number): Promise<AppointmentHistoryEntry[]> {
  const rows = await db
    .select({ row: appointmentHistory, userFio: userFio() })
    .from(appointmentHistory)
    .leftJoin(users, eq(users.id, appointmentHistory.userId))
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(desc(appointmentHistory.createdAt), desc(appointmentHistory.id));
  return rows.map(({ row, userFio: fio }) => ({
    id: row.id,
    action: row.action,
    actionName: APPOINTMENT_HISTORY_NAMES[row.action] ?? row.action,
    description: row.description,
    userFio: row.userId === null ? null : fio,
    createdDate: unix(row.createdAt),
  }));
}
