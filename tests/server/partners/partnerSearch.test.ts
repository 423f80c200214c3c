import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { partnerCarPark } from '../../../src/server/documents/documentsSchema';
import { towTruckBases } from '../../../src/server/evacuation/evacuationSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import type { B2bCustomer, PartnerCandidate } from '../../../src/shared/schemas/partners/partnerSearch';
import { login, openTestApp } from '../buildTestApp';
import { caller, createTestOrder, expectFieldError, loginAll, type Tokens } from '../orders/orderPartsFixtures';

// Who can take an order (partners with offices, the nearest office by the tow-truck bases), and the B2B customers.

const KREMLIN = { latitude: 55.752, longitude: 37.6175 };

describe('partner search (/v1/partner/{orderId}/find/partner, /v1/partner/b2b_customers)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let partnerToken = '';
  let call: ReturnType<typeof caller>;
  const tag = `Поиск-${randomUUID().slice(0, 6)}`;
  const ids = { near: 0, far: 0, noBase: 0, nearOffice: 0 };

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    partnerToken = await login(t.app, 'partner@demo.ru', 'Partner12345');
    call = caller(t.app);
    const [near, far, noBase] = await t.db
      .insert(partners)
      .values([
        { name: `${tag} Химки` },
        { name: `${tag} Петербург`, isCorporateClient: true },
        { name: `${tag} Без баз` },
      ])
      .returning();
    await t.db.insert(partners).values({ name: `${tag} Без офисов` });
    const [khimki, lyubertsy, spb] = await t.db
      .insert(offices)
      .values([
        { partnerId: near.id, name: 'Офис в Химках' },
        { partnerId: near.id, name: 'Офис в Люберцах' },
        { partnerId: far.id, name: 'Офис на Невском' },
        { partnerId: noBase.id, name: 'Офис без базы' },
      ])
      .returning();
    await t.db.insert(towTruckBases).values([
      { partnerId: near.id, officeId: khimki.id, name: 'База Химки', latitude: 55.897, longitude: 37.4297 },
      { partnerId: near.id, officeId: lyubertsy.id, name: 'База Люберцы', latitude: 55.7, longitude: 37.75 },
      { partnerId: far.id, officeId: spb.id, name: 'База Невский', latitude: 59.9343, longitude: 30.3351 },
      {
        partnerId: far.id,
        officeId: spb.id,
        name: 'Закрытая база',
        latitude: 55.7521,
        longitude: 37.6176,
        deletedDate: new Date(),
      },
    ]);
    Object.assign(ids, { near: near.id, far: far.id, noBase: noBase.id, nearOffice: lyubertsy.id });
  });

  const find = async (orderId: number, body: object = { search: tag }, token = tokens.operator) =>
    call(token, 'POST', `/v1/partner/${orderId}/find/partner`, body);

  it('lists partners with offices, the current one first, then the nearest office by the order’s place', async () => {
    const orderId = await createTestOrder(t.db);
    await t.db
      .update(orders)
      .set({ ...KREMLIN, partnerId: ids.noBase })
      .where(eq(orders.id, orderId));
    const response = await find(orderId);
    expect(response.statusCode).toBe(200);
    const list = response.json() as PartnerCandidate[];
    expect(list.map((p) => p.name)).toEqual([`${tag} Без баз`, `${tag} Химки`, `${tag} Петербург`]);
    expect(list[0]).toEqual({
      id: ids.noBase,
      name: `${tag} Без баз`,
      isCorporateClient: false,
      officesCount: 1,
      nearestOffice: null,
      current: true,
    });
    expect(list[1]).toMatchObject({
      officesCount: 2,
      current: false,
      nearestOffice: { id: ids.nearOffice, name: 'Офис в Люберцах' },
    });
    expect(list[1].nearestOffice!.distanceKm).toBeGreaterThan(8);
    expect(list[1].nearestOffice!.distanceKm).toBeLessThan(12);
    // The removed base a few metres away does not count.
    expect(list[2].nearestOffice!.distanceKm).toBeGreaterThan(600);
    expect(list[2].isCorporateClient).toBe(true);
  });

  it('gives no nearest office to an order without coordinates, and filters by name', async () => {
    const orderId = await createTestOrder(t.db);
    const list = (await find(orderId, { search: `${tag} хим`, serviceId: 13 })).json() as PartnerCandidate[];
    expect(list).toEqual([
      {
        id: ids.near,
        name: `${tag} Химки`,
        isCorporateClient: false,
        officesCount: 2,
        nearestOffice: null,
        current: false,
      },
    ]);
    expect((await find(orderId, { search: `${tag}%` })).json()).toEqual([]);
  });

  it('answers each message, 404 and 403', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(await find(orderId, { serviceId: 'эвакуация' }), 'serviceId', 'Некорректный сервис');
    expect((await find(orderId, { serviceId: 999_999 })).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Сервис не найден',
    });
    expect((await find(999_999_999)).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Заявка не найдена',
    });
    expect((await find(orderId, {}, tokens.nobody)).statusCode).toBe(403);
    // The order is no partner's: to a partner's staff it does not exist (auth/tenantScope.ts).
    expect((await find(orderId, { search: tag }, partnerToken)).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
    });
  });

  it('lists the B2B customers with their active, live vehicles counted', async () => {
    const cars = await t.db
      .insert(vehicles)
      .values([
        { number: 'А001АА77' },
        { number: 'В002ВВ77' },
        { number: 'С003СС77' },
        { number: 'Е004ЕЕ77', deletedDate: new Date() },
      ])
      .returning();
    await t.db
      .insert(partnerCarPark)
      .values(cars.map((car, i) => ({ partnerId: ids.far, vehicleId: car.id, isActive: i !== 2 })));
    const response = await call(tokens.operator, 'GET', '/v1/partner/b2b_customers');
    expect(response.statusCode).toBe(200);
    const list = response.json() as B2bCustomer[];
    expect(list).toContainEqual({ id: ids.far, name: `${tag} Петербург`, vehiclesCount: 2 });
    expect(list.map((c) => c.id)).not.toContain(ids.near);
    expect((await call(tokens.nobody, 'GET', '/v1/partner/b2b_customers')).statusCode).toBe(403);
  });
});
