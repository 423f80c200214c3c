import { beforeAll, describe, expect, it } from 'vitest';
import type { DamagedItem } from '../../../src/shared/schemas/orders/orderParts';
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

describe('damaged items (/v1/damaged_items)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  const add = (orderId: number, body: object, token = tokens.operator) =>
    call(token, 'POST', `/v1/damaged_items/orders/${orderId}`, body);
  const list = async (orderId: number, query = '') => {
    const response = await call(tokens.operator, 'GET', `/v1/damaged_items/orders/${orderId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as DamagedItem[];
  };

  it('adds, changes and removes (softly) damaged items, in the order they were added', async () => {
    const orderId = await createTestOrder(t.db);
    const bumper = await add(orderId, { name: ' Передний бампер ', description: 'Трещина справа', amount: 18500.456 });
    expect(bumper.statusCode).toBe(200);
    const item = bumper.json() as DamagedItem;
    expect(item).toMatchObject({
      orderId,
      name: 'Передний бампер',
      description: 'Трещина справа',
      amount: 18500.46,
      deletedDate: null,
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Добавлено повреждённое имущество: Передний бампер');
    const fence = (await add(orderId, { name: 'Забор соседа' })).json() as DamagedItem;
    expect(fence).toMatchObject({ description: null, amount: null });

    const changed = await call(tokens.operator, 'PUT', `/v1/damaged_items/${item.id}`, {
      name: 'Передний бампер',
      amount: 0,
    });
    expect(changed.json()).toMatchObject({ id: item.id, description: null, amount: 0 });
    expect((await lastHistory(t.db, orderId)).text).toBe('Изменено повреждённое имущество: Передний бампер');
    expect((await list(orderId)).map((r) => r.name)).toEqual(['Передний бампер', 'Забор соседа']);

    const removed = await call(tokens.admin, 'DELETE', `/v1/damaged_items/${fence.id}`);
    expect(removed.json().deletedDate).toEqual(expect.any(Number));
    expect((await list(orderId)).map((r) => r.id)).toEqual([item.id]);
    expect((await list(orderId, '?showDeleted=true')).map((r) => r.id)).toEqual([item.id, fence.id]);
    const gone = await call(tokens.admin, 'DELETE', `/v1/damaged_items/${fence.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Повреждённое имущество не найдено' });
  });

  it('answers each message and 404 for an unknown order', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(await add(orderId, { name: '   ' }), 'name', 'Укажите наименование');
    expectFieldError(await add(orderId, { description: 'Без названия' }), 'name', 'Укажите наименование');
    expectFieldError(await add(orderId, { name: 'Зеркало', amount: -1 }), 'amount', 'Только больше нуля');
    expectFieldError(await add(orderId, { name: 'Зеркало', amount: 'дорого' }), 'amount', 'Укажите сумму числом');
    const missing = await add(999_999_999, { name: 'Зеркало' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Заявка не найдена');
    expect((await call(tokens.operator, 'GET', '/v1/damaged_items/orders/999999999')).statusCode).toBe(404);
    expect((await call(tokens.operator, 'PUT', '/v1/damaged_items/999999999', { name: 'Зеркало' })).statusCode).toBe(
      404,
    );
  });

  it('refuses changes on a held or archived order (409) and answers 403 without the key', async () => {
    const orderId = await createTestOrder(t.db);
    const item = (await add(orderId, { name: 'Колёсный диск' })).json() as DamagedItem;
    const other = await createTestUser(t.db, { lastName: 'Захватов', firstName: 'Игорь' });
    await holdOrder(t.db, orderId, other.id);
    for (const response of [
      await add(orderId, { name: 'Шина' }),
      await call(tokens.operator, 'PUT', `/v1/damaged_items/${item.id}`, { name: 'Диск' }),
      await call(tokens.admin, 'DELETE', `/v1/damaged_items/${item.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Заявка заблокирована пользователем Захватов Игорь. Изменения невозможны.');
    }
    await holdOrder(t.db, orderId, tokens.operatorId);
    await archiveOrder(t.db, orderId);
    expect((await add(orderId, { name: 'Шина' })).json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка в архиве, изменения невозможны',
    });
    expect((await call(tokens.nobody, 'GET', `/v1/damaged_items/orders/${orderId}`)).statusCode).toBe(403);
    expect((await add(orderId, { name: 'Шина' }, tokens.nobody)).statusCode).toBe(403);
    expect((await call(tokens.operator, 'DELETE', `/v1/damaged_items/${item.id}`)).statusCode).toBe(403);
  });
});
