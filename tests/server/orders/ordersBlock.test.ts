import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderBlock, OrderEntity, OrderHistoryLine } from '../../../src/shared/schemas/orders/orderEntity';
import { login } from '../buildTestApp';
import { ALL, openOrdersTestApp } from './ordersFixtures';

// PUT and DELETE /v1/order_block/{orderId}: an operator takes an order, others cannot change it until he lets go;
// letting go of someone else's needs order.block delete.

describe('order block (/v1/order_block)', () => {
  const { t, call, ok, fails, userWith, newClient, body, create } = openOrdersTestApp();
  let admin = '';
  let holder = { token: '', id: 0 };
  let other = { token: '', id: 0 };

  const WORKER = {
    'order.block': { available: true },
    'orders.view': ALL,
    'order.move.service': ALL,
    'order.responsibles': ALL,
  };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    holder = await userWith(WORKER, { lastName: 'Держателев' });
    other = await userWith(WORKER);
  });

  const history = async (id: number) =>
    (await ok<OrderHistoryLine[]>(admin, 'GET', `/v1/orders/${id}/history`)).map((h) => h.text);

  it('takes the order for the caller; taking it again changes nothing', async () => {
    const client = await newClient();
    const order = await create(admin, body(client.id));
    const taken = await ok<OrderBlock>(holder.token, 'PUT', `/v1/order_block/${order.id}`);
    expect(taken).toMatchObject({
      orderId: order.id,
      blockedByUserId: holder.id,
      blockedByUserFio: 'Держателев Тест',
      blockedDate: expect.any(Number),
    });
    expect(await ok<OrderBlock>(holder.token, 'PUT', `/v1/order_block/${order.id}`)).toEqual(taken);
    expect(await history(order.id)).toEqual(['Заявка взята в работу', 'Заявка создана']);
    const read = await ok<OrderEntity>(admin, 'GET', `/v1/orders/${order.id}`);
    expect(read).toMatchObject({ blockedByUserId: holder.id, blockedByUserFio: 'Держателев Тест' });
  });

  it('refuses every change by another operator with 409 while the order is held; its holder may change it', async () => {
    const client = await newClient();
    const order = await create(admin, body(client.id));
    await ok(holder.token, 'PUT', `/v1/order_block/${order.id}`);
    const message = 'Заявка заблокирована пользователем Держателев Тест. Изменения невозможны.';
    const attempts = [
      call(other.token, 'PUT', `/v1/order_block/${order.id}`),
      call(other.token, 'PUT', `/v1/orders/${order.id}`, body(client.id, { cost: 1 })),
      call(admin, 'DELETE', `/v1/orders/${order.id}`),
      call(other.token, 'POST', `/v1/order_fields/move_service/${order.id}`, { serviceId: 41 }),
      call(other.token, 'POST', `/v1/orders/${order.id}/order_responsibles`, { userId: other.id }),
    ];
    for (const attempt of attempts) expect((await fails(attempt, 409, 'INELIGIBLE_STATE')).message).toBe(message);
    await ok(holder.token, 'PUT', `/v1/orders/${order.id}`, body(client.id, { cost: 2 }));
  });

  it('lets the holder go; another user needs order.block delete to release it', async () => {
    const client = await newClient();
    const order = await create(admin, body(client.id));
    await ok(holder.token, 'PUT', `/v1/order_block/${order.id}`);
    const denied = await fails(call(other.token, 'DELETE', `/v1/order_block/${order.id}`), 403, 'ACCESS_DENIED');
    expect(denied.message).toBe(
      'Освободить заявку, взятую другим пользователем, может только пользователь с правом на это',
    );
    expect(await ok<OrderBlock>(holder.token, 'DELETE', `/v1/order_block/${order.id}`)).toEqual({
      orderId: order.id,
      blockedByUserId: null,
      blockedByUserFio: null,
      blockedDate: null,
    });
    // Releasing a free order is a no-op; then the other one takes it and a supervisor releases it.
    await ok(other.token, 'DELETE', `/v1/order_block/${order.id}`);
    await ok(other.token, 'PUT', `/v1/order_block/${order.id}`);
    const supervisor = await userWith({ 'order.block': { available: true, permissionDelete: true } });
    expect(
      (await ok<OrderBlock>(supervisor.token, 'DELETE', `/v1/order_block/${order.id}`)).blockedByUserId,
    ).toBeNull();
    expect(await history(order.id)).toEqual([
      'Заявка освобождена (была взята пользователем Тестов Тест)',
      'Заявка взята в работу',
      'Заявка освобождена',
      'Заявка взята в работу',
      'Заявка создана',
    ]);
  });

  it('refuses to take an archived order; 404 for an unknown one; 403 without order.block', async () => {
    const client = await newClient();
    const archived = await create(admin, body(client.id, { statusRefValueId: 29 }));
    expect(
      (await fails(call(holder.token, 'PUT', `/v1/order_block/${archived.id}`), 409, 'INELIGIBLE_STATE')).message,
    ).toBe('Заявка в архиве, изменения невозможны');
    await fails(call(holder.token, 'PUT', '/v1/order_block/2000000000'), 404, 'ENTITY_NOT_FOUND');
    await fails(call(holder.token, 'DELETE', '/v1/order_block/2000000000'), 404, 'ENTITY_NOT_FOUND');
    const outsider = await userWith({ 'orders.view': ALL });
    await fails(call(outsider.token, 'PUT', `/v1/order_block/${archived.id}`), 403, 'ACCESS_DENIED');
    await fails(call(outsider.token, 'DELETE', `/v1/order_block/${archived.id}`), 403, 'ACCESS_DENIED');
  });
});
