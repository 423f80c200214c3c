import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { OFFER_STATUS_NAMES, type OFFER_STATUSES, type OrderOffer } from '../../shared/schemas/orderOffers';
import type { DbOrTx, Tx } from '../db/db';
import { partners, users } from '../db/schema';
import { geoRegions } from '../evacuation/evacuationSchema';
import { orders } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import { vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';
import { orderOffers } from './offersSchema';

// The partners' offers of evacuation orders (GET /order_offers), with what a partner needs to
// decide: where from (the order's address) and to (the evacuation field destinationAddress), the vehicle, the
// region. The dispatch's transitions (orderDispatchRepository) open and close them.

export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type OfferRow = typeof orderOffers.$inferSelect;

/** A list's ceiling: a partner's inbox is a few pending offers; a filter over all statuses stays readable. */
export const OFFER_LIST_LIMIT = 500;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const modelName = sql`nullif(trim(concat_ws(' ', ${vehicleMakes.title}, ${vehicleModels.title})), '')`;

const offerColumns = {
  offer: orderOffers,
  orderNumber: orders.number,
  partnerName: partners.name,
  answeredByUserFio: userFio(),
  addressFrom: orders.address,
  addressTo: sql<string | null>`nullif(trim(${orders.specificValues} ->> 'destinationAddress'), '')`,
  vehicleName: sql<string | null>`nullif(concat_ws(', ', ${modelName}, ${vehicles.number}), '')`,
  regionName: geoRegions.name,
};

const selectRows = (db: DbOrTx) =>
  db
    .select(offerColumns)
    .from(orderOffers)
    .innerJoin(orders, eq(orders.id, orderOffers.orderId))
    .innerJoin(partners, eq(partners.id, orderOffers.partnerId))
    .leftJoin(users, eq(users.id, orderOffers.answeredByUserId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(geoRegions, eq(geoRegions.fiasId, orders.fiasId))
    .$dynamic();
type SelectedOffer = Awaited<ReturnType<typeof selectRows>>[number];

function toOffer({ offer: o, ...row }: SelectedOffer): OrderOffer {
  const status = o.status as OfferStatus;
  return {
    id: o.id,
    orderId: o.orderId,
    orderNumber: row.orderNumber,
    partnerId: o.partnerId,
    partnerName: row.partnerName,
    priority: o.priority,
    status,
    statusName: OFFER_STATUS_NAMES[status],
    createdDate: unix(o.createdAt),
    expiresDate: unix(o.expiresAt),
    answeredDate: o.answeredAt ? unix(o.answeredAt) : null,
    // A left join that found nobody gives nulls (the dynamic query's types do not say so).
    answeredByUserFio: o.answeredByUserId === null ? null : row.answeredByUserFio,
    comment: o.comment,
    addressFrom: row.addressFrom ?? null,
    addressTo: row.addressTo ?? null,
    vehicleName: row.vehicleName ?? null,
    regionName: row.regionName ?? null,
  };
}

/** Offers matching `where`, in the answer's shape; newest first, or in the order they were made. */
export async function selectOffers(
  db: DbOrTx,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit = OFFER_LIST_LIMIT,
): Promise<OrderOffer[]> {
  const sort =
    order === 'newest'
      ? [desc(orderOffers.createdAt), desc(orderOffers.id)]
      : [asc(orderOffers.createdAt), asc(orderOffers.id)];
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...sort)
    .limit(limit);
  return rows.map(toOffer);
}

export interface OfferListFilter {
  status?: OfferStatus;
  orderId?: number;
}

/**
 * What GET /order_offers filters on: the partner's own offers for its staff (null scope: every partner's, for
 * platform staff), of live orders. Without a status, a list of one order's offers is all of them (its history) and
 * any other list is the pending ones (the inbox).
 */
export function offerListWhere(filter: OfferListFilter, partnerScope: number | null): SQL | undefined {
  const status = filter.status ?? (filter.orderId === undefined ? 'pending' : undefined);
  return and(
    isNull(orders.deletedDate),
    partnerScope === null ? undefined : eq(orderOffers.partnerId, partnerScope),
    filter.orderId === undefined ? undefined : eq(orderOffers.orderId, filter.orderId),
    status === undefined ? undefined : eq(orderOffers.status, status),
  );
}

/** GET /order_offers: newest first. */
export function listOffers(db: DbOrTx, filter: OfferListFilter, partnerScope: number | null): Promise<OrderOffer[]> {
  return selectOffers(db, offerListWhere(filter, partnerScope), 'newest');
}

/** One offer in the answer's shape (after it was answered). */
export async function readOffer(db: DbOrTx, id: number): Promise<OrderOffer> {
  const [offer] = await selectOffers(db, eq(orderOffers.id, id), 'newest', 1);
  return offer;
}

/** The order's pending offer (at most one: a partial unique index), locked; null when none. */
export async function lockPendingOffer(tx: Tx, orderId: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(orderOffers)
    .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'pending')))
    .for('update');
  return row ?? null;
}

/** Ends a pending offer: answered by a partner, expired, or withdrawn by a restart or the operator. */
export async function closeOffer(
  tx: Tx,
  id: number,
  status: Exclude<OfferStatus, 'pending'>,
  at: Date,
  userId: number | null,
  comment: string | null,
) {
  await tx
    .update(orderOffers)
    .set({ status, answeredAt: at, answeredByUserId: userId, comment })
    .where(eq(orderOffers.id, id));
}
