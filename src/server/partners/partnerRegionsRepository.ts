import { and, asc, eq, ilike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  CITY_OUTSIDE_REGION,
  FIAS_SEARCH_LIMIT,
  type FiasItem,
  PARTNER_REGION_EXISTS,
  PARTNER_REGION_NOT_FOUND,
  type PartnerRegion,
} from '../../shared/schemas/partners/partnerRegions';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { geoRegions } from '../evacuation/evacuationSchema';
import { withUnixTimes } from '../resources/withUnixTimes';
import { escapeLike, requirePartner } from './partnersRepository';
import { addressCities, partnerRegions } from './partnersSchema';

// The regional address directory (regions of geo_regions, cities of address_cities) and the regions a partner works
// in (optionally narrowed to one city of the region).

const REGION_NOT_FOUND = 'Регион не найден';

/** Regions, then cities, whose name holds the query; at most FIAS_SEARCH_LIMIT of them. */
export async function searchFias(db: DbOrTx, query: string): Promise<FiasItem[]> {
  const like = `%${escapeLike(query)}%`;
  const regions = await db
    .select({ fiasId: geoRegions.fiasId, name: geoRegions.name })
    .from(geoRegions)
    .where(ilike(geoRegions.name, like))
    .orderBy(asc(geoRegions.name))
    .limit(FIAS_SEARCH_LIMIT);
  const cities = await db
    .select({
      fiasId: addressCities.fiasId,
      name: addressCities.name,
      regionFiasId: addressCities.regionFiasId,
      regionName: geoRegions.name,
    })
    .from(addressCities)
    .innerJoin(geoRegions, eq(geoRegions.fiasId, addressCities.regionFiasId))
    .where(ilike(addressCities.name, like))
    .orderBy(asc(addressCities.name))
    .limit(FIAS_SEARCH_LIMIT);
  return [
    ...regions.map((r) => ({ ...r, level: 'region' as const, regionFiasId: r.fiasId, regionName: r.name })),
    ...cities.map((c) => ({ ...c, level: 'city' as const })),
  ].slice(0, FIAS_SEARCH_LIMIT);
}

const cityOf = alias(addressCities, 'city');
const selectRegions = (db: DbOrTx) =>
  db
    .select({
      id: partnerRegions.id,
      partnerId: partnerRegions.partnerId,
      regionFiasId: partnerRegions.regionFiasId,
      regionName: geoRegions.name,
      cityFiasId: partnerRegions.cityFiasId,
      cityName: cityOf.name,
      createdAt: partnerRegions.createdAt,
    })
    .from(partnerRegions)
    .innerJoin(geoRegions, eq(geoRegions.fiasId, partnerRegions.regionFiasId))
    .leftJoin(cityOf, eq(cityOf.fiasId, partnerRegions.cityFiasId));

export async function listPartnerRegions(db: DbOrTx, partnerId: number): Promise<PartnerRegion[]> {
  await requirePartner(db, partnerId);
  const rows = await selectRegions(db)
    .where(eq(partnerRegions.partnerId, partnerId))
    .orderBy(asc(geoRegions.name), asc(cityOf.name), asc(partnerRegions.id));
  return rows.map(withUnixTimes);
}

export async function addPartnerRegion(
  db: Db,
  partnerId: number,
  body: { regionFiasId: string; cityFiasId: string | null },
  actorUserId: number | null,
): Promise<PartnerRegion> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    const [region] = await tx
      .select({ fiasId: geoRegions.fiasId })
      .from(geoRegions)
      .where(eq(geoRegions.fiasId, body.regionFiasId));
    if (!region) throw notFound(REGION_NOT_FOUND);
    if (body.cityFiasId !== null) {
      const [city] = await tx
        .select({ fiasId: addressCities.fiasId })
        .from(addressCities)
        .where(and(eq(addressCities.fiasId, body.cityFiasId), eq(addressCities.regionFiasId, body.regionFiasId)));
      if (!city)
        throw new AppError(400, ERROR_CODES.validation, CITY_OUTSIDE_REGION, { cityFiasId: CITY_OUTSIDE_REGION });
    }
    const [row] = await tx
      .insert(partnerRegions)
      .values({ partnerId, ...body })
      .onConflictDoNothing()
      .returning({ id: partnerRegions.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, PARTNER_REGION_EXISTS, {
        regionFiasId: PARTNER_REGION_EXISTS,
      });
    const [added] = await selectRegions(tx).where(eq(partnerRegions.id, row.id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_region',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: added,
    });
    return withUnixTimes(added);
  });
}

export async function removePartnerRegion(db: Db, id: number, actorUserId: number | null): Promise<PartnerRegion> {
  return db.transaction(async (tx) => {
    const [row] = await selectRegions(tx).where(eq(partnerRegions.id, id));
    if (!row || !isInScope(row.partnerId)) throw notFound(PARTNER_REGION_NOT_FOUND);
    await tx.delete(partnerRegions).where(eq(partnerRegions.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_region',
      entityId: id,
      action: 'delete',
      partnerId: row.partnerId,
      before: row,
    });
    return withUnixTimes(row);
  });
}
