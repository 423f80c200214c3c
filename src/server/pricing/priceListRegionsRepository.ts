import { asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REGION_NOT_FOUND } from '../../shared/schemas/evacuation';
import {
  PRICE_LIST_REGION_EXISTS,
  PRICE_LIST_REGION_NOT_FOUND,
  type PriceListRegion,
} from '../../shared/schemas/pricing/priceLists';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { geoRegions } from '../evacuation/evacuationSchema';
import { requirePriceList } from './priceListsAdminRepository';
import { priceListRegions, priceLists } from './pricingSchema';

// The regions a price list prices in (GET, POST /price_lists/regions, DELETE /price_lists/regions/{id}); a region of
// another partner's list answers 404 to a partner's staff, like the list itself.

const selectRegions = (db: DbOrTx) =>
  db
    .select({
      id: priceListRegions.id,
      priceListId: priceListRegions.priceListId,
      regionFiasId: priceListRegions.regionFiasId,
      regionName: geoRegions.name,
      partnerId: priceLists.partnerId,
    })
    .from(priceListRegions)
    .innerJoin(priceLists, eq(priceLists.id, priceListRegions.priceListId))
    .innerJoin(geoRegions, eq(geoRegions.fiasId, priceListRegions.regionFiasId));

const plain = ({ partnerId: _p, ...region }: PriceListRegion & { partnerId: number }): PriceListRegion => region;

export async function listPriceListRegions(db: DbOrTx, priceListId: number): Promise<PriceListRegion[]> {
  await requirePriceList(db, priceListId);
  const rows = await selectRegions(db)
    .where(eq(priceListRegions.priceListId, priceListId))
    .orderBy(asc(geoRegions.name), asc(priceListRegions.id));
  return rows.map(plain);
}

export async function addPriceListRegion(
  db: Db,
  body: { priceListId: number; regionFiasId: string },
  actorUserId: number | null,
): Promise<PriceListRegion> {
  return db.transaction(async (tx) => {
    const list = await requirePriceList(tx, body.priceListId);
    const [region] = await tx
      .select({ fiasId: geoRegions.fiasId })
      .from(geoRegions)
      .where(eq(geoRegions.fiasId, body.regionFiasId));
    if (!region) throw notFound(REGION_NOT_FOUND);
    const [row] = await tx
      .insert(priceListRegions)
      .values(body)
      .onConflictDoNothing()
      .returning({ id: priceListRegions.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, PRICE_LIST_REGION_EXISTS, {
        regionFiasId: PRICE_LIST_REGION_EXISTS,
      });
    const [added] = await selectRegions(tx).where(eq(priceListRegions.id, row.id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'price_list_region',
      entityId: row.id,
      action: 'create',
      partnerId: list.partnerId,
      after: added,
    });
    return plain(added);
  });
}

export async function removePriceListRegion(db: Db, id: number, actorUserId: number | null): Promise<PriceListRegion> {
  return db.transaction(async (tx) => {
    const [row] = await selectRegions(tx).where(eq(priceListRegions.id, id));
    if (!row || !isInScope(row.partnerId)) throw notFound(PRICE_LIST_REGION_NOT_FOUND);
    await tx.delete(priceListRegions).where(eq(priceListRegions.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'price_list_region',
      entityId: id,
      action: 'delete',
      partnerId: row.partnerId,
      before: row,
    });
    return plain(row);
  });
}
