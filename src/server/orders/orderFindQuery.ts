import {
  and,
  asc,
  count,
  desc,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import { normalizePhone } from '../../shared/schemas/fields/phone';
import {
  ORDER_SEARCH_TOTAL_CAP,
  ORDER_TOTAL_CAP,
  type OrderScope,
  type OrderSortField,
} from '../../shared/schemas/orders/orderEntity';
import { normalizePlateInput } from '../../shared/schemas/vehicles/vehicle';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices, partners } from '../db/schema';
import { vehicles } from '../vehicles/vehiclesSchema';
import { orderInScope } from './orderScope';
import { CLOSED_STATUSES } from './orderStatuses';
import { orders, services } from './ordersSchema';

// POST /orders/find at a million orders (answered within 25 ms at p99). What EXPLAIN (ANALYZE, BUFFERS) showed
// on 1M orders and what this file does about it:
// - The old call joined the 10 name tables to every matching order, then sorted and cut the page: 1 s for the first
//   page. Now the page's ids are chosen on `orders` alone (joined only to the one table a name sort needs), read off
//   the (sort column, id) indexes with LIMIT; ordersRepository joins the names for those ≤ size ids only.
// - The search ORed ilike over joined columns, so no index could serve it (5-20 s). Now it is three branches, each
//   with its own page: the number (orders_number_trgm_idx), the client (name or phone, clients_fio_trgm_idx /
//   clients_phone_trgm_idx) and the vehicle (vehicles_number_trgm_idx), UNIONed; prepareSearch says how each is
//   read (by the ids of a rare term's few matches, or walking the list for a common one).
// - `total` counted every matching row (1 s for the whole list). Now it counts at most ORDER_TOTAL_CAP rows past the
//   page's start; beyond that the answer says `totalCapped` and the console shows «более N». The active scope alone
//   (the menu badge) stays exact: orders_active_created_at_idx holds only its rows, so counting them is cheap.

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

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The client's full name as the lists show it (trim(concat_ws(' ', last, first, middle))), written with immutable
 * functions so that clients_fio_trgm_idx can index it: a missing part adds no space, as concat_ws skips nulls.
 */
export const clientFioText = sql<string>`trim(coalesce(${clients.lastName}, '') || coalesce(' ' || ${clients.firstName}, '') || coalesce(' ' || ${clients.middleName}, ''))`;

/** The closed statuses inlined, not bound: the partial index orders_active_created_at_idx is chosen by them. */
const closedList = sql.raw(CLOSED_STATUSES.join(', '));

function scopeCondition(scope: OrderScope): SQL | undefined {
  if (scope === 'active') return sql`${orders.statusRefValueId} not in (${closedList})`;
  if (scope === 'archive') return sql`${orders.statusRefValueId} in (${closedList})`;
  return undefined;
}

/** The filters on the order's own columns (the partner's name through a subquery): every branch shares them. */
function filterConditions(db: DbOrTx, q: OrderQuery): SQL[] {
  const conditions = [
    isNull(orders.deletedDate),
    scopeCondition(q.scope),
    q.serviceIds?.length ? inArray(orders.serviceId, q.serviceIds) : undefined,
    q.statusRefValueIds?.length ? inArray(orders.statusRefValueId, q.statusRefValueIds) : undefined,
    q.partnerId ? sql`${orders.partnerId} = ${q.partnerId}` : undefined,
    q.partnerName
      ? inArray(
          orders.partnerId,
          db
            .select({ id: partners.id })
            .from(partners)
            .where(ilike(partners.name, likePattern(q.partnerName))),
        )
      : undefined,
    q.officeId ? sql`${orders.officeId} = ${q.officeId}` : undefined,
    q.clientId ? sql`${orders.clientId} = ${q.clientId}` : undefined,
    q.vehicleId ? sql`${orders.vehicleId} = ${q.vehicleId}` : undefined,
    q.parentOrderId ? sql`${orders.parentOrderId} = ${q.parentOrderId}` : undefined,
    q.dateFrom !== undefined ? gte(orders.createdAt, new Date(q.dateFrom * 1000)) : undefined,
    // dateTo is inclusive to the second.
    q.dateTo !== undefined ? lt(orders.createdAt, new Date((q.dateTo + 1) * 1000)) : undefined,
    orderInScope(),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** How many matching clients (vehicles, numbers) a search looks up before it calls the term common. */
const PROBE_LIMIT = 1000;
/** The planner's estimate of matching clients from which a term is common without looking its clients up. */
const COMMON_ESTIMATE = 10 * PROBE_LIMIT;

/** One way a quick search finds orders: by the ids a rare term matched, or walking the list for a common one. */
interface SearchBranch {
  where: SQL;
  walks: boolean;
}

/**
 * A quick search made ready: one branch per kind of match (the number, the client, the vehicle) that found anything,
 * and whether any walks the list (the total is then capped lower).
 */
export interface OrderSearch {
  branches: SearchBranch[];
  walks: boolean;
}

/** The planner's estimate of a query's rows (EXPLAIN, no execution). */
async function estimatedRows(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * The ids of the clients a search term matches, at most PROBE_LIMIT + 1; none looked up when the planner already
 * knows the term is common. Its estimate is trustworthy when large: that many of the name histogram's sampled
 * values matched ('Иванов': 26 800 estimated, 32 600 found); a small one is often a default guess (the phone digits
 * '4567': 2 000 estimated, 132 found), so then the ids are looked up. Looking up 'Иванов's first thousand costs the
 * trigram bitmap of all 32 600 (5 ms); the estimate, planning only.
 */
async function clientIdsUnlessCommon(db: DbOrTx, clientMatch: SQL): Promise<{ id: number }[] | 'common'> {
  const query = db.select({ id: clients.id }).from(clients).where(clientMatch);
  if ((await estimatedRows(db, query)) >= COMMON_ESTIMATE) return 'common';
  return query.limit(PROBE_LIMIT + 1);
}

const idArray = (ids: number[]) => sql`any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The quick search: any part of the number, of the client's name or phone (however typed) or of the plate. Together
 * the branches match what the old OR over the joined columns matched: the client always exists (client_id is not
 * null), and an order without a vehicle matched no plate.
 *
 * Which plan is fast depends on how common the term is, and the trigram estimates are often far off (a phone's
 * digits '4567' were taken for 2 000 clients, not 132: the planner walked 23 000 orders, 280 ms). So each branch
 * first looks its matches up by trigram, at most PROBE_LIMIT + 1: a rare term's orders are then fetched by those ids
 * (orders_client_id_id_idx...) and sorted; a common one ('Иванов' matches 16 % of the clients through the middle
 * names) walks the orders in the page's order and checks each one's client by primary key, as a correlated subquery
 * the planner cannot turn back into a join, until the page is full. A client term the planner itself knows to be
 * common skips the lookup (clientIdsUnlessCommon).
 */
export async function prepareSearch(db: DbOrTx, text: string): Promise<OrderSearch> {
  const pattern = likePattern(text);
  const plate = normalizePlateInput(text);
  const phone = normalizePhone(text);
  const clientMatch = or(
    ilike(clientFioText, pattern),
    ilike(clients.phoneNumber, pattern),
    /^\+\d{5,}$/.test(phone) ? ilike(clients.phoneNumber, likePattern(phone)) : undefined,
  )!;
  const vehicleMatch = or(
    ilike(vehicles.number, pattern),
    plate ? ilike(vehicles.number, likePattern(plate)) : undefined,
  )!;
  const numberMatch = ilike(orders.number, pattern);
  const [numberIds, clientIds, vehicleIds] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(numberMatch)
      .limit(PROBE_LIMIT + 1),
    clientIdsUnlessCommon(db, clientMatch),
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(vehicleMatch)
      .limit(PROBE_LIMIT + 1),
  ]);
  const branches: SearchBranch[] = [];
  const add = (found: { id: number }[] | 'common', byIds: (ids: number[]) => SQL, walking: SQL) => {
    if (found.length === 0) return;
    if (found !== 'common' && found.length <= PROBE_LIMIT)
      branches.push({ where: byIds(found.map((r) => r.id)), walks: false });
    else branches.push({ where: walking, walks: true });
  };
  add(numberIds, (ids) => sql`${orders.id} = ${idArray(ids)}`, numberMatch);
  add(
    clientIds,
    (ids) => sql`${orders.clientId} = ${idArray(ids)}`,
    sql`(select ${clientMatch} from ${clients} where ${clients.id} = ${orders.clientId})`,
  );
  add(
    vehicleIds,
    (ids) => sql`${orders.vehicleId} = ${idArray(ids)}`,
    sql`coalesce((select ${vehicleMatch} from ${vehicles} where ${vehicles.id} = ${orders.vehicleId}), false)`,
  );
  return { branches, walks: branches.some((b) => b.walks) };
}

type SortTable = 'services' | 'clients' | 'vehicles' | 'partners' | 'offices';

/**
 * What each sort field orders by, whether it can be empty and the one table it needs joined. The order's own columns
 * have an index on (column, id) matching the sort (ordersSchema.ts): a page is read off the index. The client is
 * sorted by last and first name, as clients_names_idx holds them.
 */
const SORT_KEYS: Record<OrderSortField, { keys: SQL[]; nullable: boolean; join?: SortTable }> = {
  createdDate: { keys: [sql`${orders.createdAt}`], nullable: false },
  number: { keys: [sql`${orders.number}`], nullable: false },
  cost: { keys: [sql`${orders.cost}`], nullable: true },
  plannedDate: { keys: [sql`${orders.plannedDate}`], nullable: true },
  statusRefValueId: { keys: [sql`${orders.statusRefValueId}`], nullable: false },
  serviceName: { keys: [sql`${services.name}`], nullable: false, join: 'services' },
  clientFio: {
    keys: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`],
    nullable: true,
    join: 'clients',
  },
  vehicleNumber: { keys: [sql`${vehicles.number}`], nullable: true, join: 'vehicles' },
  partnerName: { keys: [sql`${partners.name}`], nullable: true, join: 'partners' },
  officeName: { keys: [sql`${offices.name}`], nullable: true, join: 'offices' },
};

/**
 * The sort of a page over `keys`, `id` last so that paging is stable. A column that is never empty sorts plainly (one
 * index read forwards or backwards serves both directions); one that can be empty puts the empty values last either
 * way, as its two indexes (ASC NULLS LAST and DESC NULLS LAST) hold them.
 */
function sortOver(keys: SQL[], id: SQL | PgColumn, nullable: boolean, order: 'ASC' | 'DESC'): SQL[] {
  if (order === 'ASC') return [...keys.map((k) => (nullable ? sql`${k} asc nulls last` : sql`${k} asc`)), asc(id)];
  if (!nullable) return [...keys.map((k) => sql`${k} desc`), desc(id)];
  return [...keys.map((k) => sql`${k} desc nulls last`), sql`${id} desc nulls last`];
}

/** The sort of the order lists (also the old one-query form the tests compare with). */
export function orderSort(field: OrderSortField = 'createdDate', order: 'ASC' | 'DESC' = 'DESC'): SQL[] {
  const { keys, nullable } = SORT_KEYS[field];
  return sortOver(keys, orders.id, nullable, order);
}

/** Ids of orders matching `where`, with the sort's keys as k0, k1 (a branch of the search's union). */
function idsQuery(db: DbOrTx, field: OrderSortField, where: SQL | undefined) {
  const { keys, join } = SORT_KEYS[field];
  const columns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k}`.as(`k${i}`)]));
  const query = db
    .select({ id: orders.id, ...columns })
    .from(orders)
    .$dynamic();
  if (join === 'services') query.innerJoin(services, sql`${services.id} = ${orders.serviceId}`);
  if (join === 'clients') query.innerJoin(clients, sql`${clients.id} = ${orders.clientId}`);
  if (join === 'vehicles') query.leftJoin(vehicles, sql`${vehicles.id} = ${orders.vehicleId}`);
  if (join === 'partners') query.leftJoin(partners, sql`${partners.id} = ${orders.partnerId}`);
  if (join === 'offices') query.leftJoin(offices, sql`${offices.id} = ${orders.officeId}`);
  return query.where(where);
}

/**
 * A LIMIT no branch reaches: it only keeps the planner from pulling a by-ids branch up into the page's sort and
 * LIMIT 20, where it walked orders_live_created_at_idx testing `client_id = any(156 ids)` on 23 000 orders (100 ms)
 * instead of fetching the ~700 orders of those clients by orders_client_id_id_idx and sorting them.
 */
const UNREACHED_LIMIT = 2_147_483_647;

/** The page's order ids, in the page's order; `search` from prepareSearch when the query has one. */
export async function findOrderIds(db: DbOrTx, q: OrderQuery, search?: OrderSearch): Promise<number[]> {
  const field = q.sortField ?? 'createdDate';
  const order = q.sortOrder ?? 'DESC';
  const filters = filterConditions(db, q);
  if (!search) {
    const rows = await idsQuery(db, field, and(...filters))
      .orderBy(...orderSort(field, order))
      .limit(q.size)
      .offset(q.offset);
    return rows.map((r) => r.id);
  }
  if (search.branches.length === 0) return [];
  // A walking branch brings its own first offset + size rows in the page's sort; a by-ids branch all its orders (a
  // rare term's few). The union's sort cuts the page.
  const [first, second, ...others] = search.branches.map(({ where, walks }) => {
    const branch = idsQuery(db, field, and(...filters, where));
    return walks ? branch.orderBy(...orderSort(field, order)).limit(q.offset + q.size) : branch.limit(UNREACHED_LIMIT);
  });
  const merged = (second ? union(first, second, ...others) : first).as('merged');
  const { keys, nullable } = SORT_KEYS[field];
  const mergedKeys = keys.map((_, i) => sql`${sql.identifier('merged')}.${sql.identifier(`k${i}`)}`);
  const rows = await db
    .select({ id: merged.id })
    .from(merged)
    .orderBy(...sortOver(mergedKeys, merged.id, nullable, order))
    .limit(q.size)
    .offset(q.offset);
  return rows.map((r) => r.id);
}

/** Only the scope is asked (the menu badges, an unfiltered list). */
const scopeOnly = (q: OrderQuery) =>
  !q.search &&
  !q.serviceIds?.length &&
  !q.statusRefValueIds?.length &&
  !q.partnerId &&
  !q.partnerName &&
  !q.officeId &&
  !q.clientId &&
  !q.vehicleId &&
  !q.parentOrderId &&
  q.dateFrom === undefined &&
  q.dateTo === undefined;

/**
 * The number of matching orders, counted up to ORDER_TOTAL_CAP past the page's start (ORDER_SEARCH_TOTAL_CAP when a
 * common search term walks the list: counting its orders means checking seven for each one found): { total, capped }
 * with capped true when there are more (total is then offset + the cap). The active scope alone is counted exactly.
 */
export async function countOrders(
  db: DbOrTx,
  q: OrderQuery,
  search?: OrderSearch,
): Promise<{ total: number; capped: boolean }> {
  const filters = filterConditions(db, q);
  if (q.scope === 'active' && scopeOnly(q)) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(orders)
      .where(and(...filters));
    return { total, capped: false };
  }
  if (search?.branches.length === 0) return { total: 0, capped: false };
  const limit = q.offset + (search?.walks ? ORDER_SEARCH_TOTAL_CAP : ORDER_TOTAL_CAP);
  const matching = (branch?: SQL) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...filters, branch))
      .limit(limit + 1);
  if (!search) {
    // Counted in the list's own order (newest first): the planner then reads the count off the partial
    // (created_at, id) indexes, index only, where it would otherwise scan the table for the first rows it meets.
    const [{ total }] = await db.select({ total: count() }).from(
      matching()
        .orderBy(...orderSort())
        .as('matched'),
    );
    return total > limit ? { total: limit, capped: true } : { total, capped: false };
  }
  // A branch cut at the limit makes the union at least as long: then there are more than `limit` in all.
  const [first, second, ...others] = search.branches.map((b) => matching(b.where));
  const matched = (second ? union(first, second, ...others) : first).as('matched');
  const [{ total }] = await db.select({ total: count() }).from(matched);
  return total > limit ? { total: limit, capped: true } : { total, capped: false };
}
