import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientNotificationHistory,
  clientNotificationSettingsAudit,
  clients,
} from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { users } from '../../../src/server/db/schema';
import type {
  ClientNotificationHistoryItem,
  ClientNotificationSettings,
} from '../../../src/shared/schemas/clients/clientExtras';
import { login, openTestApp } from '../buildTestApp';

async function newClient(db: Db) {
  const [row] = await db
    .insert(clients)
    .values({
      lastName: 'Уведомлений',
      firstName: 'Тест',
      phoneNumber: `+7998${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id });
  return row.id;
}

const ALL_ON = {
  canGetOrderStatusPush: true,
  canGetPenaltyPush: true,
  canGetPenaltyEmail: true,
  canGetReceipt: true,
  canGetNews: true,
};

describe('client notifications (history, notifications_control)', () => {
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

  const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  it('lists a client’s pushes newest first, by client, by order or both', async () => {
    const clientId = await newClient(t.db);
    const other = await newClient(t.db);
    const orderId = 900_000 + randomInt(90_000);
    const base = Date.now() - 3 * 86_400_000;
    await t.db.insert(clientNotificationHistory).values([
      { clientId, orderId, pushBody: `Статус заявки №${orderId} изменён на «Новая»`, sendingAt: new Date(base) },
      {
        clientId,
        orderId,
        pushBody: `Статус заявки №${orderId} изменён на «В работе»`,
        sendingAt: new Date(base + 3_600_000),
      },
      { clientId, orderId: null, pushBody: 'Новая акция на шиномонтаж', sendingAt: new Date(base + 7_200_000) },
      {
        clientId: other,
        orderId,
        pushBody: `Статус заявки №${orderId} изменён на «Выполнена»`,
        sendingAt: new Date(base + 10_800_000),
      },
    ]);

    const byClient = await call(operator, 'GET', `/v1/notifications/clients/history?clientId=${clientId}`);
    expect(byClient.statusCode).toBe(200);
    const rows = byClient.json() as ClientNotificationHistoryItem[];
    expect(rows.map((r) => r.pushBody)).toEqual([
      'Новая акция на шиномонтаж',
      `Статус заявки №${orderId} изменён на «В работе»`,
      `Статус заявки №${orderId} изменён на «Новая»`,
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      sendingAt: Math.floor((base + 7_200_000) / 1000),
      pushBody: 'Новая акция на шиномонтаж',
      orderId: null,
    });

    const byOrder = (
      await call(admin, 'GET', `/v1/notifications/clients/history?orderId=${orderId}`)
    ).json() as ClientNotificationHistoryItem[];
    expect(byOrder.map((r) => r.pushBody)).toEqual([
      `Статус заявки №${orderId} изменён на «Выполнена»`,
      `Статус заявки №${orderId} изменён на «В работе»`,
      `Статус заявки №${orderId} изменён на «Новая»`,
    ]);
    const both = (
      await call(admin, 'GET', `/v1/notifications/clients/history?clientId=${other}&orderId=${orderId}`)
    ).json() as ClientNotificationHistoryItem[];
    expect(both).toHaveLength(1);
  });

  it('needs a client or an order, and a known client', async () => {
    const none = await call(admin, 'GET', '/v1/notifications/clients/history');
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual({ clientId: 'Укажите клиента или заявку' });
    const unknown = await call(admin, 'GET', '/v1/notifications/clients/history?clientId=2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Клиент не найден' });
  });

  it('answers every flag on for a client never configured', async () => {
    const clientId = await newClient(t.db);
    const response = await call(operator, 'GET', `/v1/clients/notifications_control/${clientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientId, ...ALL_ON, updatedAt: null });
  });

  it('stores the settings with an audit row of who, why and what changed', async () => {
    const clientId = await newClient(t.db);
    const put = await call(operator, 'PUT', `/v1/clients/notifications_control/${clientId}`, {
      clientId,
      ...ALL_ON,
      canGetNews: false,
      canGetPenaltyEmail: false,
      reason: '  Клиент попросил по телефону  ',
    });
    expect(put.statusCode).toBe(200);
    const saved = put.json() as ClientNotificationSettings;
    expect(saved).toMatchObject({ clientId, ...ALL_ON, canGetNews: false, canGetPenaltyEmail: false });
    expect(saved.updatedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await call(admin, 'GET', `/v1/clients/notifications_control/${clientId}`)).json()).toEqual(saved);

    // An unchecked box arrives absent, as the form sends it: absent means off.
    await call(admin, 'PUT', `/v1/clients/notifications_control/${clientId}`, {
      canGetOrderStatusPush: true,
      canGetNews: true,
      reason: 'Вернул новости',
    });
    const audit = await t.db
      .select()
      .from(clientNotificationSettingsAudit)
      .where(eq(clientNotificationSettingsAudit.clientId, clientId))
      .orderBy(asc(clientNotificationSettingsAudit.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      reason: 'Клиент попросил по телефону',
      changes: { canGetNews: { from: true, to: false }, canGetPenaltyEmail: { from: true, to: false } },
    });
    expect(audit[1]).toMatchObject({
      reason: 'Вернул новости',
      changes: {
        canGetNews: { from: false, to: true },
        canGetPenaltyPush: { from: true, to: false },
        canGetReceipt: { from: true, to: false },
      },
    });
    const ids = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['admin@demo.ru', 'operator@demo.ru']));
    const idOf = (email: string) => ids.find((u) => u.email === email)?.id;
    expect(audit.map((a) => a.changedByUserId)).toEqual([idOf('operator@demo.ru'), idOf('admin@demo.ru')]);
  });

  it('requires the reason', async () => {
    const clientId = await newClient(t.db);
    for (const reason of [undefined, '', '   ']) {
      const response = await call(admin, 'PUT', `/v1/clients/notifications_control/${clientId}`, { ...ALL_ON, reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { reason: 'Необходимо указать причину' },
      });
    }
    const flag = await call(admin, 'PUT', `/v1/clients/notifications_control/${clientId}`, {
      ...ALL_ON,
      canGetNews: 'да',
      reason: 'Причина',
    });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().details).toEqual({ canGetNews: 'Ожидается да или нет' });
    expect((await call(admin, 'GET', `/v1/clients/notifications_control/${clientId}`)).json().updatedAt).toBeNull();
  });

  it('needs reference.person.card to read and order.client update to change', async () => {
    const clientId = await newClient(t.db);
    for (const url of [
      `/v1/notifications/clients/history?clientId=${clientId}`,
      `/v1/clients/notifications_control/${clientId}`,
    ]) {
      const response = await call(partner, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    }
    const put = await call(partner, 'PUT', `/v1/clients/notifications_control/${clientId}`, {
      ...ALL_ON,
      reason: 'Нельзя',
    });
    expect(put.statusCode).toBe(403);
    expect((await call(null, 'GET', `/v1/clients/notifications_control/${clientId}`)).statusCode).toBe(401);
  });

  it('answers ENTITY_NOT_FOUND for an unknown client', async () => {
    const get = await call(admin, 'GET', '/v1/clients/notifications_control/2000000000');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND' });
    const put = await call(admin, 'PUT', '/v1/clients/notifications_control/2000000000', {
      ...ALL_ON,
      reason: 'Нет клиента',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND' });
  });
});
