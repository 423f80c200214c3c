import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { Client } from '../../shared/schemas/clients/clientEntity';
import type { DbOrTx } from '../db/db';
import { preparedQuery } from '../db/prepared';
import { partners, refValues, users } from '../db/schema';
import { clients } from './clientsSchema';

// Client lookups and writes. A deleted client (deletedDate set) is hidden from every lookup here;
// its row stays, so its orders, bonus history and vehicles keep their owner.

export type ClientRow = typeof clients.$inferSelect;
/** What a create or an update writes. */
export type ClientValues = Partial<typeof clients.$inferInsert>;

/** The most a name search answers; a longer list would not help the operator pick anyone. */
export const NAME_SEARCH_LIMIT = 100;

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);
const fullName = (...parts: (string | null)[]) => parts.filter((p) => p?.trim()).join(' ') || null;

const clientColumns = {
  client: clients,
  partnerName: partners.name,
  statusRefValueName: refValues.name,
  creator: { lastName: users.lastName, firstName: users.firstName, middleName: users.middleName },
};

function selectClients(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(clientColumns)
    .from(clients)
    .leftJoin(partners, eq(partners.id, clients.partnerId))
    .leftJoin(refValues, eq(refValues.id, clients.statusRefValueId))
    .leftJoin(users, eq(users.id, clients.createdByUserId))
    .where(and(isNull(clients.deletedDate), where));
}

type Selected = Awaited<ReturnType<typeof selectClients>>[number];

function toClient({ client: c, partnerName, statusRefValueName, creator }: Selected): Client {
  return {
    id: c.id,
    lastName: c.lastName,
    firstName: c.firstName,
    middleName: c.middleName,
    createdDate: toUnix(c.createdAt),
    statusRefValueId: c.statusRefValueId,
    statusRefValueName,
    createdByUserName: creator ? fullName(creator.lastName, creator.firstName, creator.middleName) : null,
    dateOfBirth: c.dateOfBirth,
    genderRefValueId: c.genderRefValueId,
    partnerName,
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

const clientById = preparedQuery('client_by_id', (db) => selectClients(db, eq(clients.id, sql.placeholder('id'))));

/** The client as GET /v1/clients/{id} answers it, or null when there is none or it is deleted. */
export async function getClient(db: DbOrTx, id: number): Promise<Client | null> {
  const [row] = await clientById(db).execute({ id });
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
