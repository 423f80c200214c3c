import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { operations, partners, permissions, roles, userRoles } from '../../../src/server/db/schema';
import type { Role } from '../../../src/shared/schemas/roles/roles';
import { login, openTestApp } from '../buildTestApp';
import { rolesFixtures } from './rolesFixtures';

// Roles (GET /roles, /roles/possible_parents, /roles/templates; POST /roles; PUT, DELETE /roles/{id}; PUT
// /roles/restore/{id}): partner filter, super-admin hiding, soft delete, parents without cycles, templates, and
// inheritance of a parent's permissions.

describe('roles', () => {
  const t = openTestApp();
  const f = rolesFixtures(t);
  let admin = '';
  let tiresId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    [{ id: tiresId }] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
  });

  it('lists roles without a partner by default, a partner’s with partnerId, deleted ones on request', async () => {
    const mine = await f.newPartner();
    const shared = await f.newRole();
    const own = await f.newRole({ partnerId: mine });
    const gone = await f.newRole({ partnerId: mine, deletedDate: new Date() });
    const plain = await f.ok<Role[]>(f.call(admin, 'GET', '/v1/roles'));
    expect(plain.every((r) => r.partnerId === null && r.deletedDate === null)).toBe(true);
    expect(plain.map((r) => r.id)).toContain(shared.id);
    // The demo admin holds the super-admin role, so sees it.
    expect(plain.some((r) => r.isSuperAdmin)).toBe(true);
    const ofPartner = await f.ok<Role[]>(f.call(admin, 'GET', `/v1/roles?partnerId=${mine}`));
    expect(ofPartner.map((r) => r.id)).toEqual([own.id]);
    const withDeleted = await f.ok<Role[]>(f.call(admin, 'GET', `/v1/roles?partnerId=${mine}&showDeleted=true`));
    expect(withDeleted.map((r) => r.id).sort()).toEqual([own.id, gone.id].sort());
    expect(withDeleted.find((r) => r.id === gone.id)?.deletedDate).toEqual(expect.any(Number));
  });

  it('hides super-admin roles from a caller without one and locks them (403)', async () => {
    const staff = await f.newUser(null, ['roles']);
    const listed = await f.ok<Role[]>(f.call(staff.token, 'GET', '/v1/roles'));
    expect(listed.some((r) => r.isSuperAdmin)).toBe(false);
    const [superRole] = await t.db.select().from(roles).where(eq(roles.isSuperAdmin, true)).limit(1);
    await f.refused(f.call(staff.token, 'PUT', `/v1/roles/${superRole.id}`, { name: 'x' }), 403, 'ACCESS_DENIED');
    // Not even its holder deletes it: it is the way back in.
    await f.refused(f.call(admin, 'DELETE', `/v1/roles/${superRole.id}`), 403, 'ACCESS_DENIED');
  });

  it('creates, updates, deletes and restores a role, each change in the audit journal', async () => {
    const partnerId = await f.newPartner();
    const created = await f.ok<Role>(f.call(admin, 'POST', '/v1/roles', { name: '  Кладовщик  ', partnerId }));
    expect(created).toMatchObject({ name: 'Кладовщик', partnerId, isTemplate: false, deletedDate: null });
    const updated = await f.ok<Role>(
      f.call(admin, 'PUT', `/v1/roles/${created.id}`, { name: 'Старший кладовщик', isTemplate: true }),
    );
    expect(updated).toMatchObject({ name: 'Старший кладовщик', partnerId, isTemplate: true });
    const deleted = await f.ok<Role>(f.call(admin, 'DELETE', `/v1/roles/${created.id}`));
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    expect((await f.ok<Role[]>(f.call(admin, 'GET', `/v1/roles?partnerId=${partnerId}`))).length).toBe(0);
    const restored = await f.ok<Role>(f.call(admin, 'PUT', `/v1/roles/restore/${created.id}`));
    expect(restored.deletedDate).toBeNull();
    expect(await f.ok(f.call(admin, 'GET', `/v1/roles/${created.id}`))).toEqual(restored);
    const journal = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'role'), eq(auditJournal.entityId, created.id)))
      .orderBy(auditJournal.id);
    expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses bad input in Russian (400) and a caller without the key (403)', async () => {
    const empty = await f.refused(f.call(admin, 'POST', '/v1/roles', {}), 400, 'VALIDATION_ERROR');
    expect(empty.details).toMatchObject({ name: 'Укажите название роли' });
    const long = await f.refused(
      f.call(admin, 'POST', '/v1/roles', { name: 'я'.repeat(101) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(long.details).toMatchObject({ name: 'Название роли — не длиннее 100 символов' });
    await f.refused(f.call(admin, 'PUT', '/v1/roles/abc', { name: 'x' }), 400, 'VALIDATION_ERROR', undefined);
    await f.refused(
      f.call(admin, 'POST', '/v1/roles', { name: 'x', parentRoleId: 2_000_000_000 }),
      400,
      'VALIDATION_ERROR',
      'Родительская роль не найдена',
    );
    const nobody = await f.newUser(null, ['users.online']);
    await f.refused(f.call(nobody.token, 'GET', '/v1/roles/templates'), 403, 'ACCESS_DENIED');
    await f.refused(f.call(nobody.token, 'POST', '/v1/roles', { name: 'x' }), 403, 'ACCESS_DENIED');
    await f.refused(
      f.call(admin, 'PUT', '/v1/roles/2000000000', { name: 'x' }),
      404,
      'ENTITY_NOT_FOUND',
      'Роль не найдена',
    );
  });

  it("keeps a partner's staff inside their partner: own roles only, others 404, the partner forced", async () => {
    const staff = await f.newUser(tiresId, ['roles']);
    const other = await f.newPartner();
    const foreign = await f.newRole({ partnerId: other });
    const platform = await f.newRole();
    const listed = await f.ok<Role[]>(f.call(staff.token, 'GET', `/v1/roles?partnerId=${other}`));
    expect(listed.every((r) => r.partnerId === tiresId)).toBe(true);
    await f.refused(f.call(staff.token, 'PUT', `/v1/roles/${foreign.id}`, { name: 'x' }), 404, 'ENTITY_NOT_FOUND');
    await f.refused(f.call(staff.token, 'DELETE', `/v1/roles/${platform.id}`), 404, 'ENTITY_NOT_FOUND');
    await f.refused(f.call(staff.token, 'GET', `/v1/roles/${foreign.id}`), 404, 'ENTITY_NOT_FOUND');
    await f.refused(
      f.call(staff.token, 'POST', '/v1/roles', { name: 'Чужая', partnerId: other }),
      404,
      'ENTITY_NOT_FOUND',
      'Партнёр не найден',
    );
    const created = await f.ok<Role>(f.call(staff.token, 'POST', '/v1/roles', { name: 'Своя', isTemplate: true }));
    expect(created).toMatchObject({ partnerId: tiresId, isTemplate: false });
    // Hanging the role under a platform role would inherit what the partner was not given.
    await f.refused(
      f.call(staff.token, 'PUT', `/v1/roles/${created.id}`, { name: 'Своя', parentRoleId: platform.id }),
      400,
      'VALIDATION_ERROR',
      'Родительская роль не найдена',
    );
  });

  it('offers as parents neither the role nor one below it, and refuses a cycle', async () => {
    const partnerId = await f.newPartner();
    const top = await f.newRole({ partnerId });
    const middle = await f.newRole({ partnerId, parentRoleId: top.id });
    const bottom = await f.newRole({ partnerId, parentRoleId: middle.id });
    const parents = await f.ok<Role[]>(
      f.call(admin, 'GET', `/v1/roles/possible_parents?partnerId=${partnerId}&roleId=${middle.id}`),
    );
    const ids = parents.map((r) => r.id);
    expect(ids).toContain(top.id);
    expect(ids).not.toContain(middle.id);
    expect(ids).not.toContain(bottom.id);
    expect(parents.every((r) => r.partnerId === null || r.partnerId === partnerId)).toBe(true);
    await f.refused(
      f.call(admin, 'PUT', `/v1/roles/${top.id}`, { name: top.name, parentRoleId: bottom.id }),
      400,
      'VALIDATION_ERROR',
      'Роль не может наследовать саму себя или свою дочернюю роль',
    );
  });

  it("copies a template's permissions into a new role", async () => {
    const templates = await f.ok<Role[]>(f.call(admin, 'GET', '/v1/roles/templates'));
    expect(templates.length).toBeGreaterThan(0);
    const template = templates[0];
    const created = await f.ok<Role>(
      f.call(admin, 'POST', '/v1/roles', { name: 'Из шаблона', templateRoleId: template.id }),
    );
    const count = async (roleId: number) =>
      (await t.db.select().from(permissions).where(eq(permissions.roleId, roleId))).length;
    expect(await count(created.id)).toBe(await count(template.id));
    await f.refused(
      f.call(admin, 'POST', '/v1/roles', { name: 'x', templateRoleId: created.id }),
      400,
      'VALIDATION_ERROR',
      'Шаблон роли не найден',
    );
  });

  it("gives a role's holders its parent's permissions, and survives a cycle of parents", async () => {
    const [op] = await t.db.select().from(operations).where(eq(operations.operationKey, 'users.online'));
    const parent = await f.newRole();
    await t.db.insert(permissions).values({ operationId: op.id, roleId: parent.id, available: true });
    const child = await f.newRole({ parentRoleId: parent.id });
    const user = await f.newUser();
    await t.db.insert(userRoles).values({ userId: user.id, roleId: child.id });
    t.app.permissionCache.invalidate(user.id);
    expect((await f.call(user.token, 'GET', '/v1/users/online')).statusCode).toBe(200);
    // A cycle made behind the API's back still ends.
    await t.db.update(roles).set({ parentRoleId: child.id }).where(eq(roles.id, parent.id));
    t.app.permissionCache.invalidate(user.id);
    expect((await f.call(user.token, 'GET', '/v1/users/online')).statusCode).toBe(200);
    // Deleting the parent takes the inherited permission away on the next call.
    await f.ok(f.call(admin, 'DELETE', `/v1/roles/${parent.id}`));
    expect((await f.call(user.token, 'GET', '/v1/users/online')).statusCode).toBe(403);
  });
});
