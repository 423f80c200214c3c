import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { Client } from '../../shared/schemas/clients/clientEntity';
import type { Db, DbOrTx } from '../db/db';
import { preparedRawSelect } from '../db/prepared';
import { partners, refValues, users } from '../db/schema';
import { clients } from './clientsSchema';

// Client lookups and writes. A deleted client (deletedDate set) is hidden from every lookup here;
// its row stays, so its orders, bonus history and vehicles keep their owner.

export type ClientRow = typeof clients.$inferSelect;
/** What a create or an update writes. */
export type ClientValues = Partial<typeof clients.$inferInsert>;

/** The most a name search answers; a longer list would not help the operator pick anyone. */
export const NAME_SEARCH_LIMIT = 100;

/** `column` of the row whose `idColumn` equals `id`, as a scalar subquery. */
const nameOf = (column: AnyPgColumn, idColumn: AnyPgColumn, id: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${idColumn.table} where ${idColumn} = ${id})`;

/** The creator's full name: the non-blank parts of it joined by a space, or null. */
const part = (column: AnyPgColumn) => sql`case when btrim(${column}) <> '' then ${column} end`;
const creatorName = sql<
  string | null
>`(select nullif(concat_ws(' ', ${part(users.lastName)}, ${part(users.firstName)}, ${part(users.middleName)}), '') from ${users} where ${users.id} = ${clients.createdByUserId})`;

// The card's columns only, and the partner's, status's and creator's names as scalar subqueries: a client is read
// by its key, and three key lookups cost PostgreSQL less than the merge join with a sort it plans for left joins of
// these small tables (a fifth less time per card with pgbench on the demo data). The creation time and the birth
// date are cast to what both drivers read alike, for the card read past Drizzle (getClient).
const clientColumns = {
  id: clients.id,
  lastName: clients.lastName,
  firstName: clients.firstName,
  middleName: clients.middleName,
  createdDate: sql<number>`floor(extract(epoch from ${clients.createdAt}))::float8`,
  statusRefValueId: clients.statusRefValueId,
  statusRefValueName: nameOf(refValues.name, refValues.id, clients.statusRefValueId),
  createdByUserName: creatorName,
  dateOfBirth: sql<string | null>`${clients.dateOfBirth}::text`,
  genderRefValueId: clients.genderRefValueId,
  partnerName: nameOf(partners.name, partners.id, clients.partnerId),
  bonus: clients.bonus,
  suppressMessageToTelegramChat: clients.suppressMessageToTelegramChat,
  suppressSms: clients.suppressSms,
  phoneNumber: clients.phoneNumber,
  address: clients.address,
  email: clients.email,
  contactPhoneNumber1: clients.contactPhoneNumber1,
  contactPhoneNumber2: clients.contactPhoneNumber2,
  passportSeries: clients.passportSeries,
  passportNumber: clients.passportNumber,
  passportIssuedDate: clients.passportIssuedDate,
  passportIssued: clients.passportIssued,
  passportIssuedCode: clients.passportIssuedCode,
  snils: clients.snils,
  drivingLicense: clients.drivingLicense,
};

function selectClients(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(clientColumns)
    .from(clients)
    .where(and(isNull(clients.deletedDate), where));
}

type Selected = Awaited<ReturnType<typeof selectClients>>[number];

function toClient(c: Selected): Client {
  return {
    id: c.id,
    lastName: c.lastName,
    firstName: c.firstName,
    middleName: c.middleName,
    createdDate: c.createdDate,
    statusRefValueId: c.statusRefValueId,
    statusRefValueName: c.statusRefValueName,
    createdByUserName: c.createdByUserName,
    dateOfBirth: c.dateOfBirth,
    genderRefValueId: c.genderRefValueId,
    partnerName: c.partnerName,
    bonus: c.bonus,
    suppressMessageToTelegramChat: c.suppressMessageToTelegramChat,
    suppressSms: c.suppressSms,
    phoneNumber: c.phoneNumber,
    address: c.address,
    email: c.email,
    contactPhoneNumber1: c.contactPhoneNumber1,
    contactPhoneNumber2: c.contactPhoneNumber2,
    passportSeries: c.passportSeries,
    passportNumber: c.passportNumber,
    passportIssuedDate: c.passportIssuedDate,
    passportIssued: c.passportIssued,
    passportIssuedCode: c.passportIssuedCode,
    snils: c.snils,
    drivingLicense: c.drivingLicense,
    isBlocked: c.statusRefValueId === REF_VALUE_IDS.clientBlocked,
  };
}

const clientById = preparedRawSelect<Selected>('client_by_id', Object.keys(clientColumns) as (keyof Selected)[], (db) =>
  selectClients(db, eq(clients.id, sql.placeholder('id'))),
);

/** The client as GET /v1/clients/{id} answers it, or null when there is none or it is deleted. */
export async function getClient(db: Db, id: number): Promise<Client | null> {
  const [row] = await clientById(db, { id });
  return row ? toClient(row) : null;
}

/** The live client with this normalised phone ('+79161234567' form), or null. */
export async function findClientByPhone(db: DbOrTx, phoneNumber: string): Promise<Client | null> {
  const [row] = await selectClients(db, eq(clients.phoneNumber, phoneNumber));
  return row ? toClient(row) : null;
}

/** The stored row of a live client (what an update compares with), or null. */
export async function getClientRow(db: DbOrTx, id: number): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedDate)));
  return row ?? null;
}

/**
 * Who holds this phone, deleted or not: the phone stays unique across every client row (the database's unique
 * index), so a deleted client's number cannot be given to a new one.
 */
/** The live client with this phone, if any: a deleted client's number is free for a new client. */
export async function phoneHolder(db: DbOrTx, phoneNumber: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.phoneNumber, phoneNumber), isNull(clients.deletedDate)));
  return row ?? null;
}

/** Live clients whose first and last names are these, ignoring case; sorted by full name. */
export async function searchClientsByName(
  db: DbOrTx,
  firstName: string,
  lastName: string,
  limit = NAME_SEARCH_LIMIT,
): Promise<Client[]> {
  const rows = await selectClients(
    db,
    and(
      eq(sql`lower(${clients.lastName})`, lastName.toLowerCase()),
      eq(sql`lower(${clients.firstName})`, firstName.toLowerCase()),
    ),
  )
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.middleName), asc(clients.id))
    .limit(limit);
  return rows.map(toClient);
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<number> {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  return row.id;
}

/** Writes the values to a live client; false when there is none. */
export async function updateClient(db: DbOrTx, id: number, values: ClientValues): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.id, id), isNull(clients.deletedDate)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** Marks a live client deleted; null when there is none (unknown or already deleted). */
export async function softDeleteClient(
  db: DbOrTx,
  id: number,
  at = new Date(),
): Promise<{ id: number; deletedDate: Date } | null> {
  const [row] = await db
    .update(clients)
    .set({ deletedDate: at })
    .where(and(eq(clients.id, id), isNull(clients.deletedDate)))
    .returning({ id: clients.id, deletedDate: clients.deletedDate });
  return row ? { id: row.id, deletedDate: row.deletedDate! } : null;
}

/** True when `id` is a live value of the reference book `refId` (gender 52, client status 27). */
export async function isRefValueOf(db: DbOrTx, refId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ refId: refValues.refId })
    .from(refValues)
    .where(and(eq(refValues.id, id), isNull(refValues.deletedDate)));
  return row?.refId === refId;
}
