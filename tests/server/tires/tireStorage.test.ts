import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../../../src/shared/constants';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { TireStorageOrder } from '../../../src/shared/schemas/tires';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { newClient, newOrder } from '../files/orderFilesFixtures';

describe('tyre storage (/v1/tire_storage)', () => {
  const t = openTestApp();
  let operator = '';
  let nobody = '';

  beforeAll(async () => {
    const plain = await createTestUser(t.db);
    [operator, nobody] = await Promise.all([
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, plain.email, plain.password!),
    ]);
  });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });

  it('lists a client’s storage orders oldest first, with status, count and diameter', async () => {
    const clientId = await newClient(t.db, 'Хранилов');
    const fitting = await newOrder(t.db, { clientId });
    const newer = await newOrder(t.db, {
      clientId,
      serviceId: SERVICE_IDS.tireStorage,
      createdAt: new Date('2025-03-02T10:00:00Z'),
      parentOrderId: fitting.id,
      specificValues: { tireCount: 4 },
      specificRefValues: { diameterWheel: 9184 },
    });
    const older = await newOrder(t.db, {
      clientId,
      serviceId: SERVICE_IDS.tireStorage,
      createdAt: new Date('2025-03-01T10:00:00Z'),
      specificValues: { tireCount: '2' },
      statusRefValueId: REF_VALUE_IDS.orderStatusDone,
    });
    const list = (await get(operator, `/v1/tire_storage/by_client?clientId=${clientId}`)).json() as TireStorageOrder[];
    expect(list).toEqual([
      {
        id: older.id,
        number: older.number,
        statusRefValueId: REF_VALUE_IDS.orderStatusDone,
        statusRefValueName: expect.any(String),
        createdDate: Date.UTC(2025, 2, 1, 10) / 1000,
        officeName: null,
        tireCount: 2,
        diameterWheelRefValueName: null,
      },
      {
        id: newer.id,
        number: newer.number,
        statusRefValueId: REF_VALUE_IDS.orderStatusNew,
        statusRefValueName: expect.any(String),
        createdDate: Date.UTC(2025, 2, 2, 10) / 1000,
        officeName: null,
        tireCount: 4,
        diameterWheelRefValueName: 'R16',
      },
    ]);

    const byOrder = (
      await get(operator, `/v1/tire_storage/by_order?orderId=${fitting.id}`)
    ).json() as TireStorageOrder[];
    expect(byOrder.map((o) => o.id)).toEqual([newer.id]);
    const itself = (await get(operator, `/v1/tire_storage/by_order?orderId=${older.id}`)).json() as TireStorageOrder[];
    expect(itself.map((o) => o.id)).toEqual([older.id]);
  });

  it('makes a PDF of QR labels: one per defect line, or one for the order', async () => {
    const order = await newOrder(t.db, {
      serviceId: SERVICE_IDS.tireStorage,
      storedObjectRefValueId: 379,
      specificValues: { storagePlace: 'Стеллаж 3' },
    });
    const alone = await get(operator, `/v1/tire_storage/qr_code/generate_pdf/${order.id}`);
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['content-type']).toBe('application/pdf');
    expect(alone.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages(alone.rawPayload)).toBe(1);

    const lines = Array.from({ length: 9 }, () => ({
      barcode: String(randomInt(100_000_000, 999_999_999)),
      defectTypeIds: [548],
      storedObjectRefValueId: 379,
    }));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/tire_defects',
      headers: { authorization: operator },
      payload: { orderId: order.id, lines },
    });
    expect(saved.statusCode).toBe(200);
    const labels = await get(operator, `/v1/tire_storage/qr_code/generate_pdf/${order.id}`);
    // 8 labels a page: 9 lines take two.
    expect(pages(labels.rawPayload)).toBe(2);
    expect(labels.headers['content-disposition']).toContain(encodeURIComponent(`QR-коды_${order.number}.pdf`));
  });

  it('answers 404 for unknown clients, orders and non-tyre orders, 403 without the key', async () => {
    expect((await get(operator, '/v1/tire_storage/by_client?clientId=2000000000')).json()).toMatchObject({
      status: 404,
      message: 'Клиент не найден',
    });
    expect((await get(operator, '/v1/tire_storage/by_order?orderId=2000000000')).statusCode).toBe(404);
    const evacuation = await newOrder(t.db, { serviceId: SERVICE_IDS.evacuation });
    const pdf = await get(operator, `/v1/tire_storage/qr_code/generate_pdf/${evacuation.id}`);
    expect(pdf.json()).toMatchObject({ status: 404, message: 'Заявка на хранение шин не найдена' });
    expect((await get(nobody, `/v1/tire_storage/by_order?orderId=${evacuation.id}`)).statusCode).toBe(403);
    expect((await get(nobody, `/v1/tire_storage/qr_code/generate_pdf/${evacuation.id}`)).statusCode).toBe(403);
  });
});
