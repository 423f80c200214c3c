import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TireBrand, TireModel } from '../../../src/shared/schemas/tires';
import { createTestUser, login, openTestApp } from '../buildTestApp';

describe('tyre catalogue (/v1/tire_catalog)', () => {
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

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  it('lists the product brands by name and a brand’s models, to anyone with a token', async () => {
    const brands = (await call(nobody, 'GET', '/v1/tire_catalog/brands')).json() as TireBrand[];
    expect(brands).toEqual(
      expect.arrayContaining([
        { id: 2, name: 'Michelin' },
        { id: 7, name: 'Kama' },
      ]),
    );
    const product = brands.filter((b) => b.id <= 10).map((b) => b.name);
    expect(product).toEqual([
      'Bridgestone',
      'Continental',
      'Cordiant',
      'Hankook',
      'Ikon Tyres',
      'Kama',
      'Michelin',
      'Nokian Tyres',
      'Pirelli',
      'Yokohama',
    ]);
    const models = (await call(nobody, 'GET', '/v1/tire_catalog/brands/2/models')).json() as TireModel[];
    expect(models.map((m) => m.name)).toEqual(['Pilot Sport 4', 'Primacy 4', 'X-Ice North 4']);
    expect(models.every((m) => m.brandId === 2)).toBe(true);
    expect((await call(null, 'GET', '/v1/tire_catalog/brands')).statusCode).toBe(401);
  });

  it('adds a brand and a model, and refuses the same names again in any case', async () => {
    const name = `Шинный завод ${randomUUID().slice(0, 6)}`;
    const created = await call(operator, 'POST', '/v1/tire_catalog/brands', { name: `  ${name} ` });
    expect(created.statusCode).toBe(200);
    const brand = created.json() as TireBrand;
    expect(brand.name).toBe(name);
    const again = await call(operator, 'POST', '/v1/tire_catalog/brands', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'Такой производитель уже есть',
      details: { name: 'Такой производитель уже есть' },
    });

    const model = (
      await call(operator, 'POST', '/v1/tire_catalog/models', { brandId: brand.id, name: 'Зима 1' })
    ).json() as TireModel;
    expect(model).toEqual({ id: expect.any(Number), brandId: brand.id, name: 'Зима 1' });
    const twice = await call(operator, 'POST', '/v1/tire_catalog/models', { brandId: brand.id, name: 'зима 1' });
    expect(twice.json().message).toBe('Такая модель уже есть');
    expect((await call(operator, 'GET', `/v1/tire_catalog/brands/${brand.id}/models`)).json()).toEqual([model]);
  });

  it('checks the bodies with their Russian messages', async () => {
    expect((await call(operator, 'POST', '/v1/tire_catalog/brands', { name: ' ' })).json().details).toEqual({
      name: 'Укажите производителя',
    });
    expect((await call(operator, 'POST', '/v1/tire_catalog/models', {})).json().details).toEqual({
      brandId: 'Укажите производителя',
      name: 'Укажите модель',
    });
  });

  it('answers 403 for adding without the catalogue key and 404 for an unknown brand', async () => {
    expect((await call(nobody, 'POST', '/v1/tire_catalog/brands', { name: 'Нельзя' })).statusCode).toBe(403);
    expect((await call(nobody, 'POST', '/v1/tire_catalog/models', { brandId: 1, name: 'Нельзя' })).statusCode).toBe(
      403,
    );
    const missing = await call(operator, 'GET', '/v1/tire_catalog/brands/999999/models');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Производитель шин не найден' });
    expect((await call(operator, 'POST', '/v1/tire_catalog/models', { brandId: 999999, name: 'X' })).statusCode).toBe(
      404,
    );
  });
});
