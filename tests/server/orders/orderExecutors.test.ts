import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { orderExecutors } from '../../../src/server/orders/ordersSchema';
import type { OrderExecutor } from '../../../src/shared/schemas/orders/orderParts';
import { createTestUser, openTestApp } from '../buildTestApp';
import {
  archiveOrder,
  caller,
  createTestOrder,
  expectFieldError,
  holdOrder,
  lastHistory,
  loginAll,
  type Tokens,
} from './orderPartsFixtures';

describe('order executors (/v1/order_executors)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;
  let officeId = 0;
  let otherOfficeId = 0;
  let masters: { id: number }[] = [];
  let stranger: { id: number };

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
    const tag = randomUUID().slice(0, 6);
    const [partner] = await t.db
      .insert(partners)
      .values({ name: `Шиномонтаж ${tag}` })
      .returning();
    [{ id: officeId }, { id: otherOfficeId }] = await t.db
      .insert(offices)
      .values([
        { partnerId: partner.id, name: `Офис на Тверской ${tag}` },
        { partnerId: partner.id, name: `Офис в Митино ${tag}` },
      ])
      .returning();
    masters = [
      await createTestUser(t.db, { lastName: 'Борисов', firstName: 'Борис', officeId }),
      await createTestUser(t.db, { lastName: 'Антонов', firstName: 'Антон', officeId }),
      await createTestUser(t.db, { lastName: 'Блокированный', firstName: 'Виктор', officeId, status: 'blocked' }),
    ];
    stranger = await createTestUser(t.db, { lastName: 'Яковлев', firstName: 'Яков', officeId: otherOfficeId });
  });

  const list = async (orderId: number, query = '') => {
    const response = await call(tokens.operator, 'GET', `/v1/order_executors?orderId=${orderId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderExecutor[];
  };
  const assign = (orderId: number, userId: number, token = tokens.operator) =>
    call(token, 'POST', '/v1/order_executors', { orderId, userId });
  const remove = (orderId: number, userId: number, token = tokens.admin) =>
    call(token, 'DELETE', '/v1/order_executors', { orderId, userId });

  it("lists the order's office's active users as candidates, by name", async () => {
    const orderId = await createTestOrder(t.db, { officeId });
    expect(await list(orderId)).toEqual([
      { id: null, userId: masters[1].id, userFio: 'Антонов Антон', available: false },
      { id: null, userId: masters[0].id, userFio: 'Борисов Борис', available: false },
    ]);
    expect((await list(orderId, `&officeId=${otherOfficeId}`)).map((e) => e.userFio)).toEqual(['Яковлев Яков']);
    expect(await list(await createTestOrder(t.db))).toEqual([]);
  });

  it('assigns, removes softly and restores the same row on assigning again', async () => {
    const orderId = await createTestOrder(t.db, { officeId });
    const assigned = await assign(orderId, masters[0].id);
    expect(assigned.statusCode).toBe(200);
    const row = assigned.json() as OrderExecutor;
    expect(row).toMatchObject({
      id: expect.any(Number),
      userId: masters[0].id,
      userFio: 'Борисов Борис',
      available: true,
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Назначен исполнитель: Борисов Борис');
    expect((await assign(orderId, masters[0].id)).json()).toEqual(row);

    const removed = await remove(orderId, masters[0].id);
    expect(removed.json()).toEqual({ ...row, available: false });
    expect((await lastHistory(t.db, orderId)).text).toBe('Снят исполнитель: Борисов Борис');
    const [stored] = await t.db.select().from(orderExecutors).where(eq(orderExecutors.id, row.id!));
    expect(stored.deletedDate).not.toBeNull();
    expect((await list(orderId)).find((e) => e.userId === masters[0].id)).toEqual({ ...row, available: false });

    expect((await assign(orderId, masters[0].id)).json()).toEqual(row);
    const rows = await t.db
      .select()
      .from(orderExecutors)
      .where(and(eq(orderExecutors.orderId, orderId), eq(orderExecutors.userId, masters[0].id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].deletedDate).toBeNull();
  });

  it('keeps an executor from another office in the list', async () => {
    const orderId = await createTestOrder(t.db, { officeId });
    await assign(orderId, stranger.id);
    expect((await list(orderId)).map((e) => [e.userFio, e.available])).toEqual([
      ['Антонов Антон', false],
      ['Борисов Борис', false],
      ['Яковлев Яков', true],
    ]);
  });

  it('answers the messages, 404 and 403', async () => {
    const orderId = await createTestOrder(t.db, { officeId });
    expectFieldError(
      await call(tokens.operator, 'POST', '/v1/order_executors', { orderId }),
      'userId',
      'Укажите пользователя',
    );
    expectFieldError(
      await call(tokens.operator, 'POST', '/v1/order_executors', { userId: masters[0].id }),
      'orderId',
      'Укажите заявку',
    );
    const noUser = await assign(orderId, 999_999_999);
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe('Пользователь не найден');
    const notAssigned = await remove(orderId, masters[1].id);
    expect(notAssigned.statusCode).toBe(404);
    expect(notAssigned.json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Исполнитель не назначен на заявку',
    });
    expect((await call(tokens.operator, 'GET', '/v1/order_executors?orderId=999999999')).statusCode).toBe(404);
    expect((await call(tokens.nobody, 'GET', `/v1/order_executors?orderId=${orderId}`)).statusCode).toBe(403);
    expect((await assign(orderId, masters[0].id, tokens.nobody)).statusCode).toBe(403);
    // The operator role does not delete.
    await assign(orderId, masters[0].id);
    expect((await remove(orderId, masters[0].id, tokens.operator)).statusCode).toBe(403);
  });

  it('refuses assigning and removing on a held or archived order (409)', async () => {
    const orderId = await createTestOrder(t.db, { officeId });
    await assign(orderId, masters[0].id);
    const other = await createTestUser(t.db, { lastName: 'Держатель', firstName: 'Олег' });
    await holdOrder(t.db, orderId, other.id);
    for (const response of [await assign(orderId, masters[1].id), await remove(orderId, masters[0].id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Заявка заблокирована пользователем Держатель Олег. Изменения невозможны.');
    }
    await holdOrder(t.db, orderId, tokens.adminId);
    await archiveOrder(t.db, orderId);
    expect((await remove(orderId, masters[0].id)).json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка в архиве, изменения невозможны',
    });
  });
});
