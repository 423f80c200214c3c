import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { users } from '../../../src/server/db/schema';
import { REF_IDS, REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import { login, openTestApp } from '../buildTestApp';

interface Ref {
  id: number;
  name: string;
  code: string | null;
  createdAt: number;
  deletedDate: number | null;
}
interface RefValue {
  id: number;
  refId: number;
  name: string;
  int1: number | null;
  sort: number | null;
  createdAt: number;
  deletedDate: number | null;
}

describe('reference books and values (/v1/ref, /v1/ref_value)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const values = async (refId: number, query = '') => {
    const response = await call(admin, 'GET', `/v1/ref_value/${refId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as RefValue[];
  };
  const newRef = async (fields: object = {}) => {
    const response = await call(admin, 'POST', '/v1/ref', { name: `Справочник ${randomUUID()}`, ...fields });
    expect(response.statusCode).toBe(200);
    return response.json() as Ref;
  };

  it('holds the reference values the rules name, with their fixed ids', async () => {
    const expected: [number, number[]][] = [
      [REF_IDS.clientStatus, [76, 77]],
      [REF_IDS.bonusOperationType, [345, 346]],
      [REF_IDS.pushTokenType, [143]],
      [REF_IDS.storedObject, [379, 380, 443]],
      [REF_IDS.tyreDefectType, [548, 562]],
      [REF_IDS.orderStatus, [121, 29]],
      [REF_IDS.refusalReason, [503]],
      [REF_IDS.documentType, [457]],
      [REF_IDS.officeAttribute, [10, 15, 56]],
      [REF_IDS.statusSource, [144]],
    ];
    for (const [refId, ids] of expected) {
      const list = await values(refId);
      for (const id of ids)
        expect(
          list.find((v) => v.id === id),
          `value ${id} in ref ${refId}`,
        ).toMatchObject({ refId });
    }
    const byId = async (refId: number, id: number) => (await values(refId)).find((v) => v.id === id)?.name;
    expect(await byId(27, REF_VALUE_IDS.clientActive)).toBe('Активный');
    expect(await byId(27, REF_VALUE_IDS.clientBlocked)).toBe('Заблокирован');
    expect(await byId(74, 345)).toBe('Начисление');
    expect(await byId(74, 346)).toBe('Списание');
    expect(await byId(REF_IDS.pushTokenType, 143)).toBe('Web Push (браузер)');
    expect(await byId(REF_IDS.storedObject, 380)).toBe('Комплект колёс');
    expect(await byId(9, 121)).toBe('Отменена');
    expect(await byId(REF_IDS.refusalReason, 503)).toBe('Другое');
    expect(await byId(REF_IDS.documentType, 457)).toBe('Акт возврата');
    expect(await byId(REF_IDS.statusSource, 144)).toBe('Статус источника');
    expect(await values(REF_IDS.gender)).toHaveLength(2);

    const refs = (await call(operator, 'GET', '/v1/ref')).json() as Ref[];
    for (const [id, name] of [
      [9, 'Статусы заявок'],
      [27, 'Статус клиента'],
      [52, 'Пол'],
      [74, 'Тип операции с бонусами'],
    ] as const) {
      expect(refs.find((r) => r.id === id)).toMatchObject({ name, deletedDate: null });
    }
    expect(Number.isInteger(refs[0].createdAt)).toBe(true);
    expect(refs[0].createdAt).toBeLessThan(Date.now() / 1000 + 5);
  });

  it('lists values in display order and gives new rows ids above the product data', async () => {
    const statuses = await values(REF_IDS.orderStatus);
    const sorts = statuses.map((v) => v.sort ?? Number.MAX_SAFE_INTEGER);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const ref = await newRef();
    expect(ref.id).toBeGreaterThan(1000);
    const value = (await call(admin, 'POST', '/v1/ref_value', { refId: ref.id, name: 'Первое' })).json() as RefValue;
    expect(value.id).toBeGreaterThan(10_000);
  });

  it('creates, updates, deletes softly and restores a book', async () => {
    const code = `test_${randomUUID().slice(0, 8)}`;
    const created = await newRef({ name: '  Цвета кузова  ', code });
    expect(created).toMatchObject({ name: 'Цвета кузова', code, deletedDate: null });
    expect(created.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);

    const one = await call(operator, 'GET', `/v1/ref/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);

    const updated = await call(admin, 'PUT', `/v1/ref/${created.id}`, { name: 'Цвет кузова' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Цвет кузова', code });
    // The console sends the whole object back: unknown fields (id, createdAt) are ignored.
    const whole = await call(admin, 'PUT', `/v1/ref/${created.id}`, { ...created, name: 'Цвет', code: null });
    expect(whole.json()).toMatchObject({ name: 'Цвет', code: null, createdAt: created.createdAt });

    const deleted = await call(admin, 'DELETE', `/v1/ref/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    const deletedDate = (deleted.json() as Ref).deletedDate;
    expect(deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
    // Deleting again keeps the first date.
    expect(((await call(admin, 'DELETE', `/v1/ref/${created.id}`)).json() as Ref).deletedDate).toBe(deletedDate);

    const live = (await call(admin, 'GET', '/v1/ref')).json() as Ref[];
    expect(live.some((r) => r.id === created.id)).toBe(false);
    const all = (await call(admin, 'GET', '/v1/ref?showDeleted=true')).json() as Ref[];
    expect(all.find((r) => r.id === created.id)?.deletedDate).toBe(deletedDate);
    expect(((await call(admin, 'GET', '/v1/ref?showDeleted=false')).json() as Ref[]).length).toBe(live.length);

    const restored = await call(admin, 'PUT', `/v1/ref/restore/${created.id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: created.id, deletedDate: null });
    expect(((await call(admin, 'GET', '/v1/ref')).json() as Ref[]).some((r) => r.id === created.id)).toBe(true);
  });

  it('creates, updates, deletes softly and restores a value; the list hides deleted values', async () => {
    const ref = await newRef();
    const post = (body: object) => call(admin, 'POST', '/v1/ref_value', body);
    const second = (await post({ refId: ref.id, name: 'Второе', sort: 20, int1: 7 })).json() as RefValue;
    const first = (await post({ refId: ref.id, name: 'Первое', sort: 10 })).json() as RefValue;
    const unsorted = (await post({ refId: ref.id, name: 'Без порядка' })).json() as RefValue;
    expect(second).toMatchObject({ refId: ref.id, name: 'Второе', sort: 20, int1: 7, deletedDate: null });
    expect(unsorted).toMatchObject({ sort: null, int1: null });
    expect((await values(ref.id)).map((v) => v.id)).toEqual([first.id, second.id, unsorted.id]);

    const renamed = await call(admin, 'PUT', `/v1/ref_value/${second.id}`, { name: 'Второе значение', sort: 5 });
    expect(renamed.json()).toMatchObject({ id: second.id, name: 'Второе значение', sort: 5, int1: 7 });
    expect((await values(ref.id)).map((v) => v.id)).toEqual([second.id, first.id, unsorted.id]);

    expect((await call(admin, 'DELETE', `/v1/ref_value/${first.id}`)).statusCode).toBe(200);
    expect((await values(ref.id)).map((v) => v.id)).toEqual([second.id, unsorted.id]);
    const withDeleted = await values(ref.id, '?showDeleted=true');
    expect(withDeleted.map((v) => v.id)).toEqual([second.id, first.id, unsorted.id]);
    expect(withDeleted[1].deletedDate).not.toBeNull();

    const restored = await call(admin, 'PUT', `/v1/ref_value/restore/${first.id}`);
    expect(restored.json()).toMatchObject({ id: first.id, deletedDate: null });
    expect(await values(ref.id)).toHaveLength(3);
  });

  it('journals every write of books and values with its author, before and after; a refused write leaves no entry', async () => {
    const journal = async (entity: string, entityId: number) =>
      t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, entity), eq(auditJournal.entityId, entityId)))
        .orderBy(asc(auditJournal.id));
    const code = `audit_${randomUUID().slice(0, 8)}`;
    const ref = await newRef({ name: 'Журнал', code });
    expect((await call(admin, 'PUT', `/v1/ref/${ref.id}`, { name: 'Журнал изменений' })).statusCode).toBe(200);
    // The code is taken by the book itself: another book with it is refused and journals nothing.
    const clash = await call(admin, 'POST', '/v1/ref', { name: 'Другой', code });
    expect(clash.statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `/v1/ref/${ref.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/v1/ref/restore/${ref.id}`)).statusCode).toBe(200);

    const rows = await journal('ref', ref.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore']);
    const [adminUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.ru'));
    expect(new Set(rows.map((r) => r.actorUserId))).toEqual(new Set([adminUser.id]));
    expect(rows[1].before).toMatchObject({ name: 'Журнал' });
    expect(rows[1].after).toMatchObject({ name: 'Журнал изменений' });
    expect(rows[2].after).toMatchObject({ deletedDate: expect.any(Number) });

    const value = (await call(admin, 'POST', '/v1/ref_value', { refId: ref.id, name: 'Значение' })).json() as RefValue;
    expect((await call(admin, 'PUT', `/v1/ref_value/${value.id}`, { name: 'Новое' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/v1/ref_value/${value.id}`, { refId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await journal('ref_value', value.id)).map((r) => [r.action, (r.after as RefValue).name])).toEqual([
      ['create', 'Значение'],
      ['update', 'Новое'],
    ]);
  });

  it('answers ENTITY_NOT_FOUND for unknown books and values', async () => {
    const missing = 2_000_000_000;
    for (const [method, url, body] of [
      ['GET', `/v1/ref/${missing}`],
      ['PUT', `/v1/ref/${missing}`, { name: 'Нет' }],
      ['DELETE', `/v1/ref/${missing}`],
      ['PUT', `/v1/ref/restore/${missing}`],
      ['GET', `/v1/ref_value/${missing}`],
      ['PUT', `/v1/ref_value/${missing}`, { name: 'Нет' }],
      ['DELETE', `/v1/ref_value/${missing}`],
      ['PUT', `/v1/ref_value/restore/${missing}`],
      ['POST', '/v1/ref_value', { refId: missing, name: 'Сирота' }],
    ] as const) {
      const response = await call(admin, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', status: 404 });
    }
    expect((await call(admin, 'GET', `/v1/ref/${missing}`)).json().message).toBe('Справочник не найден');
    expect((await call(admin, 'DELETE', `/v1/ref_value/${missing}`)).json().message).toBe(
      'Значение справочника не найдено',
    );
    const value = (
      await call(admin, 'POST', '/v1/ref_value', { refId: (await newRef()).id, name: 'Переезд' })
    ).json() as RefValue;
    const moved = await call(admin, 'PUT', `/v1/ref_value/${value.id}`, { refId: missing });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().message).toBe('Справочник не найден');
  });

  it('refuses invalid input with Russian messages per field', async () => {
    const empty = await call(admin, 'POST', '/v1/ref', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { name: 'Укажите название' },
    });
    expect((await call(admin, 'POST', '/v1/ref', {})).json().details).toEqual({ name: 'Укажите название' });
    expect((await call(admin, 'POST', '/v1/ref', { name: 'x'.repeat(256) })).json().details).toEqual({
      name: 'Название не длиннее 255 символов',
    });
    expect((await call(admin, 'POST', '/v1/ref', { name: 'Код', code: 'Не код' })).json().details).toEqual({
      code: 'Код: строчные латинские буквы, цифры, «_», «.» и «-»',
    });
    const code = `dup_${randomUUID().slice(0, 8)}`;
    const taken = await newRef({ code });
    const duplicate = await call(admin, 'POST', '/v1/ref', { name: 'Дубль', code });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().details).toEqual({ code: 'Справочник с таким кодом уже есть' });
    // Saving a book with its own code is no clash.
    expect((await call(admin, 'PUT', `/v1/ref/${taken.id}`, { name: 'Тот же', code })).statusCode).toBe(200);

    const value = await call(admin, 'POST', '/v1/ref_value', { name: '', sort: 1.5, int1: 2 ** 31 });
    expect(value.statusCode).toBe(400);
    expect(value.json().details).toEqual({
      refId: 'Укажите справочник',
      name: 'Укажите название',
      sort: 'Порядок сортировки — целое число',
      int1: 'Числовое значение — целое число',
    });
    const badId = await call(admin, 'PUT', '/v1/ref/abc', { name: 'Имя' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details).toEqual({ id: 'Некорректный идентификатор' });
    expect((await call(admin, 'GET', '/v1/ref/99999999999')).json().details).toEqual({
      id: 'Некорректный идентификатор',
    });
    expect((await call(admin, 'GET', '/v1/ref_value/0')).json().details).toEqual({ refId: 'Некорректный справочник' });
    expect((await call(admin, 'GET', '/v1/ref?showDeleted=maybe')).json().details).toEqual({
      showDeleted: 'showDeleted: true или false',
    });
  });

  it('needs a token to read and universalreference to write; the operator reads only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/ref'],
      ['GET', '/v1/ref_value/27'],
      ['POST', '/v1/ref'],
      ['DELETE', '/v1/ref_value/76'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHORIZED');
    }
    expect((await call(operator, 'GET', '/v1/ref')).statusCode).toBe(200);
    expect((await call(operator, 'GET', `/v1/ref_value/${REF_IDS.clientStatus}`)).statusCode).toBe(200);
    expect((await call(operator, 'GET', `/v1/ref/${REF_IDS.gender}`)).statusCode).toBe(200);
    const ref = await newRef();
    const value = (await call(admin, 'POST', '/v1/ref_value', { refId: ref.id, name: 'Чужое' })).json() as RefValue;
    for (const [method, url, body] of [
      ['POST', '/v1/ref', { name: 'Оператор' }],
      ['PUT', `/v1/ref/${ref.id}`, { name: 'Оператор' }],
      ['DELETE', `/v1/ref/${ref.id}`],
      ['PUT', `/v1/ref/restore/${ref.id}`],
      ['POST', '/v1/ref_value', { refId: ref.id, name: 'Оператор' }],
      ['PUT', `/v1/ref_value/${value.id}`, { name: 'Оператор' }],
      ['DELETE', `/v1/ref_value/${value.id}`],
      ['PUT', `/v1/ref_value/restore/${value.id}`],
    ] as const) {
      const response = await call(operator, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().errorCode).toBe('ACCESS_DENIED');
    }
    expect(await values(ref.id)).toEqual([value]);
  });

  it('describes the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths['/v1/ref']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/ref/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/v1/ref_value/{refId}'])).toEqual(['get']);
    expect(doc.paths['/v1/ref_value/restore/{id}'].put).toBeDefined();
    const created = doc.paths['/v1/ref_value'].post;
    expect(created.requestBody.content['application/json'].schema.required).toEqual(['refId', 'name']);
    expect(created.responses['200'].content['application/json'].schema.properties.deletedDate).toBeDefined();
  });
});
