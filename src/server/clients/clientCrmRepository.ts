import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InsuranceLoss, ServiceCard } from '../../shared/schemas/clients/clientExtras';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { clientInsuranceLosses, clientServiceCards, clients } from './clientsSchema';

// The Carmen CRM's rows of a client (insurance losses, service cards), and what the client's extra tabs share:
// the client must exist, and a user is shown by name.

export const CLIENT_NOT_FOUND = 'Клиент не найден';

/** A client the API still shows: a deleted one (deletedDate set) is not found, as GET /v1/clients/{id} says. */
export const liveClient = (clientId: number) => and(eq(clients.id, clientId), isNull(clients.deletedDate));

/** ENTITY_NOT_FOUND unless the client exists and is not deleted. */
export async function requireClient(db: DbOrTx, clientId: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(liveClient(clientId));
  if (!row) throw notFound(CLIENT_NOT_FOUND);
}

/** 'Фамилия Имя Отчество' of a joined users row, or its e-mail when it has no name. */
export const userDisplayName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.middleName})), ''), ${users.email})`;

/** The client's insurance losses, the latest change first. */
export async function listInsuranceLosses(db: DbOrTx, clientId: number): Promise<InsuranceLoss[]> {
  const rows = await db
    .select({
      id: clientInsuranceLosses.id,
      carmenLeadId: clientInsuranceLosses.carmenLeadId,
      maId: clientInsuranceLosses.maId,
      description: clientInsuranceLosses.description,
      updateDateUtc: clientInsuranceLosses.updateDateUtc,
    })
    .from(clientInsuranceLosses)
    .where(eq(clientInsuranceLosses.clientId, clientId))
    .orderBy(sql`${clientInsuranceLosses.updateDateUtc} desc nulls last`, desc(clientInsuranceLosses.id));
  return rows.map(withUnixTimes);
}

/** The client's service cards, the latest-ending first, each with its services. */
export async function listServiceCards(db: DbOrTx, clientId: number): Promise<ServiceCard[]> {
  const rows = await db
    .select()
    .from(clientServiceCards)
    .where(eq(clientServiceCards.clientId, clientId))
    .orderBy(sql`${clientServiceCards.dateTo} desc nulls last`, desc(clientServiceCards.id));
  return rows.map(({ clientId: _client, ...card }) => withUnixTimes(card));
}
