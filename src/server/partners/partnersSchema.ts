import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';
import { offices, partners, refValues } from '../db/schema';
import { geoRegions } from '../evacuation/evacuationSchema';
import { partnerLegals } from '../invoices/invoicesSchema';
import { services } from '../orders/ordersSchema';
import { priceLists } from '../pricing/pricingSchema';
import { insuranceCompanies } from '../vehicles/vehiclesSchema';

// The partner card's own tables: contacts, and the office's services, domains and reference values. The partners and
// offices themselves are core tables (db/schema.ts) every area joins.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

/** The partner's contact people (the card's 'Контакты' tab). */
export const partnerContacts = pgTable(
  'partner_contacts',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    position: text('position'),
    phone: text('phone'),
    email: text('email'),
    comment: text('comment'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('partner_contacts_partner_id_idx').on(t.partnerId)],
);

/** Which services an office renders and by which price list; one row per office and service. */
export const officeServices = pgTable(
  'office_services',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    available: boolean('available').notNull().default(true),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('office_services_office_service_key').on(t.officeId, t.serviceId),
    index('office_services_service_id_idx').on(t.serviceId),
  ],
);

/** The site domains an office answers for (lowercased, unique per office). */
export const officeDomains = pgTable(
  'office_domains',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [
    uniqueIndex('office_domains_office_domain_key').on(t.officeId, t.domain),
    index('office_domains_domain_idx').on(t.domain),
  ],
);

/** The office's attributes: reference values 10, 15 and 56 of the office book (REF_VALUE_IDS.office*). */
export const officeRefValues = pgTable(
  'office_ref_values',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    refValueId: integer('ref_value_id')
      .notNull()
      .references(() => refValues.id),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.refValueId] })],
);

/** Corporate executors: the corporate partners an office works for (soft delete and restore, seed §4). */
export const officeCorporatePartners = pgTable(
  'office_corporate_partners',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    corporatePartnerId: integer('corporate_partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [uniqueIndex('office_corporate_partners_key').on(t.officeId, t.corporatePartnerId)],
);

/** Affiliated clients: the clients bound to a partner (bind and unbind). */
export const partnerClients = pgTable(
  'partner_clients',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_clients_partner_client_key').on(t.partnerId, t.clientId),
    index('partner_clients_client_id_idx').on(t.clientId),
  ],
);

/**
 * Contracts and fees: a legal entity of the partner renders a service under a contract, with the platform's fee (a
 * rate in percent and / or a fixed part per order). partnerId repeats the legal entity's, so the tenant filter and
 * the tenant matrix read it directly.
 */
export const partnerLegalServices = pgTable(
  'partner_legal_services',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    partnerLegalId: integer('partner_legal_id')
      .notNull()
      .references(() => partnerLegals.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    contractNumber: text('contract_number'),
    /** The contract's date, 'YYYY-MM-DD'. */
    contractDate: date('contract_date'),
    feeRate: numeric('fee_rate', { precision: 5, scale: 2, mode: 'number' }),
    feeFixedPart: numeric('fee_fixed_part', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    uniqueIndex('partner_legal_services_legal_service_key').on(t.partnerLegalId, t.serviceId),
    index('partner_legal_services_partner_id_idx').on(t.partnerId),
  ],
);

/** The cities of the regional address directory (FIAS ids), each in a region of geo_regions; product data. */
export const addressCities = pgTable(
  'address_cities',
  {
    fiasId: text('fias_id').primaryKey(),
    regionFiasId: text('region_fias_id')
      .notNull()
      .references(() => geoRegions.fiasId),
    name: text('name').notNull(),
  },
  (t) => [
    index('address_cities_region_idx').on(t.regionFiasId),
    index('address_cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The regions (and optionally one city in each) a partner works in. */
export const partnerRegions = pgTable(
  'partner_regions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    regionFiasId: text('region_fias_id')
      .notNull()
      .references(() => geoRegions.fiasId),
    cityFiasId: text('city_fias_id').references(() => addressCities.fiasId),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partner_regions_key').on(t.partnerId, t.regionFiasId, sql`coalesce(${t.cityFiasId}, '')`)],
);

/** Insurance bindings: the insurers a partner works with. */
export const partnerInsuranceCompanies = pgTable(
  'partner_insurance_companies',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    insuranceCompanyId: integer('insurance_company_id')
      .notNull()
      .references(() => insuranceCompanies.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partner_insurance_companies_key').on(t.partnerId, t.insuranceCompanyId)],
);
