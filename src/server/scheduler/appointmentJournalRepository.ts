import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { Appointment, AppointmentSearchResult } from '../../shared/schemas/scheduler/schedulerAppointments';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { AppError } from '../errors';
import { appointmentInScope, clientFioSql, readAppointments } from './appointmentRead';
import { appointments, officePosts } from './schedulerSchema';

// The appointment lists beside the boards: the journal of deleted appointments by the local
// days of their start, and the paged search (tyre transfers, quick search by title, phone or client). Days are each
// office's own local days; a partner's staff see only their partner's offices.

export const SEARCH_SORT_FIELDS = ['startDate', 'createdDate'] as const;
export const SEARCH_SORT_MESSAGE = 'Сортировка: startDate или createdDate';

/** The appointment's start as a date of its office's zone. */
const localStartDay = sql`(${appointments.startAt} at time zone ${offices.timezone})::date`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function startDays(fromDate: string | undefined, toDate: string | undefined): (SQL | undefined)[] {
  return [
    fromDate === undefined ? undefined : sql`${localStartDay} >= ${fromDate}::date`,
    toDate === undefined ? undefined : sql`${localStartDay} <= ${toDate}::date`,
  ];
}

export interface DeletedJournalFilter {
  fromDate: string;
  toDate: string;
  partnerId?: number;
  partnerOfficeId?: number;
}

/** GET /users/scheduler/appointment_journal_deleted: deleted appointments of the days, latest deletion first. */
export function readDeletedJournal(
  db: DbOrTx,
  filter: DeletedJournalFilter,
  scope: number | null,
): Promise<Appointment[]> {
  return readAppointments(
    db,
    and(
      isNotNull(appointments.deletedDate),
      ...startDays(filter.fromDate, filter.toDate),
      filter.partnerId === undefined ? undefined : eq(offices.partnerId, filter.partnerId),
      filter.partnerOfficeId === undefined ? undefined : eq(offices.id, filter.partnerOfficeId),
      appointmentInScope(scope),
    ),
    { orderBy: [desc(appointments.deletedDate), desc(appointments.id)] },
  );
}

export interface AppointmentSearchFilter {
  offset: number;
  size: number;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  query?: string;
  serviceId?: number;
  partnerId?: number;
  partnerOfficeId?: number;
  fromDate?: string;
  toDate?: string;
}

/** POST /users/scheduler/search: live appointments, paged, by start (default, oldest first) or creation. */
export async function searchAppointments(
  db: DbOrTx,
  filter: AppointmentSearchFilter,
  scope: number | null,
): Promise<AppointmentSearchResult> {
  const sortField = filter.sortField ?? 'startDate';
  if (!(SEARCH_SORT_FIELDS as readonly string[]).includes(sortField)) {
    throw new AppError(400, ERROR_CODES.validation, SEARCH_SORT_MESSAGE, { sortField: SEARCH_SORT_MESSAGE });
  }
  const text = filter.query?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const where = and(
    isNull(appointments.deletedDate),
    pattern
      ? or(
          ilike(appointments.title, pattern),
          ilike(appointments.phone, pattern),
          ilike(clientFioSql, pattern),
          ilike(clients.phoneNumber, pattern),
        )
      : undefined,
    filter.serviceId === undefined ? undefined : eq(appointments.serviceId, filter.serviceId),
    filter.partnerId === undefined ? undefined : eq(offices.partnerId, filter.partnerId),
    filter.partnerOfficeId === undefined ? undefined : eq(offices.id, filter.partnerOfficeId),
    ...startDays(filter.fromDate, filter.toDate),
    appointmentInScope(scope),
  );
  const by = filter.sortOrder === 'DESC' ? desc : asc;
  const column = sortField === 'createdDate' ? appointments.createdAt : appointments.startAt;
  const [items, [{ total }]] = await Promise.all([
    readAppointments(db, where, {
      orderBy: [by(column), by(appointments.id)],
      limit: filter.size,
      offset: filter.offset,
    }),
    db
      .select({ total: count() })
      .from(appointments)
      .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
      .innerJoin(offices, eq(offices.id, officePosts.officeId))
      .leftJoin(clients, eq(clients.id, appointments.clientId))
      .where(where),
  ]);
  return { items, total };
}
