import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { orders } from '../../../src/server/orders/ordersSchema';
import type {
  OrderEntity,
  OrderFindListResponse,
  OrderFindResponse,
} from '../../../src/shared/schemas/orders/orderEntity';
import { login } from '../buildTestApp';
import { openOrdersTestApp } from './ordersFixtures';

// The lists: POST /orders/find (scopes, filters, search, sorting, paging) and POST /orders/find_list (pasted
// values). Each test counts only the orders of its own client.

const DAY = 86_400;

describe('order lists (/v1/orders/find, /v1/orders/find_list)', () => {
  const { t, call, ok, fails, userWith, newClient, body, create } = openOrdersTestApp();
  let admin = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  const find = (payload: object, token = admin, query = '') =>
    ok<OrderFindResponse>(token, 'POST', `/v1/orders/find${query}`, payload);
  const numbers = (r: { orders: OrderEntity[] }) => r.orders.map((o) => o.number);

  /** Five orders of one client: new, in work, done, cancelled, archived; created a day apart, the first the oldest. */
  async function clientWithOrders() {
    const client = await newClient();
    const [office] = await t.db.select().from(offices).limit(1);
    const made: OrderEntity[] = [];
    for (const [k, statusRefValueId] of [9011, 9012, 9015, 121, 29].entries()) {
      const order = await create(
        admin,
        body(client.id, {
          statusRefValueId,
          cost: 1000 * (k + 1),
          ...(k === 1 ? { vehicleId: client.vehicleId, partnerId: office.partnerId, officeId: office.id } : {}),
        }),
      );
      await t.db
        .update(orders)
        .set({ createdAt: new Date((Math.floor(Date.now() / 1000) - (5 - k) * DAY) * 1000) })
        .where(eq(orders.id, order.id));
      made.push(order);
    }
    return { client, office, made };
  }

  describe('POST /v1/orders/find', () => {
    it('splits the orders into active and archive (done, cancelled, archived); all is both; newest first', async () => {
      const { client, made } = await clientWithOrders();
      const all = await find({ clientId: client.id, scope: 'all' });
      expect(all.total).toBe(5);
      expect(numbers(all)).toEqual(made.map((o) => o.number).reverse());
      expect(numbers(await find({ clientId: client.id, scope: 'active' }))).toEqual([made[1].number, made[0].number]);
      expect(numbers(await find({ clientId: client.id, scope: 'archive' }))).toEqual([
        made[4].number,
        made[3].number,
        made[2].number,
      ]);
    });

    it('filters by service, status, partner, office, vehicle, parent order and creation dates', async () => {
      const { client, office, made } = await clientWithOrders();
      const base = { clientId: client.id };
      expect((await find({ ...base, serviceIds: [61] })).total).toBe(5);
      expect((await find({ ...base, serviceIds: [13, 42] })).total).toBe(0);
      expect(numbers(await find({ ...base, statusRefValueIds: [9012, 121] }))).toEqual([
        made[3].number,
        made[1].number,
      ]);
      expect(numbers(await find({ ...base, partnerId: office.partnerId }))).toEqual([made[1].number]);
      expect(numbers(await find({ ...base, officeId: office.id }))).toEqual([made[1].number]);
      const [{ name: partnerName }] = await t.db
        .select({ name: partners.name })
        .from(partners)
        .where(eq(partners.id, office.partnerId));
      expect(numbers(await find({ ...base, partnerName: partnerName.slice(2, 8).toUpperCase() }))).toEqual([
        made[1].number,
      ]);
      expect(numbers(await find({ ...base, vehicleId: client.vehicleId }))).toEqual([made[1].number]);
      const now = Math.floor(Date.now() / 1000);
      expect(numbers(await find({ ...base, dateFrom: now - 3.5 * DAY, dateTo: now - 1.5 * DAY }))).toEqual([
        made[3].number,
        made[2].number,
      ]);
      const linked = await ok<OrderEntity>(admin, 'POST', '/v1/orders/create/linked/42', { orderId: made[0].id });
      expect(numbers(await find({ parentOrderId: made[0].id }))).toEqual([linked.number]);
    });

    it('searches any part of the number, the client name or phone (however typed) and the plate', async () => {
      const { client, made } = await clientWithOrders();
      const national = client.phoneNumber.slice(2);
      for (const search of [
        client.tag,
        client.lastName!.toLowerCase(),
        `8 ${national}`,
        national.slice(3),
        client.plate.toLowerCase(),
      ]) {
        const found = await find({ search });
        expect(found.orders.filter((o) => o.clientId === client.id).length, search).toBeGreaterThan(0);
      }
      expect(numbers(await find({ search: made[2].number }))).toEqual([made[2].number]);
      expect(
        (await find({ search: '%' })).orders.every((o) => o.number.includes('%') || o.clientFio?.includes('%')),
      ).toBe(true);
    });

    it('sorts by the field asked, pages, and accepts ?showIsPaid=true', async () => {
      const { client, made } = await clientWithOrders();
      const byCost = await find(
        { clientId: client.id, sortField: 'cost', sortOrder: 'asc', offset: 1, size: 2 },
        admin,
        '?showIsPaid=true',
      );
      expect(byCost.total).toBe(5);
      expect(numbers(byCost)).toEqual([made[1].number, made[2].number]);
      const bad = await fails(
        call(admin, 'POST', '/v1/orders/find', { sortField: 'description' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details?.sortField).toBeDefined();
      const badScope = await fails(
        call(admin, 'POST', '/v1/orders/find', { scope: 'deleted' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badScope.details).toEqual({ scope: 'scope: active, archive или all' });
    });

    it('is open to every reading key, the client card included, and 403 to others', async () => {
      const { client } = await clientWithOrders();
      for (const key of ['orders.archive', 'tire.fitting', 'avarcom.orders', 'reference.person.card']) {
        const reader = await userWith({ [key]: { available: true } });
        expect((await find({ clientId: client.id }, reader.token)).total, key).toBe(5);
      }
      await fails(
        call(
          (await userWith({ 'orders.create': { available: true, permissionInsert: true } })).token,
          'POST',
          '/v1/orders/find',
          {},
        ),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe('POST /v1/orders/find_list', () => {
    it('matches numbers, phones, plates and Carmen leads; each order once; the values that found nothing', async () => {
      const { client, made } = await clientWithOrders();
      const other = await newClient();
      const lead = `CL-${other.tag}`;
      const byLead = await create(admin, body(other.id, { carmenLeadId: lead }));
      const withPlate = await create(admin, body(other.id, { vehicleId: other.vehicleId }));
      const phoneAsTyped = `8 (${client.phoneNumber.slice(2, 5)}) ${client.phoneNumber.slice(5, 8)}-${client.phoneNumber.slice(8, 10)}-${client.phoneNumber.slice(10)}`;
      const result = await ok<OrderFindListResponse>(admin, 'POST', '/v1/orders/find_list', {
        values: [made[0].number, phoneAsTyped, other.plate.toLowerCase(), lead, 'НЕТ-ТАКОГО', made[0].number],
      });
      const matched = Object.fromEntries(result.orders.map((o) => [o.number, o.matchedValue]));
      expect(matched).toEqual({
        [made[0].number]: made[0].number,
        [made[1].number]: phoneAsTyped,
        [made[2].number]: phoneAsTyped,
        [made[3].number]: phoneAsTyped,
        [made[4].number]: phoneAsTyped,
        [withPlate.number]: other.plate.toLowerCase(),
        [byLead.number]: lead,
      });
      expect(result.notFound).toEqual(['НЕТ-ТАКОГО']);
    });

    it('asks for values, and needs orders.find.by.values', async () => {
      const empty = await fails(call(admin, 'POST', '/v1/orders/find_list', { values: [] }), 400, 'VALIDATION_ERROR');
      expect(empty.details).toEqual({ values: 'Укажите значения для поиска' });
      await fails(
        call((await userWith({ 'orders.active': { available: true } })).token, 'POST', '/v1/orders/find_list', {
          values: ['1'],
        }),
        403,
        'ACCESS_DENIED',
      );
      const finder = await userWith({ 'orders.find.by.values': { available: true } });
      expect(
        (await ok<OrderFindListResponse>(finder.token, 'POST', '/v1/orders/find_list', { values: ['нет-такой'] }))
          .notFound,
      ).toEqual(['нет-такой']);
    });
  });
});
