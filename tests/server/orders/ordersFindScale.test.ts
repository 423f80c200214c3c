import { and, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { offices, partners } from '../../../src/server/db/schema';
import { orderSort } from '../../../src/server/orders/orderFindQuery';
import { CLOSED_STATUSES } from '../../../src/server/orders/orderStatuses';
import { orders, services } from '../../../src/server/orders/ordersSchema';
import { vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import { normalizePhone } from '../../../src/shared/schemas/fields/phone';
import {
  ORDER_SEARCH_TOTAL_CAP,
  ORDER_SORT_FIELDS,
  ORDER_TOTAL_CAP,
  type OrderFindResponse,
  type OrderScope,
  type OrderSortField,
} from '../../../src/shared/schemas/orders/orderEntity';
import { normalizePlateInput } from '../../../src/shared/schemas/vehicles/vehicle';
import { login, openIsolatedTestApp } from '../buildTestApp';

// POST /orders/find as rebuilt for a million orders (orderFindQuery.ts): the page's ids first, the quick search in
// branches (by the ids a rare term matched, or walking the list for a common one), the total counted up to a cap.
// Every answer is compared with the one-query form it replaced: the 10-table join with the search ORed over the
// joined columns, sorted and cut in one go. On a database of its own: 11 000 orders would change others' counts.

const COMMON = 'Частотов';
/** More clients than the search looks up one by one: their orders are found walking the list. */
const COMMON_CLIENTS = 1100;
/** Enough open ones for the active scope to pass the cap too. */
const BULK = ORDER_TOTAL_CAP + 2000;
/** The sweeps below ask every term and every sort of some 13 000 orders: longer than 30 s on a busy 2-core machine. */
const SWEEP_TIMEOUT = 120_000;

describe('order find at scale (/v1/orders/find)', { timeout: SWEEP_TIMEOUT }, () => {
  const t = openIsolatedTestApp();
  let admin = '';

  const find = async (payload: object): Promise<OrderFindResponse> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/find',
      headers: { authorization: admin },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrderFindResponse;
  };

  /** Every page of a find, 500 at a time, as ids in the answered order. */
  async function allIds(payload: object): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await find({ ...payload, offset, size: 500 });
      ids.push(...page.orders.map((o) => o.id));
      if (page.orders.length < 500) return ids;
    }
  }

  const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const clientFio = sql`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;

  /** The search as the one-query form wrote it: ilike ORed over the joined columns. */
  function oldSearch(text: string): SQL | undefined {
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

  /** The ids the one-query form answered: every matching order, sorted by the same keys. */
  async function oldIds(
    { search, scope = 'all' }: { search?: string; scope?: OrderScope },
    sortField: OrderSortField = 'createdDate',
    sortOrder: 'ASC' | 'DESC' = 'DESC',
  ): Promise<number[]> {
    const scoped =
      scope === 'active'
        ? notInArray(orders.statusRefValueId, CLOSED_STATUSES)
        : scope === 'archive'
          ? inArray(orders.statusRefValueId, CLOSED_STATUSES)
          : undefined;
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .leftJoin(partners, eq(partners.id, orders.partnerId))
      .leftJoin(offices, eq(offices.id, orders.officeId))
      .where(and(isNull(orders.deletedDate), scoped, search ? oldSearch(search) : undefined))
      .orderBy(...orderSort(sortField, sortOrder));
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    // The common surname: one order each, a minute apart, half of them open.
    await t.db.execute(sql`insert into clients (last_name, first_name, phone_number)
      select ${COMMON}, 'Иван', '+7995' || lpad(g::text, 7, '0') from generate_series(1, ${COMMON_CLIENTS}) g`);
    await t.db.execute(sql`insert into orders (number, service_id, status_ref_value_id, client_id, created_at)
      select 'F-' || c.id, 61, case when c.id % 2 = 0 then 9011 else 9015 end, c.id,
        now() - make_interval(mins => c.id)
      from clients c where c.last_name = ${COMMON}`);
    // The bulk, on the demo's clients and vehicles: empty costs, planned dates, vehicles, partners and offices
    // among them (the sorts put those last), equal creation times in pairs (the id breaks the tie); nine in ten open.
    await t.db.execute(sql`insert into orders (number, service_id, status_ref_value_id, client_id, vehicle_id,
        partner_id, office_id, cost, planned_date, created_at)
      select 'B-' || g, (array[61, 13, 41])[1 + g % 3], 
        case when g % 10 = 0 then (array[9015, 121, 29])[1 + g / 10 % 3] else (array[9011, 9012, 9013, 9014])[1 + g % 4] end,
        c.ids[1 + g % array_length(c.ids, 1)],
        case when g % 7 = 0 then null else v.ids[1 + g % array_length(v.ids, 1)] end,
        case when g % 11 = 0 then null else 1 + g % 3 end, case when g % 13 = 0 then null else 1 + g % 5 end,
        case when g % 4 = 0 then null else (g % 900)::numeric end,
        case when g % 3 = 0 then null else now() + make_interval(hours => g % 500) end,
        now() - make_interval(days => 100, secs => g / 2)
      from generate_series(1, ${BULK}) g,
        (select array_agg(id order by id) ids from clients where last_name <> ${COMMON}) c,
        (select array_agg(id order by id) ids from vehicles) v`);
  });

  it('counts up to the cap past the page start and says so; the active scope alone exactly', async () => {
    const first = await find({ scope: 'all', offset: 0, size: 5 });
    expect(first).toMatchObject({ total: ORDER_TOTAL_CAP, totalCapped: true });
    expect(first.orders.map((o) => o.id)).toEqual((await oldIds({})).slice(0, 5));
    const later = await find({ scope: 'all', offset: 300, size: 5 });
    expect(later).toMatchObject({ total: 300 + ORDER_TOTAL_CAP, totalCapped: true });

    const active = await find({ scope: 'active', offset: 0, size: 1 });
    expect(active.total).toBe((await oldIds({ scope: 'active' })).length);
    expect(active.total).toBeGreaterThan(ORDER_TOTAL_CAP);
    expect(active).not.toHaveProperty('totalCapped');

    const few = await find({ scope: 'archive', clientId: 1, offset: 0, size: 5 });
    const closedOfClient = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.clientId, 1), inArray(orders.statusRefValueId, CLOSED_STATUSES), isNull(orders.deletedDate)),
      );
    expect(few.total).toBe(closedOfClient.length);
    expect(few.total).toBeGreaterThan(5);
    expect(few).not.toHaveProperty('totalCapped');
  });

  it('a common term walks the list, its total capped lower; a rare one is counted exactly', async () => {
    const common = await find({ scope: 'all', search: COMMON, offset: 0, size: 20 });
    expect(common).toMatchObject({ total: ORDER_SEARCH_TOTAL_CAP, totalCapped: true });
    const rare = await find({ scope: 'all', search: 'Иванов Иван', offset: 0, size: 20 });
    expect(rare.total).toBe((await oldIds({ search: 'Иванов Иван' })).length);
    expect(rare).not.toHaveProperty('totalCapped');
    const none = await find({ scope: 'all', search: 'Нетакогоклиента', offset: 0, size: 20 });
    expect(none).toEqual({ orders: [], total: 0 });
  });

  const [demoPhone, demoPlate] = ['+79161234567', 'В101ЕМ77'];
  const terms = [
    COMMON,
    'Иванов',
    'Иванов Иван',
    'иван',
    demoPhone.slice(4, 9),
    '8 916 123-45-67',
    demoPlate.slice(0, 4),
    // The same plate typed in Latin letters.
    'B101EM',
    'B-1',
    'F-10',
    '%',
  ];

  it('the search finds what the OR over the joined columns found, in the same order', async () => {
    for (const search of terms) {
      for (const scope of ['all', 'active'] as const) {
        expect(await allIds({ scope, search }), `${search} ${scope}`).toEqual(await oldIds({ search, scope }));
      }
    }
  });

  it('a page read first comes in the order of the old join, for every sort field both ways', async () => {
    for (const sortField of ORDER_SORT_FIELDS) {
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        const expected = await oldIds({}, sortField, sortOrder);
        const label = `${sortField} ${sortOrder}`;
        const first = await find({ scope: 'all', sortField, sortOrder, offset: 0, size: 300 });
        expect(
          first.orders.map((o) => o.id),
          label,
        ).toEqual(expected.slice(0, 300));
        const deep = await find({ scope: 'all', sortField, sortOrder, offset: 7000, size: 100 });
        expect(
          deep.orders.map((o) => o.id),
          label,
        ).toEqual(expected.slice(7000, 7100));
        // The search's branches merge in the same order: a rare term (by ids) and the common one (walking).
        for (const search of ['Иванов', COMMON]) {
          const found = await find({ scope: 'all', search, sortField, sortOrder, offset: 40, size: 60 });
          expect(
            found.orders.map((o) => o.id),
            `${label} ${search}`,
          ).toEqual((await oldIds({ search }, sortField, sortOrder)).slice(40, 100));
        }
      }
    }
  });
});
