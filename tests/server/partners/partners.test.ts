import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partners } from '../../../src/server/db/schema';
import type { Partner, PartnerContact, PartnersPage } from '../../../src/shared/schemas/partners/partners';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// Partners: POST /v1/partners/find, GET/POST/PUT/DELETE /v1/partners(/{id}), restore, and the contacts. The admin is
// platform staff; partner@demo.ru is staff of «Шинный центр «Колесо»» and sees only that partner.

describe('partners (/v1/partners...)', () => {
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

  const newPartner = async (extra: object = {}) => {
    const name = `Партнёр ${randomUUID().slice(0, 8)}`;
    const r = await call(admin, 'POST', '/v1/partners', { name, inn: '7701234567', ...extra });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as Partner;
  };

  describe('create, read, update', () => {
    it('creates a partner with its main data, journals it, and reads it back', async () => {
      const created = await newPartner({
        isCorporateClient: true,
        kpp: '770101001',
        phone: '+7 (495) 123-45-67',
        email: 'info@example.ru',
        site: 'https://example.ru',
        address: 'г. Москва',
        comment: '',
      });
      expect(created).toMatchObject({ isCorporateClient: true, kpp: '770101001', comment: null, officesCount: 0 });
      expect(created.deletedDate).toBeNull();
      const read = await call(admin, 'GET', `/v1/partners/${created.id}`);
      expect(read.json()).toEqual(created);
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'partner'), eq(auditJournal.entityId, created.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create']);
    });

    it('answers 400 with the Russian messages', async () => {
      expectFieldError(await call(admin, 'POST', '/v1/partners', { name: ' ' }), 'name', 'Укажите название партнёра');
      expectFieldError(
        await call(admin, 'POST', '/v1/partners', { name: 'А', inn: '123' }),
        'inn',
        'ИНН: 10 или 12 цифр',
      );
      expectFieldError(
        await call(admin, 'POST', '/v1/partners', { name: 'А', email: 'нет' }),
        'email',
        'Некорректный email',
      );
    });

    it('updates the main data (empty fields become null) with a journal entry of before and after', async () => {
      const created = await newPartner({ comment: 'было' });
      const r = await call(admin, 'PUT', `/v1/partners/${created.id}`, { name: `${created.name} 2`, comment: '' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ name: `${created.name} 2`, comment: null, inn: null });
      const [entry] = await t.db
        .select()
        .from(auditJournal)
        .where(
          and(
            eq(auditJournal.entity, 'partner'),
            eq(auditJournal.entityId, created.id),
            eq(auditJournal.action, 'update'),
          ),
        );
      expect(entry.before).toMatchObject({ comment: 'было' });
      expect(entry.after).toMatchObject({ comment: null });
      expectFieldError(
        await call(admin, 'PUT', `/v1/partners/${created.id}`, { name: '' }),
        'name',
        'Укажите название партнёра',
      );
      expect((await call(admin, 'GET', '/v1/partners/2000000000')).statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    it('finds by any part of the name, pages and counts, hides deleted ones unless asked', async () => {
      const tag = randomUUID().slice(0, 8);
      const a = await newPartner({ name: `Альфа ${tag}` });
      const b = await newPartner({ name: `Бета ${tag}` });
      const find = async (body: object) => {
        const r = await call(admin, 'POST', '/v1/partners/find', { search: tag, ...body });
        expect(r.statusCode, r.body).toBe(200);
        return r.json() as PartnersPage;
      };
      expect((await find({})).partners.map((p) => p.id)).toEqual([a.id, b.id]);
      expect(await find({ size: 1, offset: 1 })).toMatchObject({ total: 2, partners: [{ id: b.id }] });
      expect((await find({ sortField: 'name', sortOrder: 'DESC' })).partners.map((p) => p.id)).toEqual([b.id, a.id]);
      expect((await call(admin, 'DELETE', `/v1/partners/${b.id}`)).statusCode).toBe(200);
      expect((await find({})).total).toBe(1);
      expect((await find({ showDeleted: true })).total).toBe(2);
      const restored = await call(admin, 'POST', `/v1/partners/${b.id}/restore`);
      expect(restored.json()).toMatchObject({ id: b.id, deletedDate: null });
      expect((await find({})).total).toBe(2);
      const bad = await call(admin, 'POST', '/v1/partners/find', { size: 0 });
      expectFieldError(bad, 'size', 'Размер страницы от 1 до 500');
    });
  });

  describe('the tenant rule', () => {
    it('shows partner staff only their own partner', async () => {
      const other = await newPartner();
      const page = (await call(staff, 'POST', '/v1/partners/find', { size: 100 })).json() as PartnersPage;
      expect(page.partners.map((p) => p.id)).toEqual([tiresId]);
      expect((await call(staff, 'GET', `/v1/partners/${tiresId}`)).statusCode).toBe(200);
      const hidden = await call(staff, 'GET', `/v1/partners/${other.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Партнёр не найден' });
      const put = await call(staff, 'PUT', `/v1/partners/${other.id}`, { name: 'Захват' });
      expect(put.statusCode).toBe(404);
    });

    it('lets only platform staff create or delete partners (403)', async () => {
      const other = await newPartner();
      const created = await call(staff, 'POST', '/v1/partners', { name: 'Свой партнёр' });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
      expect((await call(staff, 'DELETE', `/v1/partners/${tiresId}`)).statusCode).toBe(403);
      expect((await call(staff, 'POST', `/v1/partners/${other.id}/restore`)).statusCode).toBe(403);
    });

    it('refuses a user without the partners key (403) and a call without a token (401)', async () => {
      expect((await call(nobody, 'POST', '/v1/partners/find', {})).statusCode).toBe(403);
      expect((await call(nobody, 'GET', `/v1/partners/${tiresId}`)).statusCode).toBe(403);
      expect((await call(null, 'POST', '/v1/partners/find', {})).statusCode).toBe(401);
    });
  });

  describe('contacts', () => {
    it('adds, lists, changes, deletes and restores a contact, each journaled', async () => {
      const partner = await newPartner();
      const url = `/v1/partners/${partner.id}/contacts`;
      const added = await call(admin, 'POST', url, { fullName: 'Иванов Иван', phone: '+7 (916) 000-00-00' });
      expect(added.statusCode, added.body).toBe(200);
      const contact = added.json() as PartnerContact;
      expect(contact).toMatchObject({ partnerId: partner.id, fullName: 'Иванов Иван', email: null });
      expect((await call(admin, 'GET', url)).json()).toEqual([contact]);
      const changed = await call(admin, 'PUT', `/v1/partner_contacts/${contact.id}`, {
        fullName: 'Иванов Иван Иванович',
        position: 'Директор',
      });
      expect(changed.json()).toMatchObject({ fullName: 'Иванов Иван Иванович', position: 'Директор', phone: null });
      expect((await call(admin, 'DELETE', `/v1/partner_contacts/${contact.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expect((await call(admin, 'GET', `${url}?showDeleted=true`)).json()).toHaveLength(1);
      expect((await call(admin, 'POST', `/v1/partner_contacts/${contact.id}/restore`)).json()).toMatchObject({
        deletedDate: null,
      });
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'partner_contact'), eq(auditJournal.entityId, contact.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
      expectFieldError(await call(admin, 'POST', url, { fullName: '' }), 'fullName', 'Укажите ФИО контакта');
    });

    it("hides another partner's contacts from partner staff (404) and lets them keep their own", async () => {
      const other = await newPartner();
      const [theirs] = [
        (
          await call(admin, 'POST', `/v1/partners/${other.id}/contacts`, { fullName: 'Чужой' })
        ).json() as PartnerContact,
      ];
      expect((await call(staff, 'GET', `/v1/partners/${other.id}/contacts`)).statusCode).toBe(404);
      expect((await call(staff, 'POST', `/v1/partners/${other.id}/contacts`, { fullName: 'Я' })).statusCode).toBe(404);
      expect((await call(staff, 'PUT', `/v1/partner_contacts/${theirs.id}`, { fullName: 'Я' })).statusCode).toBe(404);
      const own = await call(staff, 'POST', `/v1/partners/${tiresId}/contacts`, { fullName: 'Свой контакт' });
      expect(own.statusCode, own.body).toBe(200);
    });
  });
});
