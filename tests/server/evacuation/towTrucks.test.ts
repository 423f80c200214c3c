import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../../src/server/db/schema';
import { towTruckBases } from '../../../src/server/evacuation/evacuationSchema';
import { haversineKm } from '../../../src/server/evacuation/towTrucksRepository';
import type { TowDriver, TowTruckBase } from '../../../src/shared/schemas/evacuation';
import { login, openTestApp } from '../buildTestApp';
import { newBase, newDriver, newOrder, uniqueTag, userWith } from './evacuationFixtures';

describe('tow trucks: drivers, the price of a tow, bases', () => {
  const t = openTestApp();
  let operator = '';
  let partner = '';
  beforeAll(async () => {
    [operator, partner] = await Promise.all([
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, 'partner@demo.ru', 'Partner12345'),
    ]);
  });
  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

  describe('GET /v1/users/tow_truck/drivers', () => {
    it('lists active drivers with truck type, base and tariff, of one type when asked', async () => {
      const [{ id: partnerId }] = await t.db
        .insert(partners)
        .values({ name: `Эвакуаторы ${uniqueTag()}` })
        .returning();
      const base = await newBase(t.db, partnerId, { name: 'База на Каширке' });
      const crane = await newDriver(t.db, {
        truckTypeRefValueId: 9193,
        baseId: base.id,
        basePrice: 4500,
        pricePerKm: 85.5,
        truckNumber: 'М777ММ77',
      });
      const plain = await newDriver(t.db, { truckTypeRefValueId: 9192 });
      const blocked = await newDriver(t.db, { truckTypeRefValueId: 9193 });
      await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));

      const all = (await get(operator, '/v1/users/tow_truck/drivers')).json() as TowDriver[];
      const ids = all.map((d) => d.userId);
      expect(ids).toEqual(expect.arrayContaining([crane.id, plain.id]));
      expect(ids).not.toContain(blocked.id);
      const cranes = (await get(operator, '/v1/users/tow_truck/drivers?refValueId=9193')).json() as TowDriver[];
      expect(cranes.every((d) => d.truckTypeRefValueId === 9193)).toBe(true);
      expect(cranes.find((d) => d.userId === crane.id)).toEqual({
        userId: crane.id,
        fio: expect.stringMatching(/^Водителев Тест/),
        phone: '+79160001122',
        truckTypeRefValueId: 9193,
        truckTypeRefValueName: 'Эвакуатор с манипулятором',
        truckNumber: 'М777ММ77',
        baseId: base.id,
        baseName: 'База на Каширке',
        basePrice: 4500,
        pricePerKm: 85.5,
      });
      expect(cranes.find((d) => d.userId === plain.id)).toBeUndefined();
    });

    it('has the demo drivers of the tow partner, who log in to their own orders', async () => {
      const all = (await get(operator, '/v1/users/tow_truck/drivers')).json() as TowDriver[];
      expect(all.find((d) => d.fio === 'Громов Виктор Алексеевич')).toMatchObject({
        truckTypeRefValueName: 'Эвакуатор с ломаной платформой',
        basePrice: 3500,
        pricePerKm: 80,
      });
      const driver = await login(t.app, 'tow.gromov@demo.ru', 'Demo12345');
      const own = await get(driver, '/v1/orders/evacuation/by_user');
      expect(own.statusCode).toBe(200);
      expect(own.json().total).toBeGreaterThan(0);
    });

    it('refuses a bad type, strangers and the keyless', async () => {
      expect((await get(operator, '/v1/users/tow_truck/drivers?refValueId=эвакуатор')).json()).toMatchObject({
        status: 400,
        details: { refValueId: 'Некорректный тип эвакуатора' },
      });
      expect((await get(null, '/v1/users/tow_truck/drivers')).statusCode).toBe(401);
      expect((await get(partner, '/v1/users/tow_truck/drivers')).statusCode).toBe(403);
      const driverScreen = await userWith(t.db, ['evacuator.orders']);
      expect(
        (await get(await login(t.app, driverScreen.email, driverScreen.password!), '/v1/users/tow_truck/drivers'))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('POST /v1/users/evacuation_price', () => {
    it('is the base price plus the price per km times the distance, to 2 decimals', async () => {
      const order = await newOrder(t.db, uniqueTag());
      const driver = await newDriver(t.db, { basePrice: 3500, pricePerKm: 72.35 });
      const response = await post(operator, '/v1/users/evacuation_price', {
        orderId: order.id,
        userId: driver.id,
        distanceKm: 12.3,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        orderId: order.id,
        userId: driver.id,
        basePrice: 3500,
        pricePerKm: 72.35,
        distanceKm: 12.3,
        price: 4389.91,
      });
      const zero = (
        await post(operator, '/v1/users/evacuation_price', { orderId: order.id, userId: driver.id, distanceKm: 0 })
      ).json();
      expect(zero.price).toBe(3500);
    });

    it('checks the body, the driver and the order', async () => {
      const order = await newOrder(t.db, uniqueTag());
      const empty = await post(operator, '/v1/users/evacuation_price', {});
      expect(empty.json()).toMatchObject({
        status: 400,
        details: { orderId: 'Укажите заявку', userId: 'Укажите водителя', distanceKm: 'Укажите расстояние' },
      });
      const negative = await post(operator, '/v1/users/evacuation_price', {
        orderId: order.id,
        userId: 1,
        distanceKm: -1,
      });
      expect(negative.json().details).toEqual({ distanceKm: 'Расстояние не может быть отрицательным' });
      const notDriver = await userWith(t.db, []);
      const refused = await post(operator, '/v1/users/evacuation_price', {
        orderId: order.id,
        userId: notDriver.id,
        distanceKm: 5,
      });
      expect(refused.json()).toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        message: 'Водитель эвакуатора не найден',
      });
      const driver = await newDriver(t.db);
      const missing = await post(operator, '/v1/users/evacuation_price', {
        orderId: 2_000_000_000,
        userId: driver.id,
        distanceKm: 5,
      });
      expect(missing.json()).toMatchObject({
        status: 404,
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Заявка не найдена',
      });
      expect(
        (await post(partner, '/v1/users/evacuation_price', { orderId: order.id, userId: driver.id, distanceKm: 5 }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /v1/partner_office/tow_truck_bases', () => {
    let partnerId = 0;
    let far: TowTruckBase;
    beforeAll(async () => {
      [{ id: partnerId }] = await t.db
        .insert(partners)
        .values({ name: `Эвакуаторы ${uniqueTag()}` })
        .returning();
      // Kremlin-ish order; bases in the south of Moscow, in Khimki and in St Petersburg.
      await newBase(t.db, partnerId, { name: 'Химки', latitude: 55.8887, longitude: 37.4304 });
      await newBase(t.db, partnerId, {
        name: 'Юг',
        latitude: 55.6102,
        longitude: 37.6173,
        address: 'Москва, Варшавское ш., 170',
      });
      far = {
        ...(await newBase(t.db, partnerId, { name: 'Петербург', latitude: 59.9343, longitude: 30.3351 })),
        partnerName: '',
        distanceKm: null,
      };
      await newBase(t.db, partnerId, { name: 'Закрытая', deletedDate: new Date() });
    });

    it('gives the live bases of the order’s partner, nearest first, with the distance', async () => {
      const order = await newOrder(t.db, uniqueTag(), { partnerId, latitude: 55.7558, longitude: 37.6173 });
      const bases = (
        await get(operator, `/v1/partner_office/tow_truck_bases?orderId=${order.id}`)
      ).json() as TowTruckBase[];
      expect(bases.map((b) => b.name)).toEqual(['Юг', 'Химки', 'Петербург']);
      expect(bases[0]).toMatchObject({
        partnerId,
        address: 'Москва, Варшавское ш., 170',
        latitude: 55.6102,
        longitude: 37.6173,
        distanceKm: 16.2,
      });
      expect(bases[2].distanceKm).toBe(
        Math.round(haversineKm({ latitude: 55.7558, longitude: 37.6173 }, far) * 10) / 10,
      );
      expect(bases[2].distanceKm).toBeGreaterThan(600);
    });

    it('gives no distance without the order’s point, and every partner’s bases without its partner', async () => {
      const noPoint = await newOrder(t.db, uniqueTag(), { partnerId });
      const bases = (
        await get(operator, `/v1/partner_office/tow_truck_bases?orderId=${noPoint.id}`)
      ).json() as TowTruckBase[];
      expect(bases.map((b) => b.name)).toEqual(['Петербург', 'Химки', 'Юг']);
      expect(bases.every((b) => b.distanceKm === null)).toBe(true);
      const noPartner = await newOrder(t.db, uniqueTag(), { latitude: 59.93, longitude: 30.33 });
      const all = (
        await get(operator, `/v1/partner_office/tow_truck_bases?orderId=${noPartner.id}`)
      ).json() as TowTruckBase[];
      expect(all.filter((b) => b.partnerId === partnerId).map((b) => b.name)).toEqual(['Петербург', 'Химки', 'Юг']);
      const live = await t.db.select().from(towTruckBases);
      expect(all).toHaveLength(live.filter((b) => b.deletedDate === null).length);
      expect(all.map((b) => b.distanceKm)).toEqual([...all.map((b) => b.distanceKm)].sort((a, b) => a! - b!));
    });

    it('answers 404, 400, 403', async () => {
      expect((await get(operator, '/v1/partner_office/tow_truck_bases?orderId=2000000000')).json()).toMatchObject({
        status: 404,
        message: 'Заявка не найдена',
      });
      expect((await get(operator, '/v1/partner_office/tow_truck_bases?orderId=abc')).json()).toMatchObject({
        status: 400,
        details: { orderId: 'Некорректный номер заявки' },
      });
      expect((await get(partner, '/v1/partner_office/tow_truck_bases')).statusCode).toBe(403);
    });
  });
});
