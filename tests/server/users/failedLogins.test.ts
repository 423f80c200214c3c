import { beforeAll, describe, expect, it } from 'vitest';
import type { FailedLogin } from '../../../src/shared/schemas/userAdmin';
import { createTestUser, openTestApp, uniqueIp } from '../buildTestApp';
import { type UsersWorld, usersWorld } from './usersFixtures';

// The user card's failed logins: listed newest first with the address, cleared by an administrator, which lifts
// the slow-down of the address that made them.

describe('failed logins', () => {
  const t = openTestApp();
  let w: UsersWorld;
  beforeAll(async () => {
    w = await usersWorld(t.app, t.db);
  });
  const auth = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/v1/users/auth', remoteAddress: ip, payload: { username, password } });

  it('lists the failures newest first and clears them, after which the slowed address may try again', async () => {
    const user = await createTestUser(t.db, { partnerId: w.tiresId });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) await auth(user.email, `wrong-${i}`, ip);
    expect((await auth(user.email, user.password!, ip)).statusCode).toBe(429);
    const listed = await w.call(w.partnerAdmin, 'GET', `/v1/users/${user.id}/failed_logins`);
    expect(listed.statusCode).toBe(200);
    const failures = listed.json() as FailedLogin[];
    expect(failures).toHaveLength(5);
    expect(failures.every((f) => f.ip === ip)).toBe(true);
    const ids = failures.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const cleared = await w.call(w.partnerAdmin, 'DELETE', `/v1/users/${user.id}/failed_logins`);
    expect(cleared.json()).toEqual({ deleted: 5 });
    expect((await w.call(w.admin, 'GET', `/v1/users/${user.id}/failed_logins`)).json()).toEqual([]);
    expect((await auth(user.email, user.password!, ip)).statusCode).toBe(200);
  });

  it('refuses a caller without the key, hides another partner’s user, and checks the id', async () => {
    const foreign = await createTestUser(t.db, { partnerId: w.towId });
    expect((await w.call(w.nobody, 'GET', `/v1/users/${foreign.id}/failed_logins`)).statusCode).toBe(403);
    expect((await w.call(w.nobody, 'DELETE', `/v1/users/${foreign.id}/failed_logins`)).statusCode).toBe(403);
    expect((await w.call(w.partnerAdmin, 'GET', `/v1/users/${foreign.id}/failed_logins`)).statusCode).toBe(404);
    expect((await w.call(w.partnerAdmin, 'DELETE', `/v1/users/${foreign.id}/failed_logins`)).statusCode).toBe(404);
    const bad = await w.call(w.admin, 'GET', '/v1/users/x/failed_logins');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.id).toBe('Некорректный идентификатор пользователя');
  });
});
