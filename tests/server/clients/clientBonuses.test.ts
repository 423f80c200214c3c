import { randomInt } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyBonusOperation } from '../../../src/server/clients/clientBonusesRepository';
import { bonusOperations, clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { partners } from '../../../src/server/db/schema';
import { AppError } from '../../../src/server/errors';
import type { BonusHistoryRow } from '../../../src/shared/schemas/clients/clientExtras';
import { login, openTestApp } from '../buildTestApp';

const WRITE_OFF_TOO_BIG = 'Нельзя списать бонусов больше. чем есть у клиента';

/** A client of the test's own, with the balance given (and no ledger). */
async function newClient(db: Db, bonus = 0) {
  const [row] = await db
    .insert(clients)
    .values({
      lastName: 'Бонусов',
      firstName: 'Тест',
      phoneNumber: `+7999${String(randomInt(10_000_000)).padStart(7, '0')}`,
      bonus,
    })
    .returning({ id: clients.id });
  return row.id;
}

describe('client bonuses (history_with_bonuses, bonus_operation)', () => {
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

  const operate = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/clients/bonus_operation',
      headers: token ? { authorization: token } : {},
      payload,
    });
  const history = async (clientId: number, token = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/order_invoices/history_with_bonuses?clientId=${clientId}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as BonusHistoryRow[];
  };
  const balance = async (clientId: number) =>
    (await t.db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, clientId)))[0].bonus;

  it('accrues and writes off, answers the new balance, and lists the history newest first with names', async () => {
    const clientId = await newClient(t.db);
    const accrued = await operate(admin, { clientId, bonus: 300, comment: 'Подарок', operationTypeRefValueId: 345 });
    expect(accrued.statusCode).toBe(200);
    expect(accrued.json()).toMatchObject({ clientId, bonus: 300 });
    // The console sends a write-off negated...
    const spent = await operate(operator, {
      clientId,
      bonus: -120,
      comment: 'Оплата части заказа',
      operationTypeRefValueId: 346,
    });
    expect(spent.json()).toMatchObject({ clientId, bonus: 180 });
    // ...and a positive amount of type 346 is a write-off as well.
    const positive = await operate(admin, { clientId, bonus: 30, comment: 'Списание', operationTypeRefValueId: 346 });
    expect(positive.json()).toMatchObject({ bonus: 150 });
    expect(await balance(clientId)).toBe(150);

    const rows = await history(clientId, operator);
    expect(rows.map((r) => [r.bonusReceived, r.bonusSpent])).toEqual([
      [0, 30],
      [0, 120],
      [300, 0],
    ]);
    expect(rows[1]).toMatchObject({
      operationTypeRefValueId: 346,
      operationTypeRefValueName: 'Списание',
      comment: 'Оплата части заказа',
      createdByUserName: 'Операторова Ольга Петровна',
      orderId: null,
      paymentDate: null,
    });
    expect(rows[2]).toMatchObject({
      operationTypeRefValueName: 'Начисление',
      createdByUserName: 'Администраторов Александр Иванович',
    });
    expect(rows[0].createdDate).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('shows invoice payments with order, invoice, partner and service', async () => {
    const clientId = await newClient(t.db, 75);
    const [platform] = await t.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.name, 'Автосервис Демо'));
    await t.db.insert(bonusOperations).values({
      clientId,
      bonus: 75,
      operationTypeRefValueId: 345,
      orderId: 4242,
      orderNumber: '4242',
      invoiceNumber: 'СЧ-4242-1',
      paymentDate: new Date('2025-03-01T09:00:00Z'),
      partnerId: platform.id,
      partnerLegalName: 'ООО «Автосервис Демо»',
      serviceName: 'Шиномонтаж',
    });
    const [row] = await history(clientId);
    expect(row).toMatchObject({
      orderId: 4242,
      orderNumber: '4242',
      invoiceNumber: 'СЧ-4242-1',
      paymentDate: Date.UTC(2025, 2, 1, 9) / 1000,
      partnerName: 'Автосервис Демо',
      partnerLegalName: 'ООО «Автосервис Демо»',
      serviceName: 'Шиномонтаж',
      bonusReceived: 75,
      bonusSpent: 0,
      createdByUserName: null,
    });
  });

  it.each([
    ['type required', { operationTypeRefValueId: undefined }, 'operationTypeRefValueId', 'Укажите причину'],
    ['type known', { operationTypeRefValueId: 29 }, 'operationTypeRefValueId', 'Неизвестный тип операции с бонусами'],
    ['comment required', { comment: '   ' }, 'comment', 'Укажите тип начисление'],
    ['amount required', { bonus: undefined }, 'bonus', 'Укажите сумму бонусов'],
    ['amount an integer', { bonus: 10.5 }, 'bonus', 'Допускается только целое число'],
    ['amount above 0', { bonus: 0 }, 'bonus', 'Сумма бонусов должна быть больше 0'],
    ['accrual at most 5000', { bonus: 5001 }, 'bonus', 'Нельзя начислить более 5000 бонусов'],
    ['client required', { clientId: undefined }, 'clientId', 'Укажите клиента'],
  ])('refuses: %s', async (_title, change, field, message) => {
    const clientId = await newClient(t.db, 10);
    const response = await operate(admin, {
      clientId,
      bonus: 100,
      comment: 'Тест',
      operationTypeRefValueId: 345,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { [field]: message },
    });
    expect(await balance(clientId)).toBe(10);
  });

  it('accrues exactly 5000, and refuses a write-off above the balance with its Russian message', async () => {
    const clientId = await newClient(t.db, 40);
    expect(
      (await operate(admin, { clientId, bonus: 5000, comment: 'Максимум', operationTypeRefValueId: 345 })).json(),
    ).toMatchObject({ bonus: 5040 });
    const refused = await operate(admin, {
      clientId,
      bonus: -5041,
      comment: 'Слишком много',
      operationTypeRefValueId: 346,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: WRITE_OFF_TOO_BIG,
      errorCode: 'VALIDATION_ERROR',
      details: { bonus: WRITE_OFF_TOO_BIG },
    });
    // An amount no balance can cover is the same refusal, not a database error.
    const huge = await operate(admin, {
      clientId,
      bonus: -9_000_000_000,
      comment: 'Огромное',
      operationTypeRefValueId: 346,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details).toEqual({ bonus: WRITE_OFF_TOO_BIG });
    expect(
      (await operate(admin, { clientId, bonus: -5040, comment: 'Всё', operationTypeRefValueId: 346 })).json(),
    ).toMatchObject({ bonus: 0 });
    expect(await history(clientId)).toHaveLength(2);
  });

  it('keeps the CHECK constraint as the last line of defence, and maps its violation to the same 400', async () => {
    const clientId = await newClient(t.db, 5);
    await expect(t.db.update(clients).set({ bonus: -1 }).where(eq(clients.id, clientId))).rejects.toThrow();
    // The guarded statement never lets the CHECK fire; a driver error with its code (23514, wrapped by Drizzle as
    // DrizzleQueryError.cause) must still become the rule's 400 rather than a 500.
    const failing = {
      transaction: async () => {
        throw Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error('violates check constraint'), { code: '23514' }),
        });
      },
    } as unknown as Db;
    const error = await applyBonusOperation(failing, {
      clientId,
      delta: -6,
      operationTypeRefValueId: 346,
      comment: 'Гонка',
      userId: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      message: WRITE_OFF_TOO_BIG,
      details: { bonus: WRITE_OFF_TOO_BIG },
    });
    expect(await balance(clientId)).toBe(5);
  });

  it('needs reference.person.card to read and order.client update to operate', async () => {
    const clientId = await newClient(t.db, 100);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/order_invoices/history_with_bonuses?clientId=${clientId}`,
      headers: { authorization: partner },
    });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    const write = await operate(partner, { clientId, bonus: 10, comment: 'Нельзя', operationTypeRefValueId: 345 });
    expect(write.statusCode).toBe(403);
    expect(
      (await operate(null, { clientId, bonus: 10, comment: 'Нельзя', operationTypeRefValueId: 345 })).statusCode,
    ).toBe(401);
    expect(await balance(clientId)).toBe(100);
  });

  it('answers ENTITY_NOT_FOUND for an unknown client', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/order_invoices/history_with_bonuses?clientId=2000000000',
      headers: { authorization: admin },
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Клиент не найден' });
    const write = await operate(admin, {
      clientId: 2_000_000_000,
      bonus: 10,
      comment: 'Нет клиента',
      operationTypeRefValueId: 345,
    });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/order_invoices/history_with_bonuses?clientId=abc',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ clientId: 'Укажите клиента' });
  });

  it('documents the calls of the client card’s extra tabs in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const body = doc.paths['/v1/clients/bonus_operation'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['bonus', 'clientId', 'comment', 'operationTypeRefValueId']);
    expect(doc.paths['/v1/order_invoices/history_with_bonuses'].get).toBeDefined();
    for (const path of [
      '/v1/clients/insurance_losses/{id}',
      '/v1/clients/service_cards/{id}',
      '/v1/notifications/clients/history',
      '/v1/promos',
      '/v1/nik/projects',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/v1/clients/notifications_control/{clientId}']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/v1/client_promos']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/client_promos/{id}']).sort()).toEqual(['delete', 'post', 'put']);
  });

  it('never takes the balance below zero: 50 parallel write-offs of 30 from 1000, exactly 33 succeed', async () => {
    const clientId = await newClient(t.db, 1000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        operate(i % 2 ? admin : operator, {
          clientId,
          bonus: -30,
          comment: `Списание ${i}`,
          operationTypeRefValueId: 346,
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.json()).toMatchObject({ status: 400, message: WRITE_OFF_TOO_BIG });
    // Every answered balance is distinct: each write-off saw the one before it.
    expect(new Set(ok.map((r) => r.json().bonus)).size).toBe(33);
    expect(await balance(clientId)).toBe(10);
    const [{ total }] = await t.db
      .select({ total: sum(bonusOperations.bonus) })
      .from(bonusOperations)
      .where(eq(bonusOperations.clientId, clientId));
    expect(1000 + Number(total)).toBe(10);
    expect(await history(clientId)).toHaveLength(33);
  });
});
