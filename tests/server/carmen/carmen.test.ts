import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations, permissions } from '../../../src/server/db/schema';
import { carmenMakes, carmenUsers, vehicleMakes } from '../../../src/server/vehicles/vehiclesSchema';
import { createTestUser, login, openTestApp } from '../buildTestApp';

interface CarmenMake {
  id: number;
  carmenName: string;
  vehicleMakeId: number | null;
  vehicleMakeTitle: string | null;
}
interface CarmenUser {
  id: number;
  carmenFio: string;
  depart: string | null;
  email: string | null;
  phoneNumber: string | null;
  position: string | null;
  userId: number | null;
  userName: string | null;
}

describe('Carmen mapping (/v1/vehicle_make_carmen, /v1/carmen/users)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  /** Holds both screens' keys with 'available' only: reads, cannot map. */
  let reader = '';

  const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  /** A make of ours and a Carmen make of the test's own, so no other test sees the changes. */
  const newMakes = async (deleted = false) => {
    const suffix = randomUUID().slice(0, 8);
    const [ours] = await t.db
      .insert(vehicleMakes)
      .values({ title: `Тестовая марка ${suffix}`, deletedDate: deleted ? new Date() : null })
      .returning();
    const [carmen] = await t.db
      .insert(carmenMakes)
      .values({ carmenName: `ТЕСТ МОТОРС ${suffix}` })
      .returning();
    return { ours, carmen };
  };
  const newEmployee = async () => {
    const [row] = await t.db
      .insert(carmenUsers)
      .values({
        carmenFio: `Тестов Тест ${randomUUID().slice(0, 8)}`,
        depart: 'Сервис',
        email: 'test@carmen-crm.ru',
        phoneNumber: '+79990000000',
        position: 'Мастер',
      })
      .returning();
    return row;
  };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    const user = await createTestUser(t.db);
    const ops = await t.db.select().from(operations);
    const opId = (key: string) => ops.find((o) => o.operationKey === key)!.id;
    await t.db.insert(permissions).values([
      { operationId: opId('reference.carmen.makes'), userId: user.id, available: true },
      { operationId: opId('carmen.users'), userId: user.id, available: true },
    ]);
    reader = await login(t.app, user.email, user.password!);
  });

  describe('makes', () => {
    it('lists the demo makes by name, some mapped and some not', async () => {
      const response = await call(admin, 'GET', '/v1/vehicle_make_carmen');
      expect(response.statusCode).toBe(200);
      const rows = response.json() as CarmenMake[];
      expect(rows.length).toBeGreaterThanOrEqual(20);
      for (const name of ['ВАЗ (LADA)', 'KIA MOTORS', 'Hyundai Motor', 'Тойота'])
        expect(rows.some((r) => r.carmenName === name)).toBe(true);
      const unmapped = rows.find((r) => r.carmenName === 'Прочие иномарки')!;
      expect(unmapped).toMatchObject({ vehicleMakeId: null, vehicleMakeTitle: null });
      expect(Object.keys(rows[0]).sort()).toEqual(['carmenName', 'id', 'vehicleMakeId', 'vehicleMakeTitle']);
      // Mapped by title when our catalogue was there at seed time; every fourth is left for the operator.
      const [kia] = await t.db.select().from(vehicleMakes).where(eq(vehicleMakes.title, 'Kia'));
      if (kia)
        expect(rows.find((r) => r.carmenName === 'KIA MOTORS')).toMatchObject({
          vehicleMakeId: kia.id,
          vehicleMakeTitle: 'Kia',
        });
      expect(rows.find((r) => r.carmenName === 'Тойота')).toMatchObject({ vehicleMakeId: null });
    });

    it('maps a make, answers the row with our title, and clears it with null', async () => {
      const { ours, carmen } = await newMakes();
      const mapped = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId: ours.id });
      expect(mapped.statusCode).toBe(200);
      expect(mapped.json()).toEqual({
        id: carmen.id,
        carmenName: carmen.carmenName,
        vehicleMakeId: ours.id,
        vehicleMakeTitle: ours.title,
      });
      const listed = ((await call(admin, 'GET', '/v1/vehicle_make_carmen')).json() as CarmenMake[]).find(
        (r) => r.id === carmen.id,
      );
      expect(listed).toMatchObject({ vehicleMakeId: ours.id, vehicleMakeTitle: ours.title });

      const cleared = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ vehicleMakeId: null, vehicleMakeTitle: null });
      const [stored] = await t.db.select().from(carmenMakes).where(eq(carmenMakes.id, carmen.id));
      expect(stored.vehicleMakeId).toBeNull();
    });

    it('answers ENTITY_NOT_FOUND for an unknown Carmen make, an unknown make and a deleted make', async () => {
      const { carmen, ours } = await newMakes();
      const unknownRow = await call(admin, 'PUT', '/v1/vehicle_make_carmen/999999', { vehicleMakeId: ours.id });
      expect(unknownRow.statusCode).toBe(404);
      expect(unknownRow.json()).toMatchObject({
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Марка Carmen не найдена',
        status: 404,
      });
      const unknownMake = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId: 999999 });
      expect(unknownMake.statusCode).toBe(404);
      expect(unknownMake.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Марка не найдена' });
      const deleted = await newMakes(true);
      const toDeleted = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, {
        vehicleMakeId: deleted.ours.id,
      });
      expect(toDeleted.statusCode).toBe(404);
      const [stored] = await t.db.select().from(carmenMakes).where(eq(carmenMakes.id, carmen.id));
      expect(stored.vehicleMakeId).toBeNull();
    });

    it('refuses a non-integer id and a body without a valid make', async () => {
      const { carmen } = await newMakes();
      const badId = await call(admin, 'PUT', '/v1/vehicle_make_carmen/abc', { vehicleMakeId: null });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { id: 'Некорректный идентификатор' },
      });
      expect((await call(admin, 'PUT', '/v1/vehicle_make_carmen/1.5', { vehicleMakeId: null })).statusCode).toBe(400);
      for (const vehicleMakeId of ['abc', 1.5, 0, -3]) {
        const bad = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId });
        expect(bad.statusCode, String(vehicleMakeId)).toBe(400);
        expect(bad.json().details.vehicleMakeId).toBe('Некорректная марка');
      }
      const missing = await call(admin, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toHaveProperty('vehicleMakeId');
    });

    it('needs the key to read and its update flag to map', async () => {
      const { carmen, ours } = await newMakes();
      expect((await call(null, 'GET', '/v1/vehicle_make_carmen')).statusCode).toBe(401);
      const refused = await call(operator, 'GET', '/v1/vehicle_make_carmen');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
      expect(
        (await call(operator, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId: ours.id })).statusCode,
      ).toBe(403);
      expect((await call(reader, 'GET', '/v1/vehicle_make_carmen')).statusCode).toBe(200);
      expect(
        (await call(reader, 'PUT', `/v1/vehicle_make_carmen/${carmen.id}`, { vehicleMakeId: ours.id })).statusCode,
      ).toBe(403);
      const [stored] = await t.db.select().from(carmenMakes).where(eq(carmenMakes.id, carmen.id));
      expect(stored.vehicleMakeId).toBeNull();
    });
  });

  describe('employees', () => {
    it('lists the demo employees, some mapped to demo users by e-mail', async () => {
      const response = await call(admin, 'GET', '/v1/carmen/users');
      expect(response.statusCode).toBe(200);
      const rows = response.json() as CarmenUser[];
      expect(rows.length).toBeGreaterThanOrEqual(12);
      expect(rows.find((r) => r.email === 'ivanov.s@demo.ru')).toMatchObject({
        carmenFio: 'Иванов Сергей Петрович',
        userId: expect.any(Number),
        userName: 'Иванов Сергей Петрович',
      });
      expect(rows.find((r) => r.email === 'gusev.o@carmen-crm.ru')).toMatchObject({ userId: null, userName: null });
      expect(Object.keys(rows[0]).sort()).toEqual([
        'carmenFio',
        'depart',
        'email',
        'id',
        'phoneNumber',
        'position',
        'userId',
        'userName',
      ]);
    });

    it('maps an employee to a user and clears it', async () => {
      const employee = await newEmployee();
      const user = await createTestUser(t.db, { lastName: 'Связанный', firstName: 'Пётр', middleName: null });
      const mapped = await call(admin, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: user.id });
      expect(mapped.statusCode).toBe(200);
      expect(mapped.json()).toEqual({ ...employee, userId: user.id, userName: 'Связанный Пётр' });
      const cleared = await call(admin, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: null });
      expect(cleared.json()).toMatchObject({ userId: null, userName: null });
      // A user without a name shows by e-mail.
      const nameless = await createTestUser(t.db, { lastName: null, firstName: null });
      expect(
        (await call(admin, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: nameless.id })).json(),
      ).toMatchObject({ userName: nameless.email });
    });

    it('answers ENTITY_NOT_FOUND for an unknown employee and an unknown user', async () => {
      const employee = await newEmployee();
      const unknownRow = await call(admin, 'PUT', '/v1/carmen/users/999999', { userId: null });
      expect(unknownRow.statusCode).toBe(404);
      expect(unknownRow.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Сотрудник Carmen не найден' });
      const unknownUser = await call(admin, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: 999999 });
      expect(unknownUser.statusCode).toBe(404);
      expect(unknownUser.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Пользователь не найден' });
    });

    it('refuses a non-integer id and an invalid user id', async () => {
      const employee = await newEmployee();
      const badId = await call(admin, 'PUT', '/v1/carmen/users/x1', { userId: null });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().details.id).toBe('Некорректный идентификатор');
      const badUser = await call(admin, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: '7' });
      expect(badUser.statusCode).toBe(400);
      expect(badUser.json().details.userId).toBe('Некорректный пользователь');
    });

    it('needs carmen.users to read and its update flag to map', async () => {
      const employee = await newEmployee();
      const user = await createTestUser(t.db);
      expect((await call(operator, 'GET', '/v1/carmen/users')).statusCode).toBe(403);
      expect((await call(operator, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: user.id })).statusCode).toBe(
        403,
      );
      expect((await call(reader, 'GET', '/v1/carmen/users')).statusCode).toBe(200);
      const refused = await call(reader, 'PUT', `/v1/carmen/users/${employee.id}`, { userId: user.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(null, 'GET', '/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/v1/vehicle_make_carmen'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/v1/vehicle_make_carmen/{id}'])).toEqual(['put']);
    expect(Object.keys(doc.paths['/v1/carmen/users'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/v1/carmen/users/{id}'])).toEqual(['put']);
  });
});
