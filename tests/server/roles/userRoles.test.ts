import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { operations, partners, permissions, roles } from '../../../src/server/db/schema';
import {
  ROLE_NOT_FOUND,
  ROLE_OF_OTHER_PARTNER,
  SUPER_ADMIN_ONLY,
  USER_NOT_FOUND,
  USER_ROLE_EXISTS,
  USER_ROLE_NOT_FOUND,
  type UserRole,
} from '../../../src/shared/schemas/userRoles';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys, uniqueTag } from '../evacuation/evacuationFixtures';

// A user's roles (GET /user_roles/users/{customerId}, POST /user_roles, DELETE /user_roles/{userRoleId}): the calls,
// their Russian refusals, a partner's scope, and the point of it all: the cached permissions are dropped, so a grant
// or a revoke holds on the very next request.

describe('user roles', () => {
  const t = openTestApp();
  let admin = '';
  let superAdminRoleId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    [{ id: superAdminRoleId }] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.isSuperAdmin, true))
      .limit(1);
  });

  /** A role of the test's own granting `keys` (available only), optionally a partner's. */
  async function newRole(keys: string[], partnerId: number | null = null) {
    const [role] = await t.db
      .insert(roles)
      .values({ name: `Роль ${uniqueTag()}`, partnerId })
      .returning();
    const ops = await t.db.select({ id: operations.id }).from(operations).where(inArray(operations.operationKey, keys));
    if (ops.length)
      await t.db
        .insert(permissions)
        .values(ops.map((op) => ({ operationId: op.id, roleId: role.id, available: true })));
    return role;
  }
  async function newUser(partnerId: number | null = null, keys: string[] = []) {
    const user = await createTestUser(t.db, { partnerId });
    if (keys.length) await grantKeys(t.db, user.id, keys, ['available', 'permissionInsert', 'permissionDelete']);
    return { id: user.id, token: await login(t.app, user.email, user.password!) };
  }
  const newPartner = async () =>
    (
      await t.db
        .insert(partners)
        .values({ name: `Партнёр ролей ${uniqueTag()}` })
        .returning()
    )[0].id;

  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const grant = (token: string, userId: number, roleId: number) =>
    call(token, 'POST', '/v1/user_roles', { userId, roleId });
  const revoke = (token: string, userRoleId: number) => call(token, 'DELETE', `/v1/user_roles/${userRoleId}`);
  const list = (token: string, userId: number) => call(token, 'GET', `/v1/user_roles/users/${userId}`);
  async function ok<T>(pending: ReturnType<typeof call>): Promise<T> {
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  function refused(response: Awaited<ReturnType<typeof call>>, status: number, errorCode: string, message: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ errorCode, message });
  }

  it('grants, lists and revokes a role, answering the binding', async () => {
    const user = await newUser();
    const role = await newRole(['users.online']);
    expect(await ok(list(admin, user.id))).toEqual([]);
    const granted = await ok<UserRole>(grant(admin, user.id, role.id));
    expect(granted).toEqual({ id: expect.any(Number), userId: user.id, roleId: role.id, roleName: role.name });
    expect(await ok(list(admin, user.id))).toEqual([granted]);
    expect(await ok(revoke(admin, granted.id))).toEqual(granted);
    expect(await ok(list(admin, user.id))).toEqual([]);
    const journal = await t.db
      .select({ action: auditJournal.action, actor: auditJournal.actorUserId })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'user_role'), eq(auditJournal.entityId, granted.id)))
      .orderBy(auditJournal.id);
    expect(journal.map((j) => j.action)).toEqual(['create', 'delete']);
    expect(journal.every((j) => j.actor !== null)).toBe(true);
  });

  it('applies a grant on the next request and a revoke too: the cached permissions are dropped', async () => {
    const user = await newUser();
    const role = await newRole(['users.online']);
    const online = () => call(user.token, 'GET', '/v1/users/online');
    // The refusal is answered from the permissions this call loaded and cached.
    refused(await online(), 403, 'ACCESS_DENIED', 'Недостаточно прав для выполнения операции');
    const granted = await ok<UserRole>(grant(admin, user.id, role.id));
    expect((await online()).statusCode).toBe(200);
    await ok(revoke(admin, granted.id));
    expect((await online()).statusCode).toBe(403);
  });

  it('tells every process of a change: the invalidation is announced with the user', async () => {
    const announced: Array<number | undefined> = [];
    t.app.permissionCache.onInvalidate((userId) => announced.push(userId));
    const user = await newUser();
    const granted = await ok<UserRole>(grant(admin, user.id, (await newRole([])).id));
    await ok(revoke(admin, granted.id));
    expect(announced.filter((id) => id === user.id)).toHaveLength(2);
  });

  it('refuses bad input in Russian (400)', async () => {
    const empty = await call(admin, 'POST', '/v1/user_roles', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: { userId: 'Укажите пользователя', roleId: 'Укажите роль' },
    });
    const wrong = await call(admin, 'POST', '/v1/user_roles', { userId: 'x', roleId: -1 });
    expect(wrong.json()).toMatchObject({ details: { userId: 'Укажите пользователя', roleId: 'Укажите роль' } });
    expect((await list(admin, 0)).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: { customerId: 'Укажите пользователя' },
    });
    expect((await call(admin, 'DELETE', '/v1/user_roles/abc')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user, role or binding and 409 when the role is already held', async () => {
    const user = await newUser();
    const role = await newRole([]);
    refused(await list(admin, 2_000_000_000), 404, 'ENTITY_NOT_FOUND', USER_NOT_FOUND);
    refused(await grant(admin, 2_000_000_000, role.id), 404, 'ENTITY_NOT_FOUND', USER_NOT_FOUND);
    refused(await grant(admin, user.id, 2_000_000_000), 404, 'ENTITY_NOT_FOUND', ROLE_NOT_FOUND);
    refused(await revoke(admin, 2_000_000_000), 404, 'ENTITY_NOT_FOUND', USER_ROLE_NOT_FOUND);
    const granted = await ok<UserRole>(grant(admin, user.id, role.id));
    refused(await grant(admin, user.id, role.id), 409, 'BINDING_ALREADY_EXISTS', USER_ROLE_EXISTS);
    await ok(revoke(admin, granted.id));
    refused(await revoke(admin, granted.id), 404, 'ENTITY_NOT_FOUND', USER_ROLE_NOT_FOUND);
    // A deleted role grants nothing and cannot be granted.
    const [gone] = await t.db
      .insert(roles)
      .values({ name: `Удалённая ${uniqueTag()}`, deletedDate: new Date() })
      .returning();
    refused(await grant(admin, user.id, gone.id), 404, 'ENTITY_NOT_FOUND', ROLE_NOT_FOUND);
  });

  it('needs the roles operation: reading with available, granting with insert, revoking with delete', async () => {
    const target = await newUser();
    const role = await newRole([]);
    const nobody = await newUser();
    refused(await list(nobody.token, target.id), 403, 'ACCESS_DENIED', 'Недостаточно прав для выполнения операции');
    refused(
      await grant(nobody.token, target.id, role.id),
      403,
      'ACCESS_DENIED',
      'Недостаточно прав для выполнения операции',
    );
    const reader = await createTestUser(t.db);
    await grantKeys(t.db, reader.id, ['roles'], ['available']);
    const readerToken = await login(t.app, reader.email, reader.password!);
    expect((await list(readerToken, target.id)).statusCode).toBe(200);
    expect((await grant(readerToken, target.id, role.id)).statusCode).toBe(403);
    const granted = await ok<UserRole>(grant(admin, target.id, role.id));
    expect((await revoke(readerToken, granted.id)).statusCode).toBe(403);
  });

  it('keeps a partner role to its partner, and the super-admin role to super-admins', async () => {
    const partnerId = await newPartner();
    const outsider = await newUser();
    refused(
      await grant(admin, outsider.id, (await newRole([], partnerId)).id),
      400,
      'VALIDATION_ERROR',
      ROLE_OF_OTHER_PARTNER,
    );
    const manager = await newUser(null, ['roles']);
    refused(await grant(manager.token, outsider.id, superAdminRoleId), 403, 'ACCESS_DENIED', SUPER_ADMIN_ONLY);
    const granted = await ok<UserRole>(grant(admin, outsider.id, superAdminRoleId));
    refused(await revoke(manager.token, granted.id), 403, 'ACCESS_DENIED', SUPER_ADMIN_ONLY);
    await ok(revoke(admin, granted.id));
  });

  it("lets a partner's staff touch only their partner's users and roles (others answer 404)", async () => {
    const [mine, theirs] = [await newPartner(), await newPartner()];
    const staff = await newUser(mine, ['roles']);
    const colleague = await newUser(mine);
    const stranger = await newUser(theirs);
    const myRole = await newRole([], mine);
    const theirRole = await newRole([], theirs);
    const platformRole = await newRole([]);

    const granted = await ok<UserRole>(grant(staff.token, colleague.id, myRole.id));
    expect(await ok(list(staff.token, colleague.id))).toEqual([granted]);
    refused(await list(staff.token, stranger.id), 404, 'ENTITY_NOT_FOUND', USER_NOT_FOUND);
    refused(await grant(staff.token, stranger.id, theirRole.id), 404, 'ENTITY_NOT_FOUND', USER_NOT_FOUND);
    refused(await grant(staff.token, colleague.id, theirRole.id), 404, 'ENTITY_NOT_FOUND', ROLE_NOT_FOUND);
    refused(await grant(staff.token, colleague.id, platformRole.id), 404, 'ENTITY_NOT_FOUND', ROLE_NOT_FOUND);
    // A binding of another partner's user, made by the platform, is not the partner's to revoke.
    const foreign = await ok<UserRole>(grant(admin, stranger.id, theirRole.id));
    refused(await revoke(staff.token, foreign.id), 404, 'ENTITY_NOT_FOUND', USER_ROLE_NOT_FOUND);
    expect(await ok(revoke(staff.token, granted.id))).toEqual(granted);
  });
});
