import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { offices, partners } from '../../../src/server/db/schema';
import { orders, services } from '../../../src/server/orders/ordersSchema';
import { vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import {
  ORDER_SORT_FIELDS,
  type OrderEntity,
  type OrderFindResponse,
  type OrderSortField,
} from '../../../src/shared/schemas/orders/orderEntity';
import { login } from '../buildTestApp';
import { newPhone, openOrdersTestApp } from './ordersFixtures';

// Every column of the order lists sorts on the server (POST /orders/find sortField): four orders of the test's own
// clients, each field's values set so that each sort gives its own order; empty values last both ways, the id breaks
// ties (ascending with ASC, descending with DESC).

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const at = (seconds: number) => new Date(seconds * 1000);

describe('order list sorting (/v1/orders/find sortField)', () => {
  const { t, call, ok, fails, body, create } = openOrdersTestApp();
  let admin = '';
  const tag = randomUUID().slice(0, 8);
  let made: OrderEntity[] = [];

  /** The four orders' field values, in the order o0..o3 (null: empty). */
  async function fourOrders() {
    const letters = ['В', 'А', 'Г', 'Б'];
    const serviceIds: number[] = [];
    for (const letter of ['Б', 'А', 'В']) {
      const [service] = await t.db
        .insert(services)
        .values({ name: `Сервис${tag} ${letter}`, code: `sort_${tag}_${letter}` })
        .returning();
      serviceIds.push(service.id);
    }
    const partnerIds: number[] = [];
    for (const letter of ['В', 'А', 'Б']) {
      const [partner] = await t.db
        .insert(partners)
        .values({ name: `Партнёр${tag} ${letter}` })
        .returning();
      partnerIds.push(partner.id);
    }
    const officeIds: number[] = [];
    for (const [i, letter] of ['А', 'В', 'Б'].entries()) {
      const [office] = await t.db
        .insert(offices)
        .values({ partnerId: partnerIds[i], name: `Офис${tag} ${letter}` })
        .returning();
      officeIds.push(office.id);
    }
    const vehicleIds: number[] = [];
    for (const letter of ['Б', 'В', 'А']) {
      const [vehicle] = await t.db
        .insert(vehicles)
        .values({ number: `${letter}${tag}` })
        .returning();
      vehicleIds.push(vehicle.id);
    }
    const values = [
      {
        number: `S${tag}-C`,
        createdAt: at(now - DAY),
        cost: 300,
        plannedDate: null,
        statusRefValueId: 9012,
        serviceId: serviceIds[0],
        vehicleId: vehicleIds[0],
        partnerId: partnerIds[0],
        officeId: officeIds[0],
      },
      {
        number: `S${tag}-A`,
        createdAt: at(now - 3 * DAY),
        cost: 100,
        plannedDate: at(now + 3 * DAY),
        statusRefValueId: 9011,
        serviceId: serviceIds[1],
        vehicleId: vehicleIds[1],
        partnerId: partnerIds[1],
        officeId: officeIds[1],
      },
      {
        number: `S${tag}-D`,
        createdAt: at(now - 2 * DAY),
        cost: null,
        plannedDate: at(now + DAY),
        statusRefValueId: 9012,
        serviceId: serviceIds[2],
        vehicleId: vehicleIds[2],
        partnerId: null,
        officeId: null,
      },
      {
        number: `S${tag}-B`,
        createdAt: at(now - 4 * DAY),
        cost: 200,
        plannedDate: at(now + 2 * DAY),
        statusRefValueId: 9011,
        serviceId: serviceIds[1],
        vehicleId: null,
        partnerId: partnerIds[2],
        officeId: officeIds[2],
      },
    ];
    const result: OrderEntity[] = [];
    for (const [i, letter] of letters.entries()) {
      const [client] = await t.db
        .insert(clients)
        .values({ lastName: `Сорт${tag}${letter}`, firstName: 'Иван', phoneNumber: newPhone() })
        .returning();
      const order = await create(admin, body(client.id));
      await t.db.update(orders).set(values[i]).where(eq(orders.id, order.id));
      result.push(order);
    }
    return result;
  }

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    made = await fourOrders();
  });

  /** The test's orders in the order the server gives them, as indexes o0..o3. */
  async function sorted(sortField: OrderSortField, sortOrder: 'ASC' | 'DESC', page = { offset: 0, size: 20 }) {
    const answer = await ok<OrderFindResponse>(admin, 'POST', '/v1/orders/find', {
      search: `Сорт${tag}`,
      scope: 'all',
      sortField,
      sortOrder,
      ...page,
    });
    return answer.orders.map((o) => made.findIndex((m) => m.id === o.id));
  }

  const expected: Record<OrderSortField, { ASC: number[]; DESC: number[] }> = {
    createdDate: { ASC: [3, 1, 2, 0], DESC: [0, 2, 1, 3] },
    number: { ASC: [1, 3, 0, 2], DESC: [2, 0, 3, 1] },
    cost: { ASC: [1, 3, 0, 2], DESC: [0, 3, 1, 2] },
    plannedDate: { ASC: [2, 3, 1, 0], DESC: [1, 3, 2, 0] },
    // 9011 twice and 9012 twice: the id breaks the ties.
    statusRefValueId: { ASC: [1, 3, 0, 2], DESC: [2, 0, 3, 1] },
    // o1 and o3 share a service: the id again.
    serviceName: { ASC: [1, 3, 0, 2], DESC: [2, 0, 3, 1] },
    clientFio: { ASC: [1, 3, 0, 2], DESC: [2, 0, 3, 1] },
    vehicleNumber: { ASC: [2, 0, 1, 3], DESC: [1, 0, 2, 3] },
    partnerName: { ASC: [1, 3, 0, 2], DESC: [0, 3, 1, 2] },
    officeName: { ASC: [0, 3, 1, 2], DESC: [1, 3, 0, 2] },
  };

  it('has a case for every sort field', () => {
    expect(Object.keys(expected).sort()).toEqual([...ORDER_SORT_FIELDS].sort());
  });

  for (const field of ORDER_SORT_FIELDS) {
    it(`sorts by ${field} both ways, empty values last, ties by id`, async () => {
      expect(await sorted(field, 'ASC')).toEqual(expected[field].ASC);
      expect(await sorted(field, 'DESC')).toEqual(expected[field].DESC);
    });
  }

  it('pages a sort by a name without skipping or repeating a row', async () => {
    const first = await sorted('partnerName', 'ASC', { offset: 0, size: 2 });
    const second = await sorted('partnerName', 'ASC', { offset: 2, size: 2 });
    expect([...first, ...second]).toEqual(expected.partnerName.ASC);
  });

  it('answers an unknown sort field with 400 and the fields it knows, in Russian', async () => {
    const bad = await fails(
      call(admin, 'POST', '/v1/orders/find', { sortField: 'description' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details?.sortField).toBe(`Сортировка возможна по полям ${ORDER_SORT_FIELDS.join(', ')}`);
  });
});
