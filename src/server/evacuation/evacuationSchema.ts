import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { offices, partners, refValues, users } from '../db/schema';
import { orders } from '../orders/ordersSchema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

// Evacuation (the evacuation lists and the tow-truck calls): bases the tow trucks start from, the
// drivers with their truck type, each driver's tariff, and the refusals of partner offices.

export const towTruckBases = pgTable(
  'tow_truck_bases',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    deletedDate: deletedDate(),
  },
  (t) => [index('tow_truck_bases_partner_id_idx').on(t.partnerId)],
);

export const towTruckDrivers = pgTable(
  'tow_truck_drivers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The truck type (reference 918): the drivers list filters on it (?refValueId). */
    truckTypeRefValueId: integer('truck_type_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    truckNumber: text('truck_number'),
    baseId: integer('base_id').references(() => towTruckBases.id, { onDelete: 'set null' }),
    /** What a tow costs with this driver: a base price plus a price per kilometre. */
    basePrice: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    pricePerKm: numeric('price_per_km', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('tow_truck_drivers_truck_type_idx').on(t.truckTypeRefValueId)],
);

export const orderRefusals = pgTable(
  'order_refusals',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    reasonRefValueId: integer('reason_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refusals_order_id_idx').on(t.orderId),
    // The refusals report reads a period.
    index('order_refusals_created_at_idx').on(t.createdAt),
  ],
);

/** Regions by FIAS id with their time zone (GET /geo/timezone/{fiasId}); product data. */
export const geoRegions = pgTable('geo_regions', {
  fiasId: text('fias_id').primaryKey(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
});
