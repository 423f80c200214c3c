import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { normalizePhone } from '../../shared/schemas/fields/phone';
import type { OrderEntity, OrderScope, OrderSortField } from '../../shared/schemas/orders/orderEntity';
import { normalizePlateInput } from '../../shared/schemas/vehicles/vehicle';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices, partners, refValues, users } from '../db/schema';
import { userFio } from '../users/userFio';
import { vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';
import { orderInScope } from './orderScope';
import { orders, services } from './ordersSchema';

// Orders as the calls answer them: one select with the names the lists show, the
// find filters and scopes, and the lookup by pasted values. Deleted orders are never listed.

/** Closed orders: done, cancelled and archived (29). The archive lists them; the active list the rest. */
export const CLOSED_STATUSES = [
  REF_VALUE_IDS.orderStatusDone,
  REF_VALUE_IDS.orderStatusCancelled,
  REF_VALUE_IDS.orderStatusArchive,
];

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

/** Orders of the caller's tenant scope (orderScope.ts) matching `where`, with what the order entity shows. */
function selectOrders(db: DbOrTx, condition: SQL | undefined) {
  const where = and(condition, orderInScope());
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

type SelectedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

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

export interface OrderQuery {
  offset: number;
  size: number;
  sortField?: OrderSortField;
  sortOrder?: 'ASC' | 'DESC';
  scope: OrderScope;
  search?: string;
  serviceIds?: number[];
  statusRefValueIds?: number[];
  partnerId?: number;
  partnerName?: string;
  officeId?: number;
  clientId?: number;
  vehicleId?: number;
  parentOrderId?: number;
  dateFrom?: number;
  dateTo?: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The quick search: any part of the number, the client's name or phone (however typed) or the plate. */
function searchCondition(text: string): SQL | undefined {
  const plate = normalizePlateInput(text);
  const phone = normalizePhone(text);
  return or(
    ilike(orders.number, likePattern(text)),
    ilike(clientFio, likePattern(text)),
    ilike(clients.phoneNumber, likePattern(text)),
    /^\+\d{5,}$/.test(phone) ? ilike(clients.phoneNumber, likePattern(phone)) : undefined,
    ilike(vehicles.number, likePattern(text)),
    plate ? ilike(vehicles.number, likePattern(plate)) : undefined,
  );
}

function findConditions(q: OrderQuery): SQL | undefined {
  const scope =
    q.scope === 'active'
      ? notInArray(orders.statusRefValueId, CLOSED_STATUSES)
      : q.scope === 'archive'
        ? inArray(orders.statusRefValueId, CLOSED_STATUSES)
        : undefined;
  return and(
    isNull(orders.deletedDate),
    scope,
    q.search ? searchCondition(q.search) : undefined,
    q.serviceIds?.length ? inArray(orders.serviceId, q.serviceIds) : undefined,
    q.statusRefValueIds?.length ? inArray(orders.statusRefValueId, q.statusRefValueIds) : undefined,
    q.partnerId ? eq(orders.partnerId, q.partnerId) : undefined,
    q.partnerName ? ilike(partners.name, likePattern(q.partnerName)) : undefined,
    q.officeId ? eq(orders.officeId, q.officeId) : undefined,
    q.clientId ? eq(orders.clientId, q.clientId) : undefined,
    q.vehicleId ? eq(orders.vehicleId, q.vehicleId) : undefined,
    q.parentOrderId ? eq(orders.parentOrderId, q.parentOrderId) : undefined,
    q.dateFrom !== undefined ? gte(orders.createdAt, new Date(q.dateFrom * 1000)) : undefined,
    // dateTo is inclusive to the second.
    q.dateTo !== undefined ? lt(orders.createdAt, new Date((q.dateTo + 1) * 1000)) : undefined,
  );
}

/**
 * What each sort field orders by, and whether it can be empty. The order's own columns have an index on (column, id)
 * matching the sort below (ordersSchema.ts): a page is read off the index, not sorted from the whole table. The
 * names come from joined tables, whose (name, id) indexes and the orders' (foreign key, id) indexes let the planner
 * walk the names in order; the client is sorted by last and first name, as clients_names_idx holds them.
 */
const SORT_KEYS: Record<OrderSortField, { keys: SQL[]; nullable: boolean }> = {
  createdDate: { keys: [sql`${orders.createdAt}`], nullable: false },
  number: { keys: [sql`${orders.number}`], nullable: false },
  cost: { keys: [sql`${orders.cost}`], nullable: true },
  plannedDate: { keys: [sql`${orders.plannedDate}`], nullable: true },
  statusRefValueId: { keys: [sql`${orders.statusRefValueId}`], nullable: false },
  serviceName: { keys: [sql`${services.name}`], nullable: false },
  clientFio: { keys: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`], nullable: true },
  vehicleNumber: { keys: [sql`${vehicles.number}`], nullable: true },
  partnerName: { keys: [sql`${partners.name}`], nullable: true },
  officeName: { keys: [sql`${offices.name}`], nullable: true },
};

/**
 * The sort of a page, the id last so that paging is stable. A column that is never empty sorts plainly (one index
 * read forwards or backwards serves both directions); one that can be empty puts the empty values last either way,
 * as its two indexes (ASC NULLS LAST and DESC NULLS LAST) hold them.
 */
export function orderSort(field: OrderSortField = 'createdDate', order: 'ASC' | 'DESC' = 'DESC'): SQL[] {
  const { keys, nullable } = SORT_KEYS[field];
  if (order === 'ASC')
    return [...keys.map((k) => (nullable ? sql`${k} asc nulls last` : sql`${k} asc`)), asc(orders.id)];
  if (!nullable) return [...keys.map((k) => sql`${k} desc`), desc(orders.id)];
  return [...keys.map((k) => sql`${k} desc nulls last`), sql`${orders.id} desc nulls last`];
}

/** A page of orders with the total of the filter; newest first unless told, the id breaks ties. */
export async function findOrders(db: DbOrTx, q: OrderQuery): Promise<{ orders: OrderEntity[]; total: number }> {
  const where = findConditions(q);
  const rows = await selectOrders(db, where)
    .orderBy(...orderSort(q.sortField, q.sortOrder))
    .limit(q.size)
    .offset(q.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .where(and(where, orderInScope()));
  return { orders: rows.map(toEntity), total };
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
