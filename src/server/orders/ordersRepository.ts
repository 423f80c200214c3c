import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizePhone } from '../../shared/schemas/fields/phone';
import type { OrderEntity } from '../../shared/schemas/orders/orderEntity';
import { normalizePlateInput } from '../../shared/schemas/vehicles/vehicle';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { preparedQuery } from '../db/prepared';
import { offices, partners, refValues, users } from '../db/schema';
import { userFio } from '../users/userFio';
import { vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';
import { countOrders, findOrderIds, type OrderQuery, prepareSearch } from './orderFindQuery';
import { orderInScope } from './orderScope';
import { orders, services } from './ordersSchema';

// Orders as the calls answer them: one select with the names the lists show, the
// find filters and scopes, and the lookup by pasted values. Deleted orders are never listed.

export type { OrderQuery } from './orderFindQuery';
export { CLOSED_STATUSES } from './orderStatuses';

const creator = alias(users, 'order_creator');
const blocker = alias(users, 'order_blocker');
const clientFio = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;

const entityColumns = {
  order: orders,
  statusRefValueName: refValues.name,
  serviceName: services.name,
  clientFio,
  clientPhone: clients.phoneNumber,
  vehicleNumber: vehicles.number,
  vehicleMakeTitle: vehicleMakes.title,
  vehicleModelTitle: vehicleModels.title,
  partnerName: partners.name,
  officeName: offices.name,
  userFio: userFio(creator),
  blockedByUserFio: userFio(blocker),
  diameterWheelRefValueName: sql<
    string | null
  >`(select rv.name from ref_values rv where rv.id = (${orders.specificRefValues} ->> 'diameterWheel')::int)`,
};

/** Orders matching `where`, with what the order entity shows (no tenant scope: see selectOrders). */
function selectOrderRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(entityColumns)
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(refValues, eq(refValues.id, orders.statusRefValueId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(offices, eq(offices.id, orders.officeId))
    .leftJoin(creator, eq(creator.id, orders.userId))
    .leftJoin(blocker, eq(blocker.id, orders.blockedByUserId))
    .where(where);
}

/** Orders of the caller's tenant scope (orderScope.ts) matching `where`, with what the order entity shows. */
function selectOrders(db: DbOrTx, condition: SQL | undefined) {
  return selectOrderRows(db, and(condition, orderInScope()));
}

/**
 * The entities of a page's ids (already in the caller's scope: orderFindQuery.ts chose them). Planning the 11-table
 * join took 13 ms of a 15 ms call on 1M orders; as a named prepared statement taking the ids as one array, each
 * connection plans it once (a generic plan: every lookup is by primary key).
 */
const orderRowsByIds = preparedQuery('orders_by_ids', (db) =>
  selectOrderRows(db, sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`),
);

type SelectedOrder = Awaited<ReturnType<typeof selectOrderRows>>[number];

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null) => (date ? unix(date) : null);

/** specificValues.tireCount as a number: the form may have sent it as text. */
function tireCountOf(values: Record<string, unknown>): number | null {
  const raw = values.tireCount;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

function toEntity({ order: o, ...names }: SelectedOrder): OrderEntity {
  return {
    id: o.id,
    number: o.number,
    createdDate: unix(o.createdAt),
    updatedDate: unix(o.updatedAt),
    statusRefValueId: o.statusRefValueId,
    statusRefValueName: names.statusRefValueName,
    serviceId: o.serviceId,
    serviceName: names.serviceName,
    clientId: o.clientId,
    clientFio: names.clientFio,
    clientPhone: names.clientPhone,
    vehicleId: o.vehicleId,
    vehicleNumber: names.vehicleNumber,
    vehicleMakeTitle: names.vehicleMakeTitle,
    vehicleModelTitle: names.vehicleModelTitle,
    partnerId: o.partnerId,
    partnerName: names.partnerName,
    officeId: o.officeId,
    officeName: names.officeName,
    userId: o.userId,
    userFio: o.userId ? names.userFio : null,
    cost: o.cost,
    isPaid: o.isPaid,
    address: o.address,
    fiasId: o.fiasId,
    description: o.description,
    plannedDate: unixOrNull(o.plannedDate),
    timezone: o.timezone,
    storedObjectRefValueId: o.storedObjectRefValueId,
    tires: o.tires ?? null,
    rims: o.rims ?? null,
    cancelReasonRefValueId: o.cancelReasonRefValueId,
    refusalReasonRefValueId: o.refusalReasonRefValueId,
    refusalComment: o.refusalComment,
    outsideRingRoadDistance: o.outsideRingRoadDistance,
    specificValues: o.specificValues ?? {},
    specificRefValues: o.specificRefValues ?? {},
    diameterWheelRefValueName: names.diameterWheelRefValueName,
    tireCount: tireCountOf(o.specificValues ?? {}),
    carmenLeadId: o.carmenLeadId,
    maId: o.maId,
    parentOrderId: o.parentOrderId,
    blockedByUserId: o.blockedByUserId,
    blockedByUserFio: o.blockedByUserId ? names.blockedByUserFio : null,
    blockedDate: unixOrNull(o.blockedAt),
    deletedDate: unixOrNull(o.deletedDate),
  };
}

/** The order as GET /orders/{id} answers it; null when there is none or it is deleted (unless asked for). */
export async function getOrderEntity(
  db: DbOrTx,
  id: number,
  { withDeleted = false } = {},
): Promise<OrderEntity | null> {
  const [row] = await selectOrders(db, and(eq(orders.id, id), withDeleted ? undefined : isNull(orders.deletedDate)));
  return row ? toEntity(row) : null;
}

/**
 * A page of orders with the total of the filter; newest first unless told, the id breaks ties. The page's ids come
 * first from `orders` alone (orderFindQuery.ts); the names are joined for those rows only, in one query.
 */
export async function findOrders(
  db: DbOrTx,
  q: OrderQuery,
): Promise<{ orders: OrderEntity[]; total: number; totalCapped?: true }> {
  const search = q.search ? await prepareSearch(db, q.search) : undefined;
  const [ids, { total, capped }] = await Promise.all([findOrderIds(db, q, search), countOrders(db, q, search)]);
  const rows = ids.length ? await orderRowsByIds(db).execute({ ids: `{${ids.join(',')}}` }) : [];
  const byId = new Map(rows.map((r) => [r.order.id, toEntity(r)]));
  const page = ids.flatMap((id) => byId.get(id) ?? []);
  return capped ? { orders: page, total, totalCapped: true } : { orders: page, total };
}

/** What one pasted value may be: an order number, a phone, a plate or a Carmen lead (the mass search). */
function valueKeys(value: string) {
  const phone = normalizePhone(value);
  return {
    value,
    phone: /^\+7\d{10}$/.test(phone) ? phone : null,
    plates: [...new Set([value.toUpperCase(), normalizePlateInput(value)])],
  };
}

/** Orders matching any of the values, each once with the first value that found it; values that found nothing. */
export async function findOrdersByValues(db: DbOrTx, input: string[]) {
  const values = [...new Set(input.map((v) => v.trim()).filter(Boolean))];
  const keys = values.map(valueKeys);
  const phones = keys.flatMap((k) => (k.phone ? [k.phone] : []));
  const plates = [...new Set(keys.flatMap((k) => k.plates))];
  const rows = await selectOrders(
    db,
    and(
      isNull(orders.deletedDate),
      or(
        inArray(orders.number, values),
        phones.length ? inArray(clients.phoneNumber, phones) : undefined,
        inArray(sql`upper(${vehicles.number})`, plates),
        inArray(orders.carmenLeadId, values),
      ),
    ),
  ).orderBy(desc(orders.createdAt), desc(orders.id));
  const found = rows.map(toEntity);
  const matched = new Set<string>();
  const result: (OrderEntity & { matchedValue: string })[] = [];
  const taken = new Set<number>();
  for (const key of keys) {
    for (const order of found) {
      const hit =
        order.number === key.value ||
        (key.phone !== null && order.clientPhone === key.phone) ||
        (order.vehicleNumber !== null && key.plates.includes(order.vehicleNumber.toUpperCase())) ||
        order.carmenLeadId === key.value;
      if (!hit) continue;
      matched.add(key.value);
      if (taken.has(order.id)) continue;
      taken.add(order.id);
      result.push({ ...order, matchedValue: key.value });
    }
  }
  return { orders: result, notFound: values.filter((v) => !matched.has(v)) };
}
