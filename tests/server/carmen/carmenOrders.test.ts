import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/orders/ordersSchema';
import { carmenUsers } from '../../../src/server/vehicles/vehiclesSchema';
import type { CarmenOrderLead } from '../../../src/shared/schemas/carmen';
import { createTestUser, openTestApp } from '../buildTestApp';
import { caller, createTestOrder, loginAll, type Tokens } from '../orders/orderPartsFixtures';

// GET /v1/carmen/order/{id}: the order's Carmen lead and the Carmen employee its creator is mapped to.

describe('Carmen lead of an order (/v1/carmen/order/{id})', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  it('answers the lead with the creator’s Carmen employee, or null when he is not mapped', async () => {
    const creator = await createTestUser(t.db, { lastName: 'Лидов', firstName: 'Карл' });
    const orderId = await createTestOrder(t.db);
    await t.db.update(orders).set({ carmenLeadId: 'L-778812', userId: creator.id }).where(eq(orders.id, orderId));
    const unmapped = await call(tokens.operator, 'GET', `/v1/carmen/order/${orderId}`);
    expect(unmapped.statusCode).toBe(200);
    const lead = unmapped.json() as CarmenOrderLead;
    expect(lead).toMatchObject({
      orderId,
      carmenLeadId: 'L-778812',
      statusRefValueName: 'В работе',
      clientFio: 'Заявкин Тест Петрович',
      carmenUserFio: null,
      leadUrl: null,
    });

    await t.db.insert(carmenUsers).values({ carmenFio: 'Лидов Карл Отто (Carmen)', userId: creator.id });
    expect((await call(tokens.operator, 'GET', `/v1/carmen/order/${orderId}`)).json().carmenUserFio).toBe(
      'Лидов Карл Отто (Carmen)',
    );
  });

  it('answers 404 for an order without a lead or an unknown order, 403 without orders.view', async () => {
    const orderId = await createTestOrder(t.db);
    const none = await call(tokens.operator, 'GET', `/v1/carmen/order/${orderId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'У заявки нет лида Carmen' });
    expect((await call(tokens.operator, 'GET', '/v1/carmen/order/999999999')).json().message).toBe('Заявка не найдена');
    expect((await call(tokens.nobody, 'GET', `/v1/carmen/order/${orderId}`)).statusCode).toBe(403);
  });
});
