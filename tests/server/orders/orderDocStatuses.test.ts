import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/orders/ordersSchema';
import type { OrderDocStatus } from '../../../src/shared/schemas/orders/orderParts';
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

describe('insurance document statuses (/v1/order_doc_type_statuses)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  const put = (body: object, token = tokens.operator) => call(token, 'PUT', '/v1/order_doc_type_statuses', body);
  const list = async (orderId: number) => {
    const response = await call(tokens.operator, 'GET', `/v1/order_doc_type_statuses?orderId=${orderId}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderDocStatus[];
  };

  it('sets a status, changes it in the same row, and lists the rows with names, who and when', async () => {
    const orderId = await createTestOrder(t.db);
    const first = await put({ orderId, docTypeRefValueId: 9054, docStatusRefValueId: 9122 });
    expect(first.statusCode).toBe(200);
    const row = first.json() as OrderDocStatus;
    expect(row).toMatchObject({
      orderId,
      docTypeRefValueId: 9054,
      docTypeRefValueName: 'Полис ОСАГО',
      docStatusRefValueName: 'Получен',
      setByUserFio: 'Операторова Ольга Петровна',
      updatedDate: expect.any(Number),
    });
    expect((await lastHistory(t.db, orderId)).text).toBe('Документ «Полис ОСАГО»: Получен');
    const changed = (
      await put({ orderId, docTypeRefValueId: 9054, docStatusRefValueId: 9123 }, tokens.admin)
    ).json() as OrderDocStatus;
    expect(changed).toMatchObject({
      id: row.id,
      docStatusRefValueName: 'Проверен',
      setByUserFio: 'Администраторов Александр Иванович',
    });
    await put({ orderId, docTypeRefValueId: 457, docStatusRefValueId: 9121 });
    expect((await list(orderId)).map((r) => [r.docTypeRefValueName, r.docStatusRefValueName])).toEqual([
      ['Акт возврата', 'Не предоставлен'],
      ['Полис ОСАГО', 'Проверен'],
    ]);
  });

  it('removes a status', async () => {
    const orderId = await createTestOrder(t.db);
    const row = (await put({ orderId, docTypeRefValueId: 9053, docStatusRefValueId: 9124 })).json() as OrderDocStatus;
    const removed = await call(tokens.admin, 'DELETE', `/v1/order_doc_type_statuses/${row.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(row);
    expect(await list(orderId)).toEqual([]);
    expect((await lastHistory(t.db, orderId)).text).toBe('Документ «Извещение о ДТП»: статус снят');
    const again = await call(tokens.admin, 'DELETE', `/v1/order_doc_type_statuses/${row.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Статус документа не найден');
  });

  it('answers each message', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(await put({ orderId, docStatusRefValueId: 9122 }), 'docTypeRefValueId', 'Укажите тип документа');
    expectFieldError(
      await put({ orderId, docTypeRefValueId: 9054 }),
      'docStatusRefValueId',
      'Укажите статус документа',
    );
    expectFieldError(
      await put({ orderId, docTypeRefValueId: 9122, docStatusRefValueId: 9122 }),
      'docTypeRefValueId',
      'Неизвестный тип документа',
    );
    expectFieldError(
      await put({ orderId, docTypeRefValueId: 9054, docStatusRefValueId: 9054 }),
      'docStatusRefValueId',
      'Неизвестный статус документа',
    );
    expect((await put({ orderId: 999_999_999, docTypeRefValueId: 9054, docStatusRefValueId: 9122 })).statusCode).toBe(
      404,
    );
  });

  it('refuses changes on a held or archived order (409) and answers 403 without the key', async () => {
    const orderId = await createTestOrder(t.db);
    const row = (await put({ orderId, docTypeRefValueId: 9055, docStatusRefValueId: 9122 })).json() as OrderDocStatus;
    const other = await createTestUser(t.db, { lastName: 'Коллегин', firstName: 'Семён' });
    await holdOrder(t.db, orderId, other.id);
    expect((await put({ orderId, docTypeRefValueId: 9055, docStatusRefValueId: 9123 })).statusCode).toBe(409);
    expect((await call(tokens.admin, 'DELETE', `/v1/order_doc_type_statuses/${row.id}`)).json().message).toBe(
      'Заявка заблокирована пользователем Коллегин Семён. Изменения невозможны.',
    );
    await holdOrder(t.db, orderId, tokens.operatorId);
    await archiveOrder(t.db, orderId);
    expect((await put({ orderId, docTypeRefValueId: 9055, docStatusRefValueId: 9123 })).json().message).toBe(
      'Заявка в архиве, изменения невозможны',
    );
    expect((await call(tokens.nobody, 'GET', `/v1/order_doc_type_statuses?orderId=${orderId}`)).statusCode).toBe(403);
    expect((await put({ orderId, docTypeRefValueId: 9055, docStatusRefValueId: 9123 }, tokens.nobody)).statusCode).toBe(
      403,
    );
    expect((await call(tokens.operator, 'DELETE', `/v1/order_doc_type_statuses/${row.id}`)).statusCode).toBe(403);
  });

  it('renders the summary document as a PDF with the Russian file name', async () => {
    const orderId = await createTestOrder(t.db);
    await put({ orderId, docTypeRefValueId: 9054, docStatusRefValueId: 9123 });
    const [{ number }] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    const response = await call(tokens.operator, 'POST', `/v1/order_doc_type_statuses/${orderId}/summary_doc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Сводка по документам заявки № ${number}.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
    expect((await call(tokens.operator, 'POST', '/v1/order_doc_type_statuses/999999999/summary_doc')).statusCode).toBe(
      404,
    );
    expect((await call(tokens.nobody, 'POST', `/v1/order_doc_type_statuses/${orderId}/summary_doc`)).statusCode).toBe(
      403,
    );
  });
});
