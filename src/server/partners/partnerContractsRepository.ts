import { and, asc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  PARTNER_LEGAL_SERVICE_EXISTS,
  PARTNER_LEGAL_SERVICE_NOT_FOUND,
  type PartnerLegalService,
  type PartnerLegalServiceCreate,
  type PartnerLegalServiceUpdate,
} from '../../shared/schemas/partners/partnerContracts';
import { PARTNER_LEGAL_NOT_FOUND_MESSAGE } from '../../shared/schemas/partners/partnerLegals';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { partnerLegals } from '../invoices/invoicesSchema';
import { services } from '../orders/ordersSchema';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';
import { requirePartner } from './partnersRepository';
import { partnerLegalServices } from './partnersSchema';

// Contracts and fees (partnerLegalServiceId): a legal entity's contract for a service with the platform's fee.

const SERVICE_NOT_FOUND = 'Услуга не найдена';

const selectContracts = (db: DbOrTx) =>
  db
    .select({
      id: partnerLegalServices.id,
      partnerId: partnerLegalServices.partnerId,
      partnerLegalId: partnerLegalServices.partnerLegalId,
      partnerLegalName: partnerLegals.name,
      serviceId: partnerLegalServices.serviceId,
      serviceName: services.name,
      contractNumber: partnerLegalServices.contractNumber,
      contractDate: partnerLegalServices.contractDate,
      feeRate: partnerLegalServices.feeRate,
      feeFixedPart: partnerLegalServices.feeFixedPart,
      createdAt: partnerLegalServices.createdAt,
      deletedDate: partnerLegalServices.deletedDate,
    })
    .from(partnerLegalServices)
    .innerJoin(partnerLegals, eq(partnerLegals.id, partnerLegalServices.partnerLegalId))
    .innerJoin(services, eq(services.id, partnerLegalServices.serviceId));

export async function listPartnerContracts(
  db: DbOrTx,
  partnerId: number,
  showDeleted: boolean,
): Promise<PartnerLegalService[]> {
  await requirePartner(db, partnerId);
  const rows = await selectContracts(db)
    .where(
      and(
        eq(partnerLegalServices.partnerId, partnerId),
        showDeleted ? undefined : isNull(partnerLegalServices.deletedDate),
      ),
    )
    .orderBy(asc(partnerLegals.name), asc(services.name), asc(partnerLegalServices.id));
  return rows.map(withUnixTimes);
}

async function requireContract(db: DbOrTx, id: number) {
  const [row] = await selectContracts(db).where(eq(partnerLegalServices.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(PARTNER_LEGAL_SERVICE_NOT_FOUND);
  return row;
}

const fields = (body: PartnerLegalServiceUpdate) => ({
  contractNumber: body.contractNumber ?? null,
  contractDate: body.contractDate ?? null,
  feeRate: body.feeRate ?? null,
  feeFixedPart: body.feeFixedPart ?? null,
});

export async function createPartnerContract(
  db: Db,
  body: PartnerLegalServiceCreate,
  actorUserId: number | null,
): Promise<PartnerLegalService> {
  return db.transaction(async (tx) => {
    const [legal] = await tx
      .select({ id: partnerLegals.id, partnerId: partnerLegals.partnerId })
      .from(partnerLegals)
      .where(and(eq(partnerLegals.id, body.partnerLegalId), isNull(partnerLegals.deletedDate)));
    if (!legal || !isInScope(legal.partnerId)) throw notFound(PARTNER_LEGAL_NOT_FOUND_MESSAGE);
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, body.serviceId), isNull(services.deletedDate)));
    if (!service) throw notFound(SERVICE_NOT_FOUND);
    const [row] = await tx
      .insert(partnerLegalServices)
      .values({ partnerId: legal.partnerId, partnerLegalId: legal.id, serviceId: service.id, ...fields(body) })
      .onConflictDoNothing()
      .returning({ id: partnerLegalServices.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, PARTNER_LEGAL_SERVICE_EXISTS, {
        serviceId: PARTNER_LEGAL_SERVICE_EXISTS,
      });
    const created = await requireContract(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_legal_service',
      entityId: row.id,
      action: 'create',
      partnerId: legal.partnerId,
      after: created,
    });
    return withUnixTimes(created);
  });
}

export async function updatePartnerContract(
  db: Db,
  id: number,
  body: PartnerLegalServiceUpdate,
  actorUserId: number | null,
): Promise<PartnerLegalService> {
  return db.transaction(async (tx) => {
    const before = await requireContract(tx, id);
    await tx.update(partnerLegalServices).set(fields(body)).where(eq(partnerLegalServices.id, id));
    const after = await requireContract(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_legal_service',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return withUnixTimes(after);
  });
}

export async function setPartnerContractDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<PartnerLegalService> {
  const after = await setSoftDeleted(db, {
    table: partnerLegalServices,
    entity: 'partner_legal_service',
    id,
    deleted,
    actorUserId,
    read: requireContract,
    partnerId: (row) => row.partnerId,
  });
  return withUnixTimes(after);
}
