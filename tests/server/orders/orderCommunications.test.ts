import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { orderCommunications } from '../../../src/server/orders/ordersSchema';
import type {
  ExpiredCommunication,
  ExpiredCommunicationGroup,
  OrderCommunication,
} from '../../../src/shared/schemas/orders/orderParts';
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

const CALL = 9131;
const SMS = 9132;
const HOUR = 3_600_000;

describe('order communications (/v1/order_communications)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  const add = (body: object, token = tokens.operator) => call(token, 'POST', '/v1/order_communications', body);
  const list = async (orderId: number, query = '') => {
    const response = await call(tokens.operator, 'GET', `/v1/order_communications?orderId=${orderId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderCommunication[];
  };

  it("records contacts, reads the next date in the order's zone and marks the newest one last", async () => {
    const orderId = await createTestOrder(t.db, { timezone: 'Asia/Yekaterinburg' });
    const first = await add({
      orderId,
      typeRefValueId: CALL,
      note: ' Клиент не ответил ',
      nextContactDate: '15.03.2030 10:00',
      nextNote: 'Перезвонить',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      note: 'Клиент не ответил',
      typeRefValueName: 'Звонок',
      // 10:00 in Yekaterinburg (UTC+5) is 05:00 UTC.
      nextContactDate: Date.UTC(2030, 2, 15, 5, 0) / 1000,
      nextNote: 'Перезвонить',
      userFio: 'Операторова Ольга Петровна',
      isLast: true,
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Контакт с клиентом: Звонок, следующий — 15.03.2030 10:00');
    await add({ orderId, typeRefValueId: SMS, note: 'Отправлено СМС со ссылкой на оплату' });
    const rows = await list(orderId);
    expect(rows.map((r) => [r.typeRefValueName, r.isLast, r.nextContactDate])).toEqual([
      ['СМС', true, null],
      ['Звонок', false, Date.UTC(2030, 2, 15, 5, 0) / 1000],
    ]);

    const removed = await call(tokens.admin, 'DELETE', `/v1/order_communications/${rows[0].id}`);
    expect(removed.json()).toMatchObject({ id: rows[0].id, isLast: false, deletedDate: expect.any(Number) });
    expect((await list(orderId)).map((r) => [r.id, r.isLast])).toEqual([[rows[1].id, true]]);
    expect((await list(orderId, '&showDeleted=true')).map((r) => [r.id, r.isLast])).toEqual([
      [rows[0].id, false],
      [rows[1].id, true],
    ]);
    expect((await lastHistory(t.db, orderId)).text).toBe('Удалён контакт с клиентом: СМС');
  });

  it('answers each rule of the contact form', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(await add({ orderId, note: 'Текст' }), 'typeRefValueId', 'Укажите тип контакта');
    expectFieldError(
      await add({ orderId, typeRefValueId: CALL, note: '  ' }),
      'note',
      'Введите комментарий к контакту',
    );
    expectFieldError(
      await add({ orderId, typeRefValueId: CALL, note: 'Текст', nextNote: 'Позвонить' }),
      'nextContactDate',
      'Укажите дату следующего контакта',
    );
    expectFieldError(
      await add({ orderId, typeRefValueId: CALL, note: 'Текст', nextContactDate: '01.04.2030 12:00' }),
      'nextNote',
      'Введите комментарий к следующему контакту',
    );
    expectFieldError(
      await add({ orderId, typeRefValueId: CALL, note: 'Текст', nextContactDate: '31.02.2030 12:00', nextNote: 'Да' }),
      'nextContactDate',
      'Ошибка ввода даты',
    );
    expectFieldError(
      await add({ orderId, typeRefValueId: 9091, note: 'Текст' }),
      'typeRefValueId',
      'Неизвестный тип контакта',
    );
    expect((await add({ orderId: 999_999_999, typeRefValueId: CALL, note: 'Текст' })).statusCode).toBe(404);
  });

  it('takes a contact on a held or archived order but refuses removing one (409); 403 without the key', async () => {
    const orderId = await createTestOrder(t.db);
    const other = await createTestUser(t.db, { lastName: 'Другой', firstName: 'Оператор' });
    await holdOrder(t.db, orderId, other.id);
    const held = await add({ orderId, typeRefValueId: CALL, note: 'Заявка у коллеги, но клиент звонил' });
    expect(held.statusCode).toBe(200);
    const refused = await call(tokens.admin, 'DELETE', `/v1/order_communications/${held.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Заявка заблокирована пользователем Другой Оператор. Изменения невозможны.');
    await archiveOrder(t.db, orderId);
    expect((await add({ orderId, typeRefValueId: CALL, note: 'Архивная' })).statusCode).toBe(200);
    expect((await call(tokens.admin, 'DELETE', '/v1/order_communications/999999999')).json().message).toBe(
      'Контакт не найден',
    );
    expect((await call(tokens.nobody, 'GET', `/v1/order_communications?orderId=${orderId}`)).statusCode).toBe(403);
    expect((await add({ orderId, typeRefValueId: CALL, note: 'Текст' }, tokens.nobody)).statusCode).toBe(403);
    expect((await call(tokens.operator, 'DELETE', `/v1/order_communications/${held.json().id}`)).statusCode).toBe(403);
    expect((await call(tokens.nobody, 'GET', '/v1/order_communications/expired')).statusCode).toBe(403);
  });

  describe('expired contacts', () => {
    let officeId = 0;
    const orderIds: Record<string, number> = {};

    beforeAll(async () => {
      const tag = randomUUID().slice(0, 6);
      const [partner] = await t.db
        .insert(partners)
        .values({ name: `Партнёр ${tag}` })
        .returning();
      [{ id: officeId }] = await t.db
        .insert(offices)
        .values({ partnerId: partner.id, name: `Офис просрочек ${tag}` })
        .returning();
      const now = Date.now();
      const contact = (
        orderId: number,
        typeRefValueId: number,
        hoursAgo: number,
        nextInHours: number | null,
        extra: Partial<typeof orderCommunications.$inferInsert> = {},
      ) => ({
        orderId,
        typeRefValueId,
        note: 'Разговор с клиентом',
        createdAt: new Date(now - hoursAgo * HOUR),
        nextContactDate: nextInHours === null ? null : new Date(now + nextInHours * HOUR),
        nextNote: nextInHours === null ? null : 'Уточнить решение',
        userId: tokens.operatorId,
        ...extra,
      });
      for (const name of ['overdueCall', 'answeredLater', 'overdueSms', 'deletedLast'])
        orderIds[name] = await createTestOrder(t.db, { officeId });
      orderIds.done = await createTestOrder(t.db, { officeId, statusRefValueId: 9015 });
      orderIds.noOffice = await createTestOrder(t.db);
      await t.db
        .insert(orderCommunications)
        .values([
          contact(orderIds.overdueCall, CALL, 48, -24),
          contact(orderIds.answeredLater, CALL, 48, -24),
          contact(orderIds.answeredLater, CALL, 2, 24),
          contact(orderIds.done, CALL, 48, -24),
          contact(orderIds.overdueSms, SMS, 30, -3),
          contact(orderIds.deletedLast, CALL, 48, 24),
          contact(orderIds.deletedLast, CALL, 5, -1, { deletedDate: new Date(now - HOUR) }),
          contact(orderIds.noOffice, CALL, 10, -2),
        ]);
    });

    it('counts open orders whose last live contact is overdue, per office and type', async () => {
      const response = await call(tokens.operator, 'GET', '/v1/order_communications/expired');
      expect(response.statusCode).toBe(200);
      const groups = response.json() as ExpiredCommunicationGroup[];
      expect(groups.filter((g) => g.officeId === officeId)).toEqual([
        {
          officeId,
          officeName: expect.stringMatching(/^Офис просрочек/),
          typeRefValueId: CALL,
          typeRefValueName: 'Звонок',
          count: 1,
        },
        {
          officeId,
          officeName: expect.stringMatching(/^Офис просрочек/),
          typeRefValueId: SMS,
          typeRefValueName: 'СМС',
          count: 1,
        },
      ]);
      expect(groups.find((g) => g.officeId === null && g.typeRefValueId === CALL)).toMatchObject({
        officeName: 'Без офиса',
        count: expect.any(Number),
      });
      // The demo's open orders have overdue contacts of their own.
      expect(groups.some((g) => g.officeId !== officeId && g.officeId !== null && g.count > 0)).toBe(true);
    });

    it('lists the overdue contacts of an office and a type with the order and the client', async () => {
      const response = await call(
        tokens.operator,
        'GET',
        `/v1/order_communications/expired/by_type?typeRefValueId=${CALL}&officeId=${officeId}`,
      );
      expect(response.statusCode).toBe(200);
      const rows = response.json() as ExpiredCommunication[];
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          orderId: orderIds.overdueCall,
          orderNumber: expect.stringMatching(/^T-/),
          timezone: 'Europe/Moscow',
          clientFio: 'Заявкин Тест Петрович',
          clientPhone: expect.stringMatching(/^\+7995/),
          typeRefValueName: 'Звонок',
          nextContactDate: expect.any(Number),
          nextNote: 'Уточнить решение',
          userFio: 'Операторова Ольга Петровна',
        },
      ]);
      const noOffice = (
        await call(tokens.operator, 'GET', `/v1/order_communications/expired/by_type?typeRefValueId=${CALL}&officeId=0`)
      ).json() as ExpiredCommunication[];
      expect(noOffice.map((r) => r.orderId)).toContain(orderIds.noOffice);
      const bad = await call(tokens.operator, 'GET', '/v1/order_communications/expired/by_type?officeId=1');
      expectFieldError(bad, 'typeRefValueId', 'Укажите тип контакта');
    });
  });
});
