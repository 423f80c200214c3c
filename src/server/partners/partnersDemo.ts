import { asc, eq, isNull } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { clients } from '../clients/clientsSchema';
import type { Tx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { offices, partners } from '../db/schema';
import { partnerLegals } from '../invoices/invoicesSchema';
import { divisions } from '../orders/ordersSchema';
import { insuranceCompanies } from '../vehicles/vehiclesSchema';
import {
  officeCorporatePartners,
  officeDomains,
  officeRefValues,
  officeServices,
  partnerClients,
  partnerContacts,
  partnerInsuranceCompanies,
  partnerLegalServices,
  partnerRegions,
} from './partnersSchema';

// The demo partners' card data: requisites, office addresses and places, contacts, office services, domains,
// attributes, the partners' own divisions, legal entities with contracts and fees, regions, insurers, affiliated
// clients and a corporate executor. Fixed values, so every fresh database looks the same.

const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const MOSCOW_REGION = '29251dcf-00a1-4e34-98d4-5c47484a36d4';
const SVERDLOVSK = '92b30014-4d52-4e2e-892d-928142b924bf';
const YEKATERINBURG = '2763c110-cb8b-416a-9dac-ad28a55b4402';

const PARTNER_DATA = {
  platform: {
    inn: '7701234560',
    kpp: '770101001',
    phone: '+7 (495) 100-20-30',
    email: 'info@avtoservis-demo.ru',
    site: 'avtoservis-demo.ru',
    address: 'г. Москва, ул. Тверская, д. 7',
    comment: 'Платформа: собственные офисы',
  },
  tires: {
    inn: '7728123456',
    kpp: '772801001',
    phone: '+7 (495) 222-33-44',
    email: 'office@koleso-demo.ru',
    site: 'koleso-demo.ru',
    address: 'г. Москва, Ленинский проспект, д. 90',
    comment: 'Шиномонтаж и сезонное хранение',
  },
  tow: {
    inn: '6670123457',
    kpp: '667001001',
    phone: '+7 (343) 300-40-50',
    email: 'dispatch@evak-demo.ru',
    site: 'evak-demo.ru',
    address: 'г. Екатеринбург, ул. Малышева, д. 51',
    comment: 'Эвакуация по Уралу, корпоративный клиент',
  },
} as const;

/** Offices in the order the core seed made them (db/demoData.ts). */
const OFFICE_DATA = [
  { address: 'г. Москва, ул. Тверская, д. 7', phone: '+7 (495) 100-20-31', latitude: 55.7579, longitude: 37.6117 },
  {
    address: 'г. Санкт-Петербург, Невский пр., д. 28',
    phone: '+7 (812) 100-20-32',
    latitude: 59.9357,
    longitude: 30.3259,
  },
  { address: 'г. Москва, Ленинский пр., д. 90', phone: '+7 (495) 222-33-45', latitude: 55.6841, longitude: 37.5386 },
  { address: 'г. Химки, ул. Ленинградская, д. 1', phone: '+7 (495) 222-33-46', latitude: 55.897, longitude: 37.4297 },
  {
    address: 'г. Екатеринбург, ул. Малышева, д. 51',
    phone: '+7 (343) 300-40-51',
    latitude: 56.8352,
    longitude: 60.6146,
  },
];

const CONTACTS = {
  platform: [
    {
      fullName: 'Сергеев Андрей Викторович',
      position: 'Директор по развитию',
      phone: '+7 (495) 100-20-33',
      email: 'sergeev@avtoservis-demo.ru',
    },
  ],
  tires: [
    {
      fullName: 'Колесников Игорь Семёнович',
      position: 'Генеральный директор',
      phone: '+7 (495) 222-33-47',
      email: 'director@koleso-demo.ru',
    },
    {
      fullName: 'Резинова Марина Олеговна',
      position: 'Бухгалтер',
      phone: '+7 (495) 222-33-48',
      email: 'buh@koleso-demo.ru',
    },
  ],
  tow: [
    {
      fullName: 'Тягачёв Роман Ильич',
      position: 'Начальник диспетчерской',
      phone: '+7 (343) 300-40-52',
      email: 'tyagachev@evak-demo.ru',
    },
  ],
} as const;

export async function seedPartnersDemo(tx: Tx, ctx: DemoContext): Promise<void> {
  const kinds = ['platform', 'tires', 'tow'] as const;
  for (const kind of kinds) {
    await tx.update(partners).set(PARTNER_DATA[kind]).where(eq(partners.id, ctx.partnerIds[kind]));
    await tx.insert(partnerContacts).values(CONTACTS[kind].map((c) => ({ partnerId: ctx.partnerIds[kind], ...c })));
  }
  for (const [i, officeId] of ctx.officeIds.entries()) {
    if (OFFICE_DATA[i]) await tx.update(offices).set(OFFICE_DATA[i]).where(eq(offices.id, officeId));
  }
  const [moscow, spb, leninsky, khimki, ekb] = ctx.officeIds;
  await tx.insert(officeServices).values([
    { officeId: moscow, serviceId: SERVICE_IDS.carService, available: true },
    { officeId: spb, serviceId: SERVICE_IDS.carService, available: true },
    { officeId: leninsky, serviceId: SERVICE_IDS.tireFitting, available: true },
    { officeId: leninsky, serviceId: SERVICE_IDS.tireStorage, available: true },
    { officeId: khimki, serviceId: SERVICE_IDS.tireFitting, available: true },
    { officeId: ekb, serviceId: SERVICE_IDS.evacuation, available: true },
  ]);
  await tx.insert(officeDomains).values([
    { officeId: moscow, domain: 'avtoservis-demo.ru' },
    { officeId: leninsky, domain: 'koleso-demo.ru' },
    { officeId: leninsky, domain: 'leninsky.koleso-demo.ru' },
    { officeId: khimki, domain: 'koleso-demo.ru' },
    { officeId: ekb, domain: 'evak-demo.ru' },
  ]);
  await tx.insert(officeRefValues).values([
    { officeId: leninsky, refValueId: REF_VALUE_IDS.officeTyreFitting },
    { officeId: leninsky, refValueId: REF_VALUE_IDS.officeTyreStorage },
    { officeId: khimki, refValueId: REF_VALUE_IDS.officeTyreFitting },
    { officeId: khimki, refValueId: REF_VALUE_IDS.officeMobileService },
  ]);
  await tx.insert(divisions).values([
    { name: 'Шиномонтажный участок', partnerId: ctx.partnerIds.tires },
    { name: 'Склад хранения шин', partnerId: ctx.partnerIds.tires },
    { name: 'Диспетчерская служба', partnerId: ctx.partnerIds.tow },
  ]);
  await seedPartnerRelationsDemo(tx, ctx);
}

/** Legal entities with contracts and fees, regions, insurers, affiliated clients and a corporate executor. */
async function seedPartnerRelationsDemo(tx: Tx, ctx: DemoContext): Promise<void> {
  const { platform, tires, tow } = ctx.partnerIds;
  const legals = await tx
    .insert(partnerLegals)
    .values([
      { partnerId: platform, name: 'ООО «Автосервис Демо»', inn: '7701234560', kpp: '770101001', nds: 20 },
      { partnerId: tires, name: 'ООО «Колесо»', inn: '7728123456', kpp: '772801001', nds: 20 },
      { partnerId: tires, name: 'ИП Колесников Игорь Семёнович', inn: '772812345678', nds: null },
      { partnerId: tow, name: 'ООО «Эвакуатор-Сервис»', inn: '6670123457', kpp: '667001001', nds: 20 },
    ])
    .returning({ id: partnerLegals.id, partnerId: partnerLegals.partnerId });
  const [platformLegal, tiresLegal, tiresIp, towLegal] = legals;
  await tx.insert(partnerLegalServices).values([
    {
      partnerId: platform,
      partnerLegalId: platformLegal.id,
      serviceId: SERVICE_IDS.carService,
      contractNumber: 'АД-01/2026',
      contractDate: '2026-01-12',
      feeRate: 0,
    },
    {
      partnerId: tires,
      partnerLegalId: tiresLegal.id,
      serviceId: SERVICE_IDS.tireFitting,
      contractNumber: 'К-15/2026',
      contractDate: '2026-02-01',
      feeRate: 7.5,
      feeFixedPart: 150,
    },
    {
      partnerId: tires,
      partnerLegalId: tiresIp.id,
      serviceId: SERVICE_IDS.tireStorage,
      contractNumber: 'К-16/2026',
      contractDate: '2026-02-01',
      feeRate: 5,
    },
    {
      partnerId: tow,
      partnerLegalId: towLegal.id,
      serviceId: SERVICE_IDS.evacuation,
      contractNumber: 'ЭС-03/2026',
      contractDate: '2026-03-10',
      feeFixedPart: 500,
    },
  ]);
  await tx.insert(partnerRegions).values([
    { partnerId: platform, regionFiasId: MOSCOW, cityFiasId: MOSCOW },
    { partnerId: tires, regionFiasId: MOSCOW, cityFiasId: MOSCOW },
    { partnerId: tires, regionFiasId: MOSCOW_REGION },
    { partnerId: tow, regionFiasId: SVERDLOVSK, cityFiasId: YEKATERINBURG },
  ]);
  const insurers = await tx
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(isNull(insuranceCompanies.deletedDate))
    .orderBy(asc(insuranceCompanies.id))
    .limit(3);
  if (insurers.length > 0)
    await tx
      .insert(partnerInsuranceCompanies)
      .values([
        ...insurers.map((c) => ({ partnerId: platform, insuranceCompanyId: c.id })),
        { partnerId: tow, insuranceCompanyId: insurers[0].id },
      ]);
  const someClients = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(3);
  if (someClients.length > 0)
    await tx.insert(partnerClients).values(someClients.map((c) => ({ partnerId: tires, clientId: c.id })));
  // The tow partner is a corporate client: the tyre partner's Leninsky office serves its fleet.
  await tx.insert(officeCorporatePartners).values({ officeId: ctx.officeIds[2], corporatePartnerId: tow });
}
