import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations, partners, permissions, roles, userRoles } from '../../../src/server/db/schema';
import { vehicleMakes, vehicleModels, vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import type { CarParkVehicle } from '../../../src/shared/schemas/partners/partnerSearch';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError, loginAll, type Tokens } from '../orders/orderPartsFixtures';

// The car park of a B2B customer: list (inactive on request), add a vehicle once, switch it on and off.

describe('partner car park (/v1/partner/{partnerId}/car_park, /v1/partner/car_park/{id})', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let reader = '';
  let call: ReturnType<typeof caller>;
  let b2b = 0;
  let plain = 0;
  let cars: { id: number; number: string }[] = [];

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    call = caller(t.app);
    // A user who may see the car park and change nothing in it.
    const [role] = await t.db
      .insert(roles)
      .values({ name: `Наблюдатель автопарка ${randomUUID()}` })
      .returning();
    const [operation] = await t.db.select().from(operations).where(eq(operations.operationKey, 'car.park'));
    await t.db.insert(permissions).values({ operationId: operation.id, roleId: role.id, available: true });
    const user = await createTestUser(t.db);
    await t.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    reader = await login(t.app, user.email, user.password!);

    [{ id: b2b }, { id: plain }] = await t.db
      .insert(partners)
      .values([{ name: 'ООО «Тест-Флот»', isCorporateClient: true }, { name: 'ИП Частников' }])
      .returning();
    const [make] = await t.db.select().from(vehicleMakes).limit(1);
    const [model] = await t.db.select().from(vehicleModels).where(eq(vehicleModels.makeId, make.id)).limit(1);
    cars = await t.db
      .insert(vehicles)
      .values([
        { number: 'К777КК77', makeId: make.id, modelId: model.id, vin: 'XTA21099012345678' },
        { number: 'А100АА77' },
        { number: 'М500ММ77', deletedDate: new Date() },
      ])
      .returning({ id: vehicles.id, number: vehicles.number });
  });

  const list = async (showInactive = false, token = tokens.admin) => {
    const response = await call(token, 'GET', `/v1/partner/${b2b}/car_park${showInactive ? '?showInactive=true' : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json() as CarParkVehicle[];
  };
  const add = (vehicleId: unknown, partnerId = b2b, token = tokens.admin) =>
    call(token, 'POST', `/v1/partner/${partnerId}/car_park`, { vehicleId });

  it('adds vehicles, lists them by plate, hides the inactive unless asked', async () => {
    const first = await add(cars[0].id);
    expect(first.statusCode).toBe(200);
    const row = first.json() as CarParkVehicle;
    expect(row).toMatchObject({
      partnerId: b2b,
      vehicleId: cars[0].id,
      number: 'К777КК77',
      vin: 'XTA21099012345678',
      isActive: true,
    });
    expect(row.makeTitle).toEqual(expect.any(String));
    const second = (await add(cars[1].id)).json() as CarParkVehicle;
    expect(second).toMatchObject({ makeTitle: null, modelTitle: null, vin: null });
    expect((await list()).map((r) => r.number)).toEqual(['А100АА77', 'К777КК77']);

    const off = await call(tokens.admin, 'PUT', `/v1/partner/car_park/${second.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ id: second.id, isActive: false });
    expect((await list()).map((r) => r.number)).toEqual(['К777КК77']);
    expect((await list(true)).map((r) => r.number)).toEqual(['А100АА77', 'К777КК77']);
    expect(
      (await call(tokens.admin, 'PUT', `/v1/partner/car_park/${second.id}`, { isActive: true })).json().isActive,
    ).toBe(true);
  });

  it('refuses a vehicle already in the car park and answers each message', async () => {
    const again = await add(cars[0].id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Автомобиль уже в автопарке',
      details: { vehicleId: 'Автомобиль уже в автопарке' },
    });
    expectFieldError(await add(undefined), 'vehicleId', 'Укажите автомобиль');
    expectFieldError(await add('К777КК77'), 'vehicleId', 'Укажите автомобиль');
    expectFieldError(
      await call(tokens.admin, 'PUT', '/v1/partner/car_park/1', { isActive: 'да' }),
      'isActive',
      'Укажите, активен ли автомобиль',
    );
    expectFieldError(
      await call(tokens.admin, 'GET', `/v1/partner/${b2b}/car_park?showInactive=всегда`),
      'showInactive',
      'showInactive: true или false',
    );
    expect((await add(cars[1].id, plain)).json().message).toBe('Партнёр не является корпоративным клиентом');
  });

  it('answers 404 for an unknown partner, vehicle or row', async () => {
    expect((await call(tokens.admin, 'GET', '/v1/partner/999999999/car_park')).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Партнёр не найден',
    });
    expect((await add(999_999_999)).json().message).toBe('Автомобиль не найден');
    expect((await add(cars[2].id)).json().message).toBe('Автомобиль не найден');
    const row = await call(tokens.admin, 'PUT', '/v1/partner/car_park/999999999', { isActive: true });
    expect(row.statusCode).toBe(404);
    expect(row.json().message).toBe('Автомобиль автопарка не найден');
  });

  it('answers 403 without the key or the flag', async () => {
    const [row] = await list();
    expect((await call(tokens.operator, 'GET', `/v1/partner/${b2b}/car_park`)).statusCode).toBe(403);
    expect((await list(false, reader)).length).toBeGreaterThan(0);
    expect((await add(cars[1].id, b2b, reader)).statusCode).toBe(403);
    expect((await call(reader, 'PUT', `/v1/partner/car_park/${row.id}`, { isActive: false })).statusCode).toBe(403);
    expect((await call(reader, 'GET', '/v1/partner/b2b_customers')).statusCode).toBe(200);
  });
});
