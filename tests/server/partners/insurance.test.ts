import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { operations, permissions } from '../../../src/server/db/schema';
import {
  insuranceCompanies,
  insuranceCompanyCatalog,
  vehicleMakes,
  vehicleModels,
} from '../../../src/server/vehicles/vehiclesSchema';
import { isPolicyActive, policyActivityLabel } from '../../../src/shared/policyActivity';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { Permission } from '../../../src/shared/schemas/users';
import type {
  ClientVehicleInsurances,
  InsuranceCompaniesCopyResult,
  InsuranceCompany,
  PolicyEntity,
  VehicleEntity,
} from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { createTestUser, login, openTestApp } from '../buildTestApp';

type Grant = Omit<Permission, 'operationKey'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = { errorCode: string; message: string; status: number; details?: Record<string, string> };

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const LETTERS = 'АВЕКМНОРСТУХ';
const newPlate = () =>
  `${LETTERS[randomInt(12)]}${randomInt(100, 1000)}${LETTERS[randomInt(12)]}${LETTERS[randomInt(12)]}${randomInt(100, 1000)}`;

describe('the activity rule (src/shared/policyActivity)', () => {
  const at = 1_700_000_000;
  it.each([
    ['started, not expired', at - 10 * DAY, at + 10 * DAY, true],
    ['starts today', at, at + 10 * DAY, true],
    ['starts tomorrow', at + DAY, at + 10 * DAY, false],
    ['expired less than a day ago', at - 100 * DAY, at - DAY + 60, true],
    ['expired exactly a day ago', at - 100 * DAY, at - DAY, true],
    ['expired more than a day ago', at - 100 * DAY, at - DAY - 1, false],
  ])('%s', (_title, startDate, expirationDate, active) => {
    expect(isPolicyActive({ startDate, expirationDate }, at)).toBe(active);
    expect(policyActivityLabel({ startDate, expirationDate }, at)).toBe(active ? 'действующий' : 'не действующий');
  });
});

describe('policies and insurers (/v1/insurance, /v1/catalog/insurance_compan*, /v1/clients/insurances)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let nobody = '';
  let insurerId = 0;
  let vesta = { makeId: 0, modelId: 0 };

  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const fails = async (response: { statusCode: number; json: () => unknown }, status: number, errorCode: string) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    const body = response.json() as Body;
    expect(body).toMatchObject({ errorCode, status });
    return body;
  };

  async function userWith(grants: Record<string, Partial<Grant>>): Promise<string> {
    const user = await createTestUser(t.db);
    const keys = Object.keys(grants);
    if (keys.length > 0) {
      const ops = await t.db.select().from(operations).where(inArray(operations.operationKey, keys));
      await t.db
        .insert(permissions)
        .values(ops.map((o) => ({ operationId: o.id, userId: user.id, ...grants[o.operationKey] })));
    }
    return login(t.app, user.email, user.password!);
  }
  async function newClient() {
    const [row] = await t.db
      .insert(clients)
      .values({
        lastName: 'Страхователев',
        firstName: 'Тест',
        phoneNumber: `+7993${String(randomInt(10_000_000)).padStart(7, '0')}`,
      })
      .returning({ id: clients.id });
    return row.id;
  }
  const newVehicle = (clientId: number) =>
    ok<VehicleEntity>(admin, 'POST', `/v1/vehicles?clientId=${clientId}`, { ...vesta, number: newPlate() });
  const policy = (vehicleId: number, fields: object = {}) => ({
    vehicleId,
    insuranceTypeRefValueId: REF_VALUE_IDS.insuranceOsago,
    insuranceCompanyId: insurerId,
    insuranceNumber: 'ХХХ 1234567890',
    startDate: now() - 10 * DAY,
    expirationDate: now() + 355 * DAY,
    ...fields,
  });
  const expired = (vehicleId: number) =>
    policy(vehicleId, { startDate: now() - 400 * DAY, expirationDate: now() - 2 * DAY, insuranceNumber: 'Истёкший' });

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    nobody = await userWith({});
    const companies = await ok<InsuranceCompany[]>(operator, 'GET', '/v1/catalog/insurance_companies');
    insurerId = companies.find((c) => c.name === 'Ингосстрах')!.id;
    const [row] = await t.db
      .select({ makeId: vehicleMakes.id, modelId: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .where(and(eq(vehicleMakes.title, 'Lada'), eq(vehicleModels.title, 'Vesta')));
    vesta = row;
  });

  describe('vehicle policies', () => {
    it('adds, lists by activity, changes and deletes a policy', async () => {
      const vehicle = await newVehicle(await newClient());
      const active = await ok<PolicyEntity>(operator, 'POST', '/v1/insurance/vehicle_insurances', policy(vehicle.id));
      expect(active).toMatchObject({
        vehicleId: vehicle.id,
        insuranceTypeRefValueId: REF_VALUE_IDS.insuranceOsago,
        insuranceTypeRefValueName: 'ОСАГО',
        insuranceCompanyId: insurerId,
        insuranceCompanyName: 'Ингосстрах',
        insuranceNumber: 'ХХХ 1234567890',
        active: true,
      });
      const old = await ok<PolicyEntity>(operator, 'POST', '/v1/insurance/vehicle_insurances', expired(vehicle.id));
      expect(old.active).toBe(false);
      const list = (status: string) =>
        ok<PolicyEntity[]>(
          operator,
          'GET',
          `/v1/insurance/vehicle_insurances/vehicles/${vehicle.id}?activityStatus=${status}`,
        );
      expect((await list('all')).map((p) => p.id)).toEqual([old.id, active.id]);
      expect((await list('active')).map((p) => p.id)).toEqual([active.id]);
      expect((await list('inactive')).map((p) => p.id)).toEqual([old.id]);
      expect(
        (await ok<PolicyEntity[]>(operator, 'GET', `/v1/insurance/vehicle_insurances/vehicles/${vehicle.id}`)).length,
      ).toBe(2);

      const kasko = await ok<PolicyEntity>(operator, 'PUT', `/v1/insurance/vehicle_insurances/${active.id}`, {
        ...active,
        insuranceTypeRefValueId: REF_VALUE_IDS.insuranceKasko,
        insuranceNumber: 'КАСКО-77',
      });
      expect(kasko).toMatchObject({
        id: active.id,
        insuranceTypeRefValueName: 'КАСКО',
        insuranceNumber: 'КАСКО-77',
        startDate: active.startDate,
      });

      expect(await ok(admin, 'DELETE', `/v1/insurance/vehicle_insurances/${old.id}`)).toEqual({
        id: old.id,
        deleted: true,
      });
      expect((await list('all')).map((p) => p.id)).toEqual([active.id]);
      await fails(await call(admin, 'DELETE', `/v1/insurance/vehicle_insurances/${old.id}`), 404, 'ENTITY_NOT_FOUND');
      await fails(
        await call(admin, 'PUT', `/v1/insurance/vehicle_insurances/${old.id}`, policy(vehicle.id)),
        404,
        'ENTITY_NOT_FOUND',
      );
    });

    it.each([
      ['insuranceTypeRefValueId', { insuranceTypeRefValueId: undefined }, 'Укажите тип полиса'],
      ['insuranceCompanyId', { insuranceCompanyId: 0 }, 'Укажите страховую компанию'],
      ['startDate', { startDate: undefined }, 'Укажите дату начала'],
      ['expirationDate', { expirationDate: undefined }, 'Укажите дату окончания'],
      [
        'expirationDate',
        { startDate: 1_800_000_000, expirationDate: 1_700_000_000 },
        'Дата окончания должна быть позже даты начала',
      ],
      ['vehicleId', { vehicleId: undefined }, 'Укажите автомобиль'],
    ])('refuses %s: %s', async (field, change, message) => {
      const vehicle = await newVehicle(await newClient());
      const body = await fails(
        await call(operator, 'POST', '/v1/insurance/vehicle_insurances', { ...policy(vehicle.id), ...change }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details?.[field]).toBe(message);
    });

    it('refuses a type outside ref 908 and an unknown or deleted insurer; 404 for an unknown vehicle', async () => {
      const vehicle = await newVehicle(await newClient());
      const post = (change: object) =>
        call(operator, 'POST', '/v1/insurance/vehicle_insurances', { ...policy(vehicle.id), ...change });
      expect(
        (await fails(await post({ insuranceTypeRefValueId: REF_VALUE_IDS.clientActive }), 400, 'VALIDATION_ERROR'))
          .details,
      ).toEqual({
        insuranceTypeRefValueId: 'Тип полиса не найден',
      });
      expect((await fails(await post({ insuranceCompanyId: 2_000_000_000 }), 400, 'VALIDATION_ERROR')).details).toEqual(
        { insuranceCompanyId: 'Страховая компания не найдена' },
      );
      const [gone] = await t.db
        .insert(insuranceCompanies)
        .values({ name: 'Ликвидированная', deletedDate: new Date() })
        .returning();
      expect((await fails(await post({ insuranceCompanyId: gone.id }), 400, 'VALIDATION_ERROR')).details).toEqual({
        insuranceCompanyId: 'Страховая компания не найдена',
      });
      await fails(await post({ vehicleId: 2_000_000_000 }), 404, 'ENTITY_NOT_FOUND');
      await fails(
        await call(operator, 'GET', '/v1/insurance/vehicle_insurances/vehicles/2000000000'),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(
        (
          await fails(
            await call(operator, 'GET', `/v1/insurance/vehicle_insurances/vehicles/${vehicle.id}?activityStatus=some`),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        activityStatus: 'activityStatus: all, active или inactive',
      });
    });

    it("needs order.insurancePolicies with the verb's flag (the operator may not delete) and a reading key to list", async () => {
      const vehicle = await newVehicle(await newClient());
      const created = await ok<PolicyEntity>(operator, 'POST', '/v1/insurance/vehicle_insurances', policy(vehicle.id));
      await fails(
        await call(operator, 'DELETE', `/v1/insurance/vehicle_insurances/${created.id}`),
        403,
        'ACCESS_DENIED',
      );
      const updater = await userWith({ 'order.insurancePolicies': { available: true, permissionUpdate: true } });
      await fails(
        await call(updater, 'POST', '/v1/insurance/vehicle_insurances', policy(vehicle.id)),
        403,
        'ACCESS_DENIED',
      );
      await ok(
        updater,
        'PUT',
        `/v1/insurance/vehicle_insurances/${created.id}`,
        policy(vehicle.id, { insuranceNumber: 'Изменён' }),
      );
      const inserter = await userWith({ 'order.insurancePolicies': { available: true, permissionInsert: true } });
      await fails(
        await call(inserter, 'PUT', `/v1/insurance/vehicle_insurances/${created.id}`, policy(vehicle.id)),
        403,
        'ACCESS_DENIED',
      );
      await fails(
        await call(nobody, 'GET', `/v1/insurance/vehicle_insurances/vehicles/${vehicle.id}`),
        403,
        'ACCESS_DENIED',
      );
      await fails(
        await call(null, 'GET', `/v1/insurance/vehicle_insurances/vehicles/${vehicle.id}`),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('GET /v1/clients/insurances/{id}', () => {
    it("lists the client's live vehicles, each with its policies, filtered by activity", async () => {
      const clientId = await newClient();
      const [a, b, c] = [await newVehicle(clientId), await newVehicle(clientId), await newVehicle(clientId)];
      const activeA = await ok<PolicyEntity>(admin, 'POST', '/v1/insurance/vehicle_insurances', policy(a.id));
      const expiredA = await ok<PolicyEntity>(admin, 'POST', '/v1/insurance/vehicle_insurances', expired(a.id));
      await ok(admin, 'POST', '/v1/insurance/vehicle_insurances', policy(c.id));
      await ok(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: c.id, clientId });
      const all = await ok<ClientVehicleInsurances[]>(
        operator,
        'GET',
        `/v1/clients/insurances/${clientId}?activityStatus=all`,
      );
      expect(all.map((v) => [v.id, v.insurances.map((p) => p.id)])).toEqual([
        [a.id, [expiredA.id, activeA.id]],
        [b.id, []],
      ]);
      expect(all[0]).toMatchObject({ primary: true, number: a.number, modelTitle: 'Vesta' });
      const active = await ok<ClientVehicleInsurances[]>(
        operator,
        'GET',
        `/v1/clients/insurances/${clientId}?activityStatus=active`,
      );
      expect(active[0].insurances.map((p) => p.id)).toEqual([activeA.id]);
      await fails(
        await call(operator, 'GET', '/v1/clients/insurances/2000000000?activityStatus=all'),
        404,
        'ENTITY_NOT_FOUND',
      );
      await fails(
        await call(nobody, 'GET', `/v1/clients/insurances/${clientId}?activityStatus=all`),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe("insurance companies and the insurers' catalogue", () => {
    it('lists our insurers for any logged-in user and answers one by id', async () => {
      const partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
      const companies = await ok<InsuranceCompany[]>(partner, 'GET', '/v1/catalog/insurance_companies');
      expect(companies.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Ингосстрах', 'РЕСО-Гарантия', 'АльфаСтрахование', 'Согласие', 'ВСК', 'СОГАЗ']),
      );
      expect(companies.every((c) => c.deletedDate === null)).toBe(true);
      const one = await ok<InsuranceCompany>(partner, 'GET', `/v1/catalog/insurance_company/${insurerId}`);
      expect(one).toMatchObject({ id: insurerId, name: 'Ингосстрах', externalId: 'ins-001', deletedDate: null });
      await fails(await call(partner, 'GET', '/v1/catalog/insurance_company/2000000000'), 404, 'ENTITY_NOT_FOUND');
      await fails(await call(null, 'GET', '/v1/catalog/insurance_companies'), 401, 'UNAUTHORIZED');
    });

    it('compares ours with the catalogue (new, changed, deleted) and copies the catalogue over ours', async () => {
      const changes = await userWith({ 'insurance.changes': { available: true } });
      expect(await ok(changes, 'GET', '/v1/insurance/insurance_companies/new')).toEqual([
        { externalId: 'ins-012', name: 'Сбербанк Страхование' },
      ]);
      const changed = await ok<{ id: number; externalId: string; name: string; newName: string }[]>(
        changes,
        'GET',
        '/v1/insurance/insurance_companies/changed',
      );
      expect(changed).toEqual([
        { id: expect.any(Number), externalId: 'ins-010', name: 'Тинькофф Страхование', newName: 'Т-Страхование' },
      ]);
      const deleted = await ok<{ id: number; externalId: string; name: string }[]>(
        changes,
        'GET',
        '/v1/insurance/insurance_companies/deleted',
      );
      expect(deleted).toEqual([{ id: expect.any(Number), externalId: 'ins-011', name: 'Энергогарант' }]);

      // Reading the changes is not applying them.
      await fails(
        await call(changes, 'PUT', '/v1/insurance/insurance_companies/copy', { idsForRemoval: [] }),
        403,
        'ACCESS_DENIED',
      );
      await fails(await call(operator, 'GET', '/v1/insurance/insurance_companies/new'), 403, 'ACCESS_DENIED');
      await fails(
        await call(admin, 'PUT', '/v1/insurance/insurance_companies/copy', { idsForRemoval: [2_000_000_000] }),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(
        (
          await fails(
            await call(admin, 'PUT', '/v1/insurance/insurance_companies/copy', { idsForRemoval: ['x'] }),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        'idsForRemoval.0': 'Некорректный идентификатор страховой компании',
      });

      const result = await ok<InsuranceCompaniesCopyResult>(admin, 'PUT', '/v1/insurance/insurance_companies/copy', {
        idsForRemoval: [deleted[0].id],
      });
      expect(result.added.map((c) => [c.name, c.externalId])).toEqual([['Сбербанк Страхование', 'ins-012']]);
      expect(result.renamed.map((c) => [c.id, c.name])).toEqual([[changed[0].id, 'Т-Страхование']]);
      expect(result.removed.map((c) => c.id)).toEqual([deleted[0].id]);
      expect(result.removed[0].deletedDate).toBeGreaterThan(0);
      for (const diff of ['new', 'changed', 'deleted'])
        expect(await ok(changes, 'GET', `/v1/insurance/insurance_companies/${diff}`)).toEqual([]);
      const names = (await ok<InsuranceCompany[]>(operator, 'GET', '/v1/catalog/insurance_companies')).map(
        (c) => c.name,
      );
      expect(names).toContain('Т-Страхование');
      expect(names).not.toContain('Энергогарант');

      // A company of ours the catalogue brings back is restored, not duplicated (externalId is unique).
      await t.db
        .update(insuranceCompanies)
        .set({ deletedDate: new Date() })
        .where(eq(insuranceCompanies.externalId, 'ins-012'));
      await t.db
        .update(insuranceCompanyCatalog)
        .set({ name: 'Сбер Страхование' })
        .where(eq(insuranceCompanyCatalog.externalId, 'ins-012'));
      const again = await ok<InsuranceCompaniesCopyResult>(admin, 'PUT', '/v1/insurance/insurance_companies/copy', {
        idsForRemoval: [],
      });
      expect(again.added).toEqual([
        expect.objectContaining({ id: result.added[0].id, name: 'Сбер Страхование', deletedDate: null }),
      ]);
    });
  });
});
