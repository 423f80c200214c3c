import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { refValues } from '../db/schema';
import { orders } from '../orders/ordersSchema';

// Tyres: the catalogue of brands and models (soft deleted), and the tyres and rims taken into storage with their
// defects.

const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

export const tireBrands = pgTable('tire_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  deletedDate: deletedDate(),
});

export const tireModels = pgTable(
  'tire_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => tireBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    deletedDate: deletedDate(),
  },
  (t) => [uniqueIndex('tire_models_brand_id_name_key').on(t.brandId, t.name)],
);

/** A tyre or rim taken into storage with its defects; the barcode label is unique across the platform. */
export const tireDefects = pgTable(
  'tire_defects',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    defectTypeIds: integer('defect_type_ids').array().notNull(),
    storedObjectNumber: text('stored_object_number'),
    storedObjectRefValueId: integer('stored_object_ref_value_id').references(() => refValues.id),
    tireTreadDepth: numeric('tire_tread_depth', { precision: 5, scale: 1, mode: 'number' }),
    currentState: text('current_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tire_defects_barcode_key').on(t.barcode), index('tire_defects_order_id_idx').on(t.orderId)],
);
