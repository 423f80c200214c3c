import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partners, userRoles } from '../../../src/server/db/schema';
import type { ServicePartner, ServiceRegion, ServiceRole } from '../../../src/shared/schemas/roles/serviceBindings';
import type { ServiceAdmin } from '../../../src/shared/schemas/roles/servicesAdmin';
import { login, openTestApp } from '../buildTestApp';
import { rolesFixtures } from './rolesFixtures';

// Services (GET /services, /services/partner, /services/user; POST; PUT, DELETE /services/{id}) and who works them
// (service_role, service_partner, service_region, POST /users/services/{serviceId}).

describe('services and their bindings', () => {
  const t = openTestApp();
  const f = rolesFixtures(t);
  let admin = '';
  let partnerToken = '';
  let tiresId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    partnerToken = await login(t.app, 'partner@demo.ru', 'Partner12345');
    [{ id: tiresId }] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
  });

  describe('services', () => {
    it('creates, updates (empty or zero values as null, 2 decimals), deletes and restores a service', async () => {
      const created = await f.ok<ServiceAdmin>(
        f.call(admin, 'POST', '/v1/services', {
          name: 'Мойка',
          feeRate: 12.345,
          feeMin: '',
          feeMax: 0,
          stationary: true,
        }),
      );
      expect(created).toMatchObject({
        name: 'Мойка',
        code: `service_${created.id}`,
        stationary: true,
        useInsurance: false,
        feeRate: 12.35,
        feeMin: null,
        feeMax: null,
        deletedDate: null,
      });
      const updated = await f.ok<ServiceAdmin>(
        f.call(admin, 'PUT', `/v1/services/${created.id}`, {
          name: 'Мойка кузова',
          feeRate: 0,
          feeFixedPart: 99.999,
          feeMin: 10,
          feeMax: 500,
          bonusReceivingPercent: 5,
          freeOrdersQuantity: 2,
        }),
      );
      expect(updated).toMatchObject({
        name: 'Мойка кузова',
        feeRate: null,
        feeFixedPart: 100,
        feeMin: 10,
        feeMax: 500,
      });
      expect((await f.ok<ServiceAdmin[]>(f.call(admin, 'GET', '/v1/services'))).map((s) => s.id)).toContain(created.id);
      const deleted = await f.ok<ServiceAdmin>(f.call(admin, 'DELETE', `/v1/services/${created.id}`));
      expect(deleted.deletedDate).toEqual(expect.any(Number));
      expect((await f.ok<ServiceAdmin[]>(f.call(admin, 'GET', '/v1/services'))).map((s) => s.id)).not.toContain(
        created.id,
      );
      const all = await f.ok<ServiceAdmin[]>(f.call(admin, 'GET', '/v1/services?showDeleted=true'));
      expect(all.map((s) => s.id)).toContain(created.id);
      expect(
        (await f.ok<ServiceAdmin>(f.call(admin, 'PUT', `/v1/services/restore/${created.id}`))).deletedDate,
      ).toBeNull();
      const journal = await t.db
        .select({ action: auditJournal.action })
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'service'), eq(auditJournal.entityId, created.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
    });

    it('refuses bad input in Russian (400), partner staff (403) and an unknown service (404)', async () => {
      const bad = await f.refused(
        f.call(admin, 'POST', '/v1/services', { name: '', feeRate: 150, feeMin: -1, freeOrdersQuantity: 1.5 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details).toMatchObject({
        name: 'Укажите название услуги',
        feeRate: 'Процент — число от 0 до 100',
        feeMin: 'Сумма — неотрицательное число',
        freeOrdersQuantity: 'Количество — целое неотрицательное число',
      });
      const bounds = await f.refused(
        f.call(admin, 'POST', '/v1/services', { name: 'x', feeMin: 100, feeMax: 10 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bounds.details).toMatchObject({ feeMin: 'Минимальная комиссия не может быть больше максимальной' });
      const staff = await f.newUser(tiresId, ['services']);
      expect((await f.call(staff.token, 'GET', '/v1/services')).statusCode).toBe(200);
      await f.refused(f.call(staff.token, 'POST', '/v1/services', { name: 'Своя' }), 403, 'ACCESS_DENIED');
      await f.refused(f.call(staff.token, 'PUT', '/v1/services/69', { name: 'x' }), 403, 'ACCESS_DENIED');
      await f.refused(f.call(staff.token, 'DELETE', '/v1/services/69'), 403, 'ACCESS_DENIED');
      const nobody = await f.newUser(null, ['users.online']);
      await f.refused(f.call(nobody.token, 'GET', '/v1/services'), 403, 'ACCESS_DENIED');
      await f.refused(
        f.call(admin, 'PUT', '/v1/services/2000000000', { name: 'x' }),
        404,
        'ENTITY_NOT_FOUND',
        'Услуга не найдена',
      );
    });

    it("answers a partner's and a user's services; another partner's is 404", async () => {
      const ofPartner = await f.ok<ServiceAdmin[]>(f.call(partnerToken, 'GET', '/v1/services/partner'));
      expect(ofPartner.map((s) => s.id).sort()).toEqual([68, 69]);
      const ofUser = await f.ok<ServiceAdmin[]>(f.call(partnerToken, 'GET', '/v1/services/user'));
      expect(ofUser.map((s) => s.id).sort()).toEqual([68, 69]);
      const other = await f.newPartner();
      await f.refused(f.call(partnerToken, 'GET', `/v1/services/partner?partnerId=${other}`), 404, 'ENTITY_NOT_FOUND');
      const stranger = await f.newUser(other);
      await f.refused(f.call(partnerToken, 'GET', `/v1/services/user?userId=${stranger.id}`), 404, 'ENTITY_NOT_FOUND');
      await f.refused(f.call(admin, 'GET', '/v1/services/user?userId=abc'), 400, 'VALIDATION_ERROR');
    });
  });

  describe('service_role and users of a service', () => {
    it("binds a service to a role, finds the role's users for it, and unbinds it", async () => {
      const role = await f.newRole();
      const user = await f.newUser();
      await t.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
      const bound = await f.ok<ServiceRole>(
        f.call(admin, 'POST', '/v1/service_role', { serviceId: 904, roleId: role.id }),
      );
      expect(bound).toMatchObject({
        serviceId: 904,
        roleId: role.id,
        partnerId: null,
        serviceName: 'Осмотр недвижимости',
      });
      await f.refused(
        f.call(admin, 'POST', '/v1/service_role', { serviceId: 904, roleId: role.id }),
        409,
        'BINDING_ALREADY_EXISTS',
        'Эта услуга уже назначена роли',
      );
      expect(await f.ok(f.call(admin, 'GET', `/v1/service_role/role/${role.id}`))).toEqual([bound]);
      const found = await f.ok<{ users: { id: number }[]; total: number }>(
        f.call(admin, 'POST', '/v1/users/services/904', { offset: 0, size: 500 }),
      );
      expect(found.users.map((u) => u.id)).toContain(user.id);
      await f.ok(f.call(admin, 'DELETE', `/v1/service_role/${bound.id}`));
      await f.refused(f.call(admin, 'DELETE', `/v1/service_role/${bound.id}`), 404, 'ENTITY_NOT_FOUND');
    });

    it('refuses bad input (400), a caller without the key (403) and another partner’s role (404)', async () => {
      const bad = await f.refused(f.call(admin, 'POST', '/v1/service_role', {}), 400, 'VALIDATION_ERROR');
      expect(bad.details).toMatchObject({ serviceId: 'Укажите услугу', roleId: 'Укажите роль' });
      const page = await f.refused(
        f.call(admin, 'POST', '/v1/users/services/69', { size: 0 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(page.details).toMatchObject({ size: 'Размер страницы от 1 до 500' });
      const nobody = await f.newUser(null, ['users.online']);
      await f.refused(
        f.call(nobody.token, 'POST', '/v1/service_role', { serviceId: 69, roleId: 1 }),
        403,
        'ACCESS_DENIED',
      );
      const staff = await f.newUser(tiresId, ['roles', 'users']);
      const foreign = await f.newRole({ partnerId: await f.newPartner() });
      await f.refused(f.call(staff.token, 'GET', `/v1/service_role/role/${foreign.id}`), 404, 'ENTITY_NOT_FOUND');
      await f.refused(
        f.call(staff.token, 'POST', '/v1/service_role', { serviceId: 69, roleId: foreign.id }),
        404,
        'ENTITY_NOT_FOUND',
      );
      const own = await f.newRole({ partnerId: tiresId });
      const mine = await f.ok<ServiceRole>(
        f.call(staff.token, 'POST', '/v1/service_role', { serviceId: 69, roleId: own.id }),
      );
      expect(mine.partnerId).toBe(tiresId);
      // The users of a service a partner's staff find are their partner's.
      const found = await f.ok<{ users: { partnerId: number | null }[] }>(
        f.call(staff.token, 'POST', '/v1/users/services/69', {}),
      );
      expect(found.users.every((u) => u.partnerId === tiresId)).toBe(true);
    });
  });

  describe('service_partner', () => {
    it('binds a service to a partner once (409 on a duplicate), lists and unbinds it', async () => {
      const partnerId = await f.newPartner();
      const bound = await f.ok<ServicePartner>(
        f.call(admin, 'POST', '/v1/service_partner', { serviceId: 61, partnerId }),
      );
      expect(bound).toMatchObject({ serviceId: 61, partnerId, serviceName: 'Запись в автосервис' });
      await f.refused(
        f.call(admin, 'POST', '/v1/service_partner', { serviceId: 61, partnerId }),
        409,
        'BINDING_ALREADY_EXISTS',
        'Партнёр уже оказывает эту услугу',
      );
      expect(await f.ok(f.call(admin, 'GET', `/v1/service_partner/partner/${partnerId}`))).toEqual([bound]);
      await f.ok(f.call(admin, 'DELETE', `/v1/service_partner/${bound.id}`));
      expect(await f.ok(f.call(admin, 'GET', `/v1/service_partner/partner/${partnerId}`))).toEqual([]);
    });

    it('refuses bad input (400), partner staff writes (403) and another partner (404)', async () => {
      const bad = await f.refused(
        f.call(admin, 'POST', '/v1/service_partner', { serviceId: 'x' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details).toMatchObject({ serviceId: 'Укажите услугу', partnerId: 'Укажите партнёра' });
      const staff = await f.newUser(tiresId, ['partners']);
      expect((await f.call(staff.token, 'GET', `/v1/service_partner/partner/${tiresId}`)).statusCode).toBe(200);
      await f.refused(
        f.call(staff.token, 'GET', `/v1/service_partner/partner/${await f.newPartner()}`),
        404,
        'ENTITY_NOT_FOUND',
      );
      await f.refused(
        f.call(staff.token, 'POST', '/v1/service_partner', { serviceId: 61, partnerId: tiresId }),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe('service_region', () => {
    it("adds, changes, lists and removes a user's service region", async () => {
      const user = await f.newUser();
      const region = { userId: user.id, serviceId: 69, fiasId: 'f-1', regionName: 'г. Москва' };
      const added = await f.ok<ServiceRegion>(f.call(admin, 'POST', '/v1/service_region', region));
      expect(added).toMatchObject({ ...region, serviceName: 'Шиномонтаж' });
      await f.refused(
        f.call(admin, 'POST', '/v1/service_region', region),
        409,
        'BINDING_ALREADY_EXISTS',
        'Этот регион услуги уже назначен пользователю',
      );
      const changed = await f.ok<ServiceRegion>(
        f.call(admin, 'PUT', '/v1/service_region', {
          ...region,
          id: added.id,
          fiasId: 'f-2',
          regionName: 'Московская обл.',
        }),
      );
      expect(changed).toMatchObject({ id: added.id, fiasId: 'f-2' });
      expect(await f.ok(f.call(admin, 'GET', `/v1/service_region/users/${user.id}`))).toEqual([changed]);
      await f.ok(f.call(admin, 'DELETE', `/v1/service_region/${added.id}`));
      expect(await f.ok(f.call(admin, 'GET', `/v1/service_region/users/${user.id}`))).toEqual([]);
    });

    it('refuses bad input (400), a caller without the key (403) and another partner’s user (404)', async () => {
      const bad = await f.refused(
        f.call(admin, 'POST', '/v1/service_region', { userId: 1, serviceId: 69 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details).toMatchObject({ fiasId: 'Укажите регион', regionName: 'Укажите регион' });
      const nobody = await f.newUser(null, ['users.online']);
      await f.refused(f.call(nobody.token, 'GET', '/v1/service_region/users/1'), 403, 'ACCESS_DENIED');
      const staff = await f.newUser(tiresId, ['users']);
      const stranger = await f.newUser(await f.newPartner());
      await f.refused(f.call(staff.token, 'GET', `/v1/service_region/users/${stranger.id}`), 404, 'ENTITY_NOT_FOUND');
      const added = await f.ok<ServiceRegion>(
        f.call(admin, 'POST', '/v1/service_region', {
          userId: stranger.id,
          serviceId: 69,
          fiasId: 'x',
          regionName: 'x',
        }),
      );
      await f.refused(f.call(staff.token, 'DELETE', `/v1/service_region/${added.id}`), 404, 'ENTITY_NOT_FOUND');
    });
  });
});
