import { and, desc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../../../src/server/db/schema';
import { orderRefusals } from '../../../src/server/evacuation/evacuationSchema';
import { orderExecutors, orderHistory, orders } from '../../../src/server/orders/ordersSchema';
import type { DriverReport, EvacuationList } from '../../../src/shared/schemas/evacuation';
import { login, openTestApp } from '../buildTestApp';
import { grantKeys, newDriver, newOrder, orderById, uniqueTag, userWith } from './evacuationFixtures';

describe('evacuation lists and the partner office refusal', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partner = '';
  beforeAll(async () => {
    [admin, operator, partner] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, 'partner@demo.ru', 'Partner12345'),
    ]);
  });

  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  const list = async (token: string, url: string) => {
    const response = await get(token, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EvacuationList;
  };
  const numbers = (page: EvacuationList) => page.orders.map((o) => o.number);

  describe('GET /v1/orders/evacuation', () => {
    it('lists evacuation and tech-help orders, newest first, with the driver and the destination', async () => {
      const tag = uniqueTag();
      const old = await newOrder(t.db, tag, {
        createdAt: new Date(Date.now() - 3_600_000),
        cost: 4500,
        latitude: 55.7558,
        longitude: 37.6173,
      });
      const help = await newOrder(t.db, tag, {
        serviceId: 42,
        specificValues: { destinationAddress: 'Москва, Варшавское ш., 170' },
      });
      await newOrder(t.db, tag, { serviceId: 901 });
      const driver = await newDriver(t.db, {}, [old.id]);
      const page = await list(operator, `/v1/orders/evacuation?search=${tag}`);
      expect(page.total).toBe(2);
      expect(numbers(page)).toEqual([help.number, old.number]);
      const [first, second] = page.orders;
      expect(first).toMatchObject({
        serviceId: 42,
        serviceName: 'Техническая помощь',
        destinationAddress: 'Москва, Варшавское ш., 170',
        driverUserId: null,
        driverFio: null,
      });
      expect(second).toMatchObject({
        serviceId: 13,
        statusRefValueId: 9011,
        statusRefValueName: 'Новая',
        cost: 4500,
        latitude: 55.7558,
        longitude: 37.6173,
        timezone: 'Europe/Moscow',
        driverUserId: driver.id,
        destinationAddress: null,
      });
      expect(second.driverFio).toMatch(/^Водителев Тест/);
      expect(second.createdDate).toBe(Math.floor(old.createdAt.getTime() / 1000));
    });

    it('shows the demo orders on the map: they carry points and regions', async () => {
      // Other files add evacuation orders of their own to the shared database (without points): look past them.
      const page = await list(operator, '/v1/orders/evacuation?size=200');
      expect(page.total).toBeGreaterThan(0);
      const demo = page.orders.filter((o) => o.latitude !== null && o.longitude !== null);
      expect(demo.length).toBeGreaterThan(0);
      expect(demo.some((o) => o.driverFio !== null)).toBe(true);
    });

    it('takes a removed executor for no driver, and pages', async () => {
      const tag = uniqueTag();
      const order = await newOrder(t.db, tag);
      const driver = await newDriver(t.db, {}, [order.id]);
      await t.db
        .update(orderExecutors)
        .set({ deletedDate: new Date() })
        .where(and(eq(orderExecutors.orderId, order.id), eq(orderExecutors.userId, driver.id)));
      await newOrder(t.db, tag);
      const page = await list(operator, `/v1/orders/evacuation?search=${tag}&size=1&offset=1`);
      expect(page.total).toBe(2);
      expect(page.orders).toHaveLength(1);
      expect(page.orders[0]).toMatchObject({ id: order.id, driverUserId: null });
    });

    it('filters by statuses, time zone and creation period', async () => {
      const tag = uniqueTag();
      const moscow = await newOrder(t.db, tag, { statusRefValueId: 9012, createdAt: new Date('2025-03-01T10:00:00Z') });
      const omsk = await newOrder(t.db, tag, {
        statusRefValueId: 9013,
        timezone: 'Asia/Omsk',
        createdAt: new Date('2025-03-05T10:00:00Z'),
      });
      await newOrder(t.db, tag, { statusRefValueId: 9015 });
      expect(
        numbers(await list(operator, `/v1/orders/evacuation?search=${tag}&statusRefValueIds=9012,%209013`)).sort(),
      ).toEqual([moscow.number, omsk.number].sort());
      expect(numbers(await list(operator, `/v1/orders/evacuation?search=${tag}&timezone=Asia/Omsk`))).toEqual([
        omsk.number,
      ]);
      const to = Date.parse('2025-03-05T10:00:00Z') / 1000;
      expect(
        numbers(await list(operator, `/v1/orders/evacuation?search=${tag}&dateFrom=${to - 86_400}&dateTo=${to}`)),
      ).toEqual([omsk.number]);
    });

    it('answers only-tomorrow in each order’s own time zone', async () => {
      const tag = uniqueTag();
      // Two instants inside tomorrow in Kamchatka (UTC+12): one of them always falls outside tomorrow in Kaliningrad
      // (UTC+2).
      const kamchatkaTomorrow = DateTime.now().setZone('Asia/Kamchatka').plus({ days: 1 }).startOf('day');
      const instants = [kamchatkaTomorrow.plus({ hours: 1 }), kamchatkaTomorrow.plus({ hours: 23 })];
      const zones = ['Asia/Kamchatka', 'Europe/Kaliningrad'];
      const made = [];
      for (const instant of instants)
        for (const zone of zones) {
          const order = await newOrder(t.db, tag, { serviceId: 901, timezone: zone, plannedDate: instant.toJSDate() });
          const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 }).toISODate();
          made.push({ number: order.number, zone, expected: instant.setZone(zone).toISODate() === tomorrow });
        }
      await newOrder(t.db, tag, { serviceId: 901 }); // no planned date: never 'tomorrow'
      const expected = made.filter((m) => m.expected).map((m) => m.number);
      expect(made.filter((m) => m.zone === 'Asia/Kamchatka').every((m) => m.expected)).toBe(true);
      expect(made.some((m) => m.zone === 'Europe/Kaliningrad' && !m.expected)).toBe(true);
      const page = await list(admin, `/v1/orders/avarcom_and_realty?search=${tag}&onlyTomorrow=true`);
      expect(numbers(page).sort()).toEqual(expected.sort());
      const kaliningrad = await list(
        admin,
        `/v1/orders/avarcom_and_realty?search=${tag}&onlyTomorrow=true&timezone=Europe/Kaliningrad`,
      );
      expect(numbers(kaliningrad).sort()).toEqual(
        made
          .filter((m) => m.expected && m.zone === 'Europe/Kaliningrad')
          .map((m) => m.number)
          .sort(),
      );
      expect((await list(admin, `/v1/orders/avarcom_and_realty?search=${tag}`)).total).toBe(5);
    });

    it('refuses bad queries with the field’s message, strangers and the keyless', async () => {
      const bad = await get(operator, '/v1/orders/evacuation?statusRefValueIds=новая');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { statusRefValueIds: 'Статусы: список чисел через запятую' },
      });
      expect((await get(operator, '/v1/orders/evacuation?onlyTomorrow=maybe')).json().details).toEqual({
        onlyTomorrow: 'onlyTomorrow: true или false',
      });
      expect((await get(operator, '/v1/orders/evacuation?sortField=address')).statusCode).toBe(400);
      expect((await get(null, '/v1/orders/evacuation')).statusCode).toBe(401);
      expect((await get(partner, '/v1/orders/evacuation')).json()).toMatchObject({
        status: 403,
        errorCode: 'ACCESS_DENIED',
      });
    });
  });

  describe('one driver’s orders and report', () => {
    let driver: { id: number; email: string; password: string | null };
    let driverToken = '';
    let tag = '';
    beforeAll(async () => {
      tag = uniqueTag();
      const a = await newOrder(t.db, tag, { cost: 1000, statusRefValueId: 9015 });
      const b = await newOrder(t.db, tag, { cost: 2500.55, statusRefValueId: 9015 });
      const c = await newOrder(t.db, tag, { serviceId: 42, statusRefValueId: 9012 });
      const d = await newOrder(t.db, tag, { serviceId: 903, cost: 999 }); // not an evacuation order
      driver = await newDriver(t.db, {}, [a.id, b.id, c.id, d.id]);
      await grantKeys(t.db, driver.id, ['evacuator.orders']);
      driverToken = await login(t.app, driver.email, driver.password!);
    });

    it('lists the caller’s own orders by default, another driver’s for the dispatcher', async () => {
      const own = await list(driverToken, `/v1/orders/evacuation/by_user?search=${tag}`);
      expect(own.total).toBe(3);
      expect(own.orders.every((o) => o.driverUserId === driver.id)).toBe(true);
      expect((await list(admin, `/v1/orders/evacuation/by_user?userId=${driver.id}&search=${tag}`)).total).toBe(3);
      expect((await list(admin, `/v1/orders/evacuation/by_user?search=${tag}`)).total).toBe(0);
      const other = await get(driverToken, `/v1/orders/evacuation/by_user?userId=${driver.id + 100000}`);
      expect(other.statusCode).toBe(403);
      expect((await get(partner, '/v1/orders/evacuation/by_user')).statusCode).toBe(403);
    });

    it('reports count, total, average and the count per status', async () => {
      const report = (
        await get(admin, `/v1/orders/evacuation/by_user/report?userId=${driver.id}`)
      ).json() as DriverReport;
      expect(report).toMatchObject({ userId: driver.id, count: 3, totalCost: 3500.55, averageCost: 1166.85 });
      expect(report.userFio).toMatch(/^Водителев Тест/);
      expect(report.byStatus).toEqual([
        { statusRefValueId: 9012, statusRefValueName: 'В работе', count: 1 },
        { statusRefValueId: 9015, statusRefValueName: 'Выполнена', count: 2 },
      ]);
      const own = (await get(driverToken, '/v1/orders/evacuation/by_user/report')).json() as DriverReport;
      expect(own.count).toBe(3);
      const future = Math.floor(Date.now() / 1000) + 86_400;
      const empty = (
        await get(driverToken, `/v1/orders/evacuation/by_user/report?dateFrom=${future}`)
      ).json() as DriverReport;
      expect(empty).toMatchObject({ count: 0, totalCost: 0, averageCost: null, byStatus: [] });
    });

    it('answers 404 for an unknown user and 400 for a bad period', async () => {
      const missing = await get(admin, '/v1/orders/evacuation/by_user/report?userId=2000000000');
      expect(missing.json()).toMatchObject({
        status: 404,
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Пользователь не найден',
      });
      const bad = await get(admin, '/v1/orders/evacuation/by_user/report?dateFrom=вчера');
      expect(bad.json()).toMatchObject({ status: 400, details: { dateFrom: 'Ожидается дата (unix-секунды)' } });
    });
  });

  describe('commissioner lists', () => {
    it('lists 901 and 904 on avarcom_and_realty, 903 on t_avarcom split by the evacuation need', async () => {
      const tag = uniqueTag();
      const avarcom = await newOrder(t.db, tag, { serviceId: 901 });
      const realty = await newOrder(t.db, tag, { serviceId: 904 });
      const towed = await newOrder(t.db, tag, {
        serviceId: 903,
        specificValues: { bankName: 'Т-Банк', evacuationNeeded: true },
      });
      const onSpot = await newOrder(t.db, tag, {
        serviceId: 903,
        specificValues: { bankName: 'Т-Банк', evacuationNeeded: false },
      });
      await newOrder(t.db, tag);
      expect(numbers(await list(admin, `/v1/orders/avarcom_and_realty?search=${tag}`)).sort()).toEqual(
        [avarcom.number, realty.number].sort(),
      );
      expect(numbers(await list(admin, `/v1/orders/t_avarcom?search=${tag}`)).sort()).toEqual(
        [towed.number, onSpot.number].sort(),
      );
      expect(numbers(await list(admin, `/v1/orders/t_avarcom?search=${tag}&evacuation=true`))).toEqual([towed.number]);
      expect(numbers(await list(admin, `/v1/orders/t_avarcom?search=${tag}&evacuation=false`))).toEqual([
        onSpot.number,
      ]);
    });

    it('reads each list with its own screen key', async () => {
      expect((await get(operator, '/v1/orders/avarcom_and_realty')).statusCode).toBe(403);
      const bankOnly = await userWith(t.db, ['tavarcom.orders']);
      const token = await login(t.app, bankOnly.email, bankOnly.password!);
      expect((await get(token, '/v1/orders/t_avarcom')).statusCode).toBe(200);
      expect((await get(token, '/v1/orders/t_avarcom?evacuation=true')).statusCode).toBe(403);
      const evacuationOnly = await userWith(t.db, ['tavarcom.orders.evacuation']);
      const other = await login(t.app, evacuationOnly.email, evacuationOnly.password!);
      expect((await get(other, '/v1/orders/t_avarcom?evacuation=true')).statusCode).toBe(200);
      expect((await get(other, '/v1/orders/t_avarcom')).statusCode).toBe(403);
    });
  });

  describe('POST /v1/orders/partner_office_refuse', () => {
    const officeOf = async () => (await t.db.select({ id: offices.id }).from(offices).limit(1))[0].id;

    it('keeps the refusal, frees the order of its office and writes the history', async () => {
      const officeId = await officeOf();
      const order = await newOrder(t.db, uniqueTag(), { officeId });
      const response = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: order.id,
        reasonRefValueId: 503,
        comment: '  Нет свободных машин  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, orderId: order.id });
      expect((await orderById(t.db, order.id)).officeId).toBeNull();
      const [refusal] = await t.db.select().from(orderRefusals).where(eq(orderRefusals.orderId, order.id));
      expect(refusal).toMatchObject({ officeId, reasonRefValueId: 503, comment: 'Нет свободных машин' });
      const [line] = await t.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(desc(orderHistory.id));
      expect(line).toMatchObject({ action: 'office_refused', text: 'Отказ офиса партнёра: Другое' });
    });

    it('checks the refusal form’s rules and the reason book', async () => {
      const order = await newOrder(t.db, uniqueTag());
      const none = await post(operator, '/v1/orders/partner_office_refuse', { orderId: order.id });
      expect(none.json()).toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        details: { reasonRefValueId: 'Укажите причину отказа' },
      });
      const other = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: order.id,
        reasonRefValueId: 503,
        comment: '   ',
      });
      expect(other.json().details).toEqual({ comment: 'Введите комментарий' });
      const foreign = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: order.id,
        reasonRefValueId: 9011,
      });
      expect(foreign.json()).toMatchObject({
        status: 400,
        details: { reasonRefValueId: 'Неизвестная причина отказа' },
      });
      const noOffice = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: order.id,
        reasonRefValueId: 9041,
        officeId: 2_000_000_000,
      });
      expect(noOffice.json()).toMatchObject({ status: 400, details: { officeId: 'Офис не найден' } });
      expect(
        (await post(operator, '/v1/orders/partner_office_refuse', { reasonRefValueId: 9041 })).json().details,
      ).toEqual({ orderId: 'Укажите заявку' });
      expect(await t.db.select().from(orderRefusals).where(eq(orderRefusals.orderId, order.id))).toEqual([]);
    });

    it('answers 404, 403 and 409 for a held or archived order', async () => {
      const missing = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: 2_000_000_000,
        reasonRefValueId: 9041,
      });
      expect(missing.json()).toMatchObject({
        status: 404,
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Заявка не найдена',
      });
      const order = await newOrder(t.db, uniqueTag());
      expect(
        (await post(partner, '/v1/orders/partner_office_refuse', { orderId: order.id, reasonRefValueId: 9041 }))
          .statusCode,
      ).toBe(403);
      const viewer = await userWith(t.db, ['orders.evacuator']);
      const viewerToken = await login(t.app, viewer.email, viewer.password!);
      expect(
        (await post(viewerToken, '/v1/orders/partner_office_refuse', { orderId: order.id, reasonRefValueId: 9041 }))
          .statusCode,
      ).toBe(403);

      const holder = await userWith(t.db, []);
      await t.db
        .update(orders)
        .set({ blockedByUserId: holder.id, blockedAt: new Date() })
        .where(eq(orders.id, order.id));
      const held = await post(operator, '/v1/orders/partner_office_refuse', {
        orderId: order.id,
        reasonRefValueId: 9041,
      });
      expect(held.json()).toMatchObject({
        status: 409,
        errorCode: 'INELIGIBLE_STATE',
        message: 'Заявка заблокирована пользователем Тестов Тест. Изменения невозможны.',
      });
      const archived = await newOrder(t.db, uniqueTag(), { statusRefValueId: 29 });
      expect(
        (
          await post(operator, '/v1/orders/partner_office_refuse', { orderId: archived.id, reasonRefValueId: 9041 })
        ).json(),
      ).toMatchObject({
        status: 409,
        message: 'Заявка в архиве, изменения невозможны',
      });
    });
  });
});
