import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { orderHistory } from '../../../src/server/orders/ordersSchema';
import type { OrderEntity, OrderHistoryLine } from '../../../src/shared/schemas/orders/orderEntity';
import { login } from '../buildTestApp';
import { ALL, openOrdersTestApp } from './ordersFixtures';

// The order itself: creation with the form's rules and the server's own checks, reading, the whole-form update with
// its history lines, the soft delete, and linked orders.

describe('orders (/v1/orders)', () => {
  const { t, call, ok, fails, userWith, newClient, body, create } = openOrdersTestApp();
  let admin = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  const history = (id: number) => ok<OrderHistoryLine[]>(admin, 'GET', `/v1/orders/${id}/history`);

  describe('POST /v1/orders', () => {
    it('creates an order with a YYMM-number and the names the lists show, and writes its first history line', async () => {
      const client = await newClient();
      const order = await create(
        admin,
        body(client.id, { vehicleId: client.vehicleId, address: 'Москва, ул. Тверская, д. 1', carmenLeadId: 'CL-1' }),
      );
      expect(order.number).toMatch(/^\d{4}-\d{6}$/);
      expect(order).toMatchObject({
        serviceId: 61,
        serviceName: 'Запись в автосервис',
        statusRefValueName: 'Новая',
        clientFio: `${client.lastName} Пётр Ильич`,
        clientPhone: client.phoneNumber,
        vehicleNumber: client.plate,
        cost: 1500,
        address: 'Москва, ул. Тверская, д. 1',
        carmenLeadId: 'CL-1',
        timezone: 'Europe/Moscow',
        specificValues: { workType: 'Замена масла' },
        userFio: 'Администраторов Александр Иванович',
        blockedByUserId: null,
        deletedDate: null,
      });
      expect((await history(order.id)).map((h) => h.text)).toEqual(['Заявка создана']);
    });

    it('answers the form rules: required service, client, status; cost at least 0', async () => {
      const response = await fails(call(admin, 'POST', '/v1/orders', { cost: -1 }), 400, 'VALIDATION_ERROR');
      expect(response.details).toMatchObject({
        serviceId: 'Укажите сервис',
        clientId: 'Укажите клиента',
        statusRefValueId: 'Укажите статус заявки',
        cost: 'Только больше нуля',
      });
    });

    it('checks the tyres per axle for service 69 (the rear one only when shown) and the rims for 443 and 380', async () => {
      const client = await newClient();
      const tyres = await fails(
        call(
          admin,
          'POST',
          '/v1/orders',
          body(client.id, {
            serviceId: 69,
            storedObjectRefValueId: 379,
            tires: { showRear: true, front: { brandId: 1 } },
          }),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expect(tyres.details).toEqual({
        'tires.front.modelId': 'Укажите модель шин',
        'tires.front.width': 'Укажите ширину шин',
        'tires.front.height': 'Укажите высоту шин',
        'tires.rear.brandId': 'Укажите производителя шин',
        'tires.rear.modelId': 'Укажите модель шин',
        'tires.rear.width': 'Укажите ширину шин',
        'tires.rear.height': 'Укажите высоту шин',
      });
      const rims = await fails(
        call(admin, 'POST', '/v1/orders', body(client.id, { serviceId: 69, storedObjectRefValueId: 443 })),
        400,
        'VALIDATION_ERROR',
      );
      expect(rims.details).toEqual({
        'rims.typeRefValueId': 'Укажите тип дисков',
        'rims.isOriginal': 'Укажите Оригинал/Реплика',
      });
      const set = await fails(
        call(
          admin,
          'POST',
          '/v1/orders',
          body(client.id, {
            serviceId: 69,
            storedObjectRefValueId: 380,
            tires: { front: { brandId: 1, modelId: 1, width: 205, height: 55 } },
          }),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expect(set.details).toEqual({
        'rims.typeRefValueId': 'Укажите тип дисков',
        'rims.isOriginal': 'Укажите Оригинал/Реплика',
      });
    });

    it("asks for the cancellation reason (13, 42 with 121), the refusal comment (503) and the service's required fields", async () => {
      const client = await newClient();
      const cancelled = await fails(
        call(admin, 'POST', '/v1/orders', body(client.id, { serviceId: 42, statusRefValueId: 121 })),
        400,
        'VALIDATION_ERROR',
      );
      expect(cancelled.details).toEqual({ cancelReasonRefValueId: 'Укажите причину отмены' });
      const refusal = await fails(
        call(admin, 'POST', '/v1/orders', body(client.id, { refusalReasonRefValueId: 503 })),
        400,
        'VALIDATION_ERROR',
      );
      expect(refusal.details).toEqual({ refusalComment: 'Введите комментарий' });
      const evacuation = await fails(
        call(admin, 'POST', '/v1/orders', body(client.id, { serviceId: 13, specificValues: {} })),
        400,
        'VALIDATION_ERROR',
      );
      expect(evacuation.details).toEqual({
        'specificRefValues.evacuationReason': 'Заполните поле «Причина эвакуации»',
        'specificRefValues.wheelLock': 'Заполните поле «Блокировка колёс»',
      });
      const wrongBook = await fails(
        call(
          admin,
          'POST',
          '/v1/orders',
          body(client.id, { serviceId: 13, specificRefValues: { evacuationReason: 9171, wheelLock: 9171 } }),
        ),
        400,
        'VALIDATION_ERROR',
      );
      expect(wrongBook.details).toEqual({ 'specificRefValues.evacuationReason': 'Некорректное значение' });
    });

    it('refuses ids that do not exist, field by field', async () => {
      const client = await newClient();
      const missing = 2_000_000_000;
      const response = await fails(
        call(admin, 'POST', '/v1/orders', {
          ...body(missing),
          serviceId: 999,
          statusRefValueId: 76,
          vehicleId: missing,
          partnerId: missing,
          officeId: missing,
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(response.details).toEqual({
        serviceId: 'Сервис не найден',
        clientId: 'Клиент не найден',
        vehicleId: 'Автомобиль не найден',
        partnerId: 'Партнёр не найден',
        officeId: 'Офис не найден',
        statusRefValueId: 'Статус не найден',
      });
      const [partnerRow] = await t.db.select().from(partners).limit(1);
      const otherOffice = (await t.db.select().from(offices)).find((o) => o.partnerId !== partnerRow.id)!;
      const mismatch = await fails(
        call(admin, 'POST', '/v1/orders', body(client.id, { partnerId: partnerRow.id, officeId: otherOffice.id })),
        400,
        'VALIDATION_ERROR',
      );
      expect(mismatch.details).toEqual({ officeId: 'Офис не относится к выбранному партнёру' });
    });

    it('needs orders.create, tire.fitting.order or loss.adjustment.order with insert', async () => {
      const client = await newClient();
      await fails(call((await userWith({})).token, 'POST', '/v1/orders', body(client.id)), 403, 'ACCESS_DENIED');
      await fails(
        call((await userWith({ 'orders.create': { available: true } })).token, 'POST', '/v1/orders', body(client.id)),
        403,
        'ACCESS_DENIED',
      );
      const tyreStaff = await userWith({ 'tire.fitting.order': { available: true, permissionInsert: true } });
      await create(tyreStaff.token, body(client.id));
      await fails(call(null, 'POST', '/v1/orders', body(client.id)), 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /v1/orders/{id}', () => {
    it('answers the order with the wheel diameter name and the tyre count of a tyre order', async () => {
      const client = await newClient();
      const created = await create(
        admin,
        body(client.id, {
          serviceId: 69,
          storedObjectRefValueId: 380,
          tires: { front: { brandId: 1, modelId: 1, width: 205, height: 55 } },
          rims: { typeRefValueId: 9151, isOriginal: true },
          specificValues: { tireCount: 4 },
          specificRefValues: { diameterWheel: 9185 },
        }),
      );
      const order = await ok<OrderEntity>(
        (await userWith({ 'reference.person.card': { available: true } })).token,
        'GET',
        `/v1/orders/${created.id}`,
      );
      expect(order).toMatchObject({
        diameterWheelRefValueName: 'R17',
        tireCount: 4,
        storedObjectRefValueId: 380,
        rims: { typeRefValueId: 9151, isOriginal: true },
      });
      expect(order.tires).toMatchObject({ front: { brandId: 1, modelId: 1, width: 205, height: 55 }, showRear: false });
    });

    it('is 404 ENTITY_NOT_FOUND for an unknown order and 403 without a reading key', async () => {
      const missing = await fails(call(admin, 'GET', '/v1/orders/2000000000'), 404, 'ENTITY_NOT_FOUND');
      expect(missing.message).toBe('Заявка не найдена');
      await fails(call((await userWith({ 'orders.create': ALL })).token, 'GET', '/v1/orders/1'), 403, 'ACCESS_DENIED');
    });
  });

  describe('PUT /v1/orders/{id}', () => {
    it('saves the whole form; the status change and the other changes are history lines of their own', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      const saved = await ok<OrderEntity>(
        admin,
        'PUT',
        `/v1/orders/${order.id}`,
        body(client.id, { statusRefValueId: 9012, cost: 2000, address: 'Казань, ул. Баумана, д. 19' }),
      );
      expect(saved).toMatchObject({
        statusRefValueId: 9012,
        statusRefValueName: 'В работе',
        cost: 2000,
        address: 'Казань, ул. Баумана, д. 19',
        number: order.number,
      });
      const texts = (await history(order.id)).map((h) => h.text);
      expect(texts).toEqual([
        'Стоимость: 1 500,00 → 2 000,00; Адрес: — → Казань, ул. Баумана, д. 19',
        'Статус изменён: Новая → В работе',
        'Заявка создана',
      ]);
      // A field the form leaves out is cleared; carmenLeadId is not the form's and stays.
      await ok(
        admin,
        'PUT',
        `/v1/orders/${order.id}`,
        body(client.id, { statusRefValueId: 9012, cost: 2000, carmenLeadId: 'CL-77' }),
      );
      const cleared = await ok<OrderEntity>(
        admin,
        'PUT',
        `/v1/orders/${order.id}`,
        body(client.id, { statusRefValueId: 9012, cost: 2000 }),
      );
      expect(cleared).toMatchObject({ address: null, carmenLeadId: 'CL-77' });
    });

    it('keeps the service (moving is another call) and applies the form rules', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      const moved = await fails(
        call(admin, 'PUT', `/v1/orders/${order.id}`, body(client.id, { serviceId: 42 })),
        400,
        'VALIDATION_ERROR',
      );
      expect(moved.details).toEqual({ serviceId: 'Сервис заявки меняется переносом в другой сервис' });
      const cost = await fails(
        call(admin, 'PUT', `/v1/orders/${order.id}`, body(client.id, { cost: -5 })),
        400,
        'VALIDATION_ERROR',
      );
      expect(cost.details).toEqual({ cost: 'Только больше нуля' });
    });

    it('needs orders.view (or the tyre and loss-adjustment order keys) with update; 404 for an unknown order', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      await fails(
        call(
          (await userWith({ 'orders.view': { available: true } })).token,
          'PUT',
          `/v1/orders/${order.id}`,
          body(client.id),
        ),
        403,
        'ACCESS_DENIED',
      );
      const loss = await userWith({ 'loss.adjustment.order': { available: true, permissionUpdate: true } });
      await ok(loss.token, 'PUT', `/v1/orders/${order.id}`, body(client.id, { cost: 10 }));
      await fails(call(admin, 'PUT', '/v1/orders/2000000000', body(client.id)), 404, 'ENTITY_NOT_FOUND');
    });

    it('refuses to change an archived order', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id, { statusRefValueId: 29 }));
      const refused = await fails(
        call(admin, 'PUT', `/v1/orders/${order.id}`, body(client.id, { statusRefValueId: 9012 })),
        409,
        'INELIGIBLE_STATE',
      );
      expect(refused.message).toBe('Заявка в архиве, изменения невозможны');
    });

    it('writes the offices of a move with the save’s history line, as ids', async () => {
      const all = await t.db.select().from(offices);
      // Two offices of one partner.
      const shared = all.find((x) => all.some((y) => y.id !== x.id && y.partnerId === x.partnerId))!;
      const [from, to] = all.filter((o) => o.partnerId === shared.partnerId);
      const client = await newClient();
      const order = await create(admin, body(client.id, { partnerId: from.partnerId, officeId: from.id }));
      await ok(
        admin,
        'PUT',
        `/v1/orders/${order.id}`,
        body(client.id, { partnerId: from.partnerId, officeId: to.id, cost: 5 }),
      );
      await ok(
        admin,
        'PUT',
        `/v1/orders/${order.id}`,
        body(client.id, { partnerId: from.partnerId, officeId: to.id, cost: 6 }),
      );
      const lines = await t.db
        .select({ text: orderHistory.text, details: orderHistory.details })
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, 'updated')))
        .orderBy(asc(orderHistory.id));
      expect(lines).toEqual([
        {
          text: expect.stringContaining(`Офис: ${from.name} → ${to.name}`),
          details: { officeFrom: from.id, officeTo: to.id },
        },
        { text: 'Стоимость: 5,00 → 6,00', details: null },
      ]);
    });

    it('runs two saves of one order one after the other: each history line starts where the other ended', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id, { cost: 100 }));
      await Promise.all(
        [200, 300].map((cost) => ok(admin, 'PUT', `/v1/orders/${order.id}`, body(client.id, { cost }))),
      );
      const lines = (await history(order.id)).filter((h) => h.action === 'updated').map((h) => h.text);
      expect(lines).toHaveLength(2);
      const [second, first] = lines.map((text) => /^Стоимость: (.+) → (.+)$/.exec(text)!.slice(1));
      expect(first[0]).toBe('100,00');
      expect(second[0]).toBe(first[1]);
      expect((await ok<OrderEntity>(admin, 'GET', `/v1/orders/${order.id}`)).cost).toBe(
        Number(second[1].replace(/\s/g, '').replace(',', '.')),
      );
    });
  });

  describe('DELETE /v1/orders/{id}', () => {
    it('soft-deletes with orders.view delete: the order is gone from reading and lists', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      await fails(
        call(
          (await userWith({ 'orders.view': { available: true, permissionUpdate: true } })).token,
          'DELETE',
          `/v1/orders/${order.id}`,
        ),
        403,
        'ACCESS_DENIED',
      );
      const deleted = await ok<OrderEntity>(admin, 'DELETE', `/v1/orders/${order.id}`);
      expect(deleted.deletedDate).toEqual(expect.any(Number));
      await fails(call(admin, 'GET', `/v1/orders/${order.id}`), 404, 'ENTITY_NOT_FOUND');
      await fails(call(admin, 'DELETE', `/v1/orders/${order.id}`), 404, 'ENTITY_NOT_FOUND');
      const found = await ok<{ total: number }>(admin, 'POST', '/v1/orders/find', { clientId: client.id });
      expect(found.total).toBe(0);
    });
  });

  describe('POST /v1/orders/create/linked/{type}', () => {
    it('creates a new order of the service for the same client and vehicle, status Новая, linked to its parent', async () => {
      const client = await newClient();
      const parent = await create(
        admin,
        body(client.id, {
          serviceId: 69,
          vehicleId: client.vehicleId,
          storedObjectRefValueId: 379,
          tires: { front: { brandId: 2, modelId: 4, width: 215, height: 60 } },
          specificValues: { tireCount: 4 },
          specificRefValues: { diameterWheel: 9184 },
        }),
      );
      const linked = await ok<OrderEntity>(admin, 'POST', '/v1/orders/create/linked/tire_storage', {
        orderId: parent.id,
      });
      expect(linked).toMatchObject({
        serviceId: 68,
        statusRefValueId: 9011,
        parentOrderId: parent.id,
        clientId: client.id,
        vehicleId: client.vehicleId,
        storedObjectRefValueId: 379,
        tireCount: 4,
        diameterWheelRefValueName: 'R16',
      });
      expect(linked.number).not.toBe(parent.number);
      const byId = await ok<OrderEntity>(admin, 'POST', '/v1/orders/create/linked/42', { orderId: parent.id });
      expect(byId).toMatchObject({ serviceId: 42, specificValues: {}, storedObjectRefValueId: null });
      expect((await history(parent.id)).map((h) => h.text)).toContain(
        `Создана связанная заявка № ${linked.number} (Хранение шин)`,
      );
      expect((await history(linked.id)).map((h) => h.text)).toEqual([
        `Заявка создана как связанная с заявкой № ${parent.number}`,
      ]);
    });

    it('is 404 for an unknown service or order and 403 without orders.create insert', async () => {
      const client = await newClient();
      const parent = await create(admin, body(client.id));
      expect(
        (
          await fails(
            call(admin, 'POST', '/v1/orders/create/linked/no_such_service', { orderId: parent.id }),
            404,
            'ENTITY_NOT_FOUND',
          )
        ).message,
      ).toBe('Сервис не найден');
      expect(
        (
          await fails(
            call(admin, 'POST', '/v1/orders/create/linked/tire_storage', { orderId: 2_000_000_000 }),
            404,
            'ENTITY_NOT_FOUND',
          )
        ).message,
      ).toBe('Заявка не найдена');
      const viewer = await userWith({ 'orders.create': { available: true }, 'orders.view': ALL });
      await fails(
        call(viewer.token, 'POST', '/v1/orders/create/linked/tire_storage', { orderId: parent.id }),
        403,
        'ACCESS_DENIED',
      );
    });
  });
});
