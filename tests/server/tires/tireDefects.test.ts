import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../../src/server/orders/ordersSchema';
import type { TireDefectLine } from '../../../src/shared/schemas/tires';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { archiveOrder, holdOrder, newOrder } from '../files/orderFilesFixtures';

/** A barcode of 9 digits no other test uses. */
const barcode = () => String(randomInt(100_000_000, 999_999_999));

describe('tyre defects (/v1/tire_defects)', () => {
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

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const line = (values: object = {}) => ({
    barcode: barcode(),
    defectTypeIds: [548],
    storedObjectRefValueId: 379,
    storedObjectNumber: 4,
    tireTreadDepth: 6.5,
    currentState: 'Б/у',
    ...values,
  });

  it('adds lines, lists them with the defect type names, then saves edits', async () => {
    const order = await newOrder(t.db);
    const first = line();
    const second = line({
      defectTypeIds: [9031, 9032],
      storedObjectRefValueId: 443,
      storedObjectNumber: 'А-12',
      tireTreadDepth: null,
      currentState: '',
    });
    const created = await call(operator, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [first, second] });
    expect(created.statusCode).toBe(200);
    const lines = created.json() as TireDefectLine[];
    expect(lines).toEqual([
      {
        id: expect.any(Number),
        orderId: order.id,
        barcode: first.barcode,
        defectTypeIds: [548],
        defectTypeNames: ['Без видимых дефектов (шина)'],
        storedObjectNumber: '4',
        storedObjectRefValueId: 379,
        tireTreadDepth: 6.5,
        currentState: 'Б/у',
      },
      {
        id: expect.any(Number),
        orderId: order.id,
        barcode: second.barcode,
        defectTypeIds: [9031, 9032],
        defectTypeNames: ['Порез боковины', 'Грыжа'],
        storedObjectNumber: 'А-12',
        storedObjectRefValueId: 443,
        tireTreadDepth: null,
        currentState: null,
      },
    ]);
    expect((await call(operator, 'GET', `/v1/tire_defects?orderId=${order.id}`)).json()).toEqual(lines);

    const edited = await call(operator, 'PUT', '/v1/tire_defects', {
      orderId: order.id,
      lines: [{ ...first, id: lines[0].id, defectTypeIds: [9033], tireTreadDepth: 3 }],
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as TireDefectLine[])[0]).toMatchObject({
      id: lines[0].id,
      defectTypeIds: [9033],
      defectTypeNames: ['Износ протектора'],
      tireTreadDepth: 3,
    });
    const texts = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).map((h) => h.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        `Добавлены дефекты шин: ${first.barcode}, ${second.barcode}`,
        `Изменены дефекты шин: ${first.barcode}`,
      ]),
    );
  });

  it('checks a barcode against the database, leaving out the line being edited', async () => {
    const order = await newOrder(t.db);
    const taken = line();
    const [saved] = (
      await call(operator, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [taken] })
    ).json() as TireDefectLine[];
    expect((await call(operator, 'GET', `/v1/tire_defects/barcode_check?barcode=${taken.barcode}`)).json()).toEqual({
      barcode: taken.barcode,
      barcodeIsUniqueInDB: false,
    });
    expect(
      (
        await call(operator, 'GET', `/v1/tire_defects/barcode_check?barcode=${taken.barcode}&excludeId=${saved.id}`)
      ).json().barcodeIsUniqueInDB,
    ).toBe(true);
    const free = barcode();
    expect((await call(operator, 'GET', `/v1/tire_defects/barcode_check?barcode=${free}`)).json()).toEqual({
      barcode: free,
      barcodeIsUniqueInDB: true,
    });
    expect((await call(operator, 'GET', '/v1/tire_defects/barcode_check?barcode=')).json().details.barcode).toBe(
      'Укажите штрихкод',
    );
  });

  it('refuses a barcode already in the database on its own line, and one repeated in the list', async () => {
    const order = await newOrder(t.db);
    const taken = line();
    await call(operator, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [taken] });
    const other = await newOrder(t.db);
    const refused = await call(operator, 'POST', '/v1/tire_defects', {
      orderId: other.id,
      lines: [line(), { ...line(), barcode: taken.barcode }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ 'lines.1.barcode': 'Этот штрихкод уже есть в базе' });
    const same = barcode();
    const repeated = await call(operator, 'POST', '/v1/tire_defects', {
      orderId: other.id,
      lines: [line({ barcode: same }), line({ barcode: same })],
    });
    expect(repeated.json().details).toEqual({ 'lines.1.barcode': 'Этот штрихкод уже есть в списке' });
    expect((await call(operator, 'GET', `/v1/tire_defects?orderId=${other.id}`)).json()).toEqual([]);
  });

  it('checks every line with its Russian messages', async () => {
    const order = await newOrder(t.db);
    const response = await call(operator, 'POST', '/v1/tire_defects', {
      orderId: order.id,
      lines: [
        line({ barcode: '12345' }),
        line({ barcode: '', defectTypeIds: [] }),
        line({ tireTreadDepth: -1 }),
        line({ defectTypeIds: [379] }),
        line({ storedObjectRefValueId: 548 }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      'lines.0.barcode': 'Штрихкод должен содержать 9 символов',
      'lines.1.barcode': 'Укажите штрихкод',
      'lines.1.defectTypeIds': 'Укажите дефекты',
      'lines.2.tireTreadDepth': 'Глубина протектора не может быть отрицательной',
    });
    const books = await call(operator, 'POST', '/v1/tire_defects', {
      orderId: order.id,
      lines: [line({ defectTypeIds: [379] }), line({ storedObjectRefValueId: 548 })],
    });
    expect(books.json().details).toEqual({
      'lines.0.defectTypeIds': 'Неизвестный тип дефекта',
      'lines.1.storedObjectRefValueId': 'Неизвестный объект хранения',
    });
  });

  it('answers 404 for an unknown order or a line of another order, 403 without the key, 409 when held or archived', async () => {
    expect(
      (await call(operator, 'POST', '/v1/tire_defects', { orderId: 2_000_000_000, lines: [line()] })).statusCode,
    ).toBe(404);
    expect((await call(operator, 'GET', '/v1/tire_defects?orderId=2000000000')).statusCode).toBe(404);
    const order = await newOrder(t.db);
    const [saved] = (
      await call(operator, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [line()] })
    ).json() as TireDefectLine[];
    const other = await newOrder(t.db);
    const foreign = await call(operator, 'PUT', '/v1/tire_defects', {
      orderId: other.id,
      lines: [{ ...line(), id: saved.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Строка дефектов не найдена');

    expect((await call(nobody, 'GET', `/v1/tire_defects?orderId=${order.id}`)).statusCode).toBe(403);
    expect((await call(nobody, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [line()] })).statusCode).toBe(
      403,
    );

    await holdOrder(t.db, order.id, (await createTestUser(t.db)).id);
    expect((await call(operator, 'POST', '/v1/tire_defects', { orderId: order.id, lines: [line()] })).statusCode).toBe(
      409,
    );
    expect(
      (await call(operator, 'PUT', '/v1/tire_defects', { orderId: order.id, lines: [{ ...line(), id: saved.id }] }))
        .statusCode,
    ).toBe(409);
    await archiveOrder(t.db, other.id);
    const archived = await call(operator, 'POST', '/v1/tire_defects', { orderId: other.id, lines: [line()] });
    expect(archived.json()).toMatchObject({ status: 409, message: 'Заявка в архиве, изменения невозможны' });
  });
});
