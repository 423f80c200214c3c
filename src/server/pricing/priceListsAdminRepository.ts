import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  OFFICE_OF_OTHER_PARTNER,
  PRICE_LIST_NOT_FOUND,
  type PriceListCreate,
  type PriceListRow,
  type PriceListUpdate,
} from '../../shared/schemas/pricing/priceLists';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { offices, partners } from '../db/schema';
import { AppError, notFound } from '../errors';
import { geoRegions } from '../evacuation/evacuationSchema';
import { services } from '../orders/ordersSchema';
import { requirePartner } from '../partners/partnersRepository';
import { positions, priceListItems, priceListRegions, priceLists } from './pricingSchema';

// The price-list screens' lists: GET /price_lists, one list, create, edit, soft delete and restore. A partner's staff
// see and change only their partner's lists (another partner's answers 404) and create only in their own partner.

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

async function selectRows(db: DbOrTx, where: SQL | undefined): Promise<PriceListRow[]> {
  const itemCounts = db
    .select({ priceListId: priceListItems.priceListId, itemCount: count().as('item_count') })
    .from(priceListItems)
    .innerJoin(positions, eq(positions.id, priceListItems.positionId))
    .where(and(isNull(priceListItems.deletedDate), isNull(positions.deletedDate)))
    .groupBy(priceListItems.priceListId)
    .as('item_counts');
  const rows = await db
    .select({
      list: priceLists,
      partnerName: partners.name,
      serviceName: services.name,
      officeName: offices.name,
      officeAddress: offices.address,
      itemCount: itemCounts.itemCount,
    })
    .from(priceLists)
    .leftJoin(partners, eq(partners.id, priceLists.partnerId))
    .leftJoin(services, eq(services.id, priceLists.serviceId))
    .leftJoin(offices, eq(offices.id, priceLists.partnerOfficeId))
    .leftJoin(itemCounts, eq(itemCounts.priceListId, priceLists.id))
    .where(and(where, ownedByScope(priceLists.partnerId)))
    .orderBy(asc(partners.name), asc(priceLists.name), asc(priceLists.id));
  if (rows.length === 0) return [];
  const regions = await db
    .select({
      id: priceListRegions.id,
      priceListId: priceListRegions.priceListId,
      regionFiasId: priceListRegions.regionFiasId,
      regionName: geoRegions.name,
    })
    .from(priceListRegions)
    .innerJoin(geoRegions, eq(geoRegions.fiasId, priceListRegions.regionFiasId))
    .where(
      inArray(
        priceListRegions.priceListId,
        rows.map((r) => r.list.id),
      ),
    )
    .orderBy(asc(geoRegions.name), asc(priceListRegions.id));
  return rows.map(({ list, itemCount, ...names }) => ({
    id: list.id,
    name: list.name,
    partnerId: list.partnerId,
    partnerName: names.partnerName,
    serviceId: list.serviceId,
    serviceName: names.serviceName,
    partnerOfficeId: list.partnerOfficeId,
    officeName: names.officeName,
    officeAddress: names.officeAddress,
    regions: regions.filter((r) => r.priceListId === list.id).map(({ priceListId: _p, ...region }) => region),
    itemCount: Number(itemCount ?? 0),
    createdAt: unix(list.createdAt) ?? 0,
    deletedDate: unix(list.deletedDate),
  }));
}

/** GET /price_lists?showDeleted&partnerId: by partner name, then list name. */
export function listPriceLists(db: DbOrTx, query: { showDeleted: boolean; partnerId?: number }) {
  return selectRows(
    db,
    and(
      query.showDeleted ? undefined : isNull(priceLists.deletedDate),
      query.partnerId === undefined ? undefined : eq(priceLists.partnerId, query.partnerId),
    ),
  );
}

/** The list, alive or deleted, if the caller may see it; 404 otherwise. */
export async function requirePriceList(db: DbOrTx, id: number) {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list || !isInScope(list.partnerId)) throw notFound(PRICE_LIST_NOT_FOUND);
  return list;
}

export async function getPriceList(db: DbOrTx, id: number): Promise<PriceListRow> {
  const [row] = await selectRows(db, eq(priceLists.id, id));
  if (!row) throw notFound(PRICE_LIST_NOT_FOUND);
  return row;
}

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** The service exists, and the office (when given) is one of the list's partner's. */
async function checkServiceAndOffice(db: DbOrTx, partnerId: number, serviceId: number, officeId: number | null) {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw invalid('serviceId', 'Услуга не найдена');
  if (officeId === null) return;
  const [office] = await db.select({ partnerId: offices.partnerId }).from(offices).where(eq(offices.id, officeId));
  if (!office) throw invalid('partnerOfficeId', 'Офис не найден');
  if (office.partnerId !== partnerId) throw invalid('partnerOfficeId', OFFICE_OF_OTHER_PARTNER);
}

/** POST /price_lists: a partner's staff create in their own partner whatever the body says. */
export async function createPriceList(
  db: Db,
  body: Required<PriceListCreate>,
  actorUserId: number | null,
): Promise<PriceListRow> {
  const partnerId = currentScope() ?? body.partnerId;
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    await checkServiceAndOffice(tx, partnerId, body.serviceId, body.partnerOfficeId);
    const [list] = await tx
      .insert(priceLists)
      .values({ name: body.name, partnerId, serviceId: body.serviceId, partnerOfficeId: body.partnerOfficeId })
      .returning();
    await recordAudit(tx, {
      actorUserId,
      entity: 'price_list',
      entityId: list.id,
      action: 'create',
      partnerId,
      after: list,
    });
    return getPriceList(tx, list.id);
  });
}

/** PUT /price_lists/{id}: name, service and office; the partner stays. */
export async function updatePriceList(
  db: Db,
  id: number,
  body: Required<PriceListUpdate>,
  actorUserId: number | null,
): Promise<PriceListRow> {
  return db.transaction(async (tx) => {
    const before = await requirePriceList(tx, id);
    await checkServiceAndOffice(tx, before.partnerId, body.serviceId, body.partnerOfficeId);
    const [after] = await tx
      .update(priceLists)
      .set({ name: body.name, serviceId: body.serviceId, partnerOfficeId: body.partnerOfficeId })
      .where(eq(priceLists.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      entity: 'price_list',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return getPriceList(tx, id);
  });
}

/** DELETE /price_lists/{id} (soft) and POST /price_lists/{id} (restore). */
export async function setPriceListDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<PriceListRow> {
  return db.transaction(async (tx) => {
    const before = await requirePriceList(tx, id);
    const [after] = await tx
      .update(priceLists)
      .set({ deletedDate: deleted ? (before.deletedDate ?? new Date()) : null })
      .where(eq(priceLists.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      entity: 'price_list',
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      partnerId: before.partnerId,
      before,
      after,
    });
    return getPriceList(tx, id);
  });
}
