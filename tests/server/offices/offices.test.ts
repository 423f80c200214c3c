import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partners } from '../../../src/server/db/schema';
import { priceLists } from '../../../src/server/pricing/pricingSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import type { Office, OfficeDomain, OfficeRefValue, OfficeService } from '../../../src/shared/schemas/offices';
import type { Partner } from '../../../src/shared/schemas/partners/partners';
import { login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// A partner's offices (/v1/partners/{id}/offices, /v1/offices/{id}) and their services, domains and attributes.

describe('offices (/v1/partners/{id}/offices, /v1/offices...)', () => {
  const t = openTestApp();
  let call: ReturnType<typeof caller>;
  let admin: string;
  let staff: string;
  let tiresId: number;
  beforeAll(async () => {
    call = caller(t.app);
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    staff = await login(t.app, 'partner@demo.ru', 'Partner12345');
    const [tires] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
    tiresId = tires.id;
  });

  const OFFICE = {
    name: 'Офис на Тверской',
    timezone: 'Europe/Moscow',
    address: 'г. Москва',
    latitude: 55.75,
    longitude: 37.61,
  };
  async function partnerWithOffice() {
    const partner = (
      await call(admin, 'POST', '/v1/partners', { name: `Партнёр ${randomUUID().slice(0, 8)}` })
    ).json() as Partner;
    const r = await call(admin, 'POST', `/v1/partners/${partner.id}/offices`, OFFICE);
    expect(r.statusCode, r.body).toBe(200);
    return { partner, office: r.json() as Office };
  }

  it('creates, lists, updates, deletes and restores an office, each journaled', async () => {
    const { partner, office } = await partnerWithOffice();
    expect(office).toMatchObject({ ...OFFICE, partnerId: partner.id, phone: null, deletedDate: null });
    const list = `/v1/partners/${partner.id}/offices`;
    expect((await call(admin, 'GET', list)).json()).toEqual([office]);
    const changed = await call(admin, 'PUT', `/v1/offices/${office.id}`, {
      name: 'Офис на Арбате',
      timezone: 'Asia/Yekaterinburg',
      phone: '+7 (495) 000-00-00',
    });
    expect(changed.json()).toMatchObject({ name: 'Офис на Арбате', timezone: 'Asia/Yekaterinburg', latitude: null });
    expect((await call(admin, 'DELETE', `/v1/offices/${office.id}`)).json()).toMatchObject({ id: office.id });
    expect((await call(admin, 'GET', list)).json()).toEqual([]);
    expect((await call(admin, 'GET', `${list}?showDeleted=true`)).json()).toHaveLength(1);
    expect((await call(admin, 'POST', `/v1/offices/${office.id}/restore`)).json()).toMatchObject({ deletedDate: null });
    expect((await call(admin, 'GET', `/v1/partners/${partner.id}`)).json()).toMatchObject({ officesCount: 1 });
    const journal = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'office'), eq(auditJournal.entityId, office.id)))
      .orderBy(auditJournal.id);
    expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('answers 400 with the Russian messages', async () => {
    const { office } = await partnerWithOffice();
    const url = `/v1/offices/${office.id}`;
    expectFieldError(await call(admin, 'PUT', url, { ...OFFICE, name: '' }), 'name', 'Укажите название офиса');
    expectFieldError(
      await call(admin, 'PUT', url, { ...OFFICE, timezone: 'Марс/Олимп' }),
      'timezone',
      'Укажите часовой пояс (например, Europe/Moscow)',
    );
    expectFieldError(
      await call(admin, 'PUT', url, { ...OFFICE, longitude: undefined }),
      'longitude',
      'Укажите обе координаты или ни одной',
    );
    expectFieldError(
      await call(admin, 'PUT', url, { ...OFFICE, latitude: 91 }),
      'latitude',
      'Широта: число от -90 до 90',
    );
  });

  it("hides another partner's offices from partner staff (404) and keeps their own", async () => {
    const { partner, office } = await partnerWithOffice();
    expect((await call(staff, 'GET', `/v1/partners/${partner.id}/offices`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/v1/partners/${partner.id}/offices`, OFFICE)).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/v1/offices/${office.id}`],
      ['PUT', `/v1/offices/${office.id}`, OFFICE],
      ['POST', `/v1/offices/${office.id}/restore`],
      ['GET', `/v1/offices/${office.id}/services`],
      ['POST', `/v1/offices/${office.id}/services`, { serviceId: SERVICE_IDS.tireFitting }],
      ['GET', `/v1/offices/${office.id}/domains`],
      ['PUT', `/v1/offices/${office.id}/domains`, { domains: ['chuzhoy.ru'] }],
      ['GET', `/v1/offices/${office.id}/ref_values`],
      ['PUT', `/v1/offices/${office.id}/ref_values`, { refValueIds: [10] }],
    ] as const) {
      const r = await call(staff, method, url, body);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND' });
    }
    const own = (await call(staff, 'GET', `/v1/partners/${tiresId}/offices`)).json() as Office[];
    expect(own.map((o) => o.name)).toEqual(['Колесо в Химках', 'Колесо на Ленинском проспекте']);
    // Partner staff hold no delete right on 'partners' in the demo: 403 before the office is looked at.
    expect((await call(staff, 'DELETE', `/v1/offices/${own[0].id}`)).statusCode).toBe(403);
  });

  describe('services', () => {
    it('binds a service with a price list, refuses a second binding with BINDING_ALREADY_EXISTS, updates and unbinds', async () => {
      const { partner, office } = await partnerWithOffice();
      const [priceList] = await t.db
        .insert(priceLists)
        .values({ name: 'Прайс шиномонтажа', partnerId: partner.id, serviceId: SERVICE_IDS.tireFitting })
        .returning();
      const lists = await call(
        admin,
        'GET',
        `/v1/offices/${office.id}/price_lists?serviceId=${SERVICE_IDS.tireFitting}`,
      );
      expect(lists.json()).toEqual([{ id: priceList.id, name: 'Прайс шиномонтажа' }]);
      expectFieldError(
        await call(admin, 'GET', `/v1/offices/${office.id}/price_lists`),
        'serviceId',
        'Некорректная услуга',
      );
      expect((await call(staff, 'GET', `/v1/offices/${office.id}/price_lists?serviceId=69`)).statusCode).toBe(404);
      const url = `/v1/offices/${office.id}/services`;
      const bound = await call(admin, 'POST', url, { serviceId: SERVICE_IDS.tireFitting, priceListId: priceList.id });
      expect(bound.statusCode, bound.body).toBe(200);
      const service = bound.json() as OfficeService;
      expect(service).toMatchObject({
        serviceOfficeId: office.id,
        serviceId: SERVICE_IDS.tireFitting,
        available: true,
        priceListId: priceList.id,
        priceListName: 'Прайс шиномонтажа',
      });
      const again = await call(admin, 'POST', url, { serviceId: SERVICE_IDS.tireFitting });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        errorCode: 'BINDING_ALREADY_EXISTS',
        message: 'Услуга уже подключена к офису',
      });
      const changed = await call(admin, 'PUT', `/v1/office_services/${service.id}`, {
        available: false,
        priceListId: null,
      });
      expect(changed.json()).toMatchObject({ available: false, priceListId: null, priceListName: null });
      expect((await call(admin, 'GET', url)).json()).toHaveLength(1);
      expect((await call(admin, 'DELETE', `/v1/office_services/${service.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expectFieldError(await call(admin, 'POST', url, {}), 'serviceId', 'Укажите услугу');
      // Another partner's price list is one that does not exist.
      const [foreign] = await t.db
        .insert(priceLists)
        .values({ name: 'Чужой', partnerId: tiresId, serviceId: SERVICE_IDS.tireFitting })
        .returning();
      const refused = await call(admin, 'POST', url, { serviceId: SERVICE_IDS.tireFitting, priceListId: foreign.id });
      expect(refused.statusCode).toBe(404);
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'office_service'), eq(auditJournal.entityId, service.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete']);
    });
  });

  describe('domains and attributes', () => {
    it('saves the whole domain list (lowercased, duplicates dropped) and lists unique domains', async () => {
      const { office } = await partnerWithOffice();
      const tag = randomUUID().slice(0, 8);
      const url = `/v1/offices/${office.id}/domains`;
      const saved = await call(admin, 'PUT', url, { domains: [`A${tag}.ru`, `a${tag}.ru`, `b${tag}.ru`] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as OfficeDomain[]).map((d) => d.domain)).toEqual([`a${tag}.ru`, `b${tag}.ru`]);
      const kept = (await call(admin, 'PUT', url, { domains: [`b${tag}.ru`, `c${tag}.ru`] })).json() as OfficeDomain[];
      expect(kept.map((d) => d.domain)).toEqual([`b${tag}.ru`, `c${tag}.ru`]);
      const unique = (await call(admin, 'GET', '/v1/offices/domains/unique')).json() as string[];
      expect(unique).toEqual(expect.arrayContaining([`b${tag}.ru`, `c${tag}.ru`, 'koleso-demo.ru']));
      expect(unique.filter((d) => d === 'koleso-demo.ru')).toHaveLength(1);
      const staffUnique = (await call(staff, 'GET', '/v1/offices/domains/unique')).json() as string[];
      expect(staffUnique).toEqual(['koleso-demo.ru', 'leninsky.koleso-demo.ru']);
      expectFieldError(await call(admin, 'PUT', url, { domains: ['не домен'] }), 'domains.0', 'Некорректный домен');
    });

    it('keeps the office attributes 10, 15 and 56 only', async () => {
      const { office } = await partnerWithOffice();
      const url = `/v1/offices/${office.id}/ref_values`;
      const none = (await call(admin, 'GET', url)).json() as OfficeRefValue[];
      expect(none.map((v) => [v.refValueId, v.checked])).toEqual([
        [10, false],
        [15, false],
        [56, false],
      ]);
      const saved = (await call(admin, 'PUT', url, { refValueIds: [56, 10] })).json() as OfficeRefValue[];
      expect(saved.filter((v) => v.checked).map((v) => v.refValueId)).toEqual([10, 56]);
      expectFieldError(
        await call(admin, 'PUT', url, { refValueIds: [11] }),
        'refValueIds.0',
        'Допустимы значения 10, 15 и 56',
      );
    });
  });
});
