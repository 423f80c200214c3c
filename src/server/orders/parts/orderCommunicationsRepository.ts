import { and, asc, count, desc, eq, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { REF_IDS } from '../../../shared/referenceIds';
import { RU_DATE, RU_DATE_TIME } from '../../../shared/schemas/fields/dates';
import type {
  ExpiredCommunication,
  ExpiredCommunicationGroup,
  OrderCommunication,
  OrderCommunicationCreate,
} from '../../../shared/schemas/orders/orderParts';
import { NO_OFFICE_ID } from '../../../shared/schemas/orders/orderParts';
import { clients } from '../../clients/clientsSchema';
import type { Db, DbOrTx } from '../../db/db';
import { offices, refValues, users } from '../../db/schema';
import { notFound } from '../../errors';
import { invalidField, requireRefValue } from '../../references/refValueLookup';
import { userFio } from '../../users/userFio';
import { liveOrder, requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { orderInScope } from '../orderScope';
import { CLOSED_STATUSES } from '../ordersRepository';
import { orderCommunications, orders } from '../ordersSchema';

// Contacts with the client about an order: what was said, and when to call next.
// The newest live contact of an order is its last one (isLast); an open order whose last contact's next date has
// passed is overdue, and /contacts/expired counts those per office and contact type.

export const COMMUNICATION_NOT_FOUND = 'Контакт не найден';
const NO_OFFICE_NAME = 'Без офиса';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

async function selectCommunications(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({
      id: orderCommunications.id,
      orderId: orderCommunications.orderId,
      typeRefValueId: orderCommunications.typeRefValueId,
      typeRefValueName: refValues.name,
      note: orderCommunications.note,
      nextContactDate: orderCommunications.nextContactDate,
      nextNote: orderCommunications.nextNote,
      userId: orderCommunications.userId,
      userFio: userFio(),
      createdAt: orderCommunications.createdAt,
      deletedDate: orderCommunications.deletedDate,
    })
    .from(orderCommunications)
    .leftJoin(refValues, eq(refValues.id, orderCommunications.typeRefValueId))
    .leftJoin(users, eq(users.id, orderCommunications.userId))
    .where(where)
    .orderBy(desc(orderCommunications.createdAt), desc(orderCommunications.id));
  return rows.map(({ userId, userFio: fio, nextContactDate, createdAt, deletedDate, ...row }) => ({
    ...row,
    userFio: userId === null ? null : fio,
    nextContactDate: nextContactDate ? unix(nextContactDate) : null,
    createdDate: unix(createdAt),
    deletedDate: deletedDate ? unix(deletedDate) : null,
  }));
}

/** The order's contacts, newest first (removed ones only with showDeleted); the newest live one isLast. */
export async function listOrderCommunications(
  db: DbOrTx,
  orderId: number,
  showDeleted = false,
): Promise<OrderCommunication[]> {
  await requireOrder(db, orderId);
  const rows = await selectCommunications(
    db,
    and(eq(orderCommunications.orderId, orderId), showDeleted ? undefined : isNull(orderCommunications.deletedDate)),
  );
  const lastId = rows.find((r) => r.deletedDate === null)?.id;
  return rows.map((r) => ({ ...r, isLast: r.id === lastId }));
}

/** 'DD.MM.YYYY HH:mm' (or a bare date: its midnight) in the order's zone. */
function parseNextContact(text: string, zone: string): Date {
  for (const format of [RU_DATE_TIME, RU_DATE]) {
    const date = DateTime.fromFormat(text.trim(), format, { zone });
    if (date.isValid) return date.toJSDate();
  }
  throw invalidField('nextContactDate', 'Ошибка ввода даты');
}

/** Records a contact; allowed on a held or archived order (it reports on the order, it does not change it). */
export async function createOrderCommunication(
  db: Db,
  input: OrderCommunicationCreate,
  userId: number | null,
): Promise<OrderCommunication> {
  const id = await db.transaction(async (tx) => {
    await requireOrder(tx, input.orderId);
    const [order] = await tx.select({ timezone: orders.timezone }).from(orders).where(liveOrder(input.orderId));
    const typeName = await requireRefValue(
      tx,
      REF_IDS.communicationType,
      input.typeRefValueId,
      'typeRefValueId',
      'Неизвестный тип контакта',
    );
    const next = input.nextContactDate ? parseNextContact(input.nextContactDate, order.timezone) : null;
    const [row] = await tx
      .insert(orderCommunications)
      .values({
        orderId: input.orderId,
        typeRefValueId: input.typeRefValueId,
        note: input.note,
        nextContactDate: next,
        nextNote: next ? (input.nextNote ?? null) : null,
        userId,
      })
      .returning({ id: orderCommunications.id });
    const nextText = next ? `, следующий — ${input.nextContactDate}` : '';
    await logOrderChange(
      tx,
      input.orderId,
      userId,
      'communication_added',
      `Контакт с клиентом: ${typeName}${nextText}`,
      { communicationId: row.id },
    );
    return row.id;
  });
  const [created] = await selectCommunications(db, eq(orderCommunications.id, id));
  return { ...created, isLast: true };
}

/** Removes a contact (soft); the one before it becomes the last. */
export async function deleteOrderCommunication(db: Db, id: number, userId: number | null): Promise<OrderCommunication> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ orderId: orderCommunications.orderId, typeName: refValues.name })
      .from(orderCommunications)
      .innerJoin(refValues, eq(refValues.id, orderCommunications.typeRefValueId))
      .where(and(eq(orderCommunications.id, id), isNull(orderCommunications.deletedDate)));
    if (!row) throw notFound(COMMUNICATION_NOT_FOUND);
    await requireEditableOrder(tx, row.orderId, userId, { forUpdate: true });
    await tx.update(orderCommunications).set({ deletedDate: new Date() }).where(eq(orderCommunications.id, id));
    await logOrderChange(
      tx,
      row.orderId,
      userId,
      'communication_deleted',
      `Удалён контакт с клиентом: ${row.typeName}`,
      { communicationId: id },
    );
  });
  const [deleted] = await selectCommunications(db, eq(orderCommunications.id, id));
  return { ...deleted, isLast: false };
}

/** Each open order's last live contact, when its next date is before `now`. */
function overdueLastContacts(db: DbOrTx, now: Date) {
  const last = db.$with('last_contact').as(
    db
      .selectDistinctOn([orderCommunications.orderId], {
        id: orderCommunications.id,
        orderId: orderCommunications.orderId,
        typeRefValueId: orderCommunications.typeRefValueId,
        nextContactDate: orderCommunications.nextContactDate,
        nextNote: orderCommunications.nextNote,
        userId: orderCommunications.userId,
      })
      .from(orderCommunications)
      .where(isNull(orderCommunications.deletedDate))
      .orderBy(orderCommunications.orderId, desc(orderCommunications.createdAt), desc(orderCommunications.id)),
  );
  const open = and(
    isNull(orders.deletedDate),
    notInArray(orders.statusRefValueId, CLOSED_STATUSES),
    lt(last.nextContactDate, now),
  );
  return { last, open };
}

/** /contacts/expired: overdue orders counted per office and contact type, by office name then type. */
export async function listExpiredGroups(db: DbOrTx, now = new Date()): Promise<ExpiredCommunicationGroup[]> {
  const { last, open } = overdueLastContacts(db, now);
  const rows = await db
    .with(last)
    .select({
      officeId: orders.officeId,
      officeName: offices.name,
      typeRefValueId: last.typeRefValueId,
      typeRefValueName: refValues.name,
      count: count(),
    })
    .from(last)
    .innerJoin(orders, eq(orders.id, last.orderId))
    .innerJoin(refValues, eq(refValues.id, last.typeRefValueId))
    .leftJoin(offices, eq(offices.id, orders.officeId))
    .where(and(open, orderInScope()))
    .groupBy(orders.officeId, offices.name, last.typeRefValueId, refValues.name, refValues.sort)
    .orderBy(sql`${offices.name} asc nulls last`, sql`${refValues.sort} asc nulls last`, asc(refValues.name));
  return rows.map((r) => ({ ...r, officeName: r.officeName ?? NO_OFFICE_NAME }));
}

const clientFio = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;

/** /contacts/expired/{office}/{type}: the overdue contacts themselves, the longest overdue first. */
export async function listExpiredByType(
  db: DbOrTx,
  typeRefValueId: number,
  officeId: number,
  now = new Date(),
): Promise<ExpiredCommunication[]> {
  const { last, open } = overdueLastContacts(db, now);
  const office = officeId === NO_OFFICE_ID ? isNull(orders.officeId) : eq(orders.officeId, officeId);
  const rows = await db
    .with(last)
    .select({
      id: last.id,
      orderId: last.orderId,
      orderNumber: orders.number,
      timezone: orders.timezone,
      clientFio,
      clientPhone: clients.phoneNumber,
      typeRefValueName: refValues.name,
      nextContactDate: last.nextContactDate,
      nextNote: last.nextNote,
      userId: last.userId,
      userFio: userFio(),
    })
    .from(last)
    .innerJoin(orders, eq(orders.id, last.orderId))
    .innerJoin(refValues, eq(refValues.id, last.typeRefValueId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, last.userId))
    .where(and(open, eq(last.typeRefValueId, typeRefValueId), office, orderInScope()))
    .orderBy(asc(last.nextContactDate), asc(last.id));
  return rows.map(({ userId, userFio: fio, nextContactDate, ...r }) => ({
    ...r,
    userFio: userId === null ? null : fio,
    nextContactDate: unix(nextContactDate!),
  }));
}
