import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessControl } from '../../../src/server/auth/accessControl';
import { loadSecretKey } from '../../../src/server/auth/secretKey';
import { createTokenService } from '../../../src/server/auth/token';
import { users } from '../../../src/server/db/schema';
import { createTestUser, login, openTestApp } from '../buildTestApp';

describe('session and permissions', () => {
  const t = openTestApp();
  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

  it('returns the profile for a valid token, with or without the Bearer prefix', async () => {
    const token = await login(t.app, 'partner@demo.ru', 'Partner12345');
    for (const header of [token, token.replace(/^Bearer /, '')]) {
      const response = await get('/v1/users/profile', header);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'partner@demo.ru',
        role: 'Сотрудник партнёра',
        partner: { name: 'Шинный центр «Колесо»' },
        office: { name: 'Колесо на Ленинском проспекте' },
      });
    }
  });

  it('answers 401 UNAUTHORIZED without an Authorization header', async () => {
    const response = await get('/v1/users/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED', message: 'Требуется авторизация', status: 401 });
  });

  it('answers 430 INVALID_TOKEN for a garbage token and one signed with another key', async () => {
    const foreign = await createTokenService(new Uint8Array(64).fill(7), 3600).issue({ userId: 1, tokenVersion: 0 });
    for (const header of ['Bearer garbage', 'Bearer a.b.c', `Bearer ${foreign}`]) {
      const response = await get('/v1/users/profile', header);
      expect(response.statusCode).toBe(430);
      expect(response.json()).toMatchObject({
        errorCode: 'INVALID_TOKEN',
        message: 'Сессия недействительна или истекла',
        status: 430,
      });
    }
  });

  it('answers 430 for an expired token', async () => {
    const user = await createTestUser(t.db);
    const key = await loadSecretKey({ db: t.db, dataDir: t.database.dataDir, shared: Boolean(t.database.databaseUrl) });
    const expired = await createTokenService(key, -60).issue({ userId: user.id, tokenVersion: 0 });
    const fresh = await createTokenService(key, 60).issue({ userId: user.id, tokenVersion: 0 });
    expect((await get('/v1/users/profile', `Bearer ${fresh}`)).statusCode).toBe(200);
    expect((await get('/v1/users/profile', `Bearer ${expired}`)).statusCode).toBe(430);
  });

  it('answers 430 once the token version is bumped or the user is blocked', async () => {
    const bumped = await createTestUser(t.db);
    const token = await login(t.app, bumped.email, bumped.password!);
    expect((await get('/v1/users/profile', token)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, bumped.id));
    // Written past the routes here: invalidate the cached session as every route that changes a user does.
    t.app.permissionCache.invalidate(bumped.id);
    expect((await get('/v1/users/profile', token)).statusCode).toBe(430);

    const blocked = await createTestUser(t.db);
    const blockedToken = await login(t.app, blocked.email, blocked.password!);
    expect((await get('/v1/users/profile', blockedToken)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    t.app.permissionCache.invalidate(blocked.id);
    expect((await get('/v1/users/profile', blockedToken)).statusCode).toBe(430);
  });

  it('answers 403 ACCESS_DENIED when the operation is not granted', async () => {
    const operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    const response = await get('/v1/mail/outbox', operator);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errorCode: 'ACCESS_DENIED',
      message: 'Недостаточно прав для выполнения операции',
      status: 403,
    });
    const admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    expect((await get('/v1/mail/outbox', admin)).statusCode).toBe(200);
  });

  it('merges role, user and partner permissions by OR', async () => {
    const token = await login(t.app, 'partner@demo.ru', 'Partner12345');
    const { customerId } = (await get('/v1/users/profile', token)).json();
    const response = await get(`/v1/users/${customerId}/operations`, token);
    expect(response.statusCode).toBe(200);
    const byKey = new Map(response.json().map((p: { operationKey: string }) => [p.operationKey, p]));
    // Role: available, insert, update; the user's own row: delete.
    expect(byKey.get('tire.fitting')).toEqual({
      operationKey: 'tire.fitting',
      available: true,
      permissionInsert: true,
      permissionUpdate: true,
      permissionDelete: true,
    });
    // Role: available; the partner's row: update.
    expect(byKey.get('orders.active')).toEqual({
      operationKey: 'orders.active',
      available: true,
      permissionInsert: false,
      permissionUpdate: true,
      permissionDelete: false,
    });
    expect(byKey.has('scheduler.timeline')).toBe(true);
    expect(byKey.has('users')).toBe(false);
    expect(byKey.has('mail.outbox')).toBe(false);
    // Each key once.
    expect(byKey.size).toBe(response.json().length);
  });

  it('lets only holders of "permissions" read another user’s permissions', async () => {
    const partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
    const { customerId } = (await get('/v1/users/profile', partner)).json();
    const operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    expect((await get(`/v1/users/${customerId}/operations`, operator)).statusCode).toBe(403);
    const admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const seenByAdmin = await get(`/v1/users/${customerId}/operations`, admin);
    expect(seenByAdmin.statusCode).toBe(200);
    expect(seenByAdmin.json()).toEqual((await get(`/v1/users/${customerId}/operations`, partner)).json());
    expect((await get('/v1/users/999999/operations', admin)).statusCode).toBe(404);
  });

  it('gives the super-admin every operation with every flag', async () => {
    const admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const { customerId } = (await get('/v1/users/profile', admin)).json();
    const perms = (await get(`/v1/users/${customerId}/operations?projectId=1`, admin)).json();
    expect(perms.length).toBeGreaterThan(50);
    expect(
      perms.every(
        (p: Record<string, boolean>) => p.available && p.permissionInsert && p.permissionUpdate && p.permissionDelete,
      ),
    ).toBe(true);
  });

  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify({ logger: false });
    await app.register(accessControl);
    await expect(
      (async () => {
        app.get('/v1/forgotten', async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/v1\/forgotten declares no access/);
    await app.close().catch(() => {});
  });
});
