import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  OFFICE_REF_VALUE_IDS,
  OFFICE_SERVICE_EXISTS,
  OFFICE_SERVICE_NOT_FOUND,
  type OfficeDomain,
  type OfficePriceList,
  type OfficeRefValue,
  type OfficeService,
} from '../../shared/schemas/offices';
import { recordAudit } from '../audit/auditJournal';
import { isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { offices, refValues } from '../db/schema';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { officeDomains, officeRefValues, officeServices } from '../partners/partnersSchema';
import { priceLists } from '../pricing/pricingSchema';
import { requireOffice } from './officesRepository';

// What an office is bound to: its services (with a price list each), its site domains and its attributes (reference
// values 10, 15, 56). Each change is journaled under the office's partner.

const SERVICE_NOT_FOUND = 'Услуга не найдена';
const PRICE_LIST_NOT_FOUND = 'Прайс-лист не найден';

function selectServices(db: DbOrTx) {
  return db
    .select({
      id: officeServices.id,
      serviceOfficeId: officeServices.officeId,
      serviceId: officeServices.serviceId,
      serviceName: services.name,
      available: officeServices.available,
      priceListId: officeServices.priceListId,
      priceListName: priceLists.name,
      partnerId: offices.partnerId,
    })
    .from(officeServices)
    .innerJoin(services, eq(services.id, officeServices.serviceId))
    .innerJoin(offices, eq(offices.id, officeServices.officeId))
    .leftJoin(priceLists, eq(priceLists.id, officeServices.priceListId));
}

const publicService = ({ partnerId: _partner, ...service }: OfficeService & { partnerId: number }): OfficeService =>
  service;

export async function listOfficeServices(db: DbOrTx, officeId: number): Promise<OfficeService[]> {
  await requireOffice(db, officeId);
  const rows = await selectServices(db)
    .where(eq(officeServices.officeId, officeId))
    .orderBy(asc(services.name), asc(officeServices.id));
  return rows.map(publicService);
}

async function requireOfficeService(db: DbOrTx, id: number) {
  const [row] = await selectServices(db).where(eq(officeServices.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(OFFICE_SERVICE_NOT_FOUND);
  return row;
}

/** A price list must be a live one of the office's partner. */
async function checkPriceList(db: DbOrTx, partnerId: number, priceListId: number | null) {
  if (priceListId === null) return;
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.id, priceListId), eq(priceLists.partnerId, partnerId), isNull(priceLists.deletedDate)));
  if (!row) throw notFound(PRICE_LIST_NOT_FOUND);
}

/** Binds a service to the office; a second binding of the same service is BINDING_ALREADY_EXISTS (409). */
export async function createOfficeService(
  db: Db,
  officeId: number,
  body: { serviceId: number; available: boolean; priceListId: number | null },
  actorUserId: number | null,
): Promise<OfficeService> {
  return db.transaction(async (tx) => {
    const office = await requireOffice(tx, officeId);
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, body.serviceId), isNull(services.deletedDate)));
    if (!service) throw notFound(SERVICE_NOT_FOUND);
    await checkPriceList(tx, office.partnerId, body.priceListId);
    const [row] = await tx
      .insert(officeServices)
      .values({ officeId, ...body })
      .onConflictDoNothing()
      .returning({ id: officeServices.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, OFFICE_SERVICE_EXISTS, { serviceId: OFFICE_SERVICE_EXISTS });
    const created = await requireOfficeService(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_service',
      entityId: row.id,
      action: 'create',
      partnerId: office.partnerId,
      after: created,
    });
    return publicService(created);
  });
}

export async function updateOfficeService(
  db: Db,
  id: number,
  body: { available: boolean; priceListId: number | null },
  actorUserId: number | null,
): Promise<OfficeService> {
  return db.transaction(async (tx) => {
    const before = await requireOfficeService(tx, id);
    await checkPriceList(tx, before.partnerId, body.priceListId);
    await tx.update(officeServices).set(body).where(eq(officeServices.id, id));
    const after = await requireOfficeService(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_service',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return publicService(after);
  });
}

/** Unbinds the service and answers the binding as it was. */
export async function deleteOfficeService(db: Db, id: number, actorUserId: number | null): Promise<OfficeService> {
  return db.transaction(async (tx) => {
    const before = await requireOfficeService(tx, id);
    await tx.delete(officeServices).where(eq(officeServices.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_service',
      entityId: id,
      action: 'delete',
      partnerId: before.partnerId,
      before,
    });
    return publicService(before);
  });
}

export async function listOfficeDomains(db: DbOrTx, officeId: number): Promise<OfficeDomain[]> {
  await requireOffice(db, officeId);
  return db
    .select({ id: officeDomains.id, officeId: officeDomains.officeId, domain: officeDomains.domain })
    .from(officeDomains)
    .where(eq(officeDomains.officeId, officeId))
    .orderBy(asc(officeDomains.domain));
}

/** The office's domains become exactly `domains` (duplicates dropped): the removed ones go, the new ones come. */
export async function saveOfficeDomains(
  db: Db,
  officeId: number,
  domains: string[],
  actorUserId: number | null,
): Promise<OfficeDomain[]> {
  const wanted = [...new Set(domains)];
  return db.transaction(async (tx) => {
    const office = await requireOffice(tx, officeId);
    const before = await listOfficeDomains(tx, officeId);
    const gone = before.filter((d) => !wanted.includes(d.domain)).map((d) => d.id);
    if (gone.length > 0) await tx.delete(officeDomains).where(inArray(officeDomains.id, gone));
    if (wanted.length > 0)
      await tx
        .insert(officeDomains)
        .values(wanted.map((domain) => ({ officeId, domain })))
        .onConflictDoNothing();
    const after = await listOfficeDomains(tx, officeId);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_domains',
      entityId: officeId,
      action: 'update',
      partnerId: office.partnerId,
      before: before.map((d) => d.domain),
      after: after.map((d) => d.domain),
    });
    return after;
  });
}

/** The list of unique domains of the offices the caller sees (the domain field's suggestions). */
export async function listUniqueDomains(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ domain: officeDomains.domain })
    .from(officeDomains)
    .innerJoin(offices, eq(offices.id, officeDomains.officeId))
    .where(ownedByScope(offices.partnerId))
    .orderBy(asc(officeDomains.domain));
  return rows.map((r) => r.domain);
}

/** The office attributes 10, 15 and 56, each with whether the office carries it. */
export async function listOfficeRefValues(db: DbOrTx, officeId: number): Promise<OfficeRefValue[]> {
  await requireOffice(db, officeId);
  const held = await db
    .select({ refValueId: officeRefValues.refValueId })
    .from(officeRefValues)
    .where(eq(officeRefValues.officeId, officeId));
  const values = await db
    .select({ id: refValues.id, name: refValues.name })
    .from(refValues)
    .where(inArray(refValues.id, [...OFFICE_REF_VALUE_IDS]))
    .orderBy(asc(refValues.sort), asc(refValues.id));
  return values.map((v) => ({ refValueId: v.id, name: v.name, checked: held.some((h) => h.refValueId === v.id) }));
}

export async function saveOfficeRefValues(
  db: Db,
  officeId: number,
  refValueIds: number[],
  actorUserId: number | null,
): Promise<OfficeRefValue[]> {
  const wanted = [...new Set(refValueIds)];
  return db.transaction(async (tx) => {
    const office = await requireOffice(tx, officeId);
    const before = await listOfficeRefValues(tx, officeId);
    await tx.delete(officeRefValues).where(eq(officeRefValues.officeId, officeId));
    if (wanted.length > 0)
      await tx.insert(officeRefValues).values(wanted.map((refValueId) => ({ officeId, refValueId })));
    const after = await listOfficeRefValues(tx, officeId);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_ref_values',
      entityId: officeId,
      action: 'update',
      partnerId: office.partnerId,
      before: before.filter((v) => v.checked).map((v) => v.refValueId),
      after: after.filter((v) => v.checked).map((v) => v.refValueId),
    });
    return after;
  });
}

/** The live price lists of the office's partner for the service: the choice of an office service's price list. */
export async function listOfficePriceLists(
  db: DbOrTx,
  officeId: number,
  serviceId: number,
): Promise<OfficePriceList[]> {
  const office = await requireOffice(db, officeId);
  return db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.partnerId, office.partnerId),
        eq(priceLists.serviceId, serviceId),
        isNull(priceLists.deletedDate),
      ),
    )
    .orderBy(asc(priceLists.name), asc(priceLists.id));
}
