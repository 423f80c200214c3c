import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partners } from '../../../src/server/db/schema';
import type { DivisionCard, DivisionsPage } from '../../../src/shared/schemas/divisions';
import type { PartnerLegalCard, PartnerLegalsPage } from '../../../src/shared/schemas/partners/partnerLegals';
import type { Partner } from '../../../src/shared/schemas/partners/partners';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// The legal entities screens (/v1/partner_legals...) and the divisions screen (/v1/divisions...).

describe('partner legal entities and divisions', () => {
  const t = openTestApp();
  let call: ReturnType<typeof caller>;
  let admin: string;
  let staff: string;
  let nobody: string;
  let tiresId: number;
  beforeAll(async () => {
    call = caller(t.app);
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    staff = await login(t.app, 'partner@demo.ru', 'Partner12345');
    const plain = await createTestUser(t.db);
    nobody = await login(t.app, plain.email, plain.password!);
    const [tires] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
    tiresId = tires.id;
  });
  const newPartner = async () =>
    (await call(admin, 'POST', '/v1/partners', { name: `Партнёр ${randomUUID().slice(0, 8)}` })).json() as Partner;

  describe('/v1/partner_legals', () => {
    it('creates, finds, reads, updates, deletes and restores an entity, each journaled', async () => {
      const partner = await newPartner();
      const tag = randomUUID().slice(0, 8);
      const r = await call(admin, 'POST', '/v1/partner_legals', {
        partnerId: partner.id,
        name: `ООО «Ромашка ${tag}»`,
        inn: '7701234567',
        kpp: '770101001',
        nds: 20,
      });
      expect(r.statusCode, r.body).toBe(200);
      const legal = r.json() as PartnerLegalCard;
      expect(legal).toMatchObject({ partnerId: partner.id, partnerName: partner.name, nds: 20, deletedDate: null });
      expect((await call(admin, 'GET', `/v1/partner_legals/${legal.id}`)).json()).toEqual(legal);
      const page = (await call(admin, 'POST', '/v1/partner_legals/find', { search: tag })).json() as PartnerLegalsPage;
      expect(page).toEqual({ partnerLegals: [legal], total: 1 });
      const changed = await call(admin, 'PUT', `/v1/partner_legals/${legal.id}`, {
        name: `ИП Ромашкин ${tag}`,
        nds: '',
      });
      expect(changed.json()).toMatchObject({ name: `ИП Ромашкин ${tag}`, nds: null, inn: null });
      expect((await call(admin, 'DELETE', `/v1/partner_legals/${legal.id}`)).statusCode).toBe(200);
      expect(
        ((await call(admin, 'POST', '/v1/partner_legals/find', { search: tag })).json() as PartnerLegalsPage).total,
      ).toBe(0);
      const withDeleted = (
        await call(admin, 'POST', '/v1/partner_legals/find', { search: tag, showDeleted: true })
      ).json() as PartnerLegalsPage;
      expect(withDeleted.total).toBe(1);
      expect((await call(admin, 'POST', `/v1/partner_legals/${legal.id}/restore`)).json()).toMatchObject({
        deletedDate: null,
      });
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'partner_legal'), eq(auditJournal.entityId, legal.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
    });

    it('answers 400 with the Russian messages', async () => {
      expectFieldError(
        await call(admin, 'POST', '/v1/partner_legals', { name: 'ООО' }),
        'partnerId',
        'Укажите партнёра',
      );
      expectFieldError(
        await call(admin, 'POST', '/v1/partner_legals', { partnerId: tiresId, name: '' }),
        'name',
        'Укажите название юридического лица',
      );
      expectFieldError(
        await call(admin, 'POST', '/v1/partner_legals', { partnerId: tiresId, name: 'ООО', nds: 120 }),
        'nds',
        'НДС: число от 0 до 100',
      );
    });

    it("keeps partner staff to their own partner's entities: 404 for others, created for their own", async () => {
      const partner = await newPartner();
      const theirs = (
        await call(admin, 'POST', '/v1/partner_legals', { partnerId: partner.id, name: 'ООО «Чужое»' })
      ).json() as PartnerLegalCard;
      for (const [method, url, body] of [
        ['GET', `/v1/partner_legals/${theirs.id}`],
        ['PUT', `/v1/partner_legals/${theirs.id}`, { name: 'Моё' }],
        ['POST', `/v1/partner_legals/${theirs.id}/restore`],
      ] as const) {
        const r = await call(staff, method, url, body);
        expect(r.statusCode, `${method} ${url}`).toBe(404);
        expect(r.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Юридическое лицо не найдено' });
      }
      const page = (await call(staff, 'POST', '/v1/partner_legals/find', { size: 100 })).json() as PartnerLegalsPage;
      expect(page.partnerLegals.every((l) => l.partnerId === tiresId)).toBe(true);
      // Another partner's id is one that does not exist; their own partner takes the entity.
      expect(
        (await call(staff, 'POST', '/v1/partner_legals', { partnerId: partner.id, name: 'ООО «Своё»' })).statusCode,
      ).toBe(404);
      const own = await call(staff, 'POST', '/v1/partner_legals', { partnerId: tiresId, name: 'ООО «Своё»' });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ partnerId: tiresId });
      expect((await call(nobody, 'POST', '/v1/partner_legals/find', {})).statusCode).toBe(403);
    });
  });

  describe('/v1/divisions', () => {
    it('creates, finds, updates, deletes and restores a division, each journaled', async () => {
      const partner = await newPartner();
      const tag = randomUUID().slice(0, 8);
      const r = await call(admin, 'POST', '/v1/divisions', { name: `Склад ${tag}`, partnerId: partner.id });
      expect(r.statusCode, r.body).toBe(200);
      const division = r.json() as DivisionCard;
      expect(division).toMatchObject({ partnerId: partner.id, partnerName: partner.name, deletedDate: null });
      const find = async (body: object) =>
        (await call(admin, 'POST', '/v1/divisions/find', { search: tag, ...body })).json() as DivisionsPage;
      expect(await find({})).toEqual({ divisions: [division], total: 1 });
      const changed = await call(admin, 'PUT', `/v1/divisions/${division.id}`, { name: `Цех ${tag}` });
      expect(changed.json()).toMatchObject({ name: `Цех ${tag}`, partnerId: null, partnerName: null });
      expect((await call(admin, 'DELETE', `/v1/divisions/${division.id}`)).statusCode).toBe(200);
      expect((await find({})).total).toBe(0);
      expect((await find({ showDeleted: true })).total).toBe(1);
      expect((await call(admin, 'POST', `/v1/divisions/${division.id}/restore`)).json()).toMatchObject({
        deletedDate: null,
      });
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'division'), eq(auditJournal.entityId, division.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
      expectFieldError(
        await call(admin, 'POST', '/v1/divisions', { name: ' ' }),
        'name',
        'Укажите название подразделения',
      );
    });

    it("keeps partner staff to their own partner's divisions", async () => {
      const partner = await newPartner();
      const theirs = (
        await call(admin, 'POST', '/v1/divisions', { name: 'Чужой отдел', partnerId: partner.id })
      ).json() as DivisionCard;
      const platform = (await call(admin, 'POST', '/v1/divisions', { name: 'Отдел платформы' })).json() as DivisionCard;
      for (const id of [theirs.id, platform.id]) {
        expect((await call(staff, 'PUT', `/v1/divisions/${id}`, { name: 'Мой' })).statusCode).toBe(404);
        expect((await call(staff, 'POST', `/v1/divisions/${id}/restore`)).statusCode).toBe(404);
      }
      const page = (await call(staff, 'POST', '/v1/divisions/find', { size: 100 })).json() as DivisionsPage;
      expect(page.divisions.map((d) => d.name).sort()).toEqual(['Склад хранения шин', 'Шиномонтажный участок']);
      expect(
        (await call(staff, 'POST', '/v1/divisions', { name: 'Мой отдел', partnerId: partner.id })).statusCode,
      ).toBe(404);
      const own = await call(staff, 'POST', '/v1/divisions', { name: 'Мой отдел' });
      expect(own.json()).toMatchObject({ partnerId: tiresId });
      expect((await call(nobody, 'POST', '/v1/divisions/find', {})).statusCode).toBe(403);
    });
  });
});
