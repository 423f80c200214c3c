import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partners } from '../../../src/server/db/schema';
import { insuranceCompanies } from '../../../src/server/vehicles/vehiclesSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import type { PartnerInsurance } from '../../../src/shared/schemas/partners/partnerBindings';
import type { PartnerLegalService } from '../../../src/shared/schemas/partners/partnerContracts';
import type { DocTemplateAdmin } from '../../../src/shared/schemas/partners/partnerDocTemplates';
import type { PartnerLegalCard } from '../../../src/shared/schemas/partners/partnerLegals';
import type { FiasItem, PartnerRegion } from '../../../src/shared/schemas/partners/partnerRegions';
import type { Partner } from '../../../src/shared/schemas/partners/partners';
import { login, openTestApp } from '../buildTestApp';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// Contracts and fees, regions (and the address directory's search), insurance bindings and document templates of
// the partner card.

const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const SVERDLOVSK = '92b30014-4d52-4e2e-892d-928142b924bf';
const YEKATERINBURG = '2763c110-cb8b-416a-9dac-ad28a55b4402';

describe('partner contracts, regions, insurers and document templates', () => {
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
  const newPartner = async () =>
    (await call(admin, 'POST', '/v1/partners', { name: `Партнёр ${randomUUID().slice(0, 8)}` })).json() as Partner;
  const journal = async (entity: string, entityId: number) =>
    (
      await t.db
        .select()
        .from(auditJournal)
        .where(and(eq(auditJournal.entity, entity), eq(auditJournal.entityId, entityId)))
        .orderBy(auditJournal.id)
    ).map((j) => j.action);

  describe('contracts and fees', () => {
    it('adds a contract with its fee (rounded to 2 decimals), refuses a second one, updates, deletes, restores', async () => {
      const partner = await newPartner();
      const legal = (
        await call(admin, 'POST', '/v1/partner_legals', { partnerId: partner.id, name: 'ООО «Договор»' })
      ).json() as PartnerLegalCard;
      const body = {
        partnerLegalId: legal.id,
        serviceId: SERVICE_IDS.tireFitting,
        contractNumber: 'Д-1',
        feeRate: 7.555,
      };
      const r = await call(admin, 'POST', '/v1/partner_legal_services', body);
      expect(r.statusCode, r.body).toBe(200);
      const contract = r.json() as PartnerLegalService;
      expect(contract).toMatchObject({
        partnerId: partner.id,
        partnerLegalName: 'ООО «Договор»',
        feeRate: 7.56,
        feeFixedPart: null,
      });
      expect((await call(admin, 'POST', '/v1/partner_legal_services', body)).statusCode).toBe(409);
      const list = `/v1/partners/${partner.id}/legal_services`;
      expect((await call(admin, 'GET', list)).json()).toEqual([contract]);
      const changed = await call(admin, 'PUT', `/v1/partner_legal_services/${contract.id}`, {
        contractDate: '2026-05-01',
        feeFixedPart: 250,
      });
      expect(changed.json()).toMatchObject({
        contractNumber: null,
        contractDate: '2026-05-01',
        feeRate: null,
        feeFixedPart: 250,
      });
      expect((await call(admin, 'DELETE', `/v1/partner_legal_services/${contract.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', list)).json()).toEqual([]);
      expect((await call(admin, 'POST', `/v1/partner_legal_services/${contract.id}/restore`)).statusCode).toBe(200);
      expect(await journal('partner_legal_service', contract.id)).toEqual(['create', 'update', 'delete', 'restore']);
      expectFieldError(
        await call(admin, 'PUT', `/v1/partner_legal_services/${contract.id}`, { feeRate: 150 }),
        'feeRate',
        'Ставка комиссии: число от 0 до 100',
      );
      expectFieldError(
        await call(admin, 'POST', '/v1/partner_legal_services', { serviceId: 69 }),
        'partnerLegalId',
        'Укажите юридическое лицо',
      );
    });

    it("keeps partner staff to their own partner's contracts", async () => {
      const partner = await newPartner();
      const legal = (
        await call(admin, 'POST', '/v1/partner_legals', { partnerId: partner.id, name: 'ООО «Чужой договор»' })
      ).json() as PartnerLegalCard;
      const contract = (
        await call(admin, 'POST', '/v1/partner_legal_services', {
          partnerLegalId: legal.id,
          serviceId: SERVICE_IDS.tireFitting,
        })
      ).json() as PartnerLegalService;
      expect((await call(staff, 'GET', `/v1/partners/${partner.id}/legal_services`)).statusCode).toBe(404);
      expect((await call(staff, 'PUT', `/v1/partner_legal_services/${contract.id}`, {})).statusCode).toBe(404);
      const post = await call(staff, 'POST', '/v1/partner_legal_services', { partnerLegalId: legal.id, serviceId: 68 });
      expect(post.statusCode).toBe(404);
      const own = (await call(staff, 'GET', `/v1/partners/${tiresId}/legal_services`)).json() as PartnerLegalService[];
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((c) => c.partnerId === tiresId)).toBe(true);
    });
  });

  describe('regions', () => {
    it('searches the directory, adds a region with a city of it, refuses a city elsewhere and a duplicate', async () => {
      const found = (
        await call(admin, 'GET', `/v1/fias/search?query=${encodeURIComponent('екатерин')}`)
      ).json() as FiasItem[];
      expect(found).toEqual([
        {
          fiasId: YEKATERINBURG,
          name: 'Екатеринбург',
          level: 'city',
          regionFiasId: SVERDLOVSK,
          regionName: 'Свердловская обл.',
        },
      ]);
      expectFieldError(await call(admin, 'GET', '/v1/fias/search?query=е'), 'query', 'Введите не меньше 2 символов');
      const partner = await newPartner();
      const url = `/v1/partners/${partner.id}/regions`;
      const added = await call(admin, 'POST', url, { regionFiasId: SVERDLOVSK, cityFiasId: YEKATERINBURG });
      expect(added.statusCode, added.body).toBe(200);
      const region = added.json() as PartnerRegion;
      expect(region).toMatchObject({ regionName: 'Свердловская обл.', cityName: 'Екатеринбург' });
      expect((await call(admin, 'POST', url, { regionFiasId: SVERDLOVSK, cityFiasId: YEKATERINBURG })).statusCode).toBe(
        409,
      );
      expectFieldError(
        await call(admin, 'POST', url, { regionFiasId: MOSCOW, cityFiasId: YEKATERINBURG }),
        'cityFiasId',
        'Город не относится к выбранному региону',
      );
      expectFieldError(await call(admin, 'POST', url, { regionFiasId: 'нет' }), 'regionFiasId', 'Укажите регион');
      expect((await call(admin, 'GET', url)).json()).toEqual([region]);
      expect((await call(staff, 'GET', url)).statusCode).toBe(404);
      expect((await call(staff, 'POST', url, { regionFiasId: MOSCOW })).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/v1/partner_regions/${region.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expect(await journal('partner_region', region.id)).toEqual(['create', 'delete']);
    });
  });

  describe('insurance bindings', () => {
    it('binds an insurer once, lists and unbinds; partner staff see only their own', async () => {
      const partner = await newPartner();
      const [company] = await t.db.select().from(insuranceCompanies).limit(1);
      const url = `/v1/partners/${partner.id}/insurance_companies`;
      const r = await call(admin, 'POST', url, { insuranceCompanyId: company.id });
      expect(r.statusCode, r.body).toBe(200);
      const binding = r.json() as PartnerInsurance;
      expect(binding).toMatchObject({ partnerId: partner.id, insuranceCompanyName: company.name });
      expect((await call(admin, 'POST', url, { insuranceCompanyId: company.id })).json()).toMatchObject({
        errorCode: 'BINDING_ALREADY_EXISTS',
      });
      expectFieldError(await call(admin, 'POST', url, {}), 'insuranceCompanyId', 'Укажите страховую компанию');
      expect((await call(staff, 'GET', url)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/v1/partner_insurance_companies/${binding.id}`)).json()).toEqual(binding);
      expect((await call(admin, 'GET', url)).json()).toEqual([]);
      expect(await journal('partner_insurance_company', binding.id)).toEqual(['bind', 'unbind']);
    });
  });

  describe('document templates', () => {
    it('creates a template with wheelsWidthDiffer false when absent, updates, deletes and restores it', async () => {
      const partner = await newPartner();
      const r = await call(admin, 'POST', '/v1/partner_doc_templates', {
        partnerId: partner.id,
        name: 'Акт выполненных работ',
        body: 'Заявка {{order.number}}',
      });
      expect(r.statusCode, r.body).toBe(200);
      const template = r.json() as DocTemplateAdmin;
      expect(template).toMatchObject({ partnerId: partner.id, wheelsWidthDiffer: false, serviceId: null });
      const changed = await call(admin, 'PUT', `/v1/partner_doc_templates/${template.id}`, {
        name: 'Акт',
        body: 'Текст',
        serviceId: SERVICE_IDS.tireFitting,
        wheelsWidthDiffer: true,
      });
      expect(changed.json()).toMatchObject({
        name: 'Акт',
        wheelsWidthDiffer: true,
        serviceId: SERVICE_IDS.tireFitting,
      });
      const again = await call(admin, 'PUT', `/v1/partner_doc_templates/${template.id}`, {
        name: 'Акт',
        body: 'Текст',
      });
      expect(again.json()).toMatchObject({ wheelsWidthDiffer: false, serviceId: null });
      const list = `/v1/partners/${partner.id}/doc_templates`;
      expect((await call(admin, 'DELETE', `/v1/partner_doc_templates/${template.id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', list)).json()).toEqual([]);
      expect((await call(admin, 'GET', `${list}?showDeleted=true`)).json()).toHaveLength(1);
      expect((await call(admin, 'POST', `/v1/partner_doc_templates/${template.id}/restore`)).statusCode).toBe(200);
      expect(await journal('partner_doc_template', template.id)).toEqual([
        'create',
        'update',
        'update',
        'delete',
        'restore',
      ]);
      expectFieldError(
        await call(admin, 'POST', '/v1/partner_doc_templates', { partnerId: partner.id, name: 'Акт', body: ' ' }),
        'body',
        'Укажите текст шаблона',
      );
      const fonts = (await call(admin, 'GET', '/v1/partner_doc_templates/fonts')).json() as { name: string }[];
      expect(fonts.map((f) => f.name)).toContain('DejaVu Sans');
    });

    it("keeps partner staff to their own partner's templates; a common one is platform staff's", async () => {
      const partner = await newPartner();
      const theirs = (
        await call(admin, 'POST', '/v1/partner_doc_templates', { partnerId: partner.id, name: 'Чужой', body: 'Текст' })
      ).json() as DocTemplateAdmin;
      const common = (
        await call(admin, 'POST', '/v1/partner_doc_templates', { name: 'Общий', body: 'Текст' })
      ).json() as DocTemplateAdmin;
      expect(common.partnerId).toBeNull();
      for (const id of [theirs.id, common.id]) {
        expect(
          (await call(staff, 'PUT', `/v1/partner_doc_templates/${id}`, { name: 'Мой', body: 'Текст' })).statusCode,
        ).toBe(404);
      }
      expect((await call(staff, 'GET', `/v1/partners/${partner.id}/doc_templates`)).statusCode).toBe(404);
      // Another partner's id is one that does not exist; naming none files the template under their own.
      const foreign = await call(staff, 'POST', '/v1/partner_doc_templates', {
        partnerId: partner.id,
        name: 'Свой',
        body: 'Текст',
      });
      expect(foreign.statusCode).toBe(404);
      const own = await call(staff, 'POST', '/v1/partner_doc_templates', { name: 'Свой', body: 'Текст' });
      expect(own.json()).toMatchObject({ partnerId: tiresId });
    });
  });
});
