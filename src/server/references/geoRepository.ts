import { asc, eq } from 'drizzle-orm';
import { type GeoRegion, REGION_NOT_FOUND } from '../../shared/schemas/evacuation';
import type { DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { geoRegions } from '../evacuation/evacuationSchema';

// Regions by FIAS id with their IANA time zone (product data of migration 0005): GET /geo/timezone/{fiasId}, and
// the list the console's time-zone filters are built from.

/** The region of a FIAS id, or ENTITY_NOT_FOUND 'Регион не найден'. */
export async function findRegion(db: DbOrTx, fiasId: string): Promise<GeoRegion> {
  const [row] = await db.select().from(geoRegions).where(eq(geoRegions.fiasId, fiasId.toLowerCase()));
  if (!row) throw notFound(REGION_NOT_FOUND);
  return row;
}

export async function listRegions(db: DbOrTx): Promise<GeoRegion[]> {
  return db.select().from(geoRegions).orderBy(asc(geoRegions.name));
}
