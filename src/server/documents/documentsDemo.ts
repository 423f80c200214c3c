import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/db';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { partners } from '../db/schema';
import { vehicles } from '../vehicles/vehiclesSchema';
import { partnerCarPark } from './documentsSchema';

// The B2B customers' car park (/car/park): the demo's corporate vehicles shared out among the corporate partners,
// the last one switched off. A database without a corporate partner gets one. The document templates themselves
// are product data (migration 0006); documents are generated from them in the console.

const FALLBACK_B2B = 'ООО «ТрансЛогистик» (корпоративный автопарк)';

export const seedDocumentsDemo: DemoSeed = async (tx: Tx, _ctx: DemoContext) => {
  let corporate = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.isCorporateClient, true))
    .orderBy(asc(partners.id));
  if (corporate.length === 0) {
    corporate = await tx
      .insert(partners)
      .values({ name: FALLBACK_B2B, isCorporateClient: true })
      .returning({ id: partners.id });
  }
  const fleet = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.isCorporate, true), isNull(vehicles.deletedDate)))
    .orderBy(asc(vehicles.id));
  if (fleet.length === 0) return;
  await tx.insert(partnerCarPark).values(
    fleet.map((vehicle, i) => ({
      partnerId: corporate[i % corporate.length].id,
      vehicleId: vehicle.id,
      isActive: i < fleet.length - 1 || fleet.length === 1,
    })),
  );
};
