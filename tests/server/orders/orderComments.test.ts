import { beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../../../src/server/orders/ordersSchema';
import type { Division, OrderComment } from '../../../src/shared/schemas/orders/orderParts';
import { createTestUser, login, openTestApp } from '../buildTestApp';
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

describe('order comments (/v1/order_comments, /v1/divisions)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;
  let divisionId = 0;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
    [{ id: divisionId }] = await t.db
      .insert(divisions)
      .values({ name: `Отдел претензий ${Date.now()}` })
      .returning({ id: divisions.id });
  });

  const add = (token: string, body: object) => call(token, 'POST', '/v1/order_comments', body);
  const list = async (orderId: number, query = '') => {
    const response = await call(tokens.operator, 'GET', `/v1/order_comments?orderId=${orderId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderComment[];
  };

  it('adds comments to everyone, a division and a user, and lists them newest first with the names', async () => {
    const orderId = await createTestOrder(t.db);
    expect(
      (await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: '  Клиент ждёт звонка  ' }))
        .statusCode,
    ).toBe(200);
    const toDivision = await add(tokens.operator, {
      orderId,
      recipientTypeRefValueId: 9092,
      divisionId,
      userId: tokens.adminId,
      comment: 'Проверьте документы',
    });
    expect(toDivision.json()).toMatchObject({
      divisionId,
      recipientUserId: null,
      recipientTypeRefValueName: 'Подразделению',
    });
    const toUser = (
      await add(tokens.operator, {
        orderId,
        recipientTypeRefValueId: 9094,
        userId: tokens.adminId,
        comment: 'Перезвоните клиенту',
      })
    ).json() as OrderComment;
    expect(toUser).toMatchObject({
      recipientUserId: tokens.adminId,
      recipientUserFio: 'Администраторов Александр Иванович',
      divisionId: null,
      userFio: 'Операторова Ольга Петровна',
    });

    const rows = await list(orderId);
    expect(rows.map((r) => r.comment)).toEqual(['Перезвоните клиенту', 'Проверьте документы', 'Клиент ждёт звонка']);
    expect(rows[1].divisionName).toMatch(/^Отдел претензий/);
    expect(rows[2]).toMatchObject({
      recipientTypeRefValueName: 'Всем',
      divisionName: null,
      recipientUserFio: null,
      deletedDate: null,
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Добавлен комментарий (Пользователю)');
  });

  it('answers each rule of the comment form with its message', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: '   ' }),
      'comment',
      'Введите комментарий',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, comment: 'Текст' }),
      'recipientTypeRefValueId',
      'Укажите получателя',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9093, comment: 'Текст' }),
      'divisionId',
      'Укажите подразделение',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9094, comment: 'Текст' }),
      'userId',
      'Укажите пользователя',
    );
    expectFieldError(
      await add(tokens.operator, { recipientTypeRefValueId: 9091, comment: 'Текст' }),
      'orderId',
      'Укажите заявку',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9111, comment: 'Текст' }),
      'recipientTypeRefValueId',
      'Неизвестный тип получателя',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9092, divisionId: 999_999, comment: 'Текст' }),
      'divisionId',
      'Подразделение не найдено',
    );
    expectFieldError(
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9094, userId: 999_999, comment: 'Текст' }),
      'userId',
      'Пользователь не найден',
    );
  });

  it('takes a comment on a held or archived order', async () => {
    const orderId = await createTestOrder(t.db);
    await holdOrder(t.db, orderId, tokens.adminId);
    expect(
      (await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: 'Пока заявка у коллеги' }))
        .statusCode,
    ).toBe(200);
    await archiveOrder(t.db, orderId);
    expect(
      (await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: 'В архиве' })).statusCode,
    ).toBe(200);
  });

  it('lets the author remove his comment, others only with permissionDelete, and hides it unless showDeleted', async () => {
    const orderId = await createTestOrder(t.db);
    const mine = (
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: 'Мой' })
    ).json() as OrderComment;
    const admins = (
      await add(tokens.admin, { orderId, recipientTypeRefValueId: 9091, comment: 'Администратора' })
    ).json() as OrderComment;

    const refused = await call(tokens.operator, 'DELETE', `/v1/order_comments/${admins.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ACCESS_DENIED');
    const removed = await call(tokens.operator, 'DELETE', `/v1/order_comments/${mine.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedDate).toEqual(expect.any(Number));
    expect((await call(tokens.admin, 'DELETE', `/v1/order_comments/${admins.id}`)).statusCode).toBe(200);

    expect(await list(orderId)).toEqual([]);
    expect((await list(orderId, '&showDeleted=true')).map((r) => r.id).sort()).toEqual([mine.id, admins.id].sort());
    expect((await lastHistory(t.db, orderId)).text).toBe('Удалён комментарий');
    const again = await call(tokens.admin, 'DELETE', `/v1/order_comments/${mine.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Комментарий не найден' });
  });

  it('refuses removing a comment while another operator holds the order (409)', async () => {
    const orderId = await createTestOrder(t.db);
    const comment = (
      await add(tokens.operator, { orderId, recipientTypeRefValueId: 9091, comment: 'Текст' })
    ).json() as OrderComment;
    const other = await createTestUser(t.db, { lastName: 'Держателев', firstName: 'Иван' });
    await holdOrder(t.db, orderId, other.id);
    const response = await call(tokens.operator, 'DELETE', `/v1/order_comments/${comment.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка заблокирована пользователем Держателев Иван. Изменения невозможны.',
    });
    await archiveOrder(t.db, orderId);
    await holdOrder(t.db, orderId, tokens.operatorId);
    expect((await call(tokens.operator, 'DELETE', `/v1/order_comments/${comment.id}`)).json().message).toBe(
      'Заявка в архиве, изменения невозможны',
    );
  });

  it('answers 404 for an unknown order and 403 without the key', async () => {
    const missing = await call(tokens.operator, 'GET', '/v1/order_comments?orderId=999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Заявка не найдена' });
    expect(
      (await add(tokens.operator, { orderId: 999_999_999, recipientTypeRefValueId: 9091, comment: 'Текст' }))
        .statusCode,
    ).toBe(404);
    const orderId = await createTestOrder(t.db);
    expect((await call(tokens.nobody, 'GET', `/v1/order_comments?orderId=${orderId}`)).statusCode).toBe(403);
    expect((await add(tokens.nobody, { orderId, recipientTypeRefValueId: 9091, comment: 'Текст' })).statusCode).toBe(
      403,
    );
    expect((await call(tokens.nobody, 'GET', '/v1/divisions')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1/divisions')).statusCode).toBe(401);
  });

  it('lists live divisions by name for the form', async () => {
    const partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
    const response = await call(partner, 'GET', '/v1/divisions');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as Division[]).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Диспетчерская', 'Бухгалтерия']));
    expect(names.indexOf('Бухгалтерия')).toBeLessThan(names.indexOf('Диспетчерская'));
  });
});
