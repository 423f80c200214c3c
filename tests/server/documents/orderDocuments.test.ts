import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { partnerDocTemplates } from '../../../src/server/documents/documentsSchema';
import { orderDocValues } from '../../../src/server/documents/orderDocumentsRepository';
import { fillTemplate } from '../../../src/server/documents/templatePdf';
import { getOrderEntity } from '../../../src/server/orders/ordersRepository';
import { orders } from '../../../src/server/orders/ordersSchema';
import type { DocPlaceholder, DocTemplate, OrderDocument } from '../../../src/shared/schemas/orders/orderDocuments';
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
} from '../orders/orderPartsFixtures';

// Templates, generation and files of an order's documents. Signing by SMS is in orderSigning.test.ts.

describe('order documents (/v1/partner_doc_templates, /v2/orders/{id}/docs, /v1/orders/docs/{docId}/file)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
  });

  const templates = async (orderId: number) => {
    const response = await call(tokens.operator, 'GET', `/v1/partner_doc_templates?orderId=${orderId}`);
    expect(response.statusCode).toBe(200);
    return response.json() as DocTemplate[];
  };
  const templateId = async (orderId: number, name: string) =>
    (await templates(orderId)).find((x) => x.name === name)!.id;
  const generate = (orderId: number, templateIds: unknown, token = tokens.operator) =>
    call(token, 'POST', `/v2/orders/${orderId}/docs`, { templateIds });

  it('lists every placeholder with what it stands for', async () => {
    const response = await call(tokens.operator, 'GET', '/v1/partner_doc_templates/placeholders');
    expect(response.statusCode).toBe(200);
    const list = response.json() as DocPlaceholder[];
    expect(list[0]).toEqual({ placeholder: '{{order.number}}', description: 'Номер заявки' });
    expect(list.map((p) => p.placeholder)).toEqual(
      expect.arrayContaining(['{{client.fio}}', '{{vehicle.vin}}', '{{today}}', '{{tires.front}}']),
    );
    expect((await call(tokens.nobody, 'GET', '/v1/partner_doc_templates/placeholders')).statusCode).toBe(403);
  });

  it('offers the global templates, the service’s own, and a partner’s only to its orders', async () => {
    const lossOrder = await createTestOrder(t.db, { serviceId: 902 });
    // The demo's global templates for any service (other tests may add more of their own).
    expect((await templates(lossOrder)).map((x) => x.name)).toEqual(
      expect.arrayContaining(['Акт выполненных работ', 'Акт приёма-передачи автомобиля']),
    );
    const storageOrder = await createTestOrder(t.db, { serviceId: 68 });
    expect((await templates(storageOrder)).map((x) => x.name)).toContain('Акт хранения шин');
    expect((await templates(storageOrder)).map((x) => x.name)).not.toContain('Заявка-договор на эвакуацию');

    const [partner] = await t.db.insert(partners).values({ name: 'Тестовый партнёр документов' }).returning();
    await t.db.insert(partnerDocTemplates).values([
      { partnerId: partner.id, name: 'Я-свой акт партнёра', body: '{{order.number}}' },
      { name: 'Я-удалённый шаблон', body: '-', deletedDate: new Date() },
    ]);
    await t.db.update(orders).set({ partnerId: partner.id }).where(eq(orders.id, lossOrder));
    expect((await templates(lossOrder)).map((x) => x.name)).toContain('Я-свой акт партнёра');
    expect((await templates(storageOrder)).map((x) => x.name)).not.toContain('Я-свой акт партнёра');
    expect((await templates(lossOrder)).map((x) => x.name)).not.toContain('Я-удалённый шаблон');
    expect((await templates(lossOrder))[0]).toMatchObject({
      wheelsWidthDiffer: false,
      deletedDate: null,
      createdDate: expect.any(Number),
    });
  });

  it('offers a wheelsWidthDiffer template only when the axles carry tyres of different widths', async () => {
    await t.db
      .insert(partnerDocTemplates)
      .values({ serviceId: 69, name: 'Я-акт для разной ширины осей', body: '-', wheelsWidthDiffer: true });
    const same = await createTestOrder(t.db, { serviceId: 69 });
    await t.db
      .update(orders)
      .set({ tires: { front: { width: 205, height: 55 }, rear: { width: 205, height: 55 }, showRear: true } })
      .where(eq(orders.id, same));
    const differ = await createTestOrder(t.db, { serviceId: 69 });
    await t.db
      .update(orders)
      .set({ tires: { front: { width: 225, height: 45 }, rear: { width: 255, height: 40 }, showRear: true } })
      .where(eq(orders.id, differ));
    expect((await templates(same)).map((x) => x.name)).not.toContain('Я-акт для разной ширины осей');
    expect((await templates(differ)).map((x) => x.name)).toContain('Я-акт для разной ширины осей');
  });

  it('fills the placeholders from the order and leaves unknown ones empty', async () => {
    const orderId = await createTestOrder(t.db, { serviceId: 68 });
    await t.db
      .update(orders)
      .set({
        cost: 4500,
        address: 'Москва, ул. Тверская, д. 15',
        storedObjectRefValueId: 379,
        specificValues: { tireCount: 4, storagePlace: 'Стеллаж A-12' },
      })
      .where(eq(orders.id, orderId));
    const order = (await getOrderEntity(t.db, orderId))!;
    const values = await orderDocValues(t.db, order, 1_750_000_000);
    expect(values).toMatchObject({
      'order.number': order.number,
      'order.service': 'Хранение шин',
      'client.fio': 'Заявкин Тест Петрович',
      'order.address': 'Москва, ул. Тверская, д. 15',
      'vehicle.plate': '—',
      'tires.count': '4',
      'tires.storagePlace': 'Стеллаж A-12',
      today: '15.06.2025',
    });
    expect(values['order.cost']).toMatch(/^4\s500,00\s₽$/);
    expect(fillTemplate('№ {{ order.number }}, {{nobody.knows}}!', values)).toBe(`№ ${order.number}, !`);
  });

  it('generates one PDF per template, lists them, serves the file and writes the history', async () => {
    const orderId = await createTestOrder(t.db);
    const acts = [
      await templateId(orderId, 'Акт выполненных работ'),
      await templateId(orderId, 'Акт приёма-передачи автомобиля'),
    ];
    const response = await generate(orderId, acts);
    expect(response.statusCode).toBe(200);
    const docs = response.json() as OrderDocument[];
    expect(docs.map((d) => d.title).sort()).toEqual(['Акт выполненных работ', 'Акт приёма-передачи автомобиля']);
    expect(docs[0]).toMatchObject({ orderId, signedDate: null, createdDate: expect.any(Number) });
    expect((await lastHistory(t.db, orderId)).text).toBe(
      'Сформированы документы: «Акт выполненных работ», «Акт приёма-передачи автомобиля»',
    );

    const list = (await call(tokens.operator, 'GET', `/v1/orders/${orderId}/docs`)).json() as OrderDocument[];
    expect(list.map((d) => d.id).sort()).toEqual(docs.map((d) => d.id).sort());

    const file = await call(tokens.operator, 'GET', `/v1/orders/docs/${docs[0].id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const number = (await getOrderEntity(t.db, orderId))!.number;
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${docs[0].title} № ${number}.pdf`)}`,
    );
  });

  it('answers each message, 404 and 403', async () => {
    const orderId = await createTestOrder(t.db);
    expectFieldError(await generate(orderId, []), 'templateIds', 'Выберите документы');
    expectFieldError(
      await call(tokens.operator, 'POST', `/v2/orders/${orderId}/docs`, {}),
      'templateIds',
      'Выберите документы',
    );
    const towContract = (
      await t.db.select().from(partnerDocTemplates).where(eq(partnerDocTemplates.name, 'Заявка-договор на эвакуацию'))
    )[0].id;
    const foreign = await generate(orderId, [towContract]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Шаблон документа не найден' });
    expect((await generate(999_999_999, [towContract])).json().message).toBe('Заявка не найдена');
    expect((await call(tokens.operator, 'GET', '/v1/orders/docs/999999999/file')).json().message).toBe(
      'Документ не найден',
    );
    expect((await call(tokens.operator, 'GET', '/v1/partner_doc_templates?orderId=999999999')).statusCode).toBe(404);
    expect((await generate(orderId, [towContract], tokens.nobody)).statusCode).toBe(403);
    expect((await call(tokens.nobody, 'GET', `/v1/orders/${orderId}/docs`)).statusCode).toBe(403);
  });

  it('refuses to generate while another operator holds the order, or when it is archived (409)', async () => {
    const orderId = await createTestOrder(t.db);
    const act = await templateId(orderId, 'Акт выполненных работ');
    const other = await createTestUser(t.db, { lastName: 'Печатников', firstName: 'Игорь' });
    await holdOrder(t.db, orderId, other.id);
    const held = await generate(orderId, [act]);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка заблокирована пользователем Печатников Игорь. Изменения невозможны.',
    });
    await holdOrder(t.db, orderId, tokens.operatorId);
    expect((await generate(orderId, [act])).statusCode).toBe(200);
    await archiveOrder(t.db, orderId);
    expect((await generate(orderId, [act])).json().message).toBe('Заявка в архиве, изменения невозможны');
  });
});
