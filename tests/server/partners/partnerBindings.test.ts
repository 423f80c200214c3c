import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { clients } from '../../../src/server/clients/clientsSchema';
import { partners } from '../../../src/server/db/schema';
import type { Office } from '../../../src/shared/schemas/offices';
import type { OfficeCorporatePartner, PartnerClient } from '../../../src/shared/schemas/partners/partnerBindings';
import type { Partner } from '../../../src/shared/schemas/partners/partners';
import { login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// Corporate executors (/v1/offices/{id}/corporate_partners, /v1/office_corporate_partners/{id}) and affiliated
// clients (/v1/partners/{id}/clients, /v1/partner_clients/{id}).

describe('partner bindings', () => {
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
  const newPartner = async (isCorporateClient = false) =>
    (
      await call(admin, 'POST', '/v1/partners', { name: `Партнёр ${randomUUID().slice(0, 8)}`, isCorporateClient })
    ).json() as Partner;
  const newOffice = async (partnerId: number) =>
    (
      await call(admin, 'POST', `/v1/partners/${partnerId}/offices`, { name: 'Офис', timezone: 'Europe/Moscow' })
    ).json() as Office;
  const newClient = async () => {
    const [row] = await t.db
      .insert(clients)
      .values({
        lastName: 'Клиентов',
        firstName: 'Пётр',
        phoneNumber: `+7916${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      })
      .returning({ id: clients.id });
    return row.id;
  };

  describe('corporate executors', () => {
    it('binds a corporate client to an office, refuses a second binding, deletes softly and restores', async () => {
      const owner = await newPartner();
      const office = await newOffice(owner.id);
      const corporate = await newPartner(true);
      const url = `/v1/offices/${office.id}/corporate_partners`;
      const r = await call(admin, 'POST', url, { corporatePartnerId: corporate.id });
      expect(r.statusCode, r.body).toBe(200);
      const binding = r.json() as OfficeCorporatePartner;
      expect(binding).toMatchObject({ officeId: office.id, corporatePartnerName: corporate.name, deletedDate: null });
      const again = await call(admin, 'POST', url, { corporatePartnerId: corporate.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'BINDING_ALREADY_EXISTS' });
      expect((await call(admin, 'DELETE', `/v1/office_corporate_partners/${binding.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expect((await call(admin, 'GET', `${url}?showDeleted=true`)).json()).toHaveLength(1);
      expect((await call(admin, 'POST', `/v1/office_corporate_partners/${binding.id}/restore`)).json()).toMatchObject({
        deletedDate: null,
      });
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'office_corporate_partner'), eq(auditJournal.entityId, binding.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['create', 'delete', 'restore']);
    });

    it('answers 400 for a missing or non-corporate partner', async () => {
      const owner = await newPartner();
      const office = await newOffice(owner.id);
      const url = `/v1/offices/${office.id}/corporate_partners`;
      expectFieldError(await call(admin, 'POST', url, {}), 'corporatePartnerId', 'Укажите корпоративного клиента');
      const plain = await newPartner(false);
      expectFieldError(
        await call(admin, 'POST', url, { corporatePartnerId: plain.id }),
        'corporatePartnerId',
        'Партнёр не является корпоративным клиентом',
      );
    });

    it("hides another partner's office bindings from partner staff (404)", async () => {
      const owner = await newPartner();
      const office = await newOffice(owner.id);
      const corporate = await newPartner(true);
      const binding = (
        await call(admin, 'POST', `/v1/offices/${office.id}/corporate_partners`, { corporatePartnerId: corporate.id })
      ).json() as OfficeCorporatePartner;
      expect((await call(staff, 'GET', `/v1/offices/${office.id}/corporate_partners`)).statusCode).toBe(404);
      const post = await call(staff, 'POST', `/v1/offices/${office.id}/corporate_partners`, {
        corporatePartnerId: corporate.id,
      });
      expect(post.statusCode).toBe(404);
      expect((await call(staff, 'POST', `/v1/office_corporate_partners/${binding.id}/restore`)).statusCode).toBe(404);
    });
  });

  describe('affiliated clients', () => {
    it('binds a client once, lists and unbinds, each journaled', async () => {
      const partner = await newPartner();
      const clientId = await newClient();
      const url = `/v1/partners/${partner.id}/clients`;
      const r = await call(admin, 'POST', url, { clientId });
      expect(r.statusCode, r.body).toBe(200);
      const binding = r.json() as PartnerClient;
      expect(binding).toMatchObject({ partnerId: partner.id, clientId, clientName: 'Клиентов Пётр' });
      expect((await call(admin, 'GET', url)).json()).toEqual([binding]);
      expect((await call(admin, 'POST', url, { clientId })).json()).toMatchObject({
        errorCode: 'BINDING_ALREADY_EXISTS',
        message: 'Клиент уже привязан к партнёру',
      });
      expect((await call(admin, 'DELETE', `/v1/partner_clients/${binding.id}`)).json()).toEqual(binding);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expect((await call(admin, 'POST', url, { clientId: 2000000000 })).statusCode).toBe(404);
      expectFieldError(await call(admin, 'POST', url, {}), 'clientId', 'Укажите клиента');
      const journal = await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, 'partner_client'), eq(auditJournal.entityId, binding.id)))
        .orderBy(auditJournal.id);
      expect(journal.map((j) => j.action)).toEqual(['bind', 'unbind']);
    });

    it("keeps partner staff to their own partner's clients (404 for another's)", async () => {
      const partner = await newPartner();
      const clientId = await newClient();
      const binding = (
        await call(admin, 'POST', `/v1/partners/${partner.id}/clients`, { clientId })
      ).json() as PartnerClient;
      expect((await call(staff, 'GET', `/v1/partners/${partner.id}/clients`)).statusCode).toBe(404);
      expect((await call(staff, 'POST', `/v1/partners/${partner.id}/clients`, { clientId })).statusCode).toBe(404);
      // Partner staff hold no delete right in the demo: 403 before the binding is looked at.
      expect((await call(staff, 'DELETE', `/v1/partner_clients/${binding.id}`)).statusCode).toBe(403);
      const own = await call(staff, 'POST', `/v1/partners/${tiresId}/clients`, { clientId });
      expect(own.statusCode, own.body).toBe(200);
    });
  });
});
