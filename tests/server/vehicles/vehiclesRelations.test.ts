import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { operations, permissions } from '../../../src/server/db/schema';
import { clientVehicles, vehicleMakes, vehicleModels } from '../../../src/server/vehicles/vehiclesSchema';
import type { Permission } from '../../../src/shared/schemas/users';
import type { ClientVehicle, VehicleEntity, VehicleOwner } from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { createTestUser, login, openTestApp } from '../buildTestApp';

type Grant = Omit<Permission, 'operationKey'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = { errorCode: string; message: string; status: number; details?: Record<string, string> };
type Relation = {
  id: number;
  vehicleId: number;
  clientId: number;
  primary: boolean;
  createdDate: number;
  deletedDate: number | null;
};

const LETTERS = 'АВЕКМНОРСТУХ';
const newPlate = () =>
  `${LETTERS[randomInt(12)]}${randomInt(100, 1000)}${LETTERS[randomInt(12)]}${LETTERS[randomInt(12)]}${randomInt(100, 1000)}`;

describe('client-vehicle relations: primary, detach, attach, owners', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let nobody = '';
  let lada = { makeId: 0, modelId: 0 };

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

  async function newClient(fields: Partial<typeof clients.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(clients)
      .values({
        lastName: 'Владельцев',
        firstName: 'Пётр',
        middleName: 'Ильич',
        phoneNumber: `+7994${String(randomInt(10_000_000)).padStart(7, '0')}`,
        ...fields,
      })
      .returning({ id: clients.id });
    return row.id;
  }
  const createVehicle = (clientId: number) =>
    ok<VehicleEntity>(admin, 'POST', `/v1/vehicles?clientId=${clientId}`, { ...lada, number: newPlate() });
  const list = (clientId: number, showDeleted = false) =>
    ok<ClientVehicle[]>(admin, 'GET', `/v1/vehicles?clientId=${clientId}&showDeleted=${showDeleted}`);
  const primaryOf = async (clientId: number) => (await list(clientId)).filter((v) => v.primary).map((v) => v.id);

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    nobody = await userWith({});
    const [row] = await t.db
      .select({ makeId: vehicleMakes.id, modelId: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .where(and(eq(vehicleMakes.title, 'Lada'), eq(vehicleModels.title, 'Vesta')));
    lada = row;
  });

  describe('PUT /v1/vehicles/{vehicleId}/client/{clientId}/primary', () => {
    it('makes the vehicle the only primary one', async () => {
      const clientId = await newClient();
      const [a, b, c] = [await createVehicle(clientId), await createVehicle(clientId), await createVehicle(clientId)];
      expect(await primaryOf(clientId)).toEqual([a.id]);
      const relation = await ok<Relation>(operator, 'PUT', `/v1/vehicles/${c.id}/client/${clientId}/primary`);
      expect(relation).toMatchObject({ vehicleId: c.id, clientId, primary: true, deletedDate: null });
      expect(await primaryOf(clientId)).toEqual([c.id]);
      // Again: nothing changes.
      expect((await ok<Relation>(operator, 'PUT', `/v1/vehicles/${c.id}/client/${clientId}/primary`)).primary).toBe(
        true,
      );
      expect(await primaryOf(clientId)).toEqual([c.id]);
      expect((await list(clientId))[0].id).toBe(c.id);
      expect(b.primary).toBe(false);
    });

    it('keeps one primary vehicle when two calls race', async () => {
      const clientId = await newClient();
      const vehicles = [await createVehicle(clientId), await createVehicle(clientId), await createVehicle(clientId)];
      for (let round = 0; round < 3; round += 1) {
        const [x, y] = [vehicles[(round + 1) % 3], vehicles[(round + 2) % 3]];
        const answers = await Promise.all([
          call(admin, 'PUT', `/v1/vehicles/${x.id}/client/${clientId}/primary`),
          call(operator, 'PUT', `/v1/vehicles/${y.id}/client/${clientId}/primary`),
        ]);
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        const primary = await t.db
          .select({ vehicleId: clientVehicles.vehicleId })
          .from(clientVehicles)
          .where(
            and(
              eq(clientVehicles.clientId, clientId),
              eq(clientVehicles.primary, true),
              isNull(clientVehicles.deletedDate),
            ),
          );
        expect(primary).toHaveLength(1);
        expect([x.id, y.id]).toContain(primary[0].vehicleId);
      }
    });

    it('answers 404 for a detached vehicle or an unknown client, 400 for a bad id, 403 without order.vehicle permissionUpdate', async () => {
      const clientId = await newClient();
      const [a, b] = [await createVehicle(clientId), await createVehicle(clientId)];
      await ok(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: b.id, clientId });
      expect(
        (
          await fails(
            await call(admin, 'PUT', `/v1/vehicles/${b.id}/client/${clientId}/primary`),
            404,
            'ENTITY_NOT_FOUND',
          )
        ).message,
      ).toBe('Автомобиль не привязан к клиенту');
      expect(
        (
          await fails(
            await call(admin, 'PUT', `/v1/vehicles/${a.id}/client/2000000000/primary`),
            404,
            'ENTITY_NOT_FOUND',
          )
        ).message,
      ).toBe('Клиент не найден');
      expect(
        (await fails(await call(admin, 'PUT', `/v1/vehicles/x/client/${clientId}/primary`), 400, 'VALIDATION_ERROR'))
          .details,
      ).toEqual({
        vehicleId: 'Некорректный идентификатор автомобиля',
      });
      const inserter = await userWith({ 'order.vehicle': { available: true, permissionInsert: true } });
      await fails(await call(inserter, 'PUT', `/v1/vehicles/${a.id}/client/${clientId}/primary`), 403, 'ACCESS_DENIED');
    });
  });

  describe('DELETE /v1/vehicles/relations', () => {
    it('detaches softly; the list shows it only with showDeleted; the primary passes to the oldest remaining vehicle', async () => {
      const clientId = await newClient();
      const [a, b, c] = [await createVehicle(clientId), await createVehicle(clientId), await createVehicle(clientId)];
      const detached = await ok<Relation>(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id, clientId });
      expect(detached).toMatchObject({ vehicleId: a.id, clientId, primary: false });
      expect(detached.deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
      expect((await list(clientId)).map((v) => v.id)).toEqual([b.id, c.id]);
      expect(await primaryOf(clientId)).toEqual([b.id]);
      const all = await list(clientId, true);
      expect(all.map((v) => v.id)).toEqual([b.id, c.id, a.id]);
      expect(all[2]).toMatchObject({ deletedDate: detached.deletedDate, primary: false });
      await fails(
        await call(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id, clientId }),
        404,
        'ENTITY_NOT_FOUND',
      );
    });

    it('refuses without the ids, and without order.vehicle permissionDelete (the operator has none)', async () => {
      const clientId = await newClient();
      const a = await createVehicle(clientId);
      expect(
        (await fails(await call(admin, 'DELETE', '/v1/vehicles/relations', { clientId }), 400, 'VALIDATION_ERROR'))
          .details,
      ).toEqual({ vehicleId: 'Укажите автомобиль' });
      expect(
        (
          await fails(
            await call(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id }),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({ clientId: 'Укажите клиента' });
      await fails(
        await call(operator, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id, clientId }),
        403,
        'ACCESS_DENIED',
      );
      await fails(
        await call(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id, clientId: 2_000_000_000 }),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect((await list(clientId)).map((v) => v.id)).toEqual([a.id]);
    });
  });

  describe('POST /v1/vehicles/relations', () => {
    it('attaches an existing vehicle to another client (primary when it is his first, or when asked)', async () => {
      const owner = await newClient();
      const driver = await newClient();
      const a = await createVehicle(owner);
      const b = await createVehicle(owner);
      const first = await ok<Relation>(operator, 'POST', '/v1/vehicles/relations', {
        vehicleId: a.id,
        clientId: driver,
      });
      expect(first).toMatchObject({ vehicleId: a.id, clientId: driver, primary: true, deletedDate: null });
      expect(
        (
          await ok<Relation>(operator, 'POST', '/v1/vehicles/relations', {
            vehicleId: b.id,
            clientId: driver,
            primary: true,
          })
        ).primary,
      ).toBe(true);
      expect(await primaryOf(driver)).toEqual([b.id]);
      // The owner's relations are untouched.
      expect(await primaryOf(owner)).toEqual([a.id]);
      const again = await call(operator, 'POST', '/v1/vehicles/relations', { vehicleId: a.id, clientId: driver });
      expect((await fails(again, 409, 'BINDING_ALREADY_EXISTS')).message).toBe('Автомобиль уже привязан к клиенту');
      // Detached, it can be attached again.
      await ok(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: a.id, clientId: driver });
      expect(
        (await ok<Relation>(operator, 'POST', '/v1/vehicles/relations', { vehicleId: a.id, clientId: driver })).primary,
      ).toBe(false);
    });

    it('answers 404 for an unknown vehicle or client, 400 without ids, 403 without order.vehicle permissionInsert', async () => {
      const clientId = await newClient();
      const a = await createVehicle(await newClient());
      await fails(
        await call(admin, 'POST', '/v1/vehicles/relations', { vehicleId: 2_000_000_000, clientId }),
        404,
        'ENTITY_NOT_FOUND',
      );
      await fails(
        await call(admin, 'POST', '/v1/vehicles/relations', { vehicleId: a.id, clientId: 2_000_000_000 }),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(
        (await fails(await call(admin, 'POST', '/v1/vehicles/relations', {}), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({
        vehicleId: 'Укажите автомобиль',
        clientId: 'Укажите клиента',
      });
      const updater = await userWith({
        'order.vehicle': { available: true, permissionUpdate: true, permissionDelete: true },
      });
      await fails(
        await call(updater, 'POST', '/v1/vehicles/relations', { vehicleId: a.id, clientId }),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe('GET /v1/vehicles/{vehicleId}/clients', () => {
    it('lists the owners; deleted clients and detached relations only when asked', async () => {
      const seller = await newClient({ lastName: 'Продавцов' });
      const buyer = await newClient({ lastName: 'Покупателев', partnerId: null });
      const gone = await newClient({ lastName: 'Ушедший' });
      const vehicle = await createVehicle(seller);
      await ok(admin, 'POST', '/v1/vehicles/relations', { vehicleId: vehicle.id, clientId: buyer });
      await ok(admin, 'POST', '/v1/vehicles/relations', { vehicleId: vehicle.id, clientId: gone });
      await ok(admin, 'DELETE', '/v1/vehicles/relations', { vehicleId: vehicle.id, clientId: seller });
      await t.db.update(clients).set({ deletedDate: new Date() }).where(eq(clients.id, gone));
      const owners = (query = '') => ok<VehicleOwner[]>(operator, 'GET', `/v1/vehicles/${vehicle.id}/clients${query}`);

      const live = await owners();
      expect(live.map((o) => o.id)).toEqual([buyer]);
      expect(live[0]).toMatchObject({
        name: 'Покупателев Пётр Ильич',
        statusRefValueName: 'Активный',
        partnerId: null,
        partnerName: null,
        deletedDate: null,
        relationDeletedDate: null,
        primary: true,
      });
      expect(live[0].phoneNumber).toMatch(/^\+7994/);
      expect((await owners('?showDeletedRelations=true')).map((o) => o.id)).toEqual([buyer, seller]);
      expect(
        (await owners('?showDeletedRelations=true')).find((o) => o.id === seller)?.relationDeletedDate,
      ).toBeGreaterThan(0);
      expect((await owners('?showDeletedClients=true')).map((o) => o.id)).toEqual([buyer, gone]);
      const both = await owners('?showDeletedClients=true&showDeletedRelations=true');
      expect(both.map((o) => o.id).sort()).toEqual([seller, buyer, gone].sort());
      expect(both.find((o) => o.id === gone)?.deletedDate).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown vehicle, 400 for a bad flag, 403 without a reading key', async () => {
      await fails(await call(admin, 'GET', '/v1/vehicles/2000000000/clients'), 404, 'ENTITY_NOT_FOUND');
      const vehicle = await createVehicle(await newClient());
      expect(
        (
          await fails(
            await call(admin, 'GET', `/v1/vehicles/${vehicle.id}/clients?showDeletedClients=maybe`),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        showDeletedClients: 'showDeletedClients: true или false',
      });
      await fails(await call(nobody, 'GET', `/v1/vehicles/${vehicle.id}/clients`), 403, 'ACCESS_DENIED');
    });
  });
});
