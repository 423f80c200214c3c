import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  NOT_CORPORATE_PARTNER,
  OFFICE_CORPORATE_PARTNER_EXISTS,
  OFFICE_CORPORATE_PARTNER_NOT_FOUND,
  type OfficeCorporatePartner,
  PARTNER_CLIENT_EXISTS,
  PARTNER_CLIENT_NOT_FOUND,
  type PartnerClient,
} from '../../shared/schemas/partners/partnerBindings';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import { clients } from '../clients/clientsSchema';
import type { Db, DbOrTx } from '../db/db';
import { offices, partners } from '../db/schema';
import { AppError, notFound } from '../errors';
import { requireOffice } from '../offices/officesRepository';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';
import { requirePartner } from './partnersRepository';
import { officeCorporatePartners, partnerClients } from './partnersSchema';

// Corporate executors (an office serves a corporate client: bound, deleted softly, restored) and affiliated clients
// (a client bound to a partner, unbound by deleting the binding). Both belong to the office's or partner's owner.

const CLIENT_NOT_FOUND = 'Клиент не найден';
const PARTNER_NOT_FOUND = 'Партнёр не найден';

const corporateColumns = {
  id: officeCorporatePartners.id,
  officeId: officeCorporatePartners.officeId,
  corporatePartnerId: officeCorporatePartners.corporatePartnerId,
  corporatePartnerName: partners.name,
  createdAt: officeCorporatePartners.createdAt,
  deletedDate: officeCorporatePartners.deletedDate,
  ownerPartnerId: offices.partnerId,
};
const selectCorporate = (db: DbOrTx) =>
  db
    .select(corporateColumns)
    .from(officeCorporatePartners)
    .innerJoin(partners, eq(partners.id, officeCorporatePartners.corporatePartnerId))
    .innerJoin(offices, eq(offices.id, officeCorporatePartners.officeId));
const publicCorporate = ({ ownerPartnerId: _owner, ...row }: OfficeCorporatePartnerRow): OfficeCorporatePartner =>
  withUnixTimes(row);
type OfficeCorporatePartnerRow = Awaited<ReturnType<ReturnType<typeof selectCorporate>['where']>>[number];

export async function listOfficeCorporatePartners(
  db: DbOrTx,
  officeId: number,
  showDeleted: boolean,
): Promise<OfficeCorporatePartner[]> {
  await requireOffice(db, officeId);
  const rows = await selectCorporate(db)
    .where(
      and(
        eq(officeCorporatePartners.officeId, officeId),
        showDeleted ? undefined : isNull(officeCorporatePartners.deletedDate),
      ),
    )
    .orderBy(asc(partners.name), asc(officeCorporatePartners.id));
  return rows.map(publicCorporate);
}

async function requireCorporate(db: DbOrTx, id: number) {
  const [row] = await selectCorporate(db).where(eq(officeCorporatePartners.id, id));
  if (!row || !isInScope(row.ownerPartnerId)) throw notFound(OFFICE_CORPORATE_PARTNER_NOT_FOUND);
  return row;
}

/** Binds a corporate client to the office; a binding that exists (even deleted) is BINDING_ALREADY_EXISTS. */
export async function createOfficeCorporatePartner(
  db: Db,
  officeId: number,
  corporatePartnerId: number,
  actorUserId: number | null,
): Promise<OfficeCorporatePartner> {
  return db.transaction(async (tx) => {
    const office = await requireOffice(tx, officeId);
    // The corporate client is another partner, referred to, not owned: any live one may be chosen.
    const [corporate] = await tx
      .select({ id: partners.id, isCorporateClient: partners.isCorporateClient })
      .from(partners)
      .where(and(eq(partners.id, corporatePartnerId), isNull(partners.deletedDate)));
    if (!corporate) throw notFound(PARTNER_NOT_FOUND);
    if (!corporate.isCorporateClient)
      throw new AppError(400, ERROR_CODES.validation, NOT_CORPORATE_PARTNER, {
        corporatePartnerId: NOT_CORPORATE_PARTNER,
      });
    const [row] = await tx
      .insert(officeCorporatePartners)
      .values({ officeId, corporatePartnerId })
      .onConflictDoNothing()
      .returning({ id: officeCorporatePartners.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, OFFICE_CORPORATE_PARTNER_EXISTS, {
        corporatePartnerId: OFFICE_CORPORATE_PARTNER_EXISTS,
      });
    const created = await requireCorporate(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_corporate_partner',
      entityId: row.id,
      action: 'create',
      partnerId: office.partnerId,
      after: created,
    });
    return publicCorporate(created);
  });
}

export async function setOfficeCorporatePartnerDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<OfficeCorporatePartner> {
  const after = await setSoftDeleted(db, {
    table: officeCorporatePartners,
    entity: 'office_corporate_partner',
    id,
    deleted,
    actorUserId,
    read: requireCorporate,
    partnerId: (row) => row.ownerPartnerId,
  });
  return publicCorporate(after);
}

const clientName = sql<string>`trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName}))`;
const selectClients = (db: DbOrTx) =>
  db
    .select({
      id: partnerClients.id,
      partnerId: partnerClients.partnerId,
      clientId: partnerClients.clientId,
      clientName,
      phoneNumber: clients.phoneNumber,
      createdAt: partnerClients.createdAt,
    })
    .from(partnerClients)
    .innerJoin(clients, eq(clients.id, partnerClients.clientId));

export async function listPartnerClients(db: DbOrTx, partnerId: number): Promise<PartnerClient[]> {
  await requirePartner(db, partnerId);
  const rows = await selectClients(db)
    .where(eq(partnerClients.partnerId, partnerId))
    .orderBy(asc(clients.lastName), asc(partnerClients.id));
  return rows.map(withUnixTimes);
}

/** Binds the client to the partner; a second binding is BINDING_ALREADY_EXISTS. */
export async function bindPartnerClient(
  db: Db,
  partnerId: number,
  clientId: number,
  actorUserId: number | null,
): Promise<PartnerClient> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.deletedDate)));
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    const [row] = await tx
      .insert(partnerClients)
      .values({ partnerId, clientId })
      .onConflictDoNothing()
      .returning({ id: partnerClients.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, PARTNER_CLIENT_EXISTS, { clientId: PARTNER_CLIENT_EXISTS });
    const [bound] = await selectClients(tx).where(eq(partnerClients.id, row.id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_client',
      entityId: row.id,
      action: 'bind',
      partnerId,
      after: bound,
    });
    return withUnixTimes(bound);
  });
}

/** Unbinds; answers the binding as it was. */
export async function unbindPartnerClient(db: Db, id: number, actorUserId: number | null): Promise<PartnerClient> {
  return db.transaction(async (tx) => {
    const [binding] = await selectClients(tx).where(eq(partnerClients.id, id));
    if (!binding || !isInScope(binding.partnerId)) throw notFound(PARTNER_CLIENT_NOT_FOUND);
    await tx.delete(partnerClients).where(eq(partnerClients.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_client',
      entityId: id,
      action: 'unbind',
      partnerId: binding.partnerId,
      before: binding,
    });
    return withUnixTimes(binding);
  });
}
