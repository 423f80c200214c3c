import { and, asc, count, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { B2bCustomer, PartnerCandidate } from '../../shared/schemas/partners/partnerSearch';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { offices, partners } from '../db/schema';
import { partnerCarPark } from '../documents/documentsSchema';
import { notFound } from '../errors';
import { towTruckBases } from '../evacuation/evacuationSchema';
import { haversineKm } from '../evacuation/towTrucksRepository';
import { liveOrder, requireOrder } from '../orders/orderAccess';
import { orders, services } from '../orders/ordersSchema';
import { vehicles } from '../vehicles/vehiclesSchema';

// Who can take an order (POST /partner/{orderId}/find/partner): partners with offices, each with its office nearest
// to the order. Offices carry no coordinates of their own; an office's place is that of its live tow-truck bases,
// so only offices with a base can be the nearest. A given serviceId must exist; partners are not yet bound to
// services (the service_partner calls come with partner administration), so it narrows nothing for now.
// And the B2B customers: the corporate partners.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findPartnersForOrder(
  db: DbOrTx,
  orderId: number,
  filter: { serviceId?: number; search?: string },
): Promise<PartnerCandidate[]> {
  await requireOrder(db, orderId);
  if (filter.serviceId !== undefined) {
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, filter.serviceId), isNull(services.deletedDate)));
    if (!service) throw notFound('Сервис не найден');
  }
  const [order] = await db
    .select({ partnerId: orders.partnerId, latitude: orders.latitude, longitude: orders.longitude })
    .from(orders)
    .where(liveOrder(orderId));
  const point =
    order.latitude !== null && order.longitude !== null
      ? { latitude: order.latitude, longitude: order.longitude }
      : null;

  const officeRows = await db
    .select({
      id: offices.id,
      name: offices.name,
      partnerId: partners.id,
      partnerName: partners.name,
      isCorporateClient: partners.isCorporateClient,
    })
    .from(offices)
    .innerJoin(partners, eq(partners.id, offices.partnerId))
    .where(
      and(
        filter.search ? ilike(partners.name, `%${escapeLike(filter.search)}%`) : undefined,
        isNull(offices.deletedDate),
        ownedByScope(partners.id),
      ),
    )
    .orderBy(asc(partners.name), asc(partners.id));
  const bases = point
    ? await db
        .select({
          officeId: towTruckBases.officeId,
          latitude: towTruckBases.latitude,
          longitude: towTruckBases.longitude,
        })
        .from(towTruckBases)
        .where(and(isNull(towTruckBases.deletedDate), isNotNull(towTruckBases.officeId)))
    : [];

  const byPartner = new Map<number, PartnerCandidate>();
  for (const office of officeRows) {
    const candidate = byPartner.get(office.partnerId) ?? {
      id: office.partnerId,
      name: office.partnerName,
      isCorporateClient: office.isCorporateClient,
      officesCount: 0,
      nearestOffice: null,
      current: office.partnerId === order.partnerId,
    };
    candidate.officesCount += 1;
    for (const base of bases.filter((b) => b.officeId === office.id)) {
      const distanceKm = Math.round(haversineKm(point!, base) * 10) / 10;
      if (!candidate.nearestOffice || distanceKm < candidate.nearestOffice.distanceKm)
        candidate.nearestOffice = { id: office.id, name: office.name, distanceKm };
    }
    byPartner.set(office.partnerId, candidate);
  }
  // The current partner first, then the nearest, then by name (the query's order).
  const rank = (p: PartnerCandidate) => (p.current ? -1 : (p.nearestOffice?.distanceKm ?? Number.POSITIVE_INFINITY));
  return [...byPartner.values()].sort((a, b) => rank(a) - rank(b) || 0);
}

/** The corporate partners by name, with how many active vehicles of theirs are in the car park. */
export async function listB2bCustomers(db: DbOrTx): Promise<B2bCustomer[]> {
  return db
    .select({ id: partners.id, name: partners.name, vehiclesCount: count(vehicles.id) })
    .from(partners)
    .leftJoin(partnerCarPark, and(eq(partnerCarPark.partnerId, partners.id), eq(partnerCarPark.isActive, true)))
    .leftJoin(vehicles, and(eq(vehicles.id, partnerCarPark.vehicleId), isNull(vehicles.deletedDate)))
    .where(and(eq(partners.isCorporateClient, true), ownedByScope(partners.id)))
    .groupBy(partners.id)
    .orderBy(asc(partners.name), asc(partners.id));
}
