import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderChecklistItem } from '../../../src/shared/schemas/orders/orderParts';
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

const POINTS = [9111, 9112, 9113, 9114, 9115];

describe('order checklist (/v1/order_checklist_items)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  const list = async (orderId: number) => {
    const response = await call(tokens.operator, 'GET', `/v1/order_checklist_items?orderId=${orderId}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderChecklistItem[];
  };
  const create = (orderId: number, contentRefValueId: number, checked: unknown, token = tokens.operator) =>
    call(token, 'POST', '/v1/order_checklist_items', { orderId, contentRefValueId, checked });

  it('lists every point of reference 910 in its order, unset ones with id and checked null', async () => {
    const orderId = await createTestOrder(t.db);
    const rows = await list(orderId);
    expect(rows.map((r) => r.contentRefValueId)).toEqual(POINTS);
    expect(rows[0]).toEqual({
      id: null,
      orderId,
      contentRefValueId: 9111,
      contentRefValueName: 'Клиент проинформирован о стоимости',
      checked: null,
    });
  });

  it('applies the changes: no id and a value creates, an id and a value updates, an id and null deletes', async () => {
    const orderId = await createTestOrder(t.db);
    const yes = await create(orderId, 9111, true);
    expect(yes.statusCode).toBe(200);
    const created = yes.json() as OrderChecklistItem;
    expect(created).toMatchObject({
      id: expect.any(Number),
      checked: true,
      contentRefValueName: 'Клиент проинформирован о стоимости',
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Чек-лист: «Клиент проинформирован о стоимости» отмечен');
    expect((await create(orderId, 9112, false)).json().checked).toBe(false);

    const updated = await call(tokens.operator, 'PUT', `/v1/order_checklist_items/${created.id}`, { checked: false });
    expect(updated.json()).toMatchObject({ id: created.id, checked: false });
    expect((await lastHistory(t.db, orderId)).text).toBe(
      'Чек-лист: «Клиент проинформирован о стоимости» отмечен как «нет»',
    );

    const deleted = await call(tokens.admin, 'DELETE', `/v1/order_checklist_items/${created.id}`);
    expect(deleted.json()).toEqual({
      id: null,
      orderId,
      contentRefValueId: 9111,
      contentRefValueName: 'Клиент проинформирован о стоимости',
      checked: null,
    });
    expect((await lastHistory(t.db, orderId)).text).toBe(
      'Чек-лист: «Клиент проинформирован о стоимости» отметка снята',
    );

    const rows = await list(orderId);
    expect(rows.map((r) => r.checked)).toEqual([null, false, null, null, null]);
  });

  it('refuses a point already in the checklist and answers each message', async () => {
    const orderId = await createTestOrder(t.db);
    await create(orderId, 9113, true);
    const twice = await create(orderId, 9113, false);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'Пункт уже есть в чек-листе', errorCode: 'VALIDATION_ERROR' });
    expectFieldError(await create(orderId, 9113, null), 'checked', 'Укажите отметку: да или нет');
    expectFieldError(await create(orderId, 9091, true), 'contentRefValueId', 'Неизвестный пункт чек-листа');
    expectFieldError(
      await call(tokens.operator, 'POST', '/v1/order_checklist_items', { orderId, checked: true }),
      'contentRefValueId',
      'Укажите пункт чек-листа',
    );
    expectFieldError(
      await call(tokens.operator, 'PUT', '/v1/order_checklist_items/1', { checked: 'да' }),
      'checked',
      'Укажите отметку: да или нет',
    );
  });

  it('answers 404 for an unknown order or line', async () => {
    expect((await call(tokens.operator, 'GET', '/v1/order_checklist_items?orderId=999999999')).json().message).toBe(
      'Заявка не найдена',
    );
    expect((await create(999_999_999, 9111, true)).statusCode).toBe(404);
    const line = await call(tokens.operator, 'PUT', '/v1/order_checklist_items/999999999', { checked: true });
    expect(line.statusCode).toBe(404);
    expect(line.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Пункт чек-листа не найден' });
    expect((await call(tokens.admin, 'DELETE', '/v1/order_checklist_items/999999999')).statusCode).toBe(404);
  });

  it('refuses every change while another operator holds the order, or when it is archived (409)', async () => {
    const orderId = await createTestOrder(t.db);
    const item = (await create(orderId, 9114, true)).json() as OrderChecklistItem;
    const other = await createTestUser(t.db, { lastName: 'Занятов', firstName: 'Пётр' });
    await holdOrder(t.db, orderId, other.id);
    for (const response of [
      await create(orderId, 9115, true),
      await call(tokens.operator, 'PUT', `/v1/order_checklist_items/${item.id}`, { checked: false }),
      await call(tokens.admin, 'DELETE', `/v1/order_checklist_items/${item.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        errorCode: 'INELIGIBLE_STATE',
        message: 'Заявка заблокирована пользователем Занятов Пётр. Изменения невозможны.',
      });
    }
    await holdOrder(t.db, orderId, tokens.operatorId);
    expect(
      (await call(tokens.operator, 'PUT', `/v1/order_checklist_items/${item.id}`, { checked: false })).statusCode,
    ).toBe(200);
    await archiveOrder(t.db, orderId);
    expect((await create(orderId, 9115, true)).json().message).toBe('Заявка в архиве, изменения невозможны');
  });

  it('answers 403 without the key or the flag', async () => {
    const orderId = await createTestOrder(t.db);
    expect((await call(tokens.nobody, 'GET', `/v1/order_checklist_items?orderId=${orderId}`)).statusCode).toBe(403);
    expect((await create(orderId, 9111, true, tokens.nobody)).statusCode).toBe(403);
    const item = (await create(orderId, 9111, true)).json() as OrderChecklistItem;
    // The operator role may add and change, not delete.
    expect((await call(tokens.operator, 'DELETE', `/v1/order_checklist_items/${item.id}`)).statusCode).toBe(403);
  });
});
