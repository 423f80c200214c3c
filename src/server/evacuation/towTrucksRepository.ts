import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { round2 } from '../../shared/format';
import {
  DRIVER_NOT_FOUND,
  type EvacuationPrice,
  type EvacuationPriceRequest,
  type TowDriver,
  type TowTruckBase,
} from '../../shared/schemas/evacuation';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { partners, refValues, users } from '../db/schema';
import { AppError } from '../errors';
import { liveOrder, requireOrder } from '../orders/orderAccess';
import { orders } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import { towTruckBases, towTruckDrivers } from './evacuationSchema';

// The tow-truck drivers (by truck type), what a tow costs with one of them, and the bases the
// trucks start from, nearest to the order first.

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): close enough for choosing the nearest base. */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Active drivers by name, of one truck type when given. */
export async function listTowDrivers(db: DbOrTx, truckTypeRefValueId?: number): Promise<TowDriver[]> {
  const rows = await db
    .select({
      userId: towTruckDrivers.userId,
      fio: userFio(),
      phone: users.phone,
      truckTypeRefValueId: towTruckDrivers.truckTypeRefValueId,
      truckTypeRefValueName: refValues.name,
      truckNumber: towTruckDrivers.truckNumber,
      baseId: towTruckBases.id,
      baseName: towTruckBases.name,
      basePrice: towTruckDrivers.basePrice,
      pricePerKm: towTruckDrivers.pricePerKm,
    })
    .from(towTruckDrivers)
    .innerJoin(users, eq(users.id, towTruckDrivers.userId))
    .innerJoin(refValues, eq(refValues.id, towTruckDrivers.truckTypeRefValueId))
    // A removed base is no base: the driver is listed without one.
    .leftJoin(towTruckBases, and(eq(towTruckBases.id, towTruckDrivers.baseId), isNull(towTruckBases.deletedDate)))
    .where(
      and(
        eq(users.status, 'active'),
        ownedByScope(users.partnerId),
        truckTypeRefValueId ? eq(towTruckDrivers.truckTypeRefValueId, truckTypeRefValueId) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ ...row, baseId: row.baseId ?? null, baseName: row.baseName ?? null }));
}

/** basePrice + pricePerKm × distance, to 2 decimals; 400 when the user drives no tow truck. */
export async function evacuationPrice(db: DbOrTx, input: EvacuationPriceRequest): Promise<EvacuationPrice> {
  await requireOrder(db, input.orderId);
  const [tariff] = await db
    .select({ basePrice: towTruckDrivers.basePrice, pricePerKm: towTruckDrivers.pricePerKm })
    .from(towTruckDrivers)
    .innerJoin(users, eq(users.id, towTruckDrivers.userId))
    .where(and(eq(towTruckDrivers.userId, input.userId), ownedByScope(users.partnerId)));
  if (!tariff) throw new AppError(400, ERROR_CODES.validation, DRIVER_NOT_FOUND, { userId: DRIVER_NOT_FOUND });
  return {
    orderId: input.orderId,
    userId: input.userId,
    basePrice: tariff.basePrice,
    pricePerKm: tariff.pricePerKm,
    distanceKm: input.distanceKm,
    price: round2(tariff.basePrice + tariff.pricePerKm * input.distanceKm),
  };
}

/**
 * Live bases of the order's partner (all live bases when the order has no partner or none is given), nearest to
 * the order's point first; without a point they come by name and carry no distance.
 */
export async function listTowTruckBases(db: DbOrTx, orderId?: number): Promise<TowTruckBase[]> {
  let point: { latitude: number; longitude: number } | null = null;
  let partnerFilter: SQL | undefined;
  if (orderId !== undefined) {
    await requireOrder(db, orderId);
    const [order] = await db
      .select({ partnerId: orders.partnerId, latitude: orders.latitude, longitude: orders.longitude })
      .from(orders)
      .where(liveOrder(orderId));
    if (order.latitude !== null && order.longitude !== null)
      point = { latitude: order.latitude, longitude: order.longitude };
    if (order.partnerId !== null) partnerFilter = eq(towTruckBases.partnerId, order.partnerId);
  }
  const rows = await db
    .select({
      id: towTruckBases.id,
      partnerId: towTruckBases.partnerId,
      partnerName: partners.name,
      officeId: towTruckBases.officeId,
      name: towTruckBases.name,
      address: towTruckBases.address,
      latitude: towTruckBases.latitude,
      longitude: towTruckBases.longitude,
    })
    .from(towTruckBases)
    .innerJoin(partners, eq(partners.id, towTruckBases.partnerId))
    .where(and(isNull(towTruckBases.deletedDate), partnerFilter, ownedByScope(towTruckBases.partnerId)))
    .orderBy(asc(towTruckBases.name), asc(towTruckBases.id));
  const withDistance = rows.map((base) => ({
    ...base,
    distanceKm: point ? Math.round(haversineKm(point, base) * 10) / 10 : null,
  }));
  return point ? withDistance.sort((a, b) => a.distanceKm! - b.distanceKm! || a.id - b.id) : withDistance;
}
