import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations, partners, permissions, userRoles } from '../../../src/server/db/schema';
import type { Operation } from '../../../src/shared/schemas/roles/operations';
import type { PermissionRow } from '../../../src/shared/schemas/roles/permissionsAdmin';
import { login, openTestApp } from '../buildTestApp';
import { uniqueTag } from '../evacuation/evacuationFixtures';
import { rolesFixtures } from './rolesFixtures';

// Operations (GET, POST /operations; PUT, DELETE /operations/{id}) and permissions (GET by role, user, partner and
// operation; POST, PUT /permissions; POST /permissions/partners): the calls, their Russian refusals, a partner's
// scope and ceiling, and a change that holds on the very next request.

describe('operations and permissions', () => {
  const t = openTestApp();
  const f = rolesFixtures(t);
  let admin = '';
  let tiresId = 0;
  let onlineOpId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    [{ id: tiresId }] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
    [{ id: onlineOpId }] = await t.db.select().from(operations).where(eq(operations.operationKey, 'users.online'));
  });

  describe('operations', () => {
    it('creates, renames and deletes an operation; the key is unique, in Russian', async () => {
      const key = `test.op.${uniqueTag()}`;
      const created = await f.ok<Operation>(
        f.call(admin, 'POST', '/v1/operations', { operationKey: key, name: 'Тест' }),
      );
      expect(created).toMatchObject({ operationKey: key, name: 'Тест', projectId: null });
      const all = await f.ok<Operation[]>(f.call(admin, 'GET', '/v1/operations'));
      expect(all.map((o) => o.operationKey)).toContain(key);
      const dup = await f.refused(
        f.call(admin, 'POST', '/v1/operations', { operationKey: key, name: 'Ещё' }),
        400,
        'VALIDATION_ERROR',
        'Операция с таким ключом уже существует',
      );
      expect(dup.details).toEqual({ operationKey: 'Операция с таким ключом уже существует' });
      const renamed = await f.ok<Operation>(
        f.call(admin, 'PUT', `/v1/operations/${created.id}`, { operationKey: key, name: 'Тест 2' }),
      );
      expect(renamed.name).toBe('Тест 2');
      await f.refused(
        f.call(admin, 'PUT', `/v1/operations/${created.id}`, { operationKey: 'users.online', name: 'x' }),
        400,
        'VALIDATION_ERROR',
        'Операция с таким ключом уже существует',
      );
      await f.ok(f.call(admin, 'DELETE', `/v1/operations/${created.id}`));
      await f.refused(
        f.call(admin, 'DELETE', `/v1/operations/${created.id}`),
        404,
        'ENTITY_NOT_FOUND',
        'Операция не найдена',
      );
    });

    it('refuses bad input (400), a caller without the key and partner staff (403)', async () => {
      const bad = await f.refused(
        f.call(admin, 'POST', '/v1/operations', { operationKey: 'пробел ключ' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details).toMatchObject({
        operationKey: 'Ключ операции: латинские буквы, цифры, точка, дефис или подчёркивание',
        name: 'Укажите название операции',
      });
      const nobody = await f.newUser(null, ['users.online']);
      await f.refused(f.call(nobody.token, 'GET', '/v1/operations'), 403, 'ACCESS_DENIED');
      const staff = await f.newUser(tiresId, ['operations']);
      expect((await f.call(staff.token, 'GET', '/v1/operations')).statusCode).toBe(200);
      await f.refused(
        f.call(staff.token, 'POST', '/v1/operations', { operationKey: `p.${uniqueTag()}`, name: 'x' }),
        403,
        'ACCESS_DENIED',
      );
      await f.refused(f.call(staff.token, 'DELETE', `/v1/operations/${onlineOpId}`), 403, 'ACCESS_DENIED');
    });
  });

  describe('permissions', () => {
    it('answers an empty list for a role id below 1', async () => {
      expect(await f.ok(f.call(admin, 'GET', '/v1/permissions/roles/0'))).toEqual([]);
      expect(await f.ok(f.call(admin, 'GET', '/v1/permissions/roles/-5'))).toEqual([]);
    });

    it('grants a role a permission, lists it by role and by operation, saves changed rows', async () => {
      const role = await f.newRole();
      const granted = await f.ok<PermissionRow>(
        f.call(admin, 'POST', '/v1/permissions', { operationId: onlineOpId, roleId: role.id, available: true }),
      );
      expect(granted).toMatchObject({
        operationKey: 'users.online',
        roleId: role.id,
        roleName: role.name,
        available: true,
      });
      await f.refused(
        f.call(admin, 'POST', '/v1/permissions', { operationId: onlineOpId, roleId: role.id }),
        409,
        'BINDING_ALREADY_EXISTS',
        'Право на эту операцию у владельца уже есть',
      );
      const saved = await f.ok<PermissionRow[]>(
        f.call(admin, 'PUT', '/v1/permissions', [
          { operationId: onlineOpId, roleId: role.id, available: true, permissionUpdate: true },
        ]),
      );
      expect(saved[0]).toMatchObject({ id: granted.id, permissionUpdate: true });
      expect(await f.ok<PermissionRow[]>(f.call(admin, 'GET', `/v1/permissions/roles/${role.id}`))).toEqual(saved);
      const holders = await f.ok<PermissionRow[]>(f.call(admin, 'GET', `/v1/permissions/operations/${onlineOpId}`));
      expect(holders.map((h) => h.id)).toContain(granted.id);
    });

    it('applies a permission revoked from a role on the very next call', async () => {
      const role = await f.newRole();
      const user = await f.newUser();
      await t.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
      await f.ok(
        f.call(admin, 'POST', '/v1/permissions', { operationId: onlineOpId, roleId: role.id, available: true }),
      );
      const online = () => f.call(user.token, 'GET', '/v1/users/online');
      expect((await online()).statusCode).toBe(200);
      await f.ok(
        f.call(admin, 'PUT', '/v1/permissions', [{ operationId: onlineOpId, roleId: role.id, available: false }]),
      );
      await f.refused(online(), 403, 'ACCESS_DENIED', 'Недостаточно прав для выполнения операции');
    });

    it("saves a user's and a partner's permissions", async () => {
      const user = await f.newUser();
      await f.ok(
        f.call(admin, 'PUT', '/v1/permissions', [{ operationId: onlineOpId, userId: user.id, available: true }]),
      );
      expect((await f.call(user.token, 'GET', '/v1/users/online')).statusCode).toBe(200);
      const mine = await f.ok<PermissionRow[]>(f.call(admin, 'GET', `/v1/permissions/users/${user.id}`));
      expect(mine).toEqual([
        expect.objectContaining({ userId: user.id, userFio: expect.any(String), available: true }),
      ]);
      const partnerId = await f.newPartner();
      const rows = await f.ok<PermissionRow[]>(
        f.call(admin, 'POST', '/v1/permissions/partners', [{ partnerId, operationId: onlineOpId, available: true }]),
      );
      expect(rows[0]).toMatchObject({ partnerId, available: true });
      expect(await f.ok(f.call(admin, 'GET', `/v1/permissions/partners/${partnerId}`))).toEqual(rows);
    });

    it('refuses bad input in Russian (400) and callers without the key (403)', async () => {
      const none = await f.refused(
        f.call(admin, 'POST', '/v1/permissions', { operationId: onlineOpId }),
        400,
        'VALIDATION_ERROR',
      );
      expect(none.details).toMatchObject({ roleId: 'Укажите одного владельца права: роль, пользователя или партнёра' });
      const two = await f.refused(
        f.call(admin, 'POST', '/v1/permissions', { operationId: onlineOpId, roleId: 1, userId: 1 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(two.details).toMatchObject({ roleId: 'Укажите одного владельца права: роль, пользователя или партнёра' });
      const empty = await f.refused(f.call(admin, 'PUT', '/v1/permissions', []), 400, 'VALIDATION_ERROR');
      expect(Object.values(empty.details ?? {})).toContain('Нет изменённых прав');
      const noOp = await f.refused(f.call(admin, 'POST', '/v1/permissions', { roleId: 1 }), 400, 'VALIDATION_ERROR');
      expect(noOp.details).toMatchObject({ operationId: 'Укажите операцию' });
      const nobody = await f.newUser(null, ['users.online']);
      await f.refused(f.call(nobody.token, 'GET', '/v1/permissions/roles/1'), 403, 'ACCESS_DENIED');
      await f.refused(
        f.call(nobody.token, 'PUT', '/v1/permissions', [{ operationId: 1, roleId: 1 }]),
        403,
        'ACCESS_DENIED',
      );
    });

    it("keeps a partner's staff to their partner (404) and under its ceiling (403)", async () => {
      const staff = await f.newUser(tiresId, ['permissions', 'partner.permissions', 'operations.permissions']);
      const other = await f.newPartner();
      const foreignRole = await f.newRole({ partnerId: other });
      const foreignUser = await f.newUser(other);
      await f.refused(f.call(staff.token, 'GET', `/v1/permissions/roles/${foreignRole.id}`), 404, 'ENTITY_NOT_FOUND');
      await f.refused(f.call(staff.token, 'GET', `/v1/permissions/users/${foreignUser.id}`), 404, 'ENTITY_NOT_FOUND');
      await f.refused(f.call(staff.token, 'GET', `/v1/permissions/partners/${other}`), 404, 'ENTITY_NOT_FOUND');
      await f.refused(
        f.call(staff.token, 'PUT', '/v1/permissions', [
          { operationId: onlineOpId, roleId: foreignRole.id, available: true },
        ]),
        404,
        'ENTITY_NOT_FOUND',
      );
      // The tyre partner holds tire.fitting through its staff role, but not users.online.
      const ownRole = await f.newRole({ partnerId: tiresId });
      const [fitting] = await t.db.select().from(operations).where(eq(operations.operationKey, 'tire.fitting'));
      await f.ok(
        f.call(staff.token, 'PUT', '/v1/permissions', [
          { operationId: fitting.id, roleId: ownRole.id, available: true },
        ]),
      );
      await f.refused(
        f.call(staff.token, 'PUT', '/v1/permissions', [
          { operationId: onlineOpId, roleId: ownRole.id, available: true },
        ]),
        403,
        'ACCESS_DENIED',
        'Нельзя выдать право, которого нет у Вашего партнёра',
      );
      // A partner's own permissions are the platform's to set.
      await f.refused(
        f.call(staff.token, 'POST', '/v1/permissions/partners', [
          { partnerId: tiresId, operationId: onlineOpId, available: true },
        ]),
        403,
        'ACCESS_DENIED',
      );
      // Who holds an operation: the partner's holders only.
      const holders = await f.ok<PermissionRow[]>(
        f.call(staff.token, 'GET', `/v1/permissions/operations/${fitting.id}`),
      );
      const rows = await t.db.select().from(permissions).where(eq(permissions.operationId, fitting.id));
      expect(holders.length).toBeGreaterThan(0);
      expect(holders.length).toBeLessThan(rows.length);
    });
  });
});
