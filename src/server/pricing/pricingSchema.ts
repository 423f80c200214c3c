import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';
import { offices, partners, projects, refValues, users } from '../db/schema';
import { geoRegions } from '../evacuation/evacuationSchema';
import { services } from '../orders/ordersSchema';

// Pricing: the nomenclature and which service offers which position, price lists (a partner's, or an office's own
// stationary list) with their regions and items, complex bundles the tyre-service calculators price from, promos with
// the projects, services and partners they apply to, and the promos granted to clients. Money is numeric(14,2) in
// the database and whole kopecks in arithmetic (src/shared/invoiceMoney.ts).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Nomenclature positions: what a price-list item prices. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default('шт.'),
    /** The article or code staff know the position by, when it has one. */
    code: text('code'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('positions_name_idx').on(t.name, t.id)],
);

/** Service positions: the positions a service offers (GET /nomenclature/services?serviceId). */
export const servicePositions = pgTable(
  'service_positions',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_positions_key').on(t.serviceId, t.positionId)],
);

/** A partner's price list for a service; with partnerOfficeId, an office's own list for stationary services. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    partnerOfficeId: integer('partner_office_id').references(() => offices.id),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('price_lists_partner_service_idx').on(t.partnerId, t.serviceId),
    index('price_lists_office_idx').on(t.partnerOfficeId),
  ],
);

/** The regions (FIAS) a price list prices in; a list with none prices everywhere its partner works. */
export const priceListRegions = pgTable(
  'price_list_regions',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    regionFiasId: text('region_fias_id')
      .notNull()
      .references(() => geoRegions.fiasId),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_list_regions_key').on(t.priceListId, t.regionFiasId),
    index('price_list_regions_region_idx').on(t.regionFiasId),
  ],
);

/** Price-list item: id, positionId, amount (the price). One alive item per position in a list. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    amount: money('amount').notNull(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('price_list_items_price_list_idx').on(t.priceListId),
    uniqueIndex('price_list_items_alive_position_key')
      .on(t.priceListId, t.positionId)
      .where(sql`${t.deletedDate} is null`),
    check('price_list_items_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A complex bundle: the positions one tyre operation takes (tireOperationRefValueId, book 919) for a service, and
 * the reference values it applies to (bundle links: a wheel diameter, a car type). The calculators pick the bundle
 * of the asked operation whose links all match the car, the most specific first.
 */
export const serviceBundles = pgTable(
  'service_bundles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    tireOperationRefValueId: integer('tire_operation_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    createdAt: createdAt(),
  },
  (t) => [index('service_bundles_operation_idx').on(t.serviceId, t.tireOperationRefValueId)],
);

/** A bundle item: a position and how many of it one wheel (or one unit of the operation) takes. */
export const serviceBundleItems = pgTable(
  'service_bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => serviceBundles.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('service_bundle_items_key').on(t.bundleId, t.positionId),
    check('service_bundle_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** A bundle link {bundleId, refValueId}: a reference value the bundle applies to. */
export const serviceBundleLinks = pgTable(
  'service_bundle_links',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => serviceBundles.id, { onDelete: 'cascade' }),
    refValueId: integer('ref_value_id')
      .notNull()
      .references(() => refValues.id),
  },
  (t) => [uniqueIndex('service_bundle_links_key').on(t.bundleId, t.refValueId)],
);

/**
 * A promo: a discount in roubles or percent, valid between its dates, at most maxUses times in all. usedCount is
 * raised by one conditional UPDATE per use, so it never passes maxUses however many uses race.
 */
export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The project the promo was made for (GET /promos?projectId also matches its project links). */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The code a client types on the platform's site; unique when set. */
    code: text('code'),
    dateStart: timestamp('date_start', { withTimezone: true }),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    discountRub: numeric('discount_rub', { precision: 12, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('promos_project_id_idx').on(t.projectId),
    uniqueIndex('promos_code_key').on(sql`upper(${t.code})`),
    check(
      'promos_used_count_within_max',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);

/** Project promo: a further project the promo applies in. */
export const projectPromos = pgTable(
  'project_promos',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
  },
  (t) => [
    uniqueIndex('project_promos_key').on(t.promoId, t.projectId),
    index('project_promos_project_idx').on(t.projectId),
  ],
);

/** Service promo: a service the promo applies to; a promo with none applies to every service. */
export const servicePromos = pgTable(
  'service_promos',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [uniqueIndex('service_promos_key').on(t.promoId, t.serviceId)],
);

/** Partner promo: a partner the promo applies at; a promo with none applies at every partner. */
export const partnerPromos = pgTable(
  'partner_promos',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('partner_promos_key').on(t.promoId, t.partnerId),
    index('partner_promos_partner_idx').on(t.partnerId),
  ],
);

/** A promo granted to a client (the client card's promotions table), with how many times he used it. */
export const clientPromos = pgTable(
  'client_promos',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id),
    sourceProjectId: integer('source_project_id')
      .notNull()
      .references(() => projects.id),
    comment: text('comment'),
    usedCount: integer('used_count').notNull().default(0),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('client_promos_client_id_idx').on(t.clientId),
    check('client_promos_used_count_not_negative', sql`${t.usedCount} >= 0`),
  ],
);
