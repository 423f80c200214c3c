import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refValues } from '../../../src/server/db/schema';
import { towTruckDrivers } from '../../../src/server/evacuation/evacuationSchema';
import { SOCKET_PATH } from '../../../src/shared/constants';
import type { DriverOnline } from '../../../src/shared/schemas/userFinance';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { type UsersWorld, usersWorld } from './usersFixtures';

// GET /v1/users/drivers_online: a tow driver with an open socket is listed (to his partner's staff and the
// platform), one without is not; a revoked partner token cannot open a socket.

const t = openTestApp();
let base = '';
const sockets: Socket[] = [];
let w: UsersWorld;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  w = await usersWorld(t.app, t.db);
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

function open(token: string) {
  const socket = connect(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token: token.replace(/^Bearer /, '') },
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('drivers online', () => {
  it('lists a tow driver while his socket is open, to the platform and to his partner only', async () => {
    const [truckType] = await t.db.select().from(refValues).where(eq(refValues.refId, 918)).limit(1);
    const driver = await createTestUser(t.db, { partnerId: w.towId, lastName: 'Водителев' });
    const idle = await createTestUser(t.db, { partnerId: w.towId });
    await t.db.insert(towTruckDrivers).values([
      { userId: driver.id, truckTypeRefValueId: truckType.id, truckNumber: 'А001АА77' },
      { userId: idle.id, truckTypeRefValueId: truckType.id },
    ]);
    const socket = open(await login(t.app, driver.email, driver.password!));
    await next(socket, 'hello');
    const online = (await w.call(w.admin, 'GET', '/v1/users/drivers_online')).json() as DriverOnline[];
    expect(online.find((d) => d.userId === driver.id)).toMatchObject({
      fullName: 'Водителев Тест',
      truckNumber: 'А001АА77',
      truckTypeRefValueName: truckType.name,
    });
    expect(online.some((d) => d.userId === idle.id)).toBe(false);
    const tyrePartner = (await w.call(w.partnerAdmin, 'GET', '/v1/users/drivers_online')).json() as DriverOnline[];
    expect(tyrePartner.some((d) => d.userId === driver.id)).toBe(false);
  });

  it('refuses a socket with a partner token that was replaced', async () => {
    const user = await createTestUser(t.db, { partnerId: w.tiresId });
    const old = (await w.call(w.admin, 'GET', `/v1/users/partner/token/${user.id}`)).json().token as string;
    await next(open(old), 'hello');
    await w.call(w.admin, 'GET', `/v1/users/partner/token/${user.id}`);
    const refused = await next<Error & { data: { status: number } }>(open(old), 'connect_error');
    expect(refused.data.status).toBe(430);
  });
});
