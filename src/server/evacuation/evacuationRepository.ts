import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '../../shared/constants';
import { round2 } from '../../shared/format';
import type {
  DriverReport,
  EvacuationList,
  EvacuationListFilter,
  EvacuationOrderRow,
} from '../../shared/schemas/evacuation';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { refValues, users } from '../db/schema';
import { notFound } from '../errors';
import { orderInScope } from '../orders/orderScope';
import { orderExecutors, orders, services } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import { vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';
import { towTruckDrivers } from './evacuationSchema';

// Evacuation lists: evacuation orders (services 13 and 42), one driver's orders and his
// report, the emergency-commissioner lists (901 and 904, 903). An order's driver is its newest live executor who is
// a tow-truck driver. 'Only tomorrow' compares the planned date with tomorrow in the order's own time zone.

/** Which orders a list holds: its services, and optionally one driver's or the bank's orders needing a tow. */
export interface EvacuationScope {
  serviceIds: readonly number[];
  driverUserId?: number;
  /** Service 903: true for specificValues.evacuationNeeded, false for the rest. */
  evacuationNeeded?: boolean;
}

const driver = alias(users, 'evacuation_driver');
const driverUserId = sql<number | null>`(
  select ${orderExecutors.userId} from ${orderExecutors}
  inner join ${towTruckDrivers} on ${towTruckDrivers.userId} = ${orderExecutors.userId}
  where ${orderExecutors.orderId} = ${orders.id} and ${orderExecutors.deletedDate} is null
  order by ${orderExecutors.createdAt} desc, ${orderExecutors.id} desc limit 1)`;
const clientFio = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;
const vehicleTitle = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${vehicleMakes.title}, ${vehicleModels.title})), '')`;
const evacuationNeeded = sql`coalesce(${orders.specificValues} ->> 'evacuationNeeded' = 'true', false)`;
/**
 * Planned for tomorrow where the order is. A zone PostgreSQL does not know (typed by hand on the order) would fail
 * the whole query, so it simply does not match; CASE keeps the check ahead of the conversion.
 */
const plannedTomorrow = sql`case when ${orders.timezone} in (select name from pg_timezone_names)
  then (${orders.plannedDate} at time zone ${orders.timezone})::date = (now() at time zone ${orders.timezone})::date + 1
  else false end`;

const rowColumns = {
  order: orders,
  statusRefValueName: refValues.name,
  serviceName: services.name,
  clientFio,
  clientPhone: clients.phoneNumber,
  vehicleTitle,
  vehicleNumber: vehicles.number,
  driverUserId: driver.id,
  driverFio: userFio(driver),
};

/** The joins every list and the report need (dynamic: the caller picks the columns). */
function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(refValues, eq(refValues.id, orders.statusRefValueId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(driver, eq(driver.id, driverUserId));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function conditions(scope: EvacuationScope, q: Partial<EvacuationListFilter>): SQL | undefined {
  const search = q.search ? likePattern(q.search) : null;
  return and(
    isNull(orders.deletedDate),
    orderInScope(),
    inArray(orders.serviceId, [...scope.serviceIds]),
    scope.driverUserId !== undefined ? eq(driverUserId, scope.driverUserId) : undefined,
    scope.evacuationNeeded === undefined
      ? undefined
      : scope.evacuationNeeded
        ? evacuationNeeded
        : sql`not ${evacuationNeeded}`,
    search
      ? or(
          ilike(orders.number, search),
          ilike(clientFio, search),
          ilike(clients.phoneNumber, search),
          ilike(vehicles.number, search),
          ilike(orders.address, search),
        )
      : undefined,
    q.statusRefValueIds?.length ? inArray(orders.statusRefValueId, q.statusRefValueIds) : undefined,
    q.timezone ? eq(orders.timezone, q.timezone) : undefined,
    q.onlyTomorrow ? plannedTomorrow : undefined,
    q.dateFrom !== undefined ? gte(orders.createdAt, new Date(q.dateFrom * 1000)) : undefined,
    // dateTo is inclusive to the second.
    q.dateTo !== undefined ? lt(orders.createdAt, new Date((q.dateTo + 1) * 1000)) : undefined,
  );
}

const SORT_COLUMNS = {
  createdDate: orders.createdAt,
  plannedDate: orders.plannedDate,
  number: orders.number,
  cost: orders.cost,
} as const;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Evacuation proper and technical help: the tow lists and the drivers' reports. */
export const EVACUATION_SERVICES = [SERVICE_IDS.evacuation, SERVICE_IDS.techHelp] as const;

const selectRows = (db: DbOrTx) => withJoins(db.select(rowColumns).from(orders).$dynamic());
type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow({ order: o, ...names }: SelectedRow): EvacuationOrderRow {
  const destination = o.specificValues?.destinationAddress;
  return {
    id: o.id,
    number: o.number,
    createdDate: unix(o.createdAt),
    plannedDate: o.plannedDate ? unix(o.plannedDate) : null,
    statusRefValueId: o.statusRefValueId,
    statusRefValueName: names.statusRefValueName,
    serviceId: o.serviceId,
    serviceName: names.serviceName,
    clientFio: names.clientFio,
    clientPhone: names.clientPhone,
    vehicleTitle: names.vehicleTitle,
    vehicleNumber: names.vehicleNumber,
    address: o.address,
    destinationAddress: typeof destination === 'string' && destination.trim() ? destination : null,
    latitude: o.latitude,
    longitude: o.longitude,
    timezone: o.timezone,
    // A left join that found no driver gives nulls (the dynamic query's types do not say so).
    driverUserId: names.driverUserId ?? null,
    driverFio: names.driverUserId == null ? null : names.driverFio,
    cost: o.cost,
  };
}

/** A page of the scope's orders with the filter's total; newest first unless told, the id breaks ties. */
export async function listEvacuationOrders(
  db: DbOrTx,
  scope: EvacuationScope,
  q: EvacuationListFilter,
): Promise<EvacuationList> {
  const where = conditions(scope, q);
  const column = SORT_COLUMNS[q.sortField ?? 'createdDate'];
  const ascending = q.sortOrder === 'ASC';
  const rows = await selectRows(db)
    .where(where)
    .orderBy(
      ascending ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      ascending ? asc(orders.id) : desc(orders.id),
    )
    .limit(q.size)
    .offset(q.offset);
  const [{ total }] = await withJoins(db.select({ total: count() }).from(orders).$dynamic()).where(where);
  return { orders: rows.map(toRow), total };
}

/** One driver's period: how many orders, what they cost in all and on average, how many per status. */
export async function driverReport(
  db: DbOrTx,
  userId: number,
  period: { dateFrom?: number; dateTo?: number },
): Promise<DriverReport> {
  const [user] = await db.select({ fio: userFio() }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Пользователь не найден');
  const columns = {
    statusRefValueId: orders.statusRefValueId,
    statusRefValueName: refValues.name,
    count: count(),
    cost: sum(orders.cost),
  };
  const groups = await withJoins(db.select(columns).from(orders).$dynamic())
    .where(conditions({ serviceIds: EVACUATION_SERVICES, driverUserId: userId }, period))
    .groupBy(orders.statusRefValueId, refValues.name, refValues.sort)
    .orderBy(sql`${refValues.sort} asc nulls last`, asc(orders.statusRefValueId));
  const total = groups.reduce((n, g) => n + g.count, 0);
  const totalCost = round2(groups.reduce((n, g) => n + Number(g.cost ?? 0), 0));
  return {
    userId,
    userFio: user.fio,
    count: total,
    totalCost,
    averageCost: total === 0 ? null : round2(totalCost / total),
    byStatus: groups.map(({ statusRefValueId, statusRefValueName, count: n }) => ({
      statusRefValueId,
      statusRefValueName,
      count: n,
    })),
  };
}
