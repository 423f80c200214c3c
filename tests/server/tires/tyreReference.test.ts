import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import type { TyreBrandRow, TyreModelRow } from '../../../src/shared/schemas/tyreReference';
import { login, openTestApp } from '../buildTestApp';
import { userWith } from '../evacuation/evacuationFixtures';

describe('tyre reference (/v1/catalog/vehicle/tire_brands, tire_models)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partner = '';
  let inserter = '';

  beforeAll(async () => {
    const onlyInsert = await userWith(t.db, ['tyre.reference'], ['available', 'permissionInsert']);
    [admin, operator, partner, inserter] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, 'partner@demo.ru', 'Partner12345'),
      login(t.app, onlyInsert.email, onlyInsert.password!),
    ]);
  });

  const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const putBrand = (body: object, token = admin) => call(token, 'PUT', '/v1/catalog/vehicle/tire_brands', body);
  const putModel = (body: object, token = admin) => call(token, 'PUT', '/v1/catalog/vehicle/tire_models', body);
  const brands = async (showDeleted = false) =>
    (await call(admin, 'GET', `/v1/catalog/vehicle/tire_brands?showDeleted=${showDeleted}`)).json() as TyreBrandRow[];
  const models = async (brandId: number, showDeleted = false) =>
    (
      await call(admin, 'GET', `/v1/catalog/vehicle/tire_models?showDeleted=${showDeleted}&brandId=${brandId}`)
    ).json() as TyreModelRow[];
  const newBrand = async () => {
    const response = await putBrand({ name: `  Бренд ${randomUUID().slice(0, 8)} ` });
    expect(response.statusCode).toBe(200);
    return response.json() as TyreBrandRow;
  };

  it('adds a brand with a trimmed name, lists brands by name and refuses the name again in any case', async () => {
    const brand = await newBrand();
    expect(brand).toEqual({ id: expect.any(Number), name: brand.name.trim(), deletedDate: null });
    const listed = await brands();
    expect(listed.map((b) => b.name)).toEqual([...listed.map((b) => b.name)].sort((a, b) => (a < b ? -1 : 1)));
    expect(listed).toContainEqual(brand);

    const again = await putBrand({ name: brand.name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Такой производитель уже есть',
      details: { name: 'Такой производитель уже есть' },
    });
  });

  it('renames, deletes and restores a brand; deleted ones only with showDeleted; every write journaled', async () => {
    const brand = await newBrand();
    const renamed = (await putBrand({ id: brand.id, name: `${brand.name} Про` })).json() as TyreBrandRow;
    expect(renamed.name).toBe(`${brand.name} Про`);

    const deleted = (await putBrand({ id: brand.id, deleted: true })).json() as TyreBrandRow;
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    expect((await brands()).some((b) => b.id === brand.id)).toBe(false);
    expect((await brands(true)).find((b) => b.id === brand.id)).toEqual(deleted);
    // The tyre forms' catalogue hides it, and its models with it.
    const forms = (await call(operator, 'GET', '/v1/tire_catalog/brands')).json() as { id: number }[];
    expect(forms.some((b) => b.id === brand.id)).toBe(false);
    expect((await call(operator, 'GET', `/v1/tire_catalog/brands/${brand.id}/models`)).statusCode).toBe(404);
    // A new brand of the same name is refused with the hint to restore.
    const same = await putBrand({ name: `${brand.name.toLowerCase()} про` });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Такой производитель уже есть среди удалённых: восстановите его');

    const restored = (await putBrand({ id: brand.id, deleted: false })).json() as TyreBrandRow;
    expect(restored.deletedDate).toBeNull();
    const actions = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'tire_brand'), eq(auditJournal.entityId, brand.id)))
      .orderBy(auditJournal.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('adds, renames, deletes and restores a brand’s models; names unique within the brand only', async () => {
    const brand = await newBrand();
    const other = await newBrand();
    const created = await putModel({ brandId: brand.id, name: ' Зима 1 ' });
    expect(created.statusCode).toBe(200);
    const model = created.json() as TyreModelRow;
    expect(model).toEqual({ id: expect.any(Number), brandId: brand.id, name: 'Зима 1', deletedDate: null });
    expect((await putModel({ brandId: other.id, name: 'зима 1' })).statusCode).toBe(200);
    const twice = await putModel({ brandId: brand.id, name: 'ЗИМА 1' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details).toEqual({ name: 'Такая модель уже есть' });

    await putModel({ brandId: brand.id, name: 'Альфа' });
    expect((await models(brand.id)).map((m) => m.name)).toEqual(['Альфа', 'Зима 1']);
    await putModel({ id: model.id, name: 'Зима 2' });
    const deleted = (await putModel({ id: model.id, deleted: true })).json() as TyreModelRow;
    expect(deleted).toMatchObject({ name: 'Зима 2', deletedDate: expect.any(Number) });
    expect((await models(brand.id)).map((m) => m.name)).toEqual(['Альфа']);
    expect((await models(brand.id, true)).map((m) => m.name)).toEqual(['Альфа', 'Зима 2']);
    const forms = (await call(operator, 'GET', `/v1/tire_catalog/brands/${brand.id}/models`)).json() as {
      name: string;
    }[];
    expect(forms.map((m) => m.name)).toEqual(['Альфа']);
    expect((await putModel({ id: model.id, deleted: false })).json().deletedDate).toBeNull();
    expect((await putModel({ id: model.id, brandId: other.id })).json().message).toBe(
      'Модель относится к другому производителю',
    );
  });

  it('checks bodies and queries with Russian messages, and answers 404 for unknown rows', async () => {
    expect((await putBrand({})).json().details).toEqual({ name: 'Укажите производителя' });
    expect((await putBrand({ name: '   ' })).json().details).toEqual({ name: 'Укажите производителя' });
    expect((await putModel({})).json().details).toEqual({
      brandId: 'Укажите производителя',
      name: 'Укажите модель',
    });
    expect((await call(admin, 'GET', '/v1/catalog/vehicle/tire_models')).json().details).toEqual({
      brandId: 'Укажите производителя',
    });
    const missing = await putBrand({ id: 99_999_999, name: 'Нет' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Производитель шин не найден' });
    expect((await putModel({ id: 99_999_999, deleted: true })).json().message).toBe('Модель шин не найдена');
    expect((await putModel({ brandId: 99_999_999, name: 'X' })).statusCode).toBe(404);
    const gone = await newBrand();
    await putBrand({ id: gone.id, deleted: true });
    expect((await putModel({ brandId: gone.id, name: 'X' })).statusCode).toBe(404);
  });

  it('asks for the flag of each thing the body does, and keeps partner staff out', async () => {
    const created = await putBrand({ name: `Вставка ${randomUUID().slice(0, 6)}` }, inserter);
    expect(created.statusCode).toBe(200);
    const id = (created.json() as TyreBrandRow).id;
    expect((await putBrand({ id, name: 'Переименовать нельзя' }, inserter)).statusCode).toBe(403);
    expect((await putBrand({ id, deleted: true }, inserter)).statusCode).toBe(403);
    expect((await call(inserter, 'GET', '/v1/catalog/vehicle/tire_brands')).statusCode).toBe(200);
    expect((await call(partner, 'GET', '/v1/catalog/vehicle/tire_brands')).statusCode).toBe(403);
    expect((await putBrand({ name: 'Партнёр' }, partner)).statusCode).toBe(403);
  });
});
