import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { CAR_PARK_DUPLICATE, type CarParkVehicle } from '../../shared/schemas/partners/partnerSearch';
import { isInScope, ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { partnerCarPark } from '../documents/documentsSchema';
import { AppError, notFound } from '../errors';
import { vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';

// The car park of a B2B customer (the /car/park screen): the corporate partner's vehicles, each switched
// active or not. A deleted vehicle drops out of the list.

const PARTNER_NOT_FOUND = 'Партнёр не найден';
const NOT_CORPORATE = 'Партнёр не является корпоративным клиентом';
const ROW_NOT_FOUND = 'Автомобиль автопарка не найден';
const VEHICLE_NOT_FOUND = 'Автомобиль не найден';

function selectCarPark(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: partnerCarPark.id,
      partnerId: partnerCarPark.partnerId,
      vehicleId: partnerCarPark.vehicleId,
      number: vehicles.number,
      makeTitle: vehicleMakes.title,
      modelTitle: vehicleModels.title,
      vin: vehicles.vin,
      isActive: partnerCarPark.isActive,
    })
    .from(partnerCarPark)
    .innerJoin(vehicles, and(eq(vehicles.id, partnerCarPark.vehicleId), isNull(vehicles.deletedDate)))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(where)
    .orderBy(asc(vehicles.number), asc(partnerCarPark.id));
}

async function requirePartner(db: DbOrTx, partnerId: number) {
  const [partner] = await db
    .select({ id: partners.id, isCorporateClient: partners.isCorporateClient })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner || !isInScope(partner.id)) throw notFound(PARTNER_NOT_FOUND);
  return partner;
}

/** The partner's vehicles by plate; inactive ones only when asked. */
export async function listCarPark(db: DbOrTx, partnerId: number, showInactive: boolean): Promise<CarParkVehicle[]> {
  await requirePartner(db, partnerId);
  return selectCarPark(
    db,
    and(eq(partnerCarPark.partnerId, partnerId), showInactive ? undefined : eq(partnerCarPark.isActive, true)),
  );
}

/** Adds a vehicle to a corporate partner's car park, active. */
export async function addToCarPark(db: DbOrTx, partnerId: number, vehicleId: number): Promise<CarParkVehicle> {
  const partner = await requirePartner(db, partnerId);
  if (!partner.isCorporateClient) throw new AppError(400, ERROR_CODES.validation, NOT_CORPORATE);
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.deletedDate)));
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  // The unique index settles two adds racing each other: the second inserts nothing and is told so.
  const [row] = await db
    .insert(partnerCarPark)
    .values({ partnerId, vehicleId })
    .onConflictDoNothing()
    .returning({ id: partnerCarPark.id });
  if (!row) throw new AppError(400, ERROR_CODES.validation, CAR_PARK_DUPLICATE, { vehicleId: CAR_PARK_DUPLICATE });
  return (await selectCarPark(db, eq(partnerCarPark.id, row.id)))[0];
}

export async function setCarParkActive(db: DbOrTx, id: number, isActive: boolean): Promise<CarParkVehicle> {
  const [row] = await db
    .update(partnerCarPark)
    .set({ isActive })
    .where(and(eq(partnerCarPark.id, id), ownedByScope(partnerCarPark.partnerId)))
    .returning({ id: partnerCarPark.id });
  if (!row) throw notFound(ROW_NOT_FOUND);
  const [vehicle] = await selectCarPark(db, eq(partnerCarPark.id, id));
  if (!vehicle) throw notFound(ROW_NOT_FOUND);
  return vehicle;
}
