import { randomInt, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { operations, permissions } from '../../../src/server/db/schema';
import { clientVehicles, vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import type { OrderEntity, OrderSaveInput } from '../../../src/shared/schemas/orders/orderEntity';
import type { Permission } from '../../../src/shared/schemas/users';
import { createTestUser, login, openTestApp } from '../buildTestApp';

// What the order suites share: the test app, calls with a token, users holding exactly some keys, clients and
// vehicles of their own (so no other test's data is ever counted), and orders created through the API.

type Grant = Omit<Permission, 'operationKey'>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ErrorBody = { errorCode: string; message: string; status: number; details?: Record<string, string> };

export const ALL: Partial<Grant> = {
  available: true,
  permissionInsert: true,
  permissionUpdate: true,
  permissionDelete: true,
};
const LETTERS = 'АВЕКМНОРСТУХ';

/** A Russian plate no other test is likely to have. */
export const newPlate = () =>
  `${LETTERS[randomInt(12)]}${randomInt(100, 1000)}${LETTERS[randomInt(12)]}${LETTERS[randomInt(12)]}${randomInt(100, 1000)}`;
/** A mobile number no other test has. */
export const newPhone = () => `+7997${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export function openOrdersTestApp() {
  const t = openTestApp();
  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  const ok = async <T>(token: string, method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  const fails = async (promise: ReturnType<typeof call>, status: number, errorCode: string): Promise<ErrorBody> => {
    const response = await promise;
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as ErrorBody;
    expect(body).toMatchObject({ errorCode, status });
    return body;
  };

  /** A user of the test's own holding exactly these keys; his token and id. */
  async function userWith(grants: Record<string, Partial<Grant>>, fields: { lastName?: string } = {}) {
    const user = await createTestUser(t.db, { lastName: fields.lastName ?? 'Тестов' });
    const keys = Object.keys(grants);
    if (keys.length > 0) {
      const ops = await t.db.select().from(operations).where(inArray(operations.operationKey, keys));
      expect(ops).toHaveLength(keys.length);
      await t.db
        .insert(permissions)
        .values(ops.map((o) => ({ operationId: o.id, userId: user.id, ...grants[o.operationKey] })));
    }
    return { token: await login(t.app, user.email, user.password!), id: user.id };
  }

  /** A client with a name unique to the test, and one vehicle. */
  async function newClient() {
    const tag = randomUUID().slice(0, 8);
    const [client] = await t.db
      .insert(clients)
      .values({ lastName: `Заявкин${tag}`, firstName: 'Пётр', middleName: 'Ильич', phoneNumber: newPhone() })
      .returning();
    const [vehicle] = await t.db.insert(vehicles).values({ number: newPlate() }).returning();
    await t.db.insert(clientVehicles).values({ clientId: client.id, vehicleId: vehicle.id, primary: true });
    return { ...client, tag, vehicleId: vehicle.id, plate: vehicle.number };
  }

  /** A service-61 order body ('Запись в автосервис': one optional field). */
  const body = (clientId: number, fields: Partial<OrderSaveInput> = {}): OrderSaveInput => ({
    serviceId: 61,
    clientId,
    statusRefValueId: 9011,
    cost: 1500,
    specificValues: { workType: 'Замена масла' },
    ...fields,
  });

  const create = (token: string, payload: OrderSaveInput) => ok<OrderEntity>(token, 'POST', '/v1/orders', payload);

  return { t, call, ok, fails, userWith, newClient, body, create };
}
