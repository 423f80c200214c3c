import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderEntity,
  OrderField,
  OrderHistoryLine,
  OrderUser,
  Service,
} from '../../../src/shared/schemas/orders/orderEntity';
import { login } from '../buildTestApp';
import { ALL, openOrdersTestApp } from './ordersFixtures';

// Services and their order fields, moving an order to another service, the history, and the order's people
// (responsible users, revision executors and editors).

describe('order services, fields, history and people', () => {
  const { t, call, ok, fails, userWith, newClient, body, create } = openOrdersTestApp();
  let admin = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  describe('GET /v1/services and /v1/order_fields/services/{id}', () => {
    it("lists the live services in menu order and a service's own fields", async () => {
      const reader = await userWith({ 'orders.active': { available: true } });
      const services = await ok<Service[]>(reader.token, 'GET', '/v1/services');
      // The list carries the services' administration fields too (roles/servicesRoutes.ts).
      expect(services.slice(0, 4).map(({ id, name, code }) => ({ id, name, code }))).toEqual([
        { id: 13, name: 'Эвакуация', code: 'evacuation' },
        { id: 42, name: 'Техническая помощь', code: 'tech_help' },
        { id: 69, name: 'Шиномонтаж', code: 'tire_fitting' },
        { id: 68, name: 'Хранение шин', code: 'tire_storage' },
      ]);
      const fields = await ok<OrderField[]>(reader.token, 'GET', '/v1/order_fields/services/13');
      expect(fields.map((f) => [f.code, f.type, f.refId, f.required])).toEqual([
        ['evacuationReason', 'ref', 915, true],
        ['wheelLock', 'ref', 916, true],
        ['destinationAddress', 'text', null, false],
      ]);
      expect(
        (await fails(call(reader.token, 'GET', '/v1/order_fields/services/999999'), 404, 'ENTITY_NOT_FOUND')).message,
      ).toBe('Сервис не найден');
      await fails(call((await userWith({})).token, 'GET', '/v1/services'), 403, 'ACCESS_DENIED');
    });
  });

  describe('POST /v1/order_fields/move_service/{orderId}', () => {
    it('moves the order, drops the fields the new service lacks and says so in the history', async () => {
      const client = await newClient();
      const order = await create(
        admin,
        body(client.id, {
          serviceId: 13,
          specificRefValues: { evacuationReason: 9161, wheelLock: 9171 },
          specificValues: { destinationAddress: 'Москва, ул. Обручева, д. 30' },
        }),
      );
      const mover = await userWith({ 'order.move.service': { available: true, permissionUpdate: true } });
      const moved = await ok<OrderEntity>(mover.token, 'POST', `/v1/order_fields/move_service/${order.id}`, {
        serviceId: 42,
      });
      expect(moved).toMatchObject({
        serviceId: 42,
        serviceName: 'Техническая помощь',
        specificValues: {},
        specificRefValues: {},
      });
      const [line] = await ok<OrderHistoryLine[]>(admin, 'GET', `/v1/orders/${order.id}/history`);
      expect(line).toMatchObject({
        action: 'service_moved',
        text: 'Заявка перенесена в другой сервис: Эвакуация → Техническая помощь; удалены поля: Причина эвакуации, Блокировка колёс, Адрес доставки',
        userFio: 'Тестов Тест',
      });
    });

    it('asks for an existing other service; 404 for an unknown order; 403 without order.move.service update', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      const same = await fails(
        call(admin, 'POST', `/v1/order_fields/move_service/${order.id}`, { serviceId: 61 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(same.details).toEqual({ serviceId: 'Заявка уже относится к этому сервису' });
      const unknown = await fails(
        call(admin, 'POST', `/v1/order_fields/move_service/${order.id}`, { serviceId: 999 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(unknown.details).toEqual({ serviceId: 'Сервис не найден' });
      const missing = await fails(
        call(admin, 'POST', `/v1/order_fields/move_service/${order.id}`, {}),
        400,
        'VALIDATION_ERROR',
      );
      expect(missing.details).toEqual({ serviceId: 'Укажите сервис' });
      await fails(
        call(admin, 'POST', '/v1/order_fields/move_service/2000000000', { serviceId: 42 }),
        404,
        'ENTITY_NOT_FOUND',
      );
      const reader = await userWith({ 'order.move.service': { available: true }, 'orders.view': ALL });
      await fails(
        call(reader.token, 'POST', `/v1/order_fields/move_service/${order.id}`, { serviceId: 42 }),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe('GET /v1/orders/{id}/history', () => {
    it('answers newest first with who did it; 404 for an unknown order; 403 without a reading key', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      await ok(admin, 'PUT', `/v1/orders/${order.id}`, body(client.id, { statusRefValueId: 9015 }));
      const lines = await ok<OrderHistoryLine[]>(admin, 'GET', `/v1/orders/${order.id}/history`);
      expect(lines.map((l) => [l.action, l.text, l.userFio])).toEqual([
        ['status', 'Статус изменён: Новая → Выполнена', 'Администраторов Александр Иванович'],
        ['created', 'Заявка создана', 'Администраторов Александр Иванович'],
      ]);
      await fails(call(admin, 'GET', '/v1/orders/2000000000/history'), 404, 'ENTITY_NOT_FOUND');
      await fails(
        call((await userWith({ 'order.block': ALL })).token, 'GET', `/v1/orders/${order.id}/history`),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe.each(['order_responsibles', 'revision_executors', 'revision_editors'])('/v1/orders/{id}/%s', (path) => {
    it('adds a user once, lists and removes him, each with a history line', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      const member = await userWith({}, { lastName: 'Ответственнов' });
      const manager = await userWith({ 'order.responsibles': ALL });
      const added = await ok<OrderUser>(manager.token, 'POST', `/v1/orders/${order.id}/${path}`, { userId: member.id });
      expect(added).toMatchObject({ orderId: order.id, userId: member.id, userFio: 'Ответственнов Тест' });
      const duplicate = await fails(
        call(manager.token, 'POST', `/v1/orders/${order.id}/${path}`, { userId: member.id }),
        400,
        'VALIDATION_ERROR',
      );
      expect(duplicate).toMatchObject({
        message: 'Пользователь уже добавлен',
        details: { userId: 'Пользователь уже добавлен' },
      });
      expect(await ok<OrderUser[]>(manager.token, 'GET', `/v1/orders/${order.id}/${path}`)).toEqual([added]);
      // Another role of the same order does not see him.
      const otherPath = path === 'order_responsibles' ? 'revision_editors' : 'order_responsibles';
      expect(await ok<OrderUser[]>(manager.token, 'GET', `/v1/orders/${order.id}/${otherPath}`)).toEqual([]);
      expect(await ok<OrderUser>(manager.token, 'DELETE', `/v1/orders/${order.id}/${path}/${added.id}`)).toEqual(added);
      await fails(call(manager.token, 'DELETE', `/v1/orders/${order.id}/${path}/${added.id}`), 404, 'ENTITY_NOT_FOUND');
      const texts = (await ok<OrderHistoryLine[]>(admin, 'GET', `/v1/orders/${order.id}/history`)).map((h) => h.text);
      expect(texts[0]).toMatch(/^Удал[её]н .+: Ответственнов Тест$/);
      expect(texts[1]).toMatch(/^Добавлен .+: Ответственнов Тест$/);
    });

    it('checks the user and the flags; 404 for an unknown order', async () => {
      const client = await newClient();
      const order = await create(admin, body(client.id));
      const unknown = await fails(
        call(admin, 'POST', `/v1/orders/${order.id}/${path}`, { userId: 2_000_000_000 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(unknown.details).toEqual({ userId: 'Пользователь не найден' });
      const missing = await fails(call(admin, 'POST', `/v1/orders/${order.id}/${path}`, {}), 400, 'VALIDATION_ERROR');
      expect(missing.details).toEqual({ userId: 'Укажите пользователя' });
      await fails(call(admin, 'GET', `/v1/orders/2000000000/${path}`), 404, 'ENTITY_NOT_FOUND');
      const reader = await userWith({ 'order.responsibles': { available: true } });
      await ok(reader.token, 'GET', `/v1/orders/${order.id}/${path}`);
      await fails(call(reader.token, 'POST', `/v1/orders/${order.id}/${path}`, { userId: 1 }), 403, 'ACCESS_DENIED');
      await fails(call(reader.token, 'DELETE', `/v1/orders/${order.id}/${path}/1`), 403, 'ACCESS_DENIED');
      await fails(
        call((await userWith({ 'orders.view': ALL })).token, 'GET', `/v1/orders/${order.id}/${path}`),
        403,
        'ACCESS_DENIED',
      );
    });
  });
});
