import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../src/server/vehicles/loadVehicleCatalog';
import { VEHICLE_CATALOG } from '../../../src/server/vehicles/vehicleCatalogData';
import {
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
} from '../../../src/server/vehicles/vehiclesSchema';
import type {
  VehicleGeneration,
  VehicleMake,
  VehicleModel,
  VehicleModification,
} from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { login, openTestApp } from '../buildTestApp';

describe('vehicle catalogue (/v1/catalog/vehicle/...)', () => {
  const t = openTestApp();
  let operator = '';
  let partner = '';

  const get = async <T>(url: string, token = operator): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const status = async (url: string, token: string | null = operator) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  beforeAll(async () => {
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
  });

  it('ships a real catalogue: about 25 makes or more, each model with generations and each generation with modifications', () => {
    expect(VEHICLE_CATALOG.length).toBeGreaterThanOrEqual(25);
    const titles = VEHICLE_CATALOG.map((m) => m.title);
    for (const make of [
      'Lada',
      'Kia',
      'Hyundai',
      'Toyota',
      'Volkswagen',
      'Skoda',
      'Renault',
      'Nissan',
      'Chery',
      'Haval',
      'Geely',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Mazda',
      'Mitsubishi',
      'Ford',
      'Chevrolet',
      'Honda',
      'Lexus',
      'ГАЗ',
      'УАЗ',
    ]) {
      expect(titles, make).toContain(make);
    }
    expect(new Set(titles).size).toBe(titles.length);
    for (const make of VEHICLE_CATALOG) {
      expect(make.models.length, make.title).toBeGreaterThanOrEqual(2);
      expect(new Set(make.models.map((m) => m.title)).size, make.title).toBe(make.models.length);
      for (const model of make.models) {
        expect(model.generations.length, `${make.title} ${model.title}`).toBeGreaterThan(0);
        for (const [name, from, to, ...modifications] of model.generations) {
          expect(modifications.length, `${make.title} ${model.title} ${name}`).toBeGreaterThan(0);
          expect(from).toBeGreaterThan(1950);
          if (to !== null) expect(to).toBeGreaterThanOrEqual(from);
          for (const modification of modifications) expect(modification).toMatch(/\(\d+ л\.с\.\)$/);
        }
      }
    }
  });

  it('is loaded into the database once: loading again changes nothing', async () => {
    const counts = async () => ({
      makes: (await t.db.select({ n: count() }).from(vehicleMakes))[0].n,
      models: (await t.db.select({ n: count() }).from(vehicleModels))[0].n,
      generations: (await t.db.select({ n: count() }).from(vehicleGenerations))[0].n,
      modifications: (await t.db.select({ n: count() }).from(vehicleModifications))[0].n,
    });
    const before = await counts();
    // The database is shared with the other server test files, which may add makes of their own.
    expect(before.makes).toBeGreaterThanOrEqual(VEHICLE_CATALOG.length);
    const titles = new Set((await t.db.select({ title: vehicleMakes.title }).from(vehicleMakes)).map((m) => m.title));
    expect(VEHICLE_CATALOG.filter((m) => !titles.has(m.title)).map((m) => m.title)).toEqual([]);
    expect(before.models).toBeGreaterThanOrEqual(VEHICLE_CATALOG.flatMap((m) => m.models).length);
    expect(before.modifications).toBeGreaterThanOrEqual(
      VEHICLE_CATALOG.flatMap((m) => m.models.flatMap((x) => x.generations.flatMap(([, , , ...mods]) => mods))).length,
    );
    expect(await loadVehicleCatalog(t.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('cascades make -> model -> generation -> modification for any logged-in user', async () => {
    const makes = await get<VehicleMake[]>('/v1/catalog/vehicle/makes', partner);
    expect(makes.map((m) => m.title)).toEqual(
      [...makes.map((m) => m.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const lada = makes.find((m) => m.title === 'Lada')!;
    expect(lada).toEqual({ id: lada.id, title: 'Lada', deletedDate: null });
    const models = await get<VehicleModel[]>(`/v1/catalog/vehicle/makes/${lada.id}/models`);
    expect(models.map((m) => m.title)).toEqual(expect.arrayContaining(['Granta', 'Vesta', 'Largus', 'Niva Legend']));
    expect(models.every((m) => m.makeId === lada.id)).toBe(true);
    const granta = models.find((m) => m.title === 'Granta')!;
    const generations = await get<VehicleGeneration[]>(`/v1/catalog/vehicle/models/${granta.id}/generations`);
    expect(generations).toEqual([
      { id: expect.any(Number), modelId: granta.id, name: 'I', yearFrom: 2011, yearTo: 2018 },
      { id: expect.any(Number), modelId: granta.id, name: 'I рестайлинг', yearFrom: 2018, yearTo: null },
    ]);
    const modifications = await get<VehicleModification[]>(
      `/v1/catalog/vehicle/generations/${generations[1].id}/modifications`,
    );
    expect(modifications.map((m) => m.name)).toEqual(['1.6 MT (90 л.с.)', '1.6 MT (106 л.с.)', '1.6 AT (98 л.с.)']);
  });

  it('hides a deleted make unless showDeleted=true', async () => {
    const makes = await get<VehicleMake[]>('/v1/catalog/vehicle/makes');
    const daewoo = makes.find((m) => m.title === 'Daewoo')!;
    await t.db.update(vehicleMakes).set({ deletedDate: new Date() }).where(eq(vehicleMakes.id, daewoo.id));
    try {
      expect((await get<VehicleMake[]>('/v1/catalog/vehicle/makes')).some((m) => m.id === daewoo.id)).toBe(false);
      const all = await get<VehicleMake[]>('/v1/catalog/vehicle/makes?showDeleted=true');
      expect(all.find((m) => m.id === daewoo.id)?.deletedDate).toBeGreaterThan(0);
    } finally {
      await t.db.update(vehicleMakes).set({ deletedDate: null }).where(eq(vehicleMakes.id, daewoo.id));
    }
  });

  it('answers 404 for an unknown parent, 400 for a bad id and 401 without a token', async () => {
    for (const [url, message] of [
      ['/v1/catalog/vehicle/makes/2000000000/models', 'Марка не найдена'],
      ['/v1/catalog/vehicle/models/2000000000/generations', 'Модель не найдена'],
      ['/v1/catalog/vehicle/generations/2000000000/modifications', 'Поколение не найдено'],
    ]) {
      const response = await status(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message });
    }
    const bad = await status('/v1/catalog/vehicle/makes/abc/models');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { id: 'Некорректный идентификатор' } });
    expect((await status('/v1/catalog/vehicle/makes', null)).statusCode).toBe(401);
  });

  it('documents every vehicle call in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string[]][] = [
      ['/v1/catalog/vehicle/makes', ['get']],
      ['/v1/catalog/vehicle/makes/{id}/models', ['get']],
      ['/v1/catalog/vehicle/models/{id}/generations', ['get']],
      ['/v1/catalog/vehicle/generations/{id}/modifications', ['get']],
      ['/v1/vehicles', ['get', 'post']],
      ['/v1/vehicles/{vehicleId}', ['get', 'put']],
      ['/v1/vehicles/{vehicleId}/client/{clientId}/primary', ['put']],
      ['/v1/vehicles/relations', ['delete', 'post']],
      ['/v1/vehicles/find', ['post']],
      ['/v1/vehicles/{vehicleId}/clients', ['get']],
      ['/v1/insurance/vehicle_insurances/vehicles/{vehicleId}', ['get']],
      ['/v1/insurance/vehicle_insurances', ['post']],
      ['/v1/insurance/vehicle_insurances/{id}', ['delete', 'put']],
      ['/v1/catalog/insurance_companies', ['get']],
      ['/v1/catalog/insurance_company/{id}', ['get']],
      ['/v1/clients/insurances/{id}', ['get']],
      ['/v1/insurance/insurance_companies/new', ['get']],
      ['/v1/insurance/insurance_companies/changed', ['get']],
      ['/v1/insurance/insurance_companies/deleted', ['get']],
      ['/v1/insurance/insurance_companies/copy', ['put']],
    ];
    for (const [path, methods] of expected) expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual(methods);
  });
});
