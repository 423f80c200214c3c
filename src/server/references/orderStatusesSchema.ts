import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { refValues } from '../db/schema';
import { services } from '../orders/ordersSchema';

/**
 * Order status bindings: which statuses (values of the status reference) an order of a service from a source (a
 * value of the order-source reference) may take, in order, and which one is primary: the status a new order of that
 * service and source starts in. At most one primary per service and source.
 */
export const orderStatusBindings = pgTable(
  'order_status_bindings',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sourceRefValueId: integer('source_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    statusRefValueId: integer('status_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_status_bindings_key').on(t.serviceId, t.sourceRefValueId, t.statusRefValueId),
    uniqueIndex('order_status_bindings_primary_key').on(t.serviceId, t.sourceRefValueId).where(sql`${t.isPrimary}`),
    index('order_status_bindings_status_idx').on(t.statusRefValueId),
  ],
);
